import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_LIFECYCLE_ENVIRONMENTS,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import {
  emulatorSettings,
  exampleNames,
  ExampleWorkspace,
  TEST_PASSPHRASE,
} from "./support/example-projects";
import { describeWithPulumi } from "./support/harness";

// The emulator's demo company, with vendors V10000 and V20000.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
// Every example's README names this stack: its config (when it needs any) is Pulumi.emulator.yaml.
const STACK = "emulator";

/** The lifecycle project pr-preview runs in here. */
const PR_PREVIEW_PROJECT = 1235;

/**
 * What an example's README has the user do before `pulumi up`, beyond `pulumi stack init emulator`:
 * the records adopt-existing adopts must exist (its README creates them with the emulator's admin
 * route and sets their ids).
 */
const PREPARE: Record<string, (workspace: ExampleWorkspace, admin: EmulatorAdmin) => Promise<void>> = {
  // The other examples refresh and export contoso-uat: the quickstart refreshes contoso-test, so
  // that no environment starts more than the 3 operations a day the provider lets through.
  quickstart: async (workspace) => {
    await workspace.pulumiOk("quickstart", [
      ...["config", "set", "--stack", STACK, "quickstart:targetEnvironmentId"],
      "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
    ]);
  },
  // pr-preview refreshes contoso-uat too, and may run beside environment-operations: a project of its
  // own (the same environments) keeps either from finding contoso-uat busy with the other's operation.
  "pr-preview": async (workspace, admin) => {
    await admin.lifecycleProject({
      projectId: PR_PREVIEW_PROJECT,
      environments: [...SEED_LIFECYCLE_ENVIRONMENTS],
    });
    await workspace.pulumiOk("pr-preview", [
      ...["config", "set", "--stack", STACK, "team:projectId"],
      String(PR_PREVIEW_PROJECT),
    ]);
  },
  "adopt-existing": async (workspace, admin) => {
    const status = await admin.seedRecord(COMPANY, "disputeStatus", {
      code: "LEGACY",
      displayName: "Legacy dispute",
    });
    const memo = await admin.seedRecord(COMPANY, "purchaseCreditMemos", {
      vendorNumber: "V20000",
      discountAmount: 4,
    });
    const set = ["config", "set", "--stack", STACK];
    await workspace.pulumiOk("adopt-existing", [...set, "adopt:companyId", COMPANY]);
    await workspace.pulumiOk("adopt-existing", [...set, "adopt:disputeStatusId", String(status.id)]);
    await workspace.pulumiOk("adopt-existing", [...set, "adopt:creditMemoId", String(memo.id)]);
  },
};

/** How many examples run at once: the CLI and the language host wait on each other half the time. */
const PARALLEL_EXAMPLES = 2;

/** Runs `work` for every name, at most `parallel` at a time; each name's promise settles with its own run. */
function inPool(
  names: string[],
  parallel: number,
  work: (name: string) => Promise<void>,
): Map<string, Promise<void>> {
  const slots = Array.from({ length: parallel }, () => Promise.resolve());
  const runs = new Map<string, Promise<void>>();
  names.forEach((name, i) => {
    const run = slots[i % parallel]!.then(() => work(name));
    // The next example in this slot starts when this one has ended, however it ended.
    slots[i % parallel] = run.catch(() => undefined);
    runs.set(name, run);
  });
  return runs;
}

describeWithPulumi("every example under examples/, run as its README says", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let workspace: ExampleWorkspace;
  const names = exampleNames();
  let started: Map<string, Promise<void>> | undefined;
  // Every example starts once the workspace is ready; each example's test waits for its own run.
  const runs = () => (started ??= inPool(names, PARALLEL_EXAMPLES, runExample));

  /** What the example's README has the user run: stack init, up, a preview, destroy. */
  async function runExample(name: string): Promise<void> {
    await workspace.pulumiOk(name, ["stack", "init", STACK, "--non-interactive"]);
    await PREPARE[name]?.(workspace, admin);
    const up = await workspace.pulumiOk(name, ["up", "--yes", "--skip-preview", "--stack", STACK]);
    expect(up).toMatch(/Resources:\n\s+\+ \d+ created/);
    // --expect-no-changes makes the CLI itself fail on any change.
    await workspace.pulumiOk(name, ["preview", "--diff", "--expect-no-changes", "--stack", STACK]);
    if (name === "certificate-bundle") {
      // The program writes the bundle's files where Pulumi.emulator.yaml says.
      expect(readdirSync(join(workspace.dir(name), "certificates"))).toEqual(
        expect.arrayContaining([expect.stringMatching(/\.cer$/), expect.stringMatching(/\.pfx$/)]),
      );
    }
    const destroy = await workspace.pulumiOk(name, ["destroy", "--yes", "--skip-preview", "--stack", STACK]);
    expect(destroy).toMatch(/Resources:\n\s+- \d+ deleted/);
  }

  beforeAll(async () => {
    // Quick status steps: the examples that wait for a database refresh or a copy look every second. Every
    // example refreshes the same seeded environments, all within a minute here, where the service
    // allows 3 a day: this run raises the allowance, which no example is about.
    emulator = await startEmulator({
      lifecycle: { stepMs: 200, dailyLimit: 20 },
      powerPlatform: { stepMs: 200 },
    });
    admin = new EmulatorAdmin(emulator.url);
    workspace = new ExampleWorkspace(names, emulatorSettings(emulator.url, EMULATOR_DEFAULT_TOKENS));
    const all = runs();
    // Marked as handled here; each example's test reports its own failure.
    for (const run of all.values()) run.catch(() => undefined);
  });

  afterAll(async () => {
    await emulator?.close();
    workspace?.remove();
  });

  it("finds every example as a project with Pulumi.yaml, package.json, tsconfig.json and a README", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "adopt-existing",
        "certificate-bundle",
        "detect-languages",
        "environment-operations",
        "pr-preview",
        "quickstart",
        "scheduled-sandbox-refresh",
        "synchronization-history",
      ]),
    );
    for (const name of names) {
      for (const file of ["Pulumi.yaml", "package.json", "tsconfig.json", "README.md", "index.ts"]) {
        expect(`${name}/${existsSync(join(workspace.dir(name), file)) ? file : "(missing)"}`).toBe(
          `${name}/${file}`,
        );
      }
    }
  });

  describe.each(exampleNames())("%s", (name) => {
    it("runs up, then a preview with no changes, then destroy, with the real CLI", async () => {
      await runs().get(name);
    }, 900_000);
  });

  // Declared last, so it runs after every example.
  it("never shows a token or the passphrase", async () => {
    await Promise.allSettled(runs().values());
    expect(workspace.transcript.length).toBeGreaterThanOrEqual(names.length * 4);
    const shown = workspace.transcript.join("\n");
    for (const secret of [...Object.values(EMULATOR_DEFAULT_TOKENS), TEST_PASSPHRASE]) {
      expect(shown).not.toContain(secret);
    }
  });
});
