#!/usr/bin/env node
// @ts-check
/**
 * What one record's DELETE costs, apart from any engine: N deletes sent by a client process of
 * their own (request-cost-client.js), with Node's fetch as the floors with requests send them and
 * with the package's records client as the provider sends them, to the emulator and to a bare HTTP
 * server on loopback that parses nothing. Prints, per server and client, the medians over the
 * rounds of the client's CPU time, the server's CPU time (this process's, over the same span) and
 * the wall time. docs/performance.md reads it beside the scale benchmark's destroy: how much of a
 * request per record is the client's, and whether the emulator answers dearer than a bare server.
 *
 *   node scripts/bench/request-cost.js [--n 1000] [--rounds 3] [--in-flight 5]   (after the build)
 */
"use strict";
const { fork } = require("node:child_process");
const { randomUUID } = require("node:crypto");
const { mkdtempSync, rmSync } = require("node:fs");
const http = require("node:http");
const os = require("node:os");
const { join } = require("node:path");
const { parseArgs } = require("node:util");

const CLIENT = join(__dirname, "request-cost-client.js");
const CLIENTS = ["fetch", "bizops"];

/** A server that answers a POST with a new id and anything else with 204, reading nothing. */
async function startBareServer() {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (request.method !== "POST") return void response.writeHead(204).end();
      response
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ id: randomUUID() }));
    });
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", () => listening(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

/**
 * Runs one phase in a client process; for a delete, reads this process's CPU time from the
 * client's "start" to its report.
 * @param {string[]} args
 * @returns {Promise<{ wallMs: number, cpuMs: number, serverCpuMs: number }>}
 */
function runClient(args) {
  return new Promise((done, fail) => {
    const child = fork(CLIENT, args, { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let serverCpu = process.cpuUsage();
    child.on("message", (message) => {
      if (message === "start") return void (serverCpu = process.cpuUsage());
      const used = process.cpuUsage(serverCpu);
      done({
        .../** @type {{ wallMs: number, cpuMs: number }} */ (message),
        serverCpuMs: (used.user + used.system) / 1000,
      });
    });
    child.on(
      "exit",
      (code) => code === 0 || fail(new Error(`request-cost-client ${args[2]} exited ${code}`)),
    );
  });
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const { values } = parseArgs({
    options: {
      n: { type: "string", default: "1000" },
      rounds: { type: "string", default: "3" },
      "in-flight": { type: "string", default: "5" },
    },
  });
  const { startEmulator, EMULATOR_DEFAULT_TOKENS } = require("pulumi-bizops-emulator");
  const token = EMULATOR_DEFAULT_TOKENS.records;
  const servers = { emulator: await startEmulator(), "bare server": await startBareServer() };
  const dir = mkdtempSync(join(os.tmpdir(), "bizops-request-cost-"));
  /** @type {Record<string, { wallMs: number, cpuMs: number, serverCpuMs: number }[]>} */
  const runs = {};
  try {
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const [server, { url }] of Object.entries(servers)) {
        for (const client of CLIENTS) {
          const ids = join(dir, "ids.json");
          const common = [values.n, values["in-flight"], ids];
          await runClient([url, token, "create", "fetch", ...common]);
          (runs[`${server}|${client}`] ??= []).push(
            await runClient([url, token, "delete", client, ...common]),
          );
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
  console.log(
    `\n| N = ${values.n} DELETEs, ${values["in-flight"]} in flight | client | client CPU | server CPU | wall |`,
  );
  console.log("| --- | --- | --- | --- | --- |");
  for (const [key, measured] of Object.entries(runs)) {
    const [server, client] = key.split("|");
    const ms = (/** @type {"cpuMs" | "serverCpuMs" | "wallMs"} */ field) =>
      `${median(measured.map((m) => m[field])).toFixed(0)} ms`;
    console.log(`| ${server} | ${client} | ${ms("cpuMs")} | ${ms("serverCpuMs")} | ${ms("wallMs")} |`);
  }
  console.log(
    `\nMedians of ${values.rounds} rounds; the server's CPU time is this process's over the client's deletes.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
