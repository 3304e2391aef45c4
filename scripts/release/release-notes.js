// @ts-check
/** A release's notes: its section of CHANGELOG.md, under `## <version>`. */
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { Failure, REPO } = require("../lib/tools");

/**
 * The notes of `version`: the section's text, without its heading, up to the next `## `.
 * @param {string} version
 * @param {string} [changelog] the page's text (CHANGELOG.md's by default)
 */
function releaseNotes(version, changelog = fs.readFileSync(path.join(REPO, "CHANGELOG.md"), "utf8")) {
  const lines = changelog.split("\n");
  const start = lines.findIndex((line) => line.trim() === `## ${version}`);
  if (start < 0)
    throw new Failure(`CHANGELOG.md has no section "## ${version}": rename "## Unreleased" first`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith("## "));
  const body = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join("\n")
    .trim();
  if (!body) throw new Failure(`CHANGELOG.md's section "## ${version}" is empty`);
  return `${body}\n`;
}

module.exports = { releaseNotes };
