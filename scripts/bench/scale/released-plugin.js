// @ts-check
/**
 * The bizops plugin as a release ships it, for the scale benchmark's `plugin` program: the single
 * executable of this platform (scripts/release/plugin-executable.js), built from the checkout's
 * dist/ (the same code as the packed package the programs install) and unpacked under `root`.
 */
"use strict";
const { execFileSync } = require("node:child_process");
const { mkdirSync } = require("node:fs");
const { join } = require("node:path");
const { buildPluginArchives, executableName } = require("../../release/plugin-executable");
const { hostPlatform, platformName } = require("../../release/node-runtime");

/**
 * Builds this platform's plugin archive into `root` and unpacks it; returns the executable's path.
 * @param {string} root
 */
async function releasedPlugin(root) {
  const host = hostPlatform();
  if (!host)
    throw new Error(`no plugin executable for ${process.platform}-${process.arch}: use --plugin launcher`);
  const outDir = join(root, "release-plugin");
  const [archive] = await buildPluginArchives({ outDir, platforms: [host] });
  const folder = join(outDir, platformName(host));
  mkdirSync(folder, { recursive: true });
  execFileSync("tar", ["-xzf", /** @type {string} */ (archive), "-C", folder]);
  return join(folder, executableName(host));
}

module.exports = { releasedPlugin };
