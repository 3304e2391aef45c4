#!/usr/bin/env node
// @ts-check
/**
 * The benchmark's checks (part of `npm run bench`, after the build): what a process of the built
 * package loads before it needs it, and how big the `__provider` text that every resource stores
 * is. Each `pulumi` command starts the program and a provider process: neither should pay for the
 * HTTP and identity libraries until a request is sent, and a program that only declares resources
 * should not pay for zod either; the `__provider` text is stored twice per resource and rewritten
 * with the whole state after every step.
 *
 * Each check runs in a fresh Node process (this file, with `--probe <name>`), which reports what
 * it loaded; this process judges the reports and prints `ok   <what>` or `FAIL <what>: <detail>`
 * per check, and exits 1 if any failed.
 *
 *   node scripts/bench/bench-checks.js      (after `npm run build`)
 */
"use strict";
const { execFile } = require("node:child_process");
const { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } = require("node:fs");
const http = require("node:http");
const os = require("node:os");
const { join, resolve } = require("node:path");
const { promisify } = require("node:util");
const { PROVIDER_BYTES } = require("./provider-bytes");
const { CHECKS, providerTexts, smallTexts } = require("./checks/judges");
const { DIST, PROBES, RECORD, runProbe } = require("./checks/probes");

const REPO = resolve(__dirname, "..", "..");

/** @typedef {import("./checks/probes").Report} Report */

/** A records server on loopback that answers every request with RECORD. */
async function startRecordsServer() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(RECORD));
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", () => listening(undefined)));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the records server has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

/**
 * A program folder as `npm link` leaves it: node_modules/pulumi-bizops is this checkout, and
 * @pulumi/pulumi is this checkout's. The provider host resolves the stored text from there.
 */
function linkedProgramDir() {
  const dir = mkdtempSync(join(os.tmpdir(), "bizops-bench-checks-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(REPO, join(dir, "node_modules", "pulumi-bizops"));
  symlinkSync(join(REPO, "node_modules", "@pulumi"), join(dir, "node_modules", "@pulumi"));
  return dir;
}

/**
 * Runs each probe in a fresh process (from `cwd`, with the records server's URL); its report by name.
 * @param {string[]} names
 * @param {string} cwd
 * @param {string} url
 * @returns {Promise<Record<string, Report | Error>>}
 */
async function runProbes(names, cwd, url) {
  /** @type {Record<string, Report | Error>} */
  const reports = {};
  for (const name of names) {
    // One at a time: on a busy machine, probes side by side could run into their timeout.
    reports[name] = await promisify(execFile)(process.execPath, [__filename, "--probe", name], {
      cwd,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, BENCH_CHECKS_RECORDS_URL: url },
    }).then(
      ({ stdout }) => /** @type {Report} */ (JSON.parse(stdout.trim().split("\n").pop() ?? "")),
      (/** @type {Error} */ error) => error,
    );
  }
  return reports;
}

/**
 * Prints one line per check; whether all passed.
 * @param {Record<string, Report | Error>} reports
 */
function judgeAll(reports) {
  let passed = true;
  /** @type {(what: string, problem: string | undefined) => void} */
  const print = (what, problem) => {
    console.log(problem === undefined ? `ok   ${what}` : `FAIL ${what}: ${problem}`);
    if (problem !== undefined) passed = false;
  };
  for (const check of CHECKS) {
    const report = reports[check.probe];
    if (!report) print(check.what, `no report of the ${check.probe} probe`);
    else print(check.what, report instanceof Error ? report.message.trim() : check.judge(report));
  }
  const kinds = providerTexts();
  print(
    `the __provider text of each of the ${Object.keys(kinds).length} kinds is at most ${PROVIDER_BYTES} bytes`,
    smallTexts(kinds),
  );
  return passed;
}

async function main() {
  if (!existsSync(join(DIST, "index.js"))) throw new Error("run `npm run build` first");
  const server = await startRecordsServer();
  const dir = linkedProgramDir();
  try {
    const reports = await runProbes(Object.keys(PROBES), dir, server.url);
    if (!judgeAll(reports)) process.exitCode = 1;
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const [flag, probe] = process.argv.slice(2);
(flag === "--probe" ? runProbe(probe ?? "") : main()).catch((/** @type {unknown} */ error) => {
  console.error(error);
  process.exitCode = 1;
});
