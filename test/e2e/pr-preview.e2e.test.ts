import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { emulatorSettings, ExampleWorkspace, TEST_PASSPHRASE } from "./support/example-projects";
import { describeWithPulumi } from "./support/harness";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const EXAMPLE = "pr-preview";

/**
 * The lines a preview shows for the resource named `name`: its header (`~ type: (update)`), id,
 * URN and properties, up to the next resource or the summary.
 */
function resourceBlock(preview: string, name: string): string {
  const lines = preview.split("\n");
  const urn = lines.findIndex((line) => line.includes(`::${name}]`));
  if (urn < 0) return "";
  let start = urn;
  while (start > 0 && !/\((create|update|replace|delete|same)\)$/.test(lines[start]!)) start--;
  let end = urn + 1;
  while (
    end < lines.length &&
    !/\((create|update|replace|delete|same)\)$|^Resources:|--outputs:--/.test(lines[end]!)
  )
    end++;
  return lines.slice(start, end).join("\n");
}

/**
 * The jobs of examples/pr-preview, run as CI runs them: ci/preview.sh (the pull-request job) and
 * ci/up.sh (the main-branch job) in a copy of the project, with the real CLI, each after a program
 * change of one kind; the assertions read the output a reviewer reads in the comment or job log.
 */
describeWithPulumi("the pull-request workflow of examples/pr-preview", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let workspace: ExampleWorkspace;

  /** Edits the program as a pull request would: each `[from, to]` must occur once. */
  const change = (...edits: Array<[string, string]>) => {
    const file = join(workspace.dir(EXAMPLE), "index.ts");
    let source = readFileSync(file, "utf8");
    for (const [from, to] of edits) {
      expect(source.split(from)).toHaveLength(2);
      source = source.replace(from, to);
    }
    writeFileSync(file, source);
  };
  const previewJob = async () => {
    const job = await workspace.bash(EXAMPLE, "ci/preview.sh");
    expect(job.output).not.toContain("__provider");
    if (job.code !== 0) throw new Error(`the preview job failed:\n${job.output}`);
    return job.output;
  };
  const upJob = async () => {
    const job = await workspace.bash(EXAMPLE, "ci/up.sh");
    expect(job.output).not.toContain("__provider");
    return job;
  };
  const disputeStatus = async (code: string) =>
    (await admin.list(COMPANY, "v2.0", "disputeStatus")).filter((s) => s.code === code);

  beforeAll(async () => {
    emulator = await startEmulator({ lifecycle: { stepMs: 200 } });
    admin = new EmulatorAdmin(emulator.url);
    workspace = new ExampleWorkspace([EXAMPLE], emulatorSettings(emulator.url, EMULATOR_DEFAULT_TOKENS));
    // The main branch as it stands: applied once.
    const first = await upJob();
    if (first.code !== 0) throw new Error(`the first up job failed:\n${first.output}`);
  });

  afterAll(async () => {
    await emulator?.close();
    workspace?.remove();
  });

  it("shows no changes for a pull request that leaves the records as they are", async () => {
    const preview = await previewJob();
    expect(preview).toMatch(/Resources:\n\s+4 unchanged/);
  });

  it("names an in-place update's property with its old and new value", async () => {
    change(['displayName: "Price dispute"', 'displayName: "Pricing dispute"']);
    const preview = await previewJob();
    const block = resourceBlock(preview, "price-dispute");
    expect(block).toMatch(/^\s*~ pulumi-nodejs:dynamic\/bizops:DisputeStatus: \(update\)/);
    expect(block).toMatch(/~ displayName\s*: "Price dispute" => "Pricing dispute"/);
    expect(preview).toMatch(/~ 1 to update/);
  });

  it("says a code change replaces the record, and that the code is why", async () => {
    change(['code: "QUALITY"', 'code: "QUAL"']);
    const preview = await previewJob();
    const block = resourceBlock(preview, "quality-dispute");
    expect(block).toMatch(/^\s*\+-pulumi-nodejs:dynamic\/bizops:DisputeStatus: \(replace\)/);
    // Why: the one input that changes is the code, which a dispute status cannot change in place.
    expect(block).toMatch(/~ code\s*: "QUALITY" => "QUAL"/);
    expect(block.match(/^\s*~ /gm)).toHaveLength(1);
    expect(preview).toMatch(/\+-1 to replace/);
  });

  it("shows an added and a removed record as create and delete", async () => {
    change(
      ["export const qualityDisputeId = qualityDispute.recordId;\n", ""],
      [
        'const qualityDispute = new bizops.records.DisputeStatus("quality-dispute", {\n  companyId,\n  code: "QUAL",\n  displayName: "Quality dispute",\n});',
        'new bizops.records.DisputeStatus("damage-dispute", {\n  companyId,\n  code: "DAMAGE",\n  displayName: "Damaged goods",\n});',
      ],
    );
    const preview = await previewJob();
    expect(resourceBlock(preview, "damage-dispute")).toMatch(
      /^\s*\+ pulumi-nodejs:dynamic\/bizops:DisputeStatus: \(create\)/,
    );
    expect(resourceBlock(preview, "quality-dispute")).toMatch(
      /^\s*- pulumi-nodejs:dynamic\/bizops:DisputeStatus: \(delete\)/,
    );
    expect(preview).toMatch(/\+ 1 to create/);
    expect(preview).toMatch(/- 1 to delete/);
  });

  it("applies what was reviewed on main, after which a preview shows no changes", async () => {
    const up = await upJob();
    expect(up.code).toBe(0);
    expect(await disputeStatus("PRICING")).toEqual([
      expect.objectContaining({ displayName: "Pricing dispute" }),
    ]);
    expect(await disputeStatus("QUALITY")).toHaveLength(0);
    expect(await disputeStatus("QUAL")).toHaveLength(0);
    expect(await disputeStatus("DAMAGE")).toHaveLength(1);
    expect(await previewJob()).toMatch(/Resources:\n\s+4 unchanged/);
  });

  it("fails the job on a stale eTag, saying to run pulumi refresh, and overwrites nothing", async () => {
    const [price] = await disputeStatus("PRICING");
    await admin.changeRecord(COMPANY, "disputeStatus", String(price!.id), {
      displayName: "Changed in the web client",
    });
    change(['displayName: "Pricing dispute"', 'displayName: "Price disputes"']);
    const up = await upJob();
    expect(up.code).not.toBe(0);
    expect(up.output).toMatch(/changed by someone else/);
    expect(up.output).toMatch(/pulumi refresh/);
    expect(await disputeStatus("PRICING")).toEqual([
      expect.objectContaining({ displayName: "Changed in the web client" }),
    ]);
  });

  it("succeeds once the stack is refreshed, as the message says", async () => {
    await workspace.pulumiOk(EXAMPLE, ["refresh", "--yes", "--skip-preview", "--stack", "production"]);
    expect((await upJob()).code).toBe(0);
    expect(await disputeStatus("PRICING")).toEqual([
      expect.objectContaining({ displayName: "Price disputes" }),
    ]);
  });

  it("fails the job with the service's reason when it refuses an operation, and keeps nothing", async () => {
    const before = await admin.operations();
    await admin.dailyLimit(before.length);
    change(['triggers: ["sprint-47"]', 'triggers: ["sprint-48"]']);
    const preview = await previewJob();
    expect(resourceBlock(preview, "uat-from-production")).toMatch(
      /^\s*\+-pulumi-nodejs:dynamic\/bizops:DatabaseRefresh: \(replace\)[\s\S]*~ \[0\]: "sprint-47" => "sprint-48"/,
    );
    const up = await upJob();
    expect(up.code).not.toBe(0);
    expect(up.output).toMatch(/Maximum allowed API operations/);
    expect(await admin.operations()).toHaveLength(before.length);
  });

  it("never shows a token, the passphrase or a stored secret", () => {
    const shown = workspace.transcript.join("\n");
    for (const secret of [...Object.values(EMULATOR_DEFAULT_TOKENS), TEST_PASSPHRASE]) {
      expect(shown).not.toContain(secret);
    }
  });
});
