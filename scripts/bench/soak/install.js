// @ts-check
/** The reliability suite's Pulumi program: this checkout, packed, installed in a program folder. */
"use strict";
const { execFileSync } = require("node:child_process");
const { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } = require("node:fs");
const path = require("node:path");
const { lockedPulumiVersion } = require("../../lib/tools");

const REPO = path.resolve(__dirname, "..", "..", "..");

/**
 * Installs this checkout, packed, in a program folder: the tarball of the e2e run that started
 * this suite when it names one (BIZOPS_E2E_TARBALL), else one packed now.
 * @param {string} root
 */
function installProgram(root) {
  const handed = process.env.BIZOPS_E2E_TARBALL;
  const packed = handed && existsSync(handed) ? handed : packCheckout(root);
  const dir = path.join(root, "program");
  mkdirSync(dir, { recursive: true });
  const sdkVersion = lockedPulumiVersion();
  writeFileSync(
    path.join(dir, "Pulumi.yaml"),
    "name: bizops-soak\nruntime: nodejs\ndescription: reliability suite\n",
  );
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "bizops-soak",
      private: true,
      dependencies: {
        "@pulumi/pulumi": sdkVersion,
        "pulumi-bizops": `file:${packed}`,
      },
    }),
  );
  copyFileSync(path.join(__dirname, "program.js"), path.join(dir, "index.js"));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], {
    cwd: dir,
    stdio: "pipe",
  });
  return dir;
}

/**
 * Packs this checkout into `root`, holding the e2e tests' pack lock; returns the tarball's path.
 * @param {string} root
 */
function packCheckout(root) {
  const lock = path.join(REPO, ".bizops", "pack.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    const name = execFileSync("npm", ["pack", "--silent", "--pack-destination", root], {
      cwd: REPO,
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .pop();
    if (!name) throw new Error("npm pack printed no tarball name");
    return path.join(root, name);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

module.exports = { installProgram };
