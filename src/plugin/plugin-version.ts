/**
 * The plugin's version, which is the package's. Run from the package (bin/pulumi-resource-bizops,
 * or the launcher of scripts/plugin/pack-plugin.js) it is package.json's, two folders up from src/plugin
 * and dist/plugin alike; run as the single executable a release builds (scripts/release/), it is
 * the `version` asset the build put inside, since that executable carries no package.json.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as sea from "node:sea";

/** The asset of the single executable that holds the version (scripts/release/plugin-executable.js writes it). */
const VERSION_ASSET = "version";

/** The version the plugin reports to the engine and in its schema. */
export function pluginVersion(): string {
  if (sea.isSea()) return sea.getAsset(VERSION_ASSET, "utf8");
  const manifest = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}
