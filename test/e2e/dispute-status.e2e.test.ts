import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, programSdkVersion, recordsEmulatorConfig } from "./support/harness";

/** The on-disk shape of a file-backend checkpoint, as far as these tests read it. */
interface StoredState {
  checkpoint: {
    latest?: { resources?: Array<{ urn: string; type: string; inputs?: Record<string, unknown> }> };
  };
}

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "e2e";

// The program a user would write, reading its values from stack config so each step can change them.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const status = new bizops.records.DisputeStatus("price-dispute", {
  companyId: cfg.require("companyId"),
  code: cfg.require("code"),
  displayName: cfg.require("displayName"),
  adoptRecordId: cfg.get("adoptRecordId"),
  overwriteConcurrentChanges: cfg.getBoolean("overwrite"),
  // A program may pass the credential as a plain input; the resource must still store it as a secret.
  settings: cfg.get("plainToken") ? { recordsUrl: cfg.require("url"), recordsToken: cfg.get("plainToken") } : undefined,
});
module.exports = { recordId: status.recordId, displayName: status.displayName, etag: status.etag };
`;

// The pause of promise stack traces on the installed SDK, under Pulumi's mocks: the probes'
// verdict, the source position the engine is sent, and how many traces with frames the SDK took
// for a DisputeStatus and for a plain resource. The probes are not part of the package's API, so
// they are loaded from their file.
const STACK_PAUSE_SCRIPT = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const { dirname, join } = require("node:path");
const { probeStackPause } = require(join(dirname(require.resolve("pulumi-bizops")), "core/resources/registration.js"));

function tracesTaken(run) {
  const format = Error.prepareStackTrace;
  let traces = 0;
  Error.prepareStackTrace = (error, frames) => {
    if (frames.length > 0) traces += 1;
    return format ? format(error, frames) : [String(error), ...frames].join("\\n    at ");
  };
  try {
    return { resource: run(), traces };
  } finally {
    Error.prepareStackTrace = format;
  }
}
class Plain extends pulumi.CustomResource {}
function declareStatus() {
  return new bizops.records.DisputeStatus("paused", { companyId: "${COMPANY}", code: "PAUSE", displayName: "Pause" });
}
function declarePlain() {
  return new Plain("test:index:Plain", "plain", { code: "PAUSE", displayName: "Pause" });
}

(async () => {
  await pulumi.runtime.setMocks({ newResource: (a) => ({ id: a.name + "-id", state: a.inputs }), call: (a) => a.inputs });
  const monitor = pulumi.runtime.getMonitor();
  const register = monitor.registerResource.bind(monitor);
  const positions = {};
  monitor.registerResource = (req, callback) => {
    const at = req.getSourceposition();
    positions[req.getName()] = at && { uri: at.getUri(), line: at.getLine() };
    return register(req, callback);
  };
  const verdict = probeStackPause();
  const status = tracesTaken(declareStatus);
  const plain = tracesTaken(declarePlain);
  await new Promise((resolve) => status.resource.urn.apply(resolve));
  await new Promise((resolve) => plain.resource.urn.apply(resolve));
  const sdk = require("@pulumi/pulumi/package.json").version;
  console.log(JSON.stringify({ sdk, verdict, position: positions.paused, statusTraces: status.traces, plainTraces: plain.traces }));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

describeWithPulumi("DisputeStatus through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;
  const record = (id: unknown) => admin.record(COMPANY, "disputeStatus", String(id));
  let recordId: unknown;

  /** The DisputeStatus entry of the exported deployment. */
  async function disputeStatusState(): Promise<{
    inputs: Record<string, unknown>;
    outputs: Record<string, unknown>;
  }> {
    const { deployment } = await program.run("export", STACK);
    const resource = deployment?.deployment.resources?.find(
      (r) => r.type === "pulumi-nodejs:dynamic/bizops:DisputeStatus",
    );
    if (!resource) throw new Error("no DisputeStatus in the exported state");
    return resource as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
  }

  beforeAll(async () => {
    emulator = await startEmulator();
    admin = new EmulatorAdmin(emulator.url);
    program = new ProgramDir().install(PROGRAM);
    await program.configure(STACK, {
      ...recordsEmulatorConfig(emulator.url),
      "e2e:companyId": COMPANY,
      "e2e:code": "PRICE",
      "e2e:displayName": "Price dispute",
    });
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("creates the record on up", async () => {
    const result = await program.run("up", STACK);
    expect(result.summary).toMatchObject({ create: 2 });
    recordId = result.outputs?.recordId;
    expect(await record(recordId)).toMatchObject({ code: "PRICE", displayName: "Price dispute" });
  });

  it("shows no changes on a second preview, and makes no request to check or diff", async () => {
    await admin.resetRequests();
    const result = await program.run("preview", STACK);
    expect(result.changeSummary).toEqual({ same: 2 });
    expect((await admin.requests()).total).toBe(0);
  });

  it("stores the provider as a require of its module, and keeps the token out of state", async () => {
    const resource = await disputeStatusState();
    const serializedProvider = String(resource.inputs.__provider);
    expect(serializedProvider).toContain('require("pulumi-bizops/providers/dispute-status")');
    // The stored state file (not an export, which decrypts secrets) never holds the token in plain text.
    expect(program.stateFiles().join("\n")).not.toContain(EMULATOR_DEFAULT_TOKENS.records);
    expect(JSON.stringify(resource)).not.toContain(EMULATOR_DEFAULT_TOKENS.records);
    const { deployment } = await program.run("export", STACK);
    expect(JSON.stringify(deployment)).not.toContain(EMULATOR_DEFAULT_TOKENS.records);
  });

  it("shows a change made behind the provider's back on refresh, and restores it on up", async () => {
    await admin.changeRecord(COMPANY, "disputeStatus", String(recordId), { displayName: "Changed by hand" });
    const refreshed = await program.run("refresh", STACK);
    expect(refreshed.summary).toMatchObject({ update: 1 });
    expect((await disputeStatusState()).outputs).toMatchObject({ displayName: "Changed by hand" });
    expect((await program.run("preview", STACK)).changeSummary).toMatchObject({ update: 1 });
    await program.run("up", STACK);
    expect(await record(recordId)).toMatchObject({ displayName: "Price dispute" });
  });

  it("updates in place when displayName changes", async () => {
    await program.configure(STACK, { "e2e:displayName": "Price disagreement" });
    const preview = await program.run("preview", STACK);
    expect(preview.changeSummary).toMatchObject({ update: 1 });
    expect(preview.stdout).toMatch(/~ displayName: "Price dispute" => "Price disagreement"/);
    expect(preview.stdout).not.toContain("__provider");
    const result = await program.run("up", STACK);
    expect(result.summary).toMatchObject({ update: 1 });
    expect(result.outputs?.recordId).toBe(recordId);
    expect(await record(recordId)).toMatchObject({ displayName: "Price disagreement" });
  });

  it("replaces the record when code changes", async () => {
    await program.configure(STACK, { "e2e:code": "PRICE2" });
    expect((await program.run("preview", STACK)).changeSummary).toMatchObject({ replace: 1 });
    const result = await program.run("up", STACK);
    expect(result.summary).toMatchObject({ replace: 1 });
    expect(result.outputs?.recordId).not.toBe(recordId);
    expect(await record(recordId)).toBeUndefined();
    recordId = result.outputs?.recordId;
    expect(await record(recordId)).toMatchObject({ code: "PRICE2" });
  });

  it("fails up on a stale eTag with a clear message, and the other writer's value survives", async () => {
    await admin.changeRecord(COMPANY, "disputeStatus", String(recordId), { displayName: "Other writer" });
    await program.configure(STACK, { "e2e:displayName": "Mine" });
    const failure = program.run("up", STACK);
    await expect(failure).rejects.toThrow(
      /changed by someone else since Pulumi last read it; nothing was overwritten. Run `pulumi refresh`/,
    );
    expect(await record(recordId)).toMatchObject({ displayName: "Other writer" });
  });

  it("applies the change after pulumi refresh", async () => {
    await program.run("refresh", STACK);
    await program.run("up", STACK);
    expect(await record(recordId)).toMatchObject({ displayName: "Mine" });
  });

  it("overwrites a concurrent change only when the program opts in", async () => {
    await admin.changeRecord(COMPANY, "disputeStatus", String(recordId), {
      displayName: "Other writer again",
    });
    await program.configure(STACK, { "e2e:displayName": "Mine, regardless", "e2e:overwrite": "true" });
    await program.run("up", STACK);
    expect(await record(recordId)).toMatchObject({ displayName: "Mine, regardless" });
    await program.run("config-rm", STACK, ["--json", JSON.stringify(["e2e:overwrite"])]);
    await program.run("up", STACK);
  });

  it("recreates a record that vanished from the service", async () => {
    await admin.removeRecord(COMPANY, "disputeStatus", String(recordId));
    expect((await program.run("refresh", STACK)).summary).toMatchObject({ delete: 1 });
    const up = await program.run("up", STACK);
    expect(up.summary).toMatchObject({ create: 1 });
    expect(up.outputs?.recordId).not.toBe(recordId);
    recordId = up.outputs?.recordId;
    expect(await record(recordId)).toMatchObject({ code: "PRICE2", displayName: "Mine, regardless" });
  });

  it("removes the record on destroy", async () => {
    const result = await program.run("destroy", STACK);
    expect(result.summary).toMatchObject({ delete: 2 });
    expect(await record(recordId)).toBeUndefined();
  });

  it("stores a token passed as a plain resource input only as a secret", async () => {
    const stack = "explicit";
    await program.configure(stack, {
      "e2e:companyId": COMPANY,
      "e2e:code": "EXPL",
      "e2e:displayName": "Explicit settings",
      "e2e:url": emulator.url,
      "e2e:plainToken": EMULATOR_DEFAULT_TOKENS.records,
    });
    const up = await program.run("up", stack);
    expect(await record(up.outputs?.recordId)).toMatchObject({ code: "EXPL" });
    const stored = program.stateFiles().map((text) => JSON.parse(text) as StoredState);
    const entry = stored
      .flatMap((state) => state.checkpoint.latest?.resources ?? [])
      .find(
        (r) =>
          r.type === "pulumi-nodejs:dynamic/bizops:DisputeStatus" &&
          r.urn.startsWith("urn:pulumi:explicit::"),
      );
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain(EMULATOR_DEFAULT_TOKENS.records);
    expect(JSON.stringify(entry?.inputs?.settings)).toContain("ciphertext");
    await program.run("destroy", stack);
  });

  it("pauses promise stack traces on this SDK only as its probes allow, keeping the program's line", () => {
    writeFileSync(join(program.dir, "stack-pause.js"), STACK_PAUSE_SCRIPT);
    const out = execFileSync(process.execPath, ["stack-pause.js"], { cwd: program.dir, encoding: "utf8" });
    const report = JSON.parse(out.trim().split("\n").pop()!) as Record<string, unknown>;
    const line = STACK_PAUSE_SCRIPT.split("\n").findIndex((text) => text.includes("new bizops.records")) + 1;
    expect(report).toEqual({
      sdk: programSdkVersion(),
      verdict: { keepsSourcePosition: true, laterTracesEmpty: true, findsTransformations: true },
      position: { uri: expect.stringMatching(/\/stack-pause\.js$/) as unknown, line },
      // The one trace with frames is the source position's; a plain resource takes one per promise.
      statusTraces: 1,
      plainTraces: expect.any(Number) as unknown,
    });
    expect(report.plainTraces).toBeGreaterThan(10);
  });

  it("never prints the token in any operation's output", () => {
    expect(program.transcript.join("\n")).not.toContain(EMULATOR_DEFAULT_TOKENS.records);
  });
});
