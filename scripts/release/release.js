#!/usr/bin/env node
// @ts-check
/**
 * Builds every artifact of a version into one folder, the release folder the release workflow
 * publishes from (docs/releasing.md):
 *
 *   npm run release -- <version> [--out DIR] [--platforms linux-amd64,...]
 *   node scripts/release/release.js <version> ...          # on Node.js 22 or newer
 *
 * <version> must be the version package.json, the emulator's and the policy pack's package.json
 * name, with its section in CHANGELOG.md. The folder (.bizops/release/v<version> by default,
 * emptied first) then holds: the npm tarballs of pulumi-bizops and pulumi-bizops-emulator, the
 * plugin's archive for each platform (--platforms, by default those this machine builds,
 * plugin-executable.js), the Go SDK's module in sdk/go (tagged sdk/go/v<version>), the Python
 * SDK's sdist and wheel, the policy pack's archive, the API reference's archive (`npm run docs`),
 * RELEASE_NOTES.md, SHA256SUMS and release.json; and it checks that every artifact's checksum
 * and version agree (release-manifest.js). Needs Go, the CLI's Go SDK release built once
 * (scripts/toolchain/install-pulumi.js) and a Python with setuptools and wheel.
 */
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { parseArgs } = require("node:util");
const { Failure, REPO, output, run } = require("../lib/tools");
const { goSdkModule } = require("../lib/go-sdk-module");
const { GO_MODULE_DIR, goModuleTag } = require("./go-module");
const { selectPlatforms } = require("./node-runtime");
const { buildPluginArchives } = require("./plugin-executable");
const { buildPythonDists } = require("./python-dists");
const { NOTES, verifyRelease, writeManifest } = require("./release-manifest");
const { releaseNotes } = require("./release-notes");
const { runReleaseScript } = require("./run-release-script");

/** The package.json files whose version is the release's. */
const VERSIONED = ["package.json", "packages/emulator/package.json", "policy-pack/package.json"];

/** @param {string} message */
const log = (message) => process.stderr.write(`release: ${message}\n`);

/**
 * Refuses a version the checkout does not carry.
 * @param {string} version
 */
function checkVersion(version) {
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version))
    throw new Failure(`${version} is no semantic version`);
  for (const file of VERSIONED) {
    /** @type {{ version: string }} */
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO, file), "utf8"));
    const found = manifest.version;
    if (found !== version) throw new Failure(`${file} is version ${found}, not ${version}: set it first`);
  }
}

/**
 * The environment of npm and the builds it runs: this Node first on PATH.
 * @returns {NodeJS.ProcessEnv}
 */
function nodeFirstEnv() {
  return { ...process.env, PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter) };
}

/**
 * The npm tarballs of both packages (npm pack builds each first).
 * @param {string} out
 * @param {NodeJS.ProcessEnv} env
 */
function packNpm(out, env) {
  log("packing the npm packages");
  output("npm", ["pack", "--silent", "--pack-destination", out], { cwd: REPO, env, stderr: "inherit" });
  output("npm", ["pack", "--silent", "--workspace", "packages/emulator", "--pack-destination", out], {
    cwd: REPO,
    env,
    stderr: "inherit",
  });
}

/**
 * The API reference (`npm run docs` writes docs/api), archived.
 * @param {string} out
 * @param {string} version
 * @param {NodeJS.ProcessEnv} env
 */
function apiDocs(out, version, env) {
  log("writing the API reference");
  run("npm", ["run", "--silent", "docs"], { cwd: REPO, env });
  run("tar", [
    "-czf",
    path.join(out, `pulumi-bizops-api-docs-v${version}.tar.gz`),
    "-C",
    path.join(REPO, "docs", "api"),
    ".",
  ]);
}

/**
 * The policy pack as `pulumi policy publish` packs its folder: the files package.json ships of it.
 * @param {string} out
 * @param {string} version
 */
function policyPack(out, version) {
  const folder = path.join(REPO, "policy-pack");
  const files = fs.readdirSync(folder).map((name) => `./${name}`);
  run("tar", [
    "-czf",
    path.join(out, `pulumi-bizops-policy-pack-v${version}.tar.gz`),
    "-C",
    folder,
    ...files,
  ]);
}

/**
 * The Go SDK's module into out/sdk/go (built, vetted, with its go.sum) and the Python SDK's
 * sdist and wheel into out.
 * @param {string} out
 * @param {NodeJS.ProcessEnv} env
 */
function sdks(out, env) {
  log("generating the Go and Python SDKs");
  const python = fs.mkdtempSync(path.join(os.tmpdir(), "release-python-"));
  try {
    const goDir = path.join(out, GO_MODULE_DIR);
    run(
      process.execPath,
      [path.join(REPO, "scripts", "plugin", "generate-sdks.js"), goDir, "--build", "--python", python],
      {
        env,
      },
    );
    buildPythonDists(python, out);
  } finally {
    fs.rmSync(python, { recursive: true, force: true });
  }
}

/**
 * Builds the release of `version` into `out`.
 * @param {{ version: string, out: string, platforms?: string }} options
 */
async function buildRelease({ version, out, platforms }) {
  checkVersion(version);
  const notes = releaseNotes(version);
  const goTag = goModuleTag(version);
  const selected = selectPlatforms(platforms);
  const env = nodeFirstEnv();
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, NOTES), `# pulumi-bizops ${version}\n\n${notes}`);
  apiDocs(out, version, env);
  packNpm(out, env);
  log(`building the plugin for ${selected.map((p) => `${p.os}-${p.arch}`).join(", ")}`);
  await buildPluginArchives({ outDir: out, platforms: selected, env });
  sdks(out, env);
  policyPack(out, version);
  const manifest = writeManifest(out, { version, goModule: { path: goSdkModule(), tag: goTag } });
  verifyRelease(out);
  log(`${manifest.artifacts.length} artifacts of ${version} in ${out}; checksums and versions agree`);
}

if (require.main === module) {
  runReleaseScript("release", async () => {
    const { values, positionals } = parseArgs({
      options: { out: { type: "string" }, platforms: { type: "string" } },
      allowPositionals: true,
    });
    const version = positionals[0];
    if (!version || positionals.length > 1) {
      throw new Failure("usage: npm run release -- <version> [--out DIR] [--platforms linux-amd64,...]");
    }
    const out = path.resolve(values.out ?? path.join(REPO, ".bizops", "release", `v${version}`));
    await buildRelease({ version, out, platforms: values.platforms });
    process.stdout.write(`${out}\n`);
  });
}

module.exports = { buildRelease };
