import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, recordsEmulatorConfig } from "./support/harness";

const REPO = resolve(__dirname, "../..");
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "e2e";
const TYPE = "pulumi-nodejs:dynamic/bizops:DisputeStatus";
// What an installed package stores as `__provider` for a DisputeStatus: a require of a path that
// never moves, nothing else.
const SMALL_SHIM_REQUIRE = 'require("pulumi-bizops/providers/dispute-status")';
// The `__provider` earlier releases stored with every DisputeStatus: the first release's (the
// provider serialized by value), then the closure serializer's wrapping of the same require.
const storedShim = (fixture: string) =>
  (
    JSON.parse(readFileSync(join(REPO, "test/unit/core/resources/fixtures", fixture), "utf8")) as Record<
      string,
      string
    >
  )["records:DisputeStatus"]!;
const FIRST_RELEASE_SHIM = storedShim("first-release-provider-shims.json");
const MODULE_REQUIRE_SHIM = storedShim("module-require-provider-shims.json");

const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const companyId = cfg.require("companyId");
const a = new bizops.records.DisputeStatus("a", { companyId, code: "SHIM-A", displayName: cfg.require("nameA") });
const b = new bizops.records.DisputeStatus("b", { companyId, code: "SHIM-B", displayName: "B" });
module.exports = { a: a.recordId, b: b.recordId };
`;

interface StoredResource {
  urn: string;
  type: string;
  id: string;
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
}
interface Deployment {
  version: number;
  deployment: { resources?: StoredResource[] };
}

async function exported(program: ProgramDir): Promise<Deployment> {
  const { deployment } = await program.run("export", STACK);
  return deployment as unknown as Deployment;
}

function statusResource(deployment: Deployment, name: string): StoredResource {
  const found = deployment.deployment.resources?.find((r) => r.type === TYPE && r.urn.endsWith(`::${name}`));
  if (!found) throw new Error(`no DisputeStatus ${name} in the exported state`);
  return found;
}

/** Points the provider at the emulator and sets the program's values. */
function stackConfig(emulator: Emulator, nameA: string) {
  return {
    ...recordsEmulatorConfig(emulator.url),
    "e2e:companyId": COMPANY,
    "e2e:nameA": nameA,
  };
}

describeWithPulumi("the provider object in state, installed from the tarball", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;

  beforeAll(async () => {
    emulator = await startEmulator();
    admin = new EmulatorAdmin(emulator.url);
    // Its own node_modules: the test reads the path the host resolves to.
    program = new ProgramDir().install(PROGRAM, { ownModules: true });
    await program.configure(STACK, stackConfig(emulator, "A"));
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("stores a require of pulumi-bizops/providers/dispute-status", async () => {
    await program.run("up", STACK);
    const state = await exported(program);
    for (const name of ["a", "b"]) {
      const { inputs, outputs } = statusResource(state, name);
      const text = String(outputs.__provider);
      expect(text).toContain(SMALL_SHIM_REQUIRE);
      expect(inputs.__provider).toBe(text);
    }
  });

  it("resolves the stored path from the program's folder, through the package's exports", () => {
    const resolved = execFileSync(
      process.execPath,
      ["-p", 'require.resolve("pulumi-bizops/providers/dispute-status")'],
      { cwd: program.dir, encoding: "utf8" },
    ).trim();
    expect(resolved).toBe(join(program.dir, "node_modules/pulumi-bizops/dist/providers/dispute-status.js"));
  });

  it("keeps reading, updating and deleting resources whose state holds an earlier release's shim", async () => {
    // State as earlier releases wrote it, in inputs and outputs: a holds the first release's
    // provider by value, b the closure serializer's wrapping of the require.
    const state = await exported(program);
    for (const [name, shim] of [
      ["a", FIRST_RELEASE_SHIM],
      ["b", MODULE_REQUIRE_SHIM],
    ] as const) {
      const resource = statusResource(state, name);
      resource.inputs.__provider = shim;
      resource.outputs.__provider = shim;
    }
    await program.run("import", STACK, ["--json", JSON.stringify(state)]);
    const b = statusResource(state, "b").id;

    expect((await program.run("preview", STACK)).changeSummary).toEqual({ same: 3 });
    await admin.changeRecord(COMPANY, "disputeStatus", String(b), { displayName: "Changed elsewhere" });
    const refreshed = await program.run("refresh", STACK);
    expect(refreshed.summary).toMatchObject({ update: 1 });
    expect(statusResource(await exported(program), "b").outputs.displayName).toBe("Changed elsewhere");

    await program.configure(STACK, { "e2e:nameA": "A renamed" });
    await admin.resetRequests();
    const updated = await program.run("up", STACK);
    expect(updated.summary).toMatchObject({ update: 2 });
    // Restoring b and renaming a: one PATCH each, nothing else.
    expect((await admin.requests()).byRoute).toEqual({ "PATCH disputeStatus": 2 });

    const after = await exported(program);
    for (const name of ["a", "b"]) {
      const { inputs, outputs } = statusResource(after, name);
      expect(outputs.__provider).toContain(SMALL_SHIM_REQUIRE);
      expect(inputs.__provider).toBe(outputs.__provider);
    }
    const a = statusResource(after, "a").id;
    expect(await admin.record(COMPANY, "disputeStatus", String(a))).toMatchObject({
      displayName: "A renamed",
    });
  });

  it("deletes resources whose state still holds an earlier release's shim", async () => {
    const state = await exported(program);
    const a = statusResource(state, "a");
    a.outputs.__provider = FIRST_RELEASE_SHIM;
    a.inputs.__provider = FIRST_RELEASE_SHIM;
    const stale = statusResource(state, "b");
    stale.outputs.__provider = MODULE_REQUIRE_SHIM;
    stale.inputs.__provider = MODULE_REQUIRE_SHIM;
    await program.run("import", STACK, ["--json", JSON.stringify(state)]);
    await program.run("destroy", STACK);
    expect(await admin.record(COMPANY, "disputeStatus", a.id)).toBeUndefined();
    expect(await admin.record(COMPANY, "disputeStatus", stale.id)).toBeUndefined();
  });
});

describeWithPulumi("the provider object in state, with the package linked", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;

  beforeAll(async () => {
    emulator = await startEmulator();
    admin = new EmulatorAdmin(emulator.url);
    // As the quickstart and `npm link` set it up: node_modules/pulumi-bizops is a link to this
    // checkout (built by the tarball install of the tests above, or `npm run build`), and
    // @pulumi/pulumi is this checkout's.
    program = new ProgramDir();
    mkdirSync(join(program.dir, "node_modules"), { recursive: true });
    mkdirSync(program.backend, { recursive: true });
    symlinkSync(REPO, join(program.dir, "node_modules/pulumi-bizops"));
    symlinkSync(join(REPO, "node_modules/@pulumi"), join(program.dir, "node_modules/@pulumi"));
    writeFileSync(join(program.dir, "Pulumi.yaml"), "name: bizops-e2e-linked\nruntime: nodejs\n");
    writeFileSync(join(program.dir, "package.json"), '{ "name": "bizops-e2e-linked", "private": true }\n');
    writeFileSync(join(program.dir, "index.js"), PROGRAM);
    await program.configure(STACK, stackConfig(emulator, "A"));
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("stores the same require as an installed package, and it creates, updates and deletes", async () => {
    await program.run("up", STACK);
    const { id, outputs } = statusResource(await exported(program), "a");
    const text = String(outputs.__provider);
    // The host resolves the package name from the program's folder, through the link.
    expect(text).toContain(SMALL_SHIM_REQUIRE);

    await program.configure(STACK, { "e2e:nameA": "A renamed" });
    expect((await program.run("up", STACK)).summary).toMatchObject({ update: 1 });
    expect(await admin.record(COMPANY, "disputeStatus", id)).toMatchObject({
      displayName: "A renamed",
    });
    await program.run("destroy", STACK);
    expect(await admin.record(COMPANY, "disputeStatus", id)).toBeUndefined();
  });
});
