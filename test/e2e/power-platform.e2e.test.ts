import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_LIFECYCLE_PROJECT_ID,
  SEED_POWER_PLATFORM_ENVIRONMENTS,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import {
  describeWithPulumi,
  ProgramDir,
  recordsEmulatorConfig,
  StackError,
  type StackResult,
} from "./support/harness";
import { PowerPlatformAdmin } from "./support/power-platform-admin";

// The emulator's demo company of the records service.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const { production, sandbox, developer } = SEED_POWER_PLATFORM_ENVIRONMENTS;

// A user's program, each part declared when its config is set: a labelled backup of the sandbox, a
// transaction-less copy of production into it after the backup, the records the sandbox must hold
// re-applied after the copy, a point-in-time restore, a maintenance window, and the LCS refresh a
// stack moves from.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const waitForCompletion = { timeoutMinutes: 2, pollSeconds: 1 };
if (cfg.get("copyTarget")) {
  const target = cfg.require("copyTarget");
  const backup = cfg.get("backupLabel")
    ? new bizops.lifecycle.EnvironmentBackup("before-copy", { environmentId: target, label: cfg.require("backupLabel") })
    : undefined;
  const copy = new bizops.lifecycle.EnvironmentCopy("sandbox-from-production", {
    sourceEnvironmentId: cfg.require("copySource"),
    targetEnvironmentId: target,
    copyType: "Full",
    transactionless: true,
    triggers: [cfg.get("trigger") || "initial"],
    waitForCompletion: cfg.getBoolean("noWait") ? undefined : waitForCompletion,
    alreadyApplied: cfg.getBoolean("alreadyApplied"),
  }, { dependsOn: backup ? [backup] : [] });
  exports.copyId = copy.operationId;
  exports.copyStatus = copy.operationStatus;
  if (backup) exports.backupId = backup.id;
  if (cfg.get("companyId")) {
    const status = new bizops.records.DisputeStatus("sandbox-dispute-status", {
      companyId: cfg.require("companyId"),
      code: "SANDBOX",
      displayName: "Sandbox only",
    // After the copy, and again after every new copy, which overwrites the sandbox's records.
    }, { dependsOn: [copy], replaceWith: [copy], deleteBeforeReplace: true });
    exports.recordId = status.recordId;
  }
}
if (cfg.get("restorePoint")) {
  const restore = new bizops.lifecycle.EnvironmentRestore("developer-to-point", {
    sourceEnvironmentId: cfg.require("restoreTarget"),
    targetEnvironmentId: cfg.require("restoreTarget"),
    restorePointDateTime: cfg.require("restorePoint"),
    waitForCompletion,
  });
  exports.restoreId = restore.operationId;
}
if (cfg.get("maintenanceEnvironment")) {
  new bizops.lifecycle.MaintenanceSettings("production-window", {
    environmentId: cfg.require("maintenanceEnvironment"),
    maintenanceWindowCadence: "EveryOtherUpdate",
    maintenanceWindowDaysOfWeek: ["Saturday"],
  });
}
if (cfg.get("refreshTarget")) {
  const refresh = new bizops.lifecycle.DatabaseRefresh("sandbox-refresh", {
    projectId: cfg.requireNumber("projectId"),
    sourceEnvironmentId: cfg.require("refreshSource"),
    targetEnvironmentId: cfg.require("refreshTarget"),
  });
  exports.refreshId = refresh.operationActivityId;
}
`;

describeWithPulumi("Power Platform copy, restore, backup and maintenance through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let powerPlatform: PowerPlatformAdmin;
  let program: ProgramDir;

  const starts = async () => (await powerPlatform.started()).length;
  const posts = async () => {
    const { byRoute } = await admin.requests();
    return (byRoute["POST copy"] ?? 0) + (byRoute["POST restore"] ?? 0);
  };
  const failure = (run: Promise<StackResult>) =>
    run.then(
      () => {
        throw new Error("the command was expected to fail");
      },
      (error: unknown) => {
        if (!(error instanceof StackError)) throw error;
        return error.message;
      },
    );

  function newStack(stack: string, values: Record<string, unknown>): Promise<StackResult> {
    return program.configure(stack, {
      "bizops:powerPlatformUrl": emulator.url,
      "bizops:powerPlatformToken": { value: EMULATOR_DEFAULT_TOKENS.powerPlatform, secret: true },
      ...values,
    });
  }

  beforeAll(async () => {
    emulator = await startEmulator({ powerPlatform: { stepMs: 100 }, lifecycle: { stepMs: 100 } });
    admin = new EmulatorAdmin(emulator.url);
    powerPlatform = new PowerPlatformAdmin(emulator.url);
    program = new ProgramDir().install(PROGRAM);
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  describe("a sandbox refreshed from production as code", () => {
    const stack = "refresh";
    // An hour back on the service's clock: within the developer environment's 7 days of backups.
    const restorePoint = new Date(Date.now() - 60 * 60_000).toISOString();
    beforeAll(() =>
      newStack(stack, {
        ...recordsEmulatorConfig(emulator.url),
        "e2e:copySource": production,
        "e2e:copyTarget": sandbox,
        "e2e:backupLabel": "before-refresh",
        "e2e:companyId": COMPANY,
        "e2e:restoreTarget": developer,
        "e2e:restorePoint": restorePoint,
        "e2e:maintenanceEnvironment": production,
      }),
    );

    it("copies production into the sandbox transaction-less once, restores the developer environment, keeps the backup, the window and the records", async () => {
      const up = await program.run("up", stack);
      expect(up.summary).toEqual({ create: 6 });
      const operations = await powerPlatform.started();
      expect(operations.map((o) => o.name).sort()).toEqual(["Copy", "Restore"]);
      const copy = operations.find((o) => o.name === "Copy");
      expect(copy).toMatchObject({ sourceEnvironmentId: production, status: "Succeeded" });
      expect(up.outputs).toMatchObject({
        copyId: copy?.operationId,
        copyStatus: "Succeeded",
        restoreId: operations.find((o) => o.name === "Restore")?.operationId,
      });

      const backups = await powerPlatform.read(`/environmentmanagement/environments/${sandbox}/backups`);
      expect(backups.collection).toEqual([
        expect.objectContaining({ id: up.outputs?.backupId, label: "before-refresh" }),
      ]);
      expect(await powerPlatform.read(`/dynamics/environments/${production}/finopsadminsettings`)).toEqual({
        maintenanceWindowCadence: "EveryOtherUpdate",
        maintenanceWindowDaysOfWeek: ["Saturday"],
      });
      const record = await admin.record(COMPANY, "disputeStatus", String(up.outputs?.recordId));
      expect(record).toMatchObject({ code: "SANDBOX", displayName: "Sandbox only" });
    });

    it("starts nothing on a preview, a refresh or a second up", async () => {
      await admin.resetRequests();
      const preview = await program.run("preview", stack);
      expect(preview.changeSummary).toEqual({ same: 6 });
      await program.run("refresh", stack);
      const up = await program.run("up", stack);
      expect(up.summary).toEqual({ same: 6 });
      expect(await starts()).toBe(2);
      expect(await posts()).toBe(0);
    });

    it("copies once more when triggers change, and re-applies the records after that copy", async () => {
      const before = await program.run("outputs", stack);
      await program.configure(stack, { "e2e:trigger": "nightly-2026-12-01" });
      const up = await program.run("up", stack);
      expect(up.summary).toEqual({ replace: 2, same: 4 });
      const operations = await powerPlatform.started();
      expect(operations.map((o) => o.name).sort()).toEqual(["Copy", "Copy", "Restore"]);
      expect(up.outputs?.copyId).toBe(operations.filter((o) => o.name === "Copy")[1]?.operationId);
      // The record was deleted and created again once the new copy had ended.
      expect(up.outputs?.recordId).not.toBe(before.outputs?.recordId);
      expect(await admin.record(COMPANY, "disputeStatus", String(before.outputs?.recordId))).toBeUndefined();
      const record = await admin.record(COMPANY, "disputeStatus", String(up.outputs?.recordId));
      expect(record).toMatchObject({ code: "SANDBOX" });
    });
  });

  describe("the guard rails", () => {
    it("refuses a copy into production by name, starting nothing", async () => {
      await newStack("into-production", {
        "e2e:copySource": sandbox,
        "e2e:copyTarget": production,
        "e2e:noWait": true,
      });
      await admin.resetRequests();
      const before = await starts();
      const message = await failure(program.run("up", "into-production"));
      expect(message).toContain(
        `targetEnvironmentId: contoso-prod (${production}) is a Production environment`,
      );
      expect(message).toContain("was not created");
      expect(await posts()).toBe(0);
      expect(await starts()).toBe(before);
    });

    describe("with previewChecks on", () => {
      const stack = "checked";
      beforeAll(() =>
        newStack(stack, {
          "bizops:previewChecks": "true",
          "e2e:copySource": production,
          "e2e:copyTarget": developer,
          "e2e:noWait": true,
        }),
      );
      afterAll(() => powerPlatform.stepMs(100));

      it("fails the preview of a copy into an environment that is busy, as the up would be refused", async () => {
        // A copy started elsewhere (the admin center) that runs until this test lets it end.
        await powerPlatform.stepMs(600_000);
        await powerPlatform.startCopy(production, developer);
        const before = await powerPlatform.all();
        const message = await failure(program.run("preview", stack));
        expect(message).toMatch(
          /targetEnvironmentId .* has a problem: contoso-dev \(.*\) is busy: Copy [0-9a-f-]{36} \(\w+\) has not ended/,
        );
        // Refused by the guard rails: not even a validation was asked.
        expect(await powerPlatform.all()).toHaveLength(before.length);
        expect(await failure(program.run("up", stack))).toContain("is busy");
        expect(await powerPlatform.all()).toHaveLength(before.length);
      });

      it("passes the preview once the environment is free, validating with the service and starting nothing", async () => {
        await powerPlatform.stepMs(100);
        const before = await starts();
        const preview = await program.run("preview", stack);
        expect(preview.changeSummary).toMatchObject({ create: 1 });
        const validations = (await powerPlatform.all()).filter((o) => o.validateOnly);
        expect(validations).toEqual([expect.objectContaining({ name: "Copy", status: "ValidationPassed" })]);
        expect(await starts()).toBe(before);
      });
    });
  });

  describe("a stack moved from Lifecycle Services", () => {
    const stack = "moved";

    it("starts nothing when its DatabaseRefresh becomes an EnvironmentCopy with alreadyApplied", async () => {
      await newStack(stack, {
        "bizops:lifecycleUrl": emulator.url,
        "bizops:lifecycleToken": { value: EMULATOR_DEFAULT_TOKENS.lifecycle, secret: true },
        "e2e:projectId": SEED_LIFECYCLE_PROJECT_ID,
        "e2e:refreshSource": SEED_ENV_PRODUCTION,
        "e2e:refreshTarget": SEED_ENV_TEST,
      });
      await program.run("up", stack);
      const refreshes = (await admin.operations()).length;
      expect(refreshes).toBe(1);

      await program.run("config-rm", stack, ["--json", JSON.stringify(["e2e:refreshTarget"])]);
      await program.configure(stack, {
        "e2e:copySource": production,
        "e2e:copyTarget": sandbox,
        "e2e:alreadyApplied": true,
      });
      await admin.resetRequests();
      const before = await starts();
      const up = await program.run("up", stack);
      expect(up.summary).toEqual({ create: 1, delete: 1, same: 1 });
      expect(up.outputs?.copyId).toBeUndefined();
      expect(await starts()).toBe(before);
      expect(await posts()).toBe(0);
      expect((await admin.operations()).length).toBe(refreshes);

      // The next up, and a refresh, start nothing either.
      await program.run("refresh", stack);
      expect((await program.run("up", stack)).summary).toEqual({ same: 2 });
      expect(await starts()).toBe(before);
    });
  });
});
