// @ts-check
/**
 * The npm packages the release builds with and tests against, each at a pinned version, installed
 * on first use into a cache folder of its own (~/.cache/pulumi-bizops/npm-tools/<name>-<version>)
 * rather than as devDependencies: only a release needs them, and every `npm ci` would otherwise
 * install them (verdaccio alone is a few hundred packages).
 */
"use strict";
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const { Failure, cacheDir } = require("../lib/tools");

/**
 * The tools and their versions, pinned so every machine builds alike; bump them on purpose.
 * esbuild bundles the plugin, postject injects it into a Node.js executable (the tool Node's
 * single executable application documentation names), verdaccio is the npm registry server the
 * release test publishes to.
 */
const NPM_TOOLS = { esbuild: "0.28.2", postject: "1.0.0-alpha.6", verdaccio: "6.10.4" };

/**
 * The folder of an installed tool's package (`<dir>/node_modules/<name>`), installing it first.
 * @param {keyof typeof NPM_TOOLS} name
 * @param {NodeJS.ProcessEnv} [env]
 */
function npmTool(name, env = process.env) {
  const version = NPM_TOOLS[name];
  const dir = path.join(cacheDir(env), "npm-tools", `${name}-${version}`);
  const installed = path.join(dir, "node_modules", name);
  if (fs.existsSync(path.join(installed, "package.json"))) return installed;
  process.stderr.write(`npm-tool: installing ${name}@${version} into ${dir}\n`);
  // Installed aside, then moved into place at once: another build may be installing it too.
  const scratch = `${dir}.${process.pid}`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(path.join(scratch, "package.json"), `{ "name": "${name}-tool", "private": true }\n`);
  // Through the shell on Windows, where npm is a .cmd file that Node.js starts no other way.
  const result = spawnSync("npm", ["install", "--silent", "--no-audit", "--no-fund", `${name}@${version}`], {
    cwd: scratch,
    env,
    stdio: ["ignore", process.stderr, "inherit"],
    shell: process.platform === "win32",
  });
  if (result.status !== 0) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw new Failure(`npm could not install ${name}@${version}`);
  }
  try {
    fs.renameSync(scratch, dir);
  } catch {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return installed;
}

/**
 * The path of a tool's command (its package.json `bin` of that name, else its only one).
 * @param {keyof typeof NPM_TOOLS} name
 * @param {NodeJS.ProcessEnv} [env]
 */
function npmToolBin(name, env = process.env) {
  const dir = npmTool(name, env);
  /** @type {{ bin?: string | Record<string, string> }} */
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  const bin =
    typeof manifest.bin === "string"
      ? manifest.bin
      : (manifest.bin?.[name] ?? Object.values(manifest.bin ?? {})[0]);
  if (!bin) throw new Error(`${name} declares no command`);
  return path.join(dir, bin);
}

module.exports = { npmTool, npmToolBin };
