/**
 * The records story on the other supported Node lines, through the real Pulumi CLI: the language
 * host and the dynamic-provider host run the `node` first on `PATH`, so the program and the
 * provider run on that line. The oldest line, 22, runs with the oldest `@pulumi/pulumi` of the
 * peer range; 26 with the locked one. Node 24 runs every other end-to-end test.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, programSdkVersion, recordsEmulatorConfig } from "./support/harness";
import { nodeBinOf } from "./support/node-line";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "line";

/** The oldest @pulumi/pulumi in the peer range of package.json. */
const OLDEST_SDK = (
  JSON.parse(readFileSync(resolve(__dirname, "../../package.json"), "utf8")) as {
    peerDependencies: Record<string, string>;
  }
).peerDependencies["@pulumi/pulumi"]!.replace(/^[^0-9]*/, "");

const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const status = new bizops.records.DisputeStatus("price-dispute", {
  companyId: cfg.require("companyId"),
  code: cfg.require("code"),
  displayName: cfg.require("displayName"),
});
module.exports = { recordId: status.recordId, node: process.version, sdk: require("@pulumi/pulumi/package.json").version };
`;

// What the package relies on of the SDK's internals, probed on the installed SDK under this Node
// line: the stackTraceLimit pause, the mark by which the SDK knows our errors as RunErrors
// (printed as their message alone), and the runtime modules the plugin takes by path
// (src/plugin/sdk-runtime.ts).
const PROBE = `
const { dirname, join } = require("node:path");
const pulumi = require("@pulumi/pulumi");
const dist = dirname(require.resolve("pulumi-bizops"));
const { probeStackPause } = require(join(dist, "core/resources/registration.js"));
const { BizopsError } = require(join(dist, "core/errors/errors.js"));
const runError = pulumi.RunError.isInstance(new BizopsError("x", { code: "InvalidInput" }));
const sdk = require(join(dist, "plugin/sdk-runtime.js"));
const pluginRuntime = typeof sdk.specialSecretSig === "string" && typeof sdk.specialSigKey === "string" &&
  typeof sdk.resetOptions === "function" && typeof sdk.setAllConfig === "function" &&
  typeof sdk.log.debug === "function";
console.log(JSON.stringify({ ...probeStackPause(), runError, pluginRuntime }));
`;

const LINES = [
  { major: 22, sdk: OLDEST_SDK },
  { major: 26, sdk: programSdkVersion() },
];

describe.each(LINES)("Node $major with @pulumi/pulumi $sdk", ({ major, sdk }) => {
  describeWithPulumi("the records story through the language host", () => {
    let emulator: Emulator;
    let admin: EmulatorAdmin;
    let program: ProgramDir;
    let nodeBin: string;
    const record = (id: unknown) => admin.record(COMPANY, "disputeStatus", String(id));
    const run = (op: string, extra: string[] = []) => program.run(op, STACK, extra);

    beforeAll(async () => {
      emulator = await startEmulator();
      admin = new EmulatorAdmin(emulator.url);
      nodeBin = nodeBinOf(major);
      program = new ProgramDir({ nodeBin }).install(PROGRAM, { pulumiSdk: sdk });
      await program.configure(STACK, {
        ...recordsEmulatorConfig(emulator.url),
        "e2e:companyId": COMPANY,
        "e2e:code": "LINE",
        "e2e:displayName": "On another line",
      });
    });

    afterAll(async () => {
      await emulator?.close();
      program?.remove();
    });

    it("creates the record on up, then previews no changes", async () => {
      const up = await run("up");
      expect(up.summary).toMatchObject({ create: 2 });
      expect(up.outputs).toMatchObject({ node: expect.stringMatching(`^v${major}\\.`) as unknown, sdk });
      expect(await record(up.outputs?.recordId)).toMatchObject({
        code: "LINE",
        displayName: "On another line",
      });
      expect((await run("preview")).changeSummary).toEqual({ same: 2 });
    });

    it("finds drift on refresh and puts the program's value back with an update in place", async () => {
      const { recordId } = (await run("outputs")).outputs ?? {};
      await admin.changeRecord(COMPANY, "disputeStatus", String(recordId), { displayName: "By hand" });
      expect((await run("refresh")).summary).toMatchObject({ update: 1 });
      await program.configure(STACK, { "e2e:displayName": "Renamed" });
      const up = await run("up");
      expect(up.summary).toMatchObject({ update: 1 });
      expect(up.outputs?.recordId).toBe(recordId);
      expect(await record(recordId)).toMatchObject({ displayName: "Renamed" });
    });

    it("keeps what the stack-trace pause, the error mark and the plugin's runtime modules rely on with this SDK", () => {
      writeFileSync(join(program.dir, "probe.js"), PROBE);
      const out = execFileSync(join(nodeBin, "node"), ["probe.js"], { cwd: program.dir, encoding: "utf8" });
      expect(JSON.parse(out.trim().split("\n").pop()!)).toEqual({
        keepsSourcePosition: true,
        laterTracesEmpty: true,
        findsTransformations: true,
        runError: true,
        pluginRuntime: true,
      });
    });

    it("deletes the record on destroy, and never prints the token", async () => {
      const { recordId } = (await run("outputs")).outputs ?? {};
      expect((await run("destroy")).summary).toMatchObject({ delete: 2 });
      expect(await record(recordId)).toBeUndefined();
      expect(program.transcript.join("\n")).not.toContain(EMULATOR_DEFAULT_TOKENS.records);
    });
  });
});
