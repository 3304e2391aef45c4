#!/usr/bin/env node
// @ts-check
/**
 * Installs the Pulumi CLI, the Node.js language host and the dynamic-provider plugin into
 * ~/.pulumi/bin ($PULUMI_HOME/bin), at the version of the locked @pulumi/pulumi (or, where the Go
 * module proxy refuses that release, the newest release it serves that is not newer), then the
 * YAML language host (scripts/toolchain/install-yaml-host.js). Idempotent: quiet when all fits.
 *
 *   node scripts/toolchain/install-pulumi.js      # npm run pulumi:install
 *
 * Nothing can be downloaded from the Pulumi website on our machines, so a missing CLI is built
 * from Go modules. `go install pkg@version` refuses modules whose go.mod has replace directives
 * (pkg/go.mod has them), so each build runs in a throwaway module that requires what it needs
 * and repeats pkg/go.mod's non-local replaces. The Go module and build caches are Go's own
 * (~/go/pkg/mod, ~/.cache/go-build), so a second build is quick.
 */
"use strict";
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const { cliRelease, cliReleaseFile, goEnv, goGet, moduleReplaces } = require("../lib/go");
// The cache folder's function is named apart from the setup's field, cacheDir.
const {
  Failure,
  REPO,
  cacheDir: projectCacheDir,
  isExecutable,
  lockedPulumiVersion,
  onPath,
  output,
  pulumiBinDir,
  readTrimmed,
  run,
  runScript,
} = require("../lib/tools");

const PKG = "github.com/pulumi/pulumi/pkg/v3";
const SDK = "github.com/pulumi/pulumi/sdk/v3";
const VERSION_FLAG = "github.com/pulumi/pulumi/sdk/v3/go/common/version.Version";
// The Node.js language host left sdk/v3 for a module of its own after this release. The module
// proxy these machines reach refuses that module at every version, so when it does, the host is
// built from this last release that still carried it inside sdk/v3. The host only starts the
// program with the @pulumi/pulumi the program installed; the end-to-end tests prove the pairing.
const FALLBACK_HOST_SDK = "v3.68.0";
// How many older releases choosing a served release asks the module proxy about.
const MAX_CANDIDATES = 25;

/** @param {string} message */
const log = (message) => process.stderr.write(`install-pulumi: ${message}\n`);

/**
 * Where everything goes and which release is wanted.
 * @typedef {{ binDir: string, cacheDir: string, sdkVersion: string, choiceFile: string,
 *   hostStamp: string, tag: string, env: NodeJS.ProcessEnv }} Setup
 */

/** @returns {Setup} */
function setup() {
  const binDir = pulumiBinDir();
  const cacheDir = projectCacheDir();
  // The version to match is the one npm resolved for @pulumi/pulumi, not the range in package.json.
  const sdkVersion = lockedPulumiVersion();
  // The release the CLI is built at, once chosen (see chooseTag); remembered so that later runs
  // need no network to know it. scripts/plugin/generate-sdks.js reads it too.
  const choiceFile = cliReleaseFile(sdkVersion);
  const tag = cliRelease(sdkVersion);
  const hostStamp = path.join(binDir, ".pulumi-language-nodejs.for");
  return { binDir, cacheDir, sdkVersion, choiceFile, hostStamp, tag, env: goEnv() };
}

/**
 * What `<pulumi> version` prints, without white space; "" when it fails.
 * @param {string} pulumi
 */
