import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "../../src/emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { emulatorSettings, exampleNames, ExampleWorkspace, TEST_PASSPHRASE } from "./example-projects";
import { describeWithPulumi } from "./harness";

// The emulator's demo company, with vendors V10000 and V20000.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
// Every example's README names this stack: its config (when it needs any) is Pulumi.emulator.yaml.
const STACK = "emulator";

/**
 * What an example's README has the user do before `pulumi up`, beyond `pulumi stack init emulator`:
 * the records adopt-existing adopts must exist (its README creates them with the emulator's admin
 * route and sets their ids).
 */
const PREPARE: Record<string, (workspace: ExampleWorkspace, admin: EmulatorAdmin) => Promise<void>> = {
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

describeWithPulumi("every example under examples/, run as its README says", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let workspace: ExampleWorkspace;
  const names = exampleNames();

  beforeAll(async () => {
    // Quick status steps: the examples that wait for a database refresh look every second.
    emulator = await startEmulator({ lifecycle: { stepMs: 200 } });
    admin = new EmulatorAdmin(emulator.url);
    workspace = new ExampleWorkspace(names, emulatorSettings(emulator.url, EMULATOR_DEFAULT_TOKENS));
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
      await workspace.pulumiOk(name, ["stack", "init", STACK, "--non-interactive"]);
      await PREPARE[name]?.(workspace, admin);
      const up = await workspace.pulumiOk(name, ["up", "--yes", "--skip-preview", "--stack", STACK]);
      expect(up).toMatch(/Resources:\n\s+\+ \d+ created/);
      // --expect-no-changes makes the CLI itself fail on any change.
      await workspace.pulumiOk(name, ["preview", "--diff", "--expect-no-changes", "--stack", STACK]);
      if (name === "certificate-bundle") {
        // The program writes the bundle's files where Pulumi.emulator.yaml says.
        expect(readdirSync(join(workspace.dir(name), "certificates")).sort()).toEqual(
          expect.arrayContaining([expect.stringMatching(/\.cer$/), expect.stringMatching(/\.pfx$/)]),
        );
      }
      const destroy = await workspace.pulumiOk(name, [
        "destroy",
        "--yes",
        "--skip-preview",
        "--stack",
        STACK,
      ]);
      expect(destroy).toMatch(/Resources:\n\s+- \d+ deleted/);
    });
  });

  it("never shows a token or the passphrase", () => {
    const shown = workspace.transcript.join("\n");
    for (const secret of [...Object.values(EMULATOR_DEFAULT_TOKENS), TEST_PASSPHRASE]) {
      expect(shown).not.toContain(secret);
    }
  });
});
