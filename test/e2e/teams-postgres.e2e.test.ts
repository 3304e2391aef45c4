import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import {
  emulatorSettings,
  ExampleWorkspace,
  TEST_PASSPHRASE,
  type CommandResult,
} from "./support/example-projects";
import { describeWithPulumi } from "./support/harness";
import { PostgresServer, type SqlClient } from "./support/postgres-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "production";
// The backend's keys start with the database path (`pulumi/.pulumi/...`).
const LOCKS = "%.pulumi/locks/%";

/**
 * Two CI runners sharing one stack whose state is in PostgreSQL: two working folders holding the
 * same checkout of examples/pr-preview, each running the main-branch job (ci/up.sh) in a process
 * of its own, with the state backend a real PostgreSQL server this test starts and stops.
 */
describeWithPulumi("two CI runners sharing one stack in PostgreSQL", () => {
  let postgres: PostgresServer;
  let sql: SqlClient;
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let workspace: ExampleWorkspace;

  // Each runner is a machine of its own, with its own notes of creates in flight.
  const upJob = (runner: string): Promise<CommandResult> =>
    workspace.bash(runner, "ci/up.sh", {
      BIZOPS_CREATE_JOURNAL_DIR: join(workspace.root, `journal-${runner}`),
    });
  const locks = async () => {
    try {
      return (await sql.query("SELECT key, data FROM pulumi_state WHERE key LIKE $1", [LOCKS])).rows;
    } catch {
      return []; // the CLI creates the table when it first connects
    }
  };
  const disputeStatuses = async (code: string) =>
    (await admin.list(COMPANY, "v2.0", "disputeStatus")).filter((s) => s.code === code);

  beforeAll(async () => {
    postgres = await PostgresServer.start();
    sql = await postgres.client();
    emulator = await startEmulator({ lifecycle: { stepMs: 200 } });
    admin = new EmulatorAdmin(emulator.url);
    workspace = new ExampleWorkspace(["pr-preview"], {
      ...emulatorSettings(emulator.url, EMULATOR_DEFAULT_TOKENS),
      // The password in PGPASSWORD, not the URL: the CLI prints the backend URL in lock errors.
      PULUMI_BACKEND_URL: postgres.urlWithoutPassword,
      PGPASSWORD: postgres.password,
    });
    workspace.copyExample("pr-preview", "runner-b");
    // The stack is created once, and its settings file (with the passphrase salt) committed:
    // each runner's checkout has it.
    await workspace.pulumiOk("pr-preview", ["stack", "init", STACK, "--non-interactive"]);
    copyFileSync(
      join(workspace.dir("pr-preview"), `Pulumi.${STACK}.yaml`),
      join(workspace.dir("runner-b"), `Pulumi.${STACK}.yaml`),
    );
  });

  afterAll(async () => {
    await sql?.end();
    await postgres?.stop();
    await emulator?.close();
    workspace?.remove();
  });

  it("keeps the stack in PostgreSQL", async () => {
    const stacks = await sql.query("SELECT key FROM pulumi_state WHERE key LIKE '%.pulumi/stacks/%'");
    expect(stacks.rows.map((r) => r.key)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`bizops-pr-preview/${STACK}\\.json$`))]),
    );
  });

  it("lets one of two simultaneous ups apply, and fails the other on the stack lock", async () => {
    // Runner A's first record create is held for a while, so that runner B starts while A holds
    // the lock whatever the machine's load.
    await admin.armFaults([{ method: "POST", pathIncludes: "disputeStatus", times: 1, latencyMs: 15_000 }]);
    const runnerA = upJob("pr-preview");
    for (let i = 0; (await locks()).length === 0; i++) {
      if (i > 600) throw new Error("runner A never took the stack lock");
      await new Promise((r) => setTimeout(r, 100));
    }
    const b = await upJob("runner-b");
    const a = await runnerA;
    expect({ code: a.code, output: a.output }).toMatchObject({ code: 0 });
    expect(b.code).not.toBe(0);
    expect(b.output).toMatch(/the stack is currently locked by 1 lock\(s\)/);
    expect(b.output).toMatch(/Either wait for the other process\(es\) to end/);
  });

  it("succeeds for the second runner when run again, with nothing left to do", async () => {
    const again = await upJob("runner-b");
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/Resources:\n\s+4 unchanged/);
  });

  it("creates each record and starts the refresh exactly once", async () => {
    expect(await disputeStatuses("PRICING")).toHaveLength(1);
    expect(await disputeStatuses("QUALITY")).toHaveLength(1);
    expect(await admin.operations()).toHaveLength(1);
    expect(await locks()).toEqual([]);
  });

  it("shows no changes in a preview from either folder", async () => {
    for (const runner of ["pr-preview", "runner-b"]) {
      await workspace.pulumiOk(runner, ["preview", "--diff", "--expect-no-changes", "--stack", STACK]);
    }
  });

  it("refuses to run past a stale lock, which `pulumi cancel` removes", async () => {
    // What a runner killed mid-update leaves behind.
    const stale = JSON.stringify({
      pid: 4242,
      username: "runner",
      hostname: "ci-runner-gone",
      timestamp: "2026-01-01T00:00:00Z",
    });
    const meta = await sql.query("SELECT key FROM pulumi_state WHERE key LIKE '%.pulumi/meta.yaml'");
    const prefix = String(meta.rows[0]!.key).replace(/\.pulumi\/meta\.yaml$/, "");
    // The CLI keeps each blob as json, `{"data": "<base64>"}` (as bytea in earlier releases).
    const column = await sql.query(
      "SELECT data_type FROM information_schema.columns WHERE table_name = 'pulumi_state' AND column_name = 'data'",
    );
    const blob = Buffer.from(stale);
    await sql.query("INSERT INTO pulumi_state (key, data) VALUES ($1, $2)", [
      `${prefix}.pulumi/locks/organization/bizops-pr-preview/${STACK}/stale-runner.json`,
      column.rows[0]!.data_type === "bytea" ? blob : JSON.stringify({ data: blob.toString("base64") }),
    ]);
    const blocked = await upJob("runner-b");
    expect(blocked.code).not.toBe(0);
    expect(blocked.output).toMatch(/locked by 1 lock\(s\)[\s\S]*runner@ci-runner-gone/);
    await workspace.pulumiOk("runner-b", ["cancel", "--yes", "--stack", STACK]);
    expect(await locks()).toEqual([]);
    expect((await upJob("runner-b")).code).toBe(0);
  });

  it("never shows the database password, a token or the passphrase", () => {
    const shown = workspace.transcript.join("\n");
    for (const secret of [postgres.password, TEST_PASSPHRASE, ...Object.values(EMULATOR_DEFAULT_TOKENS)]) {
      expect(shown).not.toContain(secret);
    }
  });
});
