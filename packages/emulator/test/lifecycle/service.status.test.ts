import { EMULATOR_DEFAULT_TOKENS, startEmulator } from "pulumi-bizops-emulator";
import { call } from "../support/emulator-client";
import {
  CLOCK_START,
  expectRefused,
  expectSuccess,
  lifecycle,
  lifecycleAdmin,
  refreshUrl,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startExport,
  startRefresh,
  statusUrl,
  UNKNOWN_ID,
  useLifecycleEmulator,
} from "./support/lifecycle-client";

const { emulator, clock } = useLifecycleEmulator();

describe("lifecycle: operation status", () => {
  async function statusOf(environmentId: string, id: string): Promise<unknown> {
    const reply = await lifecycle("GET", statusUrl(emulator, environmentId, id));
    expect(reply.body.IsSuccess).toBe(true);
    return reply.body.OperationStatus;
  }

  it("goes NotStarted → InProgress → Completed, one step (5 s by default) at a time", async () => {
    const id = await startRefresh(emulator);
    const reply = await lifecycle("GET", statusUrl(emulator, SEED_ENV_UAT, id));
    // The documented shape (reference-get-status.md): the status at the top level, no Data.
    expect(reply.body).toEqual({
      IsSuccess: true,
      OperationActivityId: expect.any(String),
      ErrorMessage: null,
      VersionEOL: "9999-12-31T23:59:59.9999999",
      ProjectId: SEED_LIFECYCLE_PROJECT_ID,
      EnvironmentId: SEED_ENV_UAT,
      ActivityId: id,
      CompletionDate: null,
      OperationStatus: "NotStarted",
    });
    expect(reply.body.OperationActivityId).not.toBe(id);
    clock.now = CLOCK_START + 4999;
    expect(await statusOf(SEED_ENV_UAT, id)).toBe("NotStarted");
    clock.now = CLOCK_START + 5000;
    expect(await statusOf(SEED_ENV_UAT, id)).toBe("InProgress");
    clock.now = CLOCK_START + 9999;
    expect(await statusOf(SEED_ENV_UAT, id)).toBe("InProgress");
    clock.now = CLOCK_START + 10_000;
    expect(await statusOf(SEED_ENV_UAT, id)).toBe("Completed");
  });

  it("finds an export under its environment and a refresh under its target, not its source", async () => {
    const exportId = await startExport(emulator, SEED_ENV_TEST);
    const reply = await lifecycle("GET", statusUrl(emulator, SEED_ENV_TEST, exportId));
    expect(reply.body).toMatchObject({ IsSuccess: true, EnvironmentId: SEED_ENV_TEST, ActivityId: exportId });
    const refreshId = await startRefresh(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT);
    expectRefused(
      await lifecycle("GET", statusUrl(emulator, SEED_ENV_PRODUCTION, refreshId)),
      `Operation activity ${refreshId} was not found for environment ${SEED_ENV_PRODUCTION}.`,
    );
  });

  it("accepts x-svc-version but does not require it, and matches ids in any letter case", async () => {
    const id = await startExport(emulator);
    const url = statusUrl(emulator, SEED_ENV_TEST.toUpperCase(), id.toUpperCase());
    expectSuccess(await lifecycle("GET", url, { version: null }));
    expectSuccess(await lifecycle("GET", url, { version: "2017-09-15" }));
  });

  it("ends in a seeded outcome for the next operations, then in Completed again", async () => {
    await lifecycleAdmin(emulator, "POST", "next-outcome", { status: "Failed" });
    await lifecycleAdmin(emulator, "POST", "next-outcome", { status: "RollbackCompleted", count: 1 });
    const failed = await startRefresh(emulator);
    const rolledBack = await startExport(emulator);
    // contoso-test is free again once the export before has ended (two steps).
    clock.now = CLOCK_START + 10_000;
    const completed = await startExport(emulator, SEED_ENV_TEST, "third");
    clock.now = CLOCK_START + 20_000;
    expect(await statusOf(SEED_ENV_UAT, failed)).toBe("Failed");
    expect(await statusOf(SEED_ENV_TEST, rolledBack)).toBe("RollbackCompleted");
    expect(await statusOf(SEED_ENV_TEST, completed)).toBe("Completed");
  });

  it("follows a step length changed while the operation runs", async () => {
    const id = await startRefresh(emulator);
    clock.now = CLOCK_START + 100;
    await lifecycleAdmin(emulator, "POST", "timing", { stepMs: 50 });
    expect(await statusOf(SEED_ENV_UAT, id)).toBe("Completed");
  });

  it("keeps an ended operation ended when the step length grows, and its environment free", async () => {
    const id = await startRefresh(emulator);
    clock.now = CLOCK_START + 10_000;
    await lifecycleAdmin(emulator, "POST", "timing", { stepMs: 60_000 });
    expect(await statusOf(SEED_ENV_UAT, id)).toBe("Completed");
    await startExport(emulator, SEED_ENV_UAT, "after-slower-steps");
  });

  it("refuses an unknown operation id, naming the id and environment as given", async () => {
    expectRefused(
      await lifecycle("GET", statusUrl(emulator, SEED_ENV_UAT, UNKNOWN_ID)),
      `Operation activity ${UNKNOWN_ID} was not found for environment ${SEED_ENV_UAT}.`,
    );
  });

  it("refuses an unknown project and environment on the status route too", async () => {
    const id = await startRefresh(emulator);
    expectRefused(
      await lifecycle("GET", statusUrl(emulator, SEED_ENV_UAT, id, 5)),
      "Project 5 was not found, or the user is not a member of it.",
    );
    expectRefused(
      await lifecycle("GET", statusUrl(emulator, UNKNOWN_ID, id)),
      `Environment ${UNKNOWN_ID} was not found in project ${SEED_LIFECYCLE_PROJECT_ID}.`,
    );
  });
});

describe("lifecycle: the real clock", () => {
  it("moves an operation to Completed on the wall clock when the step is short", async () => {
    const fast = await startEmulator({ lifecycle: { stepMs: 20 } });
    try {
      const start = await call("POST", refreshUrl(fast, SEED_ENV_PRODUCTION, SEED_ENV_UAT), {
        token: EMULATOR_DEFAULT_TOKENS.lifecycle,
        headers: { "x-svc-version": "2017-09-15" },
      });
      const id = String(start.body.OperationActivityId);
      const seen = new Set<unknown>();
      // Looks until Completed, with no deadline of its own: a loaded machine may be slow between
      // looks; the test's timeout bounds the wait.
      while (!seen.has("Completed")) {
        const reply = await lifecycle("GET", statusUrl(fast, SEED_ENV_UAT, id));
        seen.add(reply.body.OperationStatus);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(["NotStarted", "InProgress", "Completed"]).toEqual(expect.arrayContaining([...seen]));
    } finally {
      await fast.close();
    }
  });
});
