#!/usr/bin/env node
// @ts-check
/**
 * Packs the bizops provider plugin as `pulumi plugin install resource bizops <version> --file`
 * takes it: a tarball whose top holds the executable `pulumi-resource-bizops`, beside the
 * package (packed from this checkout, as npm users get it) and its production dependencies with
 * the @pulumi/pulumi it runs on. The launcher runs the plugin with the `node` on PATH.
 *
 *   node scripts/plugin/pack-plugin.js [OUT_DIR]   # default .bizops/plugin; prints the tarball's path
 *   npm run pack:plugin [-- OUT_DIR]        # the same on a supported Node.js (scripts/toolchain/with-node.sh)
 *
 * BIZOPS_PACKED_TARBALL names an `npm pack` of this checkout to use instead of packing it again.
 *
 * The production dependencies are installed once per set the package declares (its dependencies,
 * peers and bins, and the @pulumi/pulumi version) and kept in ~/.cache/pulumi-bizops/plugin-deps:
 * each pack lays the package over a hard-linked copy of them. Remove that folder to have npm
 * resolve them afresh.
 */
"use strict";
const { spawnSync } = require("node:child_process");
const crypto = require("node:crypto");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const {
  REPO,
  cacheDir,
  lockedPulumiVersion,
  output,
  packageVersion,
  run,
  runScript,
} = require("../lib/tools");

// The launcher, a POSIX sh file: the executable the CLI starts as the plugin, which runs the
// plugin's JavaScript with the `node` on PATH.
const LAUNCHER = `#!/bin/sh
# The bizops provider plugin, as \`pulumi plugin install\` unpacks it.
#
# This file's own folder, through any symlinks to it (one on PATH, say): each link is followed with
# \`readlink\`, without \`-f\`, which older macOS lacks, and \`cd -P\` resolves the folders.
self=$0
while [ -L "$self" ]; do
  link=$(readlink "$self")
  case $link in
    /*) self=$link ;;
    *) self=$(dirname -- "$self")/$link ;;
  esac
done
here=$(CDPATH='' cd -P -- "$(dirname -- "$self")" && pwd -P)
exec node "$here/node_modules/pulumi-bizops/dist/plugin/main.js" "$@"
`;

// What npm installs a package's dependencies by: the manifest's fields the cache key digests.
const DEPENDENCY_FIELDS = [
  "dependencies",
  "optionalDependencies",
  "peerDependencies",
  "peerDependenciesMeta",
  "bundleDependencies",
  "bundledDependencies",
  "bin",
];

// An install no pack used for this many days is removed: one of dependencies since changed.
const STALE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a pack works with.
 * @typedef {{ tarball: string, version: string, sdkVersion: string, env: NodeJS.ProcessEnv }} Pack
 */

/**
 * The environment of npm and the build it runs: this Node first on PATH, as scripts/toolchain/ensure-node.sh
 * puts a supported one there, so that they run on it whatever `node` PATH found first.
 * @returns {NodeJS.ProcessEnv}
 */
function nodeFirstEnv() {
  return { ...process.env, PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter) };
}

/** The tarball's platform, as the CLI names it: `uname -s` in lower case, `uname -m` in Go's words. */
function platform() {
  const arch = os.machine().replace("x86_64", "amd64").replace("aarch64", "arm64");
  return `${os.type().toLowerCase()}-${arch}`;
}

/**
 * The `npm pack` of this checkout in `work` (npm pack runs the build, prepack, so the tarball
 * holds dist/plugin), or the copy of BIZOPS_PACKED_TARBALL; returns its path.
 * @param {string} work
 * @param {NodeJS.ProcessEnv} env
 */
function packedPackage(work, env) {
  const given = process.env.BIZOPS_PACKED_TARBALL;
  if (given) {
    const copy = path.join(work, path.basename(given));
    fs.copyFileSync(given, copy);
    return copy;
  }
  const printed = output("npm", ["pack", "--silent", "--pack-destination", work], {
    cwd: REPO,
    env,
    stderr: "inherit",
  });
  const name = printed.trim().split("\n").pop() ?? "";
  return path.join(work, name);
}

/**
 * The name of the dependencies the packed package declares: a digest of what npm installs by.
 * @param {Pack} pack
 */
function dependenciesKey(pack) {
  /** @type {Record<string, unknown>} */
  const manifest = JSON.parse(output("tar", ["-xzOf", pack.tarball, "package/package.json"]));
  const declared = JSON.stringify([DEPENDENCY_FIELDS.map((field) => manifest[field]), pack.sdkVersion]);
  return crypto.createHash("sha256").update(declared).digest("hex").slice(0, 16);
}

/**
 * Removes the installs no pack used for a month, as `find -mtime +30`: more than 30 whole days old.
 * @param {string} depsCache
 */
