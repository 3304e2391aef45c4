#!/usr/bin/env node
// @ts-check
/**
 * Packs a variant of this checkout for `bench-scale.js --variant`: the package with one trick of
 * src/core/resources/registration.ts taken out, so that the scale benchmark measures what the
 * trick saves, side by side with the package as it is.
 *
 *   bash scripts/toolchain/with-node.sh node scripts/bench/bench-variant.js no-pause [--out <folder>]
 *
 * It checks out this commit's tracked files in a temporary worktree (uncommitted changes are not
 * in the variant), changes the one function, builds with this checkout's node_modules, packs into
 * `--out` (default .bizops/bench-variants) and prints the tarball's path.
 */
"use strict";
const { execFileSync } = require("node:child_process");
const {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} = require("node:fs");
const { tmpdir } = require("node:os");
const { join, resolve } = require("node:path");
const { parseArgs } = require("node:util");

const REPO = resolve(__dirname, "..", "..");

/**
 * Each variant: the file it changes, the text it finds there (exactly once) and what it puts
 * instead.
 * @type {Record<string, { file: string, find: string, replace: string }>}
 */
const VARIANTS = {
  // The registration never pauses promise stack traces and never probes the SDK for the pause.
  "no-pause": {
    file: "src/core/resources/registration.ts",
    find: "export function pausePromiseStacks(opts: pulumi.CustomResourceOptions): () => void {\n",
    replace:
      "export function pausePromiseStacks(opts: pulumi.CustomResourceOptions): () => void {\n" +
      "  if (opts) return () => undefined;\n",
  },
};

/**
 * Runs a command in `cwd`, its output on this process's stderr; throws when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
}

/**
 * Writes the variant's change into the worktree; throws unless the text it replaces is there once.
 * @param {string} tree
 * @param {string} name
 */
function applyVariant(tree, name) {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`no variant ${name}; there are ${Object.keys(VARIANTS).join(", ")}`);
  const path = join(tree, variant.file);
  const text = readFileSync(path, "utf8");
  if (text.split(variant.find).length !== 2) {
    throw new Error(`variant ${name}: ${variant.file} no longer holds its text once; update VARIANTS`);
  }
  writeFileSync(path, text.replace(variant.find, variant.replace));
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: "string", default: join(REPO, ".bizops", "bench-variants") } },
  });
  const [name] = positionals;
  if (name === undefined || positionals.length !== 1) {
    throw new Error(`usage: bench-variant.js <${Object.keys(VARIANTS).join("|")}> [--out <folder>]`);
  }
  const out = resolve(values.out);
  mkdirSync(out, { recursive: true });
  const tree = join(mkdtempSync(join(tmpdir(), "bizops-variant-")), "tree");
  run("git", ["worktree", "add", "--detach", "--quiet", tree, "HEAD"], REPO);
  try {
    applyVariant(tree, name);
    symlinkSync(join(REPO, "node_modules"), join(tree, "node_modules"), "dir");
    run(
      process.execPath,
      [join(REPO, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.build.json"],
      tree,
    );
    const packed = run("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", out], tree)
      .trim()
      .split("\n")
      .pop();
    const target = join(out, `pulumi-bizops-${name}.tgz`);
    renameSync(join(out, /** @type {string} */ (packed)), target);
    console.log(target);
  } finally {
    run("git", ["worktree", "remove", "--force", tree], REPO);
    rmSync(resolve(tree, ".."), { recursive: true, force: true });
  }
}

main();
