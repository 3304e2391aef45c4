// @ts-check
/**
 * The Go SDK's module path: the schema's Go importBasePath (src/plugin/package-schema.ts, written
 * to schema/schema.json by `npm run generate`) less its last element, the package `bizops`.
 */
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { REPO } = require("./tools");

/** The module path, such as `github.com/pulumi-bizops/pulumi-bizops/sdk/go`. */
function goSdkModule() {
  /** @type {{ language: { go: { importBasePath: string } } }} */
  const schema = JSON.parse(fs.readFileSync(path.join(REPO, "schema", "schema.json"), "utf8"));
  return path.posix.dirname(schema.language.go.importBasePath);
}

module.exports = { goSdkModule };