function versionOf(pulumi) {
  const result = spawnSync(pulumi, ["version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return (result.stdout ?? "").replace(/\s/g, "");
}

/**
 * A `pulumi` of the wanted release, in the bin folder or on PATH; undefined when there is none.
 * @param {Setup} s
 */
function findCli(s) {
  const candidates = [path.join(s.binDir, "pulumi"), onPath("pulumi")];
  return candidates.find(
    (candidate) => candidate && isExecutable(candidate) && versionOf(candidate) === s.tag,
  );
}

/**
 * Points `link` at `target`, replacing what was there, as `ln -sf`.
 * @param {string} target
 * @param {string} link
 */
function linkTo(target, link) {
  fs.rmSync(link, { force: true });
  fs.symlinkSync(target, link);
}

/**
 * Tests and scripts look in the bin folder: points it at a fitting CLI found elsewhere, and at
 * the language host that came with it.
 * @param {Setup} s
 * @param {string} found
 */
function linkFoundCli(s, found) {
  if (found === path.join(s.binDir, "pulumi")) return;
  linkTo(found, path.join(s.binDir, "pulumi"));
  const host = path.join(path.dirname(found), "pulumi-language-nodejs");
  if (isExecutable(host)) {
    linkTo(host, path.join(s.binDir, "pulumi-language-nodejs"));
    fs.writeFileSync(s.hostStamp, `${s.tag}\n`);
  }
}

/**
 * Runs `go` with the build environment.
 * @param {Setup} s
 * @param {string[]} args
 * @param {string} [cwd]
 */
function go(s, args, cwd) {
  run("go", args, { env: s.env, ...(cwd ? { cwd } : {}) });
}

/**
 * What `go` prints on stdout; throws a Failure when it fails.
 * @param {Setup} s
 * @param {string[]} args
 * @param {string} [cwd]
 */
function goOutput(s, args, cwd) {
  return output("go", args, { env: s.env, ...(cwd ? { cwd } : {}) });
}

/**
 * One field of `go mod download -json` or `go list -m -json` output; undefined when missing.
 * @param {string} json
 * @param {string} field
 * @returns {unknown}
 */
function jsonField(json, field) {
  /** @type {Record<string, unknown>} */
  const document = JSON.parse(json);
  return document[field];
}

/**
 * Starts a throwaway Go module in `dir` with pkg/go.mod's non-local replaces (pkg at the wanted
 * release); returns `dir`.
 * @param {Setup} s
 * @param {string} dir
 */
function scratchModule(s, dir) {
  fs.mkdirSync(dir, { recursive: true });
  fs.rmSync(path.join(dir, "go.mod"), { force: true });
  fs.rmSync(path.join(dir, "go.sum"), { force: true });
  goOutput(s, ["mod", "init", `pulumi-bizops/${path.basename(dir)}`], dir);
  const download = goOutput(s, ["mod", "download", "-json", `${PKG}@${s.tag}`], dir);
  const pkgGomod = jsonField(download, "GoMod");
  if (typeof pkgGomod !== "string")
    throw new Failure(`go mod download printed no go.mod for ${PKG}@${s.tag}`);
  const replaces = moduleReplaces(fs.readFileSync(pkgGomod, "utf8"));
  fs.appendFileSync(path.join(dir, "go.mod"), `${replaces.join("\n")}\n`);
  return dir;
}

/**
 * The version a module resolved to in the module at `cwd`.
 * @param {Setup} s
 * @param {string} cwd
 * @param {string} module
 */
function resolvedVersion(s, cwd, module) {
  const result = spawnSync("go", ["list", "-m", "-f", "{{.Version}}", module], {
    cwd,
    env: s.env,
    encoding: "utf8",
  });
  return (result.stdout ?? "").trim();
}

/**
 * Whether the module proxy serves pkg/v3 and sdk/v3 at `version`. It refuses some releases (the
 * zip answers 403 "not available") and its version list, so each candidate is asked for directly.
 * @param {Setup} s
 * @param {string} version
 */
function proxyServes(s, version) {
  return [PKG, SDK].every((module) => {
    const info = spawnSync("go", ["mod", "download", "-json", `${module}@${version}`], {
      env: s.env,
      encoding: "utf8",
    });
    if ((info.stdout ?? "").includes('"Error"')) return false;
    return (
      spawnSync("go", ["mod", "download", `${module}@${version}`], { env: s.env, stdio: "ignore" }).status ===
      0
    );
  });
}

/**
 * The SDK's releases on the npm registry older than `sdkVersion` in its major line, newest first
 * (the CLI and the SDK are released together); none when npm cannot tell.
 * @param {string} sdkVersion
 */
function olderReleases(sdkVersion) {
  const result = spawnSync("npm", ["view", "@pulumi/pulumi", "versions", "--json"], { encoding: "utf8" });
  /** @type {unknown} */
  let versions;
  try {
    versions = JSON.parse(result.stdout ?? "");
  } catch {
    return [];
  }
  if (!Array.isArray(versions)) return [];
  const key = (/** @type {string} */ v) => v.split(".").map(Number);
  const [major, minor = 0, patch = 0] = key(sdkVersion);
  return versions
    .filter((v) => typeof v === "string" && /^\d+\.\d+\.\d+$/.test(v))
    .map(key)
    .filter(([a, b = 0, c = 0]) => a === major && (b < minor || (b === minor && c < patch)))
    .sort(([, b1 = 0, c1 = 0], [, b2 = 0, c2 = 0]) => b2 - b1 || c2 - c1)
    .map((parts) => parts.join("."));
}

/**
 * Sets the wanted release to the locked SDK's, or where the proxy refuses it, to the newest
 * release not newer that it serves; remembers the choice.
 * @param {Setup} s
 */
function chooseTag(s) {
  const sdkTag = `v${s.sdkVersion}`;
  if (proxyServes(s, sdkTag)) {
    s.tag = sdkTag;
  } else {
    const served = olderReleases(s.sdkVersion)
      .slice(0, MAX_CANDIDATES)
      .find((candidate) => proxyServes(s, `v${candidate}`));
    if (!served) throw new Failure(`the Go module proxy serves no Pulumi release close to ${sdkTag}`);
    s.tag = `v${served}`;
    log(
      `the Go module proxy refuses pulumi/pkg ${sdkTag}; building ${s.tag}, the newest release it serves that is not newer`,
    );
  }
  fs.mkdirSync(s.cacheDir, { recursive: true });
  fs.writeFileSync(s.choiceFile, `${s.tag}\n`);
}

/** @param {Setup} s */
function buildCli(s) {
  log(`building the Pulumi CLI ${s.tag} from Go modules (a cold build takes several minutes)`);
  const dir = scratchModule(s, path.join(s.cacheDir, `cli-${s.tag}`));
  goGet(s.env, dir, [`${PKG}@${s.tag}`, `${SDK}@${s.tag}`]);
  goGet(s.env, dir, [`${PKG}/cmd/pulumi@${s.tag}`]);
  for (const module of [PKG, SDK]) {
    const got = resolvedVersion(s, dir, module);
    if (got !== s.tag) throw new Failure(`${module} resolved to ${got}, expected ${s.tag}`);
  }
  log("compiling pulumi");
  // Without the version stamp `pulumi version` prints nothing and the Automation API refuses it.
  const pulumi = path.join(s.binDir, "pulumi");
  go(s, ["build", "-ldflags", `-X ${VERSION_FLAG}=${s.tag}`, "-o", pulumi, `${PKG}/cmd/pulumi`], dir);
  log(`installed pulumi ${versionOf(pulumi)} into ${s.binDir}`);
}

/**
 * The commit of the pkg release (the language host's own module has no tags); "" when unknown.
 * @param {Setup} s
 */
function releaseCommit(s) {
  try {
    const origin = jsonField(goOutput(s, ["list", "-m", "-json", `${PKG}@${s.tag}`]), "Origin");
    const hash = /** @type {{ Hash?: unknown } | undefined} */ (origin)?.Hash;
    return typeof hash === "string" ? hash : "";
  } catch {
    return "";
  }
}

/** @param {Setup} s */
function buildLanguageHost(s) {
  log("building pulumi-language-nodejs");
  const host = path.join(s.binDir, "pulumi-language-nodejs");
  // Preferred: the host's own module at the commit of the pkg tag.
  const commit = releaseCommit(s);
  const dir = scratchModule(s, path.join(s.cacheDir, `language-host-${s.tag}`));
  const hostModule = "github.com/pulumi/pulumi/sdk/nodejs/cmd/pulumi-language-nodejs/v3";
  let refusal = "";
  if (commit) {
    const got = spawnSync("go", ["get", `${PKG}@${s.tag}`, `${SDK}@${s.tag}`, `${hostModule}@${commit}`], {
      cwd: dir,
      env: s.env,
      encoding: "utf8",
    });
    refusal = `${got.stdout ?? ""}${got.stderr ?? ""}`;
    if (got.status === 0 && resolvedVersion(s, dir, SDK) === s.tag) {
      go(s, ["build", "-ldflags", `-X ${VERSION_FLAG}=${s.tag}`, "-o", host, hostModule], dir);
      return hostBuilt(s);
    }
  }
  const reason = /pulumi-language-nodejs.*/.exec(refusal)?.[0] ?? "no commit for the tag";
  log(`the language host module at ${commit.slice(0, 12)} is not available (${reason})`);
  log(`building it from sdk/v3 ${FALLBACK_HOST_SDK} instead`);
  const fallback = scratchModule(s, path.join(s.cacheDir, `language-host-${FALLBACK_HOST_SDK}`));
  goGet(s.env, fallback, [`${SDK}/nodejs/cmd/pulumi-language-nodejs@${FALLBACK_HOST_SDK}`]);
  const ldflags = `-X ${VERSION_FLAG}=${FALLBACK_HOST_SDK}`;
  go(s, ["build", "-ldflags", ldflags, "-o", host, `${SDK}/nodejs/cmd/pulumi-language-nodejs`], fallback);
  return hostBuilt(s);
}

/**
 * Remembers which CLI release the host was built for, so a version bump rebuilds it.
 * @param {Setup} s
 */
function hostBuilt(s) {
  fs.writeFileSync(s.hostStamp, `${s.tag}\n`);
  log(`installed pulumi-language-nodejs into ${s.binDir}`);
}

/**
 * The engine looks for the dynamic-provider plugin beside `pulumi` or on PATH; without it the
 * engine tries to download the plugin, which cannot work here.
 *
 * Node.js policy packs (docs/policy.md) need nothing more from here. The CLI starts a pack folder
 * through the Node.js language host's RunPlugin, which the v3.68.0 host built above answers with
 * "not supported"; the pack's own launcher (policy-pack/analyzer) runs it as an analyzer binary
 * with the node on PATH and the @pulumi/policy of the program's node_modules. The
 * pulumi-analyzer-policy script of the CLI archives would not help: the CLI looks for it (as
 * pulumi-analyzer-policy-<runtime>) only when it finds no language host for the pack's runtime.
 * @param {Setup} s
 */
function installShim(s) {
  const shim = path.join(REPO, "node_modules", "@pulumi", "pulumi", "pulumi-resource-pulumi-nodejs");
  if (!fs.existsSync(shim)) throw new Failure(`missing ${shim}: run npm ci first`);
  const installed = path.join(s.binDir, "pulumi-resource-pulumi-nodejs");
  if (fs.existsSync(installed) && fs.readFileSync(installed).equals(fs.readFileSync(shim))) return;
  fs.rmSync(installed, { force: true });
  fs.copyFileSync(shim, installed);
  fs.chmodSync(installed, 0o755);
  log(`installed pulumi-resource-pulumi-nodejs into ${s.binDir}`);
}

/**
 * Throws when Go is not on PATH.
 * @param {string} what
 */
function needGo(what) {
  if (!onPath("go")) throw new Failure(`Go is required to build ${what} and was not found`);
}

function installPulumi() {
  const s = setup();
  fs.mkdirSync(s.binDir, { recursive: true });
  const found = findCli(s);
  if (found) {
    linkFoundCli(s, found);
  } else {
    needGo(`the Pulumi CLI ${s.tag}`);
    if (!fs.existsSync(s.choiceFile)) chooseTag(s);
    buildCli(s);
  }
  if (!isExecutable(path.join(s.binDir, "pulumi-language-nodejs")) || readTrimmed(s.hostStamp) !== s.tag) {
    needGo("pulumi-language-nodejs");
    buildLanguageHost(s);
  }
  installShim(s);
  // The YAML language host, for the provider plugin's YAML programs (built once, like the CLI),
  // with the Go environment above, as the shell's exports passed it on.
  const yaml = spawnSync(process.execPath, [path.join(__dirname, "install-yaml-host.js")], {
    env: s.env,
    stdio: "inherit",
  });
  if (yaml.status !== 0) process.exitCode = yaml.status ?? 1;
}

runScript("install-pulumi", installPulumi);