function removeStale(depsCache) {
  const now = Date.now();
  for (const entry of fs.readdirSync(depsCache)) {
    const folder = path.join(depsCache, entry);
    const age = now - fs.lstatSync(folder).mtimeMs;
    if (Math.floor(age / DAY_MS) > STALE_DAYS) fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The folder whose node_modules holds the production dependencies, installing them first when no
 * pack installed the same before.
 * @param {Pack} pack
 */
function installedDependencies(pack) {
  const depsCache = path.join(cacheDir(), "plugin-deps");
  const installed = path.join(depsCache, dependenciesKey(pack));
  if (fs.existsSync(path.join(installed, "node_modules"))) {
    const now = new Date();
    fs.utimesSync(installed, now, now);
    return installed;
  }
  fs.mkdirSync(depsCache, { recursive: true });
  removeStale(depsCache);
  // Installed aside and moved into place at once: another pack may be installing too.
  const scratch = `${installed}.${process.pid}`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(
    path.join(scratch, "package.json"),
    `{ "name": "pulumi-resource-bizops", "version": "${pack.version}", "private": true }\n`,
  );
  try {
    const install = ["install", "--silent", "--no-audit", "--no-fund", "--omit=dev"];
    run("npm", [...install, pack.tarball, `@pulumi/pulumi@${pack.sdkVersion}`], {
      cwd: scratch,
      env: pack.env,
    });
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  if (!fs.existsSync(path.join(installed, "node_modules")))
    fs.rmSync(installed, { recursive: true, force: true });
  // Another pack that moved its install into place first serves: the rename fails when the
  // folder is there already.
  try {
    fs.renameSync(scratch, installed);
  } catch {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return installed;
}

/**
 * Copies the cached node_modules into `plugin`: hard links where the cache and the work folder
 * share a file system (nothing below writes to them), else a copy.
 * @param {string} dependencies
 * @param {string} plugin
 */
function copyDependencies(dependencies, plugin) {
  const from = path.join(dependencies, "node_modules");
  const linked = spawnSync("cp", ["-al", from, "node_modules"], { cwd: plugin, stdio: "ignore" });
  if (linked.status === 0) return;
  fs.rmSync(path.join(plugin, "node_modules"), { recursive: true, force: true });
  run("cp", ["-a", from, "node_modules"], { cwd: plugin });
}

/**
 * Lays the package over its installed copy, as npm unpacks it: its files, and its bins executable.
 * Its own node_modules (the versions of its dependencies that others' do not fit) stays; npm's
 * record of the tree that the install made goes, as it names the package as it was then.
 * @param {Pack} pack
 * @param {string} plugin
 */
function layPackage(pack, plugin) {
  const own = path.join(plugin, "node_modules", "pulumi-bizops");
  for (const entry of fs.readdirSync(own)) {
    if (entry !== "node_modules") fs.rmSync(path.join(own, entry), { recursive: true, force: true });
  }
  fs.rmSync(path.join(plugin, "node_modules", ".package-lock.json"), { force: true });
  run("tar", ["-xzf", pack.tarball, "-C", own, "--strip-components=1"]);
  const manifest = /** @type {{ bin?: Record<string, string> }} */ (
    JSON.parse(fs.readFileSync(path.join(own, "package.json"), "utf8"))
  );
  for (const bin of Object.values(manifest.bin ?? {})) makeExecutable(path.join(own, bin));
}

/**
 * Adds the execute bits, as `chmod +x`.
 * @param {string} file
 */
function makeExecutable(file) {
  fs.chmodSync(file, fs.statSync(file).mode | 0o111);
}

function packPlugin() {
  const outDir = path.resolve(process.argv[2] || path.join(REPO, ".bizops", "plugin"));
  fs.mkdirSync(outDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pack-plugin-"));
  try {
    const env = nodeFirstEnv();
    const version = packageVersion();
    /** @type {Pack} */
    const pack = { tarball: packedPackage(work, env), version, sdkVersion: lockedPulumiVersion(), env };
    const dependencies = installedDependencies(pack);
    const plugin = path.join(work, "plugin");
    fs.mkdirSync(plugin, { recursive: true });
    copyDependencies(dependencies, plugin);
    layPackage(pack, plugin);
    const launcher = path.join(plugin, "pulumi-resource-bizops");
    fs.writeFileSync(launcher, LAUNCHER);
    makeExecutable(launcher);
    const tarball = path.join(outDir, `pulumi-resource-bizops-v${version}-${platform()}.tar.gz`);
    run("tar", ["-czf", tarball, "."], { cwd: plugin });
    process.stdout.write(`${tarball}\n`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

runScript("pack-plugin", packPlugin);
