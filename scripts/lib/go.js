// @ts-check
// What the scripts that build with Go share: the environment of every `go` command, the Pulumi
// release the Go modules are taken at, and the parts of a throwaway module that builds pulumi/pkg.
"use strict";
const { spawnSync } = require("node:child_process");
const path = require("node:path");
const { cacheDir, readTrimmed } = require("./tools");

/**
 * The environment of every `go` command.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
function goEnv(env = process.env) {
  return {
    ...env,
    CGO_ENABLED: "0",
    GOFLAGS: `${env.GOFLAGS ?? ""} -mod=mod`,
    // The checksum database reachable from here does not list every Pulumi release; the module
    // proxy still serves them, so Pulumi's own modules are fetched without a checksum-database look-up.
    GONOSUMDB: env.GONOSUMDB ? `${env.GONOSUMDB},github.com/pulumi/pulumi` : "github.com/pulumi/pulumi",
  };
}

/**
 * The file in which scripts/toolchain/install-pulumi.js remembers the release it built the CLI at, for the
 * locked @pulumi/pulumi `sdkVersion`.
 * @param {string} sdkVersion
 */
function cliReleaseFile(sdkVersion) {
  return path.join(cacheDir(), `cli-release-for-v${sdkVersion}`);
}

/**
 * The release the CLI was built at (the Go module proxy serves it), or `v<sdkVersion>` when none
 * is remembered.
 * @param {string} sdkVersion
 */
function cliRelease(sdkVersion) {
  return readTrimmed(cliReleaseFile(sdkVersion)) || `v${sdkVersion}`;
}

// `go get`'s download chatter (and notes on retracted versions of indirect dependencies, which
// Pulumi's own go.mod pins) is noise, its errors are not.
const GO_GET_NOISE = [
  /^go: (downloading|added|upgraded)/,
  /retracted/,
  /to switch to the latest/,
  /^\s*go get .*@latest/,
];

/**
 * `go get` quietly: only lines that are not noise reach stderr. Its failure is not an error here:
 * what it resolved is checked, or built, after it.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} cwd
 * @param {string[]} modules
 */
function goGet(env, cwd, modules) {
  const result = spawnSync("go", ["get", ...modules], { cwd, env, encoding: "utf8" });
  const lines = `${result.stdout ?? ""}${result.stderr ?? ""}`.split("\n").filter(Boolean);
  const kept = lines.filter((line) => !GO_GET_NOISE.some((noise) => noise.test(line)));
  if (kept.length > 0) process.stderr.write(`${kept.join("\n")}\n`);
}

/**
 * The replace directives of a go.mod that point at modules, not at local folders: what a
 * throwaway module that requires pulumi/pkg repeats of pkg/go.mod, as `go install pkg@version`
 * refuses a module with replace directives.
 * @param {string} gomod the go.mod's text
 */
function moduleReplaces(gomod) {
  const block = /^replace \(\n([\s\S]*?)\n\)/m.exec(gomod)?.[1];
  const single = gomod
    .split("\n")
    .filter((line) => line.startsWith("replace "))
    .map((line) => line.slice("replace ".length));
  return [...(block ? block.split("\n") : []), ...single]
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("//"))
    .filter((line) => !/^[./]/.test((line.split("=>")[1] ?? "").trim()))
    .map((line) => `replace ${line}`);
}

module.exports = { goEnv, cliReleaseFile, cliRelease, goGet, moduleReplaces };
