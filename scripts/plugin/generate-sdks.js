#!/usr/bin/env node
// @ts-check
/**
 * Writes the SDKs of the bizops provider plugin from schema/schema.json: the Go SDK into GO_DIR, a
 * Go module (the schema's Go importBasePath less `/bizops`: its package `bizops` and one per module) that
 * requires the Go SDK of the locked @pulumi/pulumi's release, and with --python the Python SDK into
 * PYTHON_DIR, a package `pulumi_bizops` (one subpackage per module) beside its pyproject.toml. With
 * --build, also compiles and vets the Go SDK; `python3 -m compileall PYTHON_DIR` byte-compiles the
 * Python one.
 *
 *   node scripts/plugin/generate-sdks.js GO_DIR [--build] [--python PYTHON_DIR]
 *   node scripts/plugin/generate-sdks.js --python PYTHON_DIR
 *
 * sdk-gen (sdk-gen/main.go) is built in a throwaway module, as scripts/toolchain/install-pulumi.js builds
 * the CLI: pkg/v3's go.mod has replace directives, which `go run pkg@version` refuses. The Go
 * module and build caches are Go's own, shared with the CLI's build.
 */
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { cliRelease, goEnv, goGet, moduleReplaces } = require("../lib/go");
const { goSdkModule } = require("../lib/go-sdk-module");
const {
  Failure,
  REPO,
  cacheDir,
  isExecutable,
  lockedPulumiVersion,
  output,
  packageVersion,
  run,
  runScript,
} = require("../lib/tools");

const PKG = "github.com/pulumi/pulumi/pkg/v3";
const SDK = "github.com/pulumi/pulumi/sdk/v3";
const SDK_GEN_SOURCE = path.join(REPO, "sdk-gen", "main.go");

/** @param {string} message */
const log = (message) => process.stderr.write(`sdk-gen: ${message}\n`);

/** @returns {never} */
function usage() {
  process.stderr.write(
    "usage: node scripts/plugin/generate-sdks.js GO_DIR [--build] [--python PYTHON_DIR] | --python PYTHON_DIR\n",
  );
  process.exit(2);
}

/**
 * The command line: the folders to write into (either may be missing, not both) and --build.
 * @param {string[]} args
 */
function parseArgs(args) {
  let goDir = "";
  let pythonDir = "";
  let build = false;
  for (let i = 0; i < args.length; i++) {
    const arg = /** @type {string} */ (args[i]);
    if (arg === "--build") build = true;
    else if (arg === "--python") {
      if (i + 1 >= args.length) usage();
      pythonDir = /** @type {string} */ (args[++i]);
    } else if (arg.startsWith("-")) usage();
    else if (goDir) usage();
    else goDir = arg;
  }
  if (!goDir && !pythonDir) usage();
  return { goDir, pythonDir, build };
}

/**
 * `folder` as an absolute path, the folder made.
 * @param {string} folder
 */
function absolute(folder) {
  fs.mkdirSync(folder, { recursive: true });
  return path.resolve(folder);
}

/**
 * Whether two files hold the same bytes, as `cmp -s`; false when either cannot be read.
 * @param {string} a
 * @param {string} b
 */
function sameBytes(a, b) {
  try {
    return fs.readFileSync(a).equals(fs.readFileSync(b));
  } catch {
    return false;
  }
}

/**
 * Builds sdk-gen against pulumi/pkg at `tag` in `toolDir`, a throwaway module that repeats
 * pkg/go.mod's non-local replaces (sdk/v3 => ../sdk is left out).
 * @param {string} toolDir
 * @param {string} tag
 * @param {NodeJS.ProcessEnv} env
 */
function buildSdkGen(toolDir, tag, env) {
  log(`building sdk-gen against pulumi/pkg ${tag}`);
  fs.mkdirSync(toolDir, { recursive: true });
  fs.rmSync(path.join(toolDir, "go.mod"), { force: true });
  fs.rmSync(path.join(toolDir, "go.sum"), { force: true });
  output("go", ["mod", "init", "pulumi-bizops/sdk-gen"], { cwd: toolDir, env });
  const download = output("go", ["mod", "download", "-json", `${PKG}@${tag}`], { cwd: toolDir, env });
  /** @type {{ GoMod?: unknown }} */
  const downloaded = JSON.parse(download);
  const pkgGomod = downloaded.GoMod;
  if (typeof pkgGomod !== "string") throw new Failure(`go mod download printed no go.mod for ${PKG}@${tag}`);
  const replaces = moduleReplaces(fs.readFileSync(pkgGomod, "utf8"));
  if (replaces.length > 0) fs.appendFileSync(path.join(toolDir, "go.mod"), `${replaces.join("\n")}\n`);
  fs.copyFileSync(SDK_GEN_SOURCE, path.join(toolDir, "main.go"));
  goGet(env, toolDir, [`${PKG}@${tag}`, `${SDK}@${tag}`]);
  run("go", ["build", "-o", "sdk-gen", "."], { cwd: toolDir, env, stdout: "inherit" });
}

/**
 * Makes GO_DIR the module that holds the generated packages (the schema's importBasePath, less
 * `/bizops`), requiring the Go SDK at `tag`.
 * @param {string} goDir
 * @param {string} tag
 */
function writeGoModule(goDir, tag) {
  fs.writeFileSync(
    path.join(goDir, "go.mod"),
    `module ${goSdkModule()}\n\ngo 1.24\n\nrequire ${SDK} ${tag}\n`,
  );
}

function generateSdks() {
  const args = parseArgs(process.argv.slice(2));
  const goDir = args.goDir && absolute(args.goDir);
  const pythonDir = args.pythonDir && absolute(args.pythonDir);
  const targets = [...(goDir ? [`go=${goDir}`] : []), ...(pythonDir ? [`python=${pythonDir}`] : [])];
  // The release the CLI was built at (install-pulumi.js remembers it): the Go module proxy serves it.
  const tag = cliRelease(lockedPulumiVersion());
  const env = goEnv();
  const toolDir = path.join(cacheDir(), `sdk-gen-${tag}`);
  const tool = path.join(toolDir, "sdk-gen");
  if (!isExecutable(tool) || !sameBytes(SDK_GEN_SOURCE, path.join(toolDir, "main.go"))) {
    buildSdkGen(toolDir, tag, env);
  }
  const schema = path.join(REPO, "schema", "schema.json");
  run(tool, [schema, packageVersion(), ...targets], { env, stdout: "inherit" });
  if (!goDir) return;
  writeGoModule(goDir, tag);
  if (args.build) {
    output("go", ["mod", "tidy"], { cwd: goDir, env });
    run("go", ["build", "./..."], { cwd: goDir, env, stdout: "inherit" });
    run("go", ["vet", "./..."], { cwd: goDir, env, stdout: "inherit" });
    log("the Go SDK builds");
  }
}

runScript("sdk-gen", generateSdks);
