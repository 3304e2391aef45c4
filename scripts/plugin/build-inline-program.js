#!/usr/bin/env node
// @ts-check
/**
 * Builds the Go Automation API inline program (sdk-gen/inline-program/main.go) against a Go SDK
 * that scripts/plugin/generate-sdks.js wrote into SDK_DIR: OUT_DIR becomes a module that requires the
 * SDK (a replace directive to SDK_DIR) and the github.com/pulumi/pulumi/sdk/v3 release the SDK
 * requires, and OUT_DIR/inline-program the program, whose path it prints. The Go module and build
 * caches are Go's own, shared with the CLI's and the SDK's builds.
 *
 *   node scripts/plugin/build-inline-program.js SDK_DIR OUT_DIR
 */
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { goEnv } = require("../lib/go");
const { goSdkModule } = require("../lib/go-sdk-module");
const { Failure, REPO, output, readTrimmed, run, runScript } = require("../lib/tools");

const SDK = "github.com/pulumi/pulumi/sdk/v3";
const PROGRAM_SOURCE = path.join(REPO, "sdk-gen", "inline-program", "main.go");

/** @returns {never} */
function usage() {
  process.stderr.write("usage: node scripts/plugin/build-inline-program.js SDK_DIR OUT_DIR\n");
  process.exit(2);
}

/**
 * The release of the Go SDK a go.mod requires, in a require line or (after `go mod tidy`) a
 * require block: the word after the module's path; "" when it names none.
 * @param {string} gomod the go.mod's text
 */
function requiredRelease(gomod) {
  for (const line of gomod.split("\n")) {
    const words = line.trim().split(/\s+/);
    const at = words.indexOf(SDK);
    if (at !== -1 && at < words.length - 1) return /** @type {string} */ (words[at + 1]);
  }
  return "";
}

/**
 * The program's module: the SDK at SDK_DIR and the Go SDK release it requires.
 * @param {string} sdkDir
 * @param {string} tag
 */
function programModule(sdkDir, tag) {
  return [
    "module pulumi-bizops/inline-program",
    "",
    "go 1.24",
    "",
    "require (",
    `\t${goSdkModule()} v0.0.0`,
    `\t${SDK} ${tag}`,
    ")",
    "",
    `replace ${goSdkModule()} => ${sdkDir}`,
    "",
  ].join("\n");
}

function buildInlineProgram() {
  const [sdkArg, outArg] = process.argv.slice(2);
  if (!sdkArg || !outArg) usage();
  const sdkDir = path.resolve(sdkArg);
  if (!fs.statSync(sdkDir, { throwIfNoEntry: false })?.isDirectory())
    throw new Failure(`no folder ${sdkArg}`);
  fs.mkdirSync(outArg, { recursive: true });
  const outDir = path.resolve(outArg);
  const tag = requiredRelease(readTrimmed(path.join(sdkDir, "go.mod")));
  if (!tag) throw new Failure(`${sdkDir}/go.mod requires no ${SDK}`);
  fs.copyFileSync(PROGRAM_SOURCE, path.join(outDir, "main.go"));
  fs.writeFileSync(path.join(outDir, "go.mod"), programModule(sdkDir, tag));
  // The SDK's sums cover most of what the program needs; tidy adds the Automation API's.
  const sums = path.join(sdkDir, "go.sum");
  if (fs.existsSync(sums)) fs.copyFileSync(sums, path.join(outDir, "go.sum"));
  const env = goEnv();
  output("go", ["mod", "tidy"], { cwd: outDir, env });
  run("go", ["build", "-o", "inline-program", "."], { cwd: outDir, env, stdout: "inherit" });
  process.stdout.write(`${path.join(outDir, "inline-program")}\n`);
}

runScript("inline-program", buildInlineProgram);
