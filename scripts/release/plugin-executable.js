// @ts-check
/**
 * The provider plugin as `pulumi plugin install` takes it, one archive per platform with its
 * runtime inside: `pulumi-resource-bizops-v<version>-<os>-<arch>.tar.gz` holding the executable
 * `pulumi-resource-bizops` (`.exe` on Windows), a Node.js single executable application (the
 * platform's Node.js with the bundled plugin injected by postject), the package's LICENSE and
 * Node.js's (NODE-LICENSE), whose license asks that its notice go with every copy.
 * Nothing else is needed on the machine: no Node.js, no npm.
 *
 *   node scripts/release/plugin-executable.js OUT_DIR [--platforms linux-amd64,windows-amd64]
 *
 * Needs `npm run build` first. Without --platforms it builds every platform this machine can
 * (node-runtime.js): on Linux, linux-amd64, linux-arm64 and windows-amd64.
 */
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { parseArgs } = require("node:util");
const { REPO, output, packageVersion, run } = require("../lib/tools");
const { hostPlatform, platformName, runtimeExecutable, selectPlatforms } = require("./node-runtime");
const { bundlePlugin } = require("./plugin-bundle");
const { npmToolBin } = require("./npm-tool");
const { runReleaseScript } = require("./run-release-script");

/** The executable's name, as the CLI runs it. */
const PLUGIN = "pulumi-resource-bizops";
// The asset that holds the version (src/plugin/plugin-version.ts's VERSION_ASSET).
const VERSION_ASSET = "version";
// The fuse postject flips to tell Node.js that a blob is injected: the name Node.js's single
// executable application documentation gives.
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

/**
 * The archive's file name for a platform and version.
 * @param {string} version
 * @param {import("./node-runtime").Platform} platform
 */
const archiveName = (version, platform) => `${PLUGIN}-v${version}-${platformName(platform)}.tar.gz`;

/**
 * The executable's file name in a platform's archive.
 * @param {import("./node-runtime").Platform} platform
 */
const executableName = (platform) => (platform.os === "windows" ? `${PLUGIN}.exe` : PLUGIN);

/**
 * Writes the preparation blob of the bundle in `work`: run by the host's runtime at the release's
 * Node.js version, as the runtime that runs the blob must be the version that wrote it. Without
 * a code cache or snapshot, the blob is the same for every platform.
 * @param {string} work
 * @param {string} version
 * @param {import("./node-runtime").Platform} host
 * @param {NodeJS.ProcessEnv} env
 */
function writeBlob(work, version, host, env) {
  fs.writeFileSync(path.join(work, VERSION_ASSET), version);
  const config = {
    main: path.join(work, "plugin.js"),
    output: path.join(work, "plugin.blob"),
    disableExperimentalSEAWarning: true,
    useSnapshot: false,
    useCodeCache: false,
    assets: { [VERSION_ASSET]: path.join(work, VERSION_ASSET) },
  };
  fs.writeFileSync(path.join(work, "sea-config.json"), JSON.stringify(config));
  run(runtimeExecutable(host, env).executable, ["--experimental-sea-config", "sea-config.json"], {
    cwd: work,
    env,
  });
  return config.output;
}

/**
 * The platform's executable in `folder`: its runtime with the blob injected; on macOS unsigned
 * before and signed (ad hoc) after, as Apple silicon runs nothing unsigned.
 * @param {import("./node-runtime").Platform} platform
 * @param {string} blob
 * @param {string} folder
 * @param {NodeJS.ProcessEnv} env
 */
function writeExecutable(platform, blob, folder, env) {
  const executable = path.join(folder, executableName(platform));
  fs.copyFileSync(runtimeExecutable(platform, env).executable, executable);
  fs.chmodSync(executable, 0o755);
  if (platform.os === "darwin") run("codesign", ["--remove-signature", executable]);
  const postject = [
    npmToolBin("postject", env),
    executable,
    "NODE_SEA_BLOB",
    blob,
    "--sentinel-fuse",
    SEA_FUSE,
  ];
  if (platform.os === "darwin") postject.push("--macho-segment-name", "NODE_SEA");
  // Its output is kept out of the way: it warns of ELF note sections it cannot name, which
  // Node.js's executables carry, harmlessly; a failure throws with what it said.
  output(process.execPath, postject, { env });
  if (platform.os === "darwin") run("codesign", ["--sign", "-", executable]);
}

/**
 * Builds the archives of `platforms` into `outDir`; returns their paths.
 * @param {{ outDir: string, platforms: readonly import("./node-runtime").Platform[], env?: NodeJS.ProcessEnv }} options
 */
async function buildPluginArchives({ outDir, platforms, env = process.env }) {
  const version = packageVersion();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "plugin-executable-"));
  try {
    const host = hostPlatform();
    if (!host) throw new Error(`no plugin platform for ${process.platform}-${process.arch}`);
    await bundlePlugin(path.join(work, "plugin.js"));
    const blob = writeBlob(work, version, host, env);
    fs.mkdirSync(outDir, { recursive: true });
    return platforms.map((platform) => {
      const folder = path.join(work, platformName(platform));
      fs.mkdirSync(folder);
      writeExecutable(platform, blob, folder, env);
      fs.copyFileSync(path.join(REPO, "LICENSE"), path.join(folder, "LICENSE"));
      // The same text for every platform of a version: the host's where the platform's has none.
      const license = runtimeExecutable(platform, env).license ?? runtimeExecutable(host, env).license;
      if (!license) throw new Error(`no license file beside the Node.js ${platformName(platform)} runtime`);
      fs.copyFileSync(license, path.join(folder, "NODE-LICENSE"));
      const archive = path.join(outDir, archiveName(version, platform));
      run("tar", ["-czf", archive, "."], { cwd: folder });
      return archive;
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runReleaseScript("plugin-executable", async () => {
    const { values, positionals } = parseArgs({
      options: { platforms: { type: "string" } },
      allowPositionals: true,
    });
    const outDir = path.resolve(positionals[0] ?? path.join(REPO, ".bizops", "release-plugin"));
    const archives = await buildPluginArchives({ outDir, platforms: selectPlatforms(values.platforms) });
    for (const archive of archives) process.stdout.write(`${archive}\n`);
  });
}

module.exports = { buildPluginArchives, executableName };
