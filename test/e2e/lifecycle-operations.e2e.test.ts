/**
 * DatabaseRefresh and DatabaseExport through the real Pulumi CLI: an operation starts exactly when
 * the program says so, a refused one is not created, an update waits for completion, and an
 * operation started elsewhere is adopted.
 */
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_ENVIRONMENTS,
  SEED_LIFECYCLE_PROJECT_ID,
  type Emulator,
} from "pulumi-bizops-emulator";
import type { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, type ProgramDir } from "./support/harness";
import { failure, LifecycleStacks, ofType, until } from "./support/lifecycle-program";

describeWithPulumi("DatabaseRefresh and DatabaseExport through the real Pulumi CLI", () => {
  let lifecycle: LifecycleStacks;
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;

  beforeAll(async () => {
    lifecycle = await LifecycleStacks.start();
    ({ emulator, admin, program } = lifecycle);
  });

  afterAll(() => lifecycle?.stop());

  describe("operations run exactly when the program says so", () => {
    const stack = "ops";
    beforeAll(() =>
      lifecycle.newStack(stack, {
        "e2e:refreshSource": SEED_ENV_PRODUCTION,
        "e2e:refreshTarget": SEED_ENV_UAT,
        "e2e:exportEnvironment": SEED_ENV_TEST,
        "e2e:backupName": "test-2026-11-22",
      }),
    );

    it("starts one refresh and one export on the first up", async () => {
      const up = await program.run("up", stack);
      const operations = await admin.operations();
      expect(operations.map((o) => o.operationType).sort()).toEqual(["Export", "Refresh"]);
      const refresh = operations.find((o) => o.operationType === "Refresh");
      expect(up.outputs?.refreshId).toBe(refresh?.operationActivityId);
      expect(refresh).toMatchObject({
        environmentId: SEED_ENV_UAT,
        sourceEnvironmentId: SEED_ENV_PRODUCTION,
      });
      expect(up.outputs?.refreshVersionEOL).toEqual(expect.any(String));
      expect(Date.parse(String(up.outputs?.refreshRequestedAt))).not.toBeNaN();
    });

    it("starts nothing on a second up, nor on a refresh of the stack", async () => {
      await program.run("up", stack);
      await program.run("refresh", stack);
      const up = await program.run("up", stack);
      expect(up.summary).toEqual({ same: 3 });
      expect(await lifecycle.starts()).toBe(2);
    });

    it("previews a triggers change as a replacement without starting anything", async () => {
      await program.configure(stack, { "e2e:trigger": "sprint-48" });
      const preview = await program.run("preview", stack);
      expect(preview.changeSummary).toMatchObject({ replace: 1 });
      expect(await lifecycle.starts()).toBe(2);
    });

    it("starts exactly one new refresh when triggers change, and leaves the export alone", async () => {
      await admin.resetRequests();
      const up = await program.run("up", stack);
      expect(up.summary).toMatchObject({ replace: 1, same: 2 });
      const operations = await admin.operations();
      expect(operations).toHaveLength(3);
      expect(operations[2]).toMatchObject({
        operationType: "Refresh",
        operationActivityId: up.outputs?.refreshId,
      });
      const { byRoute } = await admin.requests();
      expect(byRoute["POST refresh"]).toBe(1);
      expect(byRoute["POST export"]).toBeUndefined();
    });

    it("removes both from the stack on destroy, starting nothing", async () => {
      await program.run("destroy", stack);
      expect(await lifecycle.starts()).toBe(3);
    });
  });

  describe("a refused operation", () => {
    const stack = "refused";

    it("is not created, and the error carries the service's ErrorMessage", async () => {
      await lifecycle.newStack(stack, {
        "e2e:exportEnvironment": SEED_ENV_UAT,
        "e2e:backupName": "uat-limit",
      });
      await admin.dailyLimit(0);
      try {
        const message = await failure(program.run("up", stack));
        expect(message).toContain("Maximum allowed API operations");
        expect(message).toContain("was not created");
      } finally {
        await admin.dailyLimit(10);
      }
      expect(ofType(await lifecycle.resources(stack), "DatabaseExport")).toEqual([]);
    });

    it("refuses a refresh into its own source in check, before any request", async () => {
      await lifecycle.newStack("refused-check", {
        "e2e:refreshSource": SEED_ENV_UAT,
        "e2e:refreshTarget": SEED_ENV_UAT,
      });
      await admin.resetRequests();
      const message = await failure(program.run("up", "refused-check"));
      expect(message).toMatch(/targetEnvironmentId.*must differ from sourceEnvironmentId/s);
      expect((await admin.requests()).total).toBe(0);
    });
  });

  describe("waiting for completion", () => {
    const stack = "wait";
    // A project of its own: its three refreshes spend their environment's whole daily allowance.
    const project = 2001;
    beforeAll(async () => {
      await admin.lifecycleProject({ projectId: project, environments: [...SEED_LIFECYCLE_ENVIRONMENTS] });
      await lifecycle.newStack(stack, {
        "e2e:projectId": project,
        "e2e:refreshSource": SEED_ENV_PRODUCTION,
        "e2e:refreshTarget": SEED_ENV_TEST,
        "e2e:waitMinutes": 2,
      });
    });

    it("waits for a refresh to complete and reports its final status", async () => {
      // The refresh stays NotStarted until the provider has asked for its status, however late
      // a loaded machine lets that first look come; then it runs to its end in two short steps.
      await admin.lifecycleTiming({ stepMs: 600_000 });
      await admin.resetRequests();
      const running = program.run("up", stack);
      try {
        await until(async () => ((await admin.requests()).byRoute["GET fetchstatus"] ?? 0) > 0, running);
      } finally {
        await admin.lifecycleTiming({ stepMs: 300 });
      }
      const up = await running;
      expect(up.outputs?.refreshStatus).toBe("Completed");
      expect(up.stdout).toMatch(/InProgress|NotStarted/);
    });

    it("fails the update when the refresh fails, keeping its id in state", async () => {
      await admin.nextOutcome("Failed");
      await program.configure(stack, { "e2e:trigger": "second" });
      const before = await lifecycle.starts();
      const message = await failure(program.run("up", stack));
      expect(message).toContain("ended Failed");
      const operations = await admin.operations();
      expect(operations).toHaveLength(before + 1);
      // The replaced refresh may still be listed beside it until the next update deletes it.
      const refresh = ofType(await lifecycle.resources(stack), "DatabaseRefresh").find(
        (r) => r.initErrors?.length,
      );
      expect(refresh?.outputs).toMatchObject({
        operationActivityId: operations[before]?.operationActivityId,
        operationStatus: "Failed",
      });
      expect(refresh?.initErrors?.join("\n")).toContain("ended Failed");
    });

    it("never starts a second refresh for a failed one: the next up reports the same failure", async () => {
      const before = await lifecycle.starts();
      const message = await failure(program.run("up", stack));
      expect(message).toContain("ended Failed");
      expect(await lifecycle.starts()).toBe(before);
    });

    it("still reports the failure after pulumi refresh clears the engine's mark", async () => {
      await program.run("refresh", stack);
      const before = await lifecycle.starts();
      const message = await failure(program.run("up", stack));
      expect(message).toContain("ended Failed");
      expect(await lifecycle.starts()).toBe(before);
    });

    it("resumes watching the same refresh after a timeout, and starts no other", async () => {
      await admin.lifecycleTiming({ stepMs: 60_000 });
      await program.configure(stack, { "e2e:trigger": "third", "e2e:waitMinutes": 0.05 });
      const message = await failure(program.run("up", stack));
      expect(message).toMatch(/still (NotStarted|InProgress) after 0.05 minute/);
      const started = await lifecycle.starts();
      const waiting = ofType(await lifecycle.resources(stack), "DatabaseRefresh").find(
        (r) => r.initErrors?.length,
      );
      const id = waiting?.outputs?.operationActivityId;

      await admin.lifecycleTiming({ stepMs: 100 });
      await program.configure(stack, { "e2e:waitMinutes": 2 });
      const up = await program.run("up", stack);
      expect(up.outputs).toMatchObject({ refreshId: id, refreshStatus: "Completed" });
      expect(await lifecycle.starts()).toBe(started);
      await admin.lifecycleTiming({ stepMs: 300 });
    });
  });

  describe("an operation whose id never reached the stack", () => {
    const stack = "adopt";

    it("is taken over by adoptOperationActivityId, starting nothing", async () => {
      const res = await fetch(
        `${emulator.url}/databasemovement/v1/refresh/project/${SEED_LIFECYCLE_PROJECT_ID}/source/${SEED_ENV_PRODUCTION}/target/${SEED_ENV_TEST}`,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.lifecycle}`,
            "x-svc-version": "2017-09-15",
          },
        },
      );
      const started = ((await res.json()) as { OperationActivityId: string }).OperationActivityId;
      await lifecycle.newStack(stack, {
        "e2e:refreshSource": SEED_ENV_PRODUCTION,
        "e2e:refreshTarget": SEED_ENV_TEST,
        "e2e:adopt": started,
        "e2e:waitMinutes": 2,
      });
      const before = await lifecycle.starts();
      const up = await program.run("up", stack);
      expect(up.outputs).toMatchObject({ refreshId: started, refreshStatus: "Completed" });
      expect(await lifecycle.starts()).toBe(before);
    });
  });
});
