import {
  CLOCK_START,
  expectRefused,
  exportUrl,
  lifecycle,
  lifecycleAdmin,
  listOperations,
  refreshUrl,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startExport,
  startRefresh,
  useLifecycleEmulator,
} from "./support/lifecycle-client";

const { emulator, clock } = useLifecycleEmulator();

describe("lifecycle: one operation per environment at a time", () => {
  // The service's text is not documented: the emulator's chosen one (checks.ts checkNotBusy).
  const busyMessage = (environment: string, type: string, id: string, status: string, at: number) =>
    `Another servicing operation is in progress on environment ${environment}: ${type} ${id} (${status}, started ${new Date(at).toISOString().replace(/Z$/, "0000")}). Wait for it to complete before starting a new operation.`;

  it("refuses a refresh or an export of an environment whose operation is NotStarted or InProgress, naming it", async () => {
    const id = await startExport(emulator, SEED_ENV_UAT, "first");
    expectRefused(
      await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT)),
      busyMessage("contoso-uat", "DatabaseExport", id, "NotStarted", CLOCK_START),
    );
    clock.now = CLOCK_START + 5_000;
    expectRefused(
      await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "second")),
      busyMessage("contoso-uat", "DatabaseExport", id, "InProgress", CLOCK_START),
    );
    expect(await listOperations(emulator)).toHaveLength(1);
  });

  it("starts the next operation once the first has ended, whatever its outcome", async () => {
    await lifecycleAdmin(emulator, "POST", "next-outcome", { status: "Failed" });
    await startRefresh(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT);
    clock.now = CLOCK_START + 10_000;
    await startExport(emulator, SEED_ENV_UAT, "after-failed-refresh");
  });

  it("looks at the environment the operation overwrites or exports, not at a refresh's source", async () => {
    await startExport(emulator, SEED_ENV_TEST, "source-busy");
    await startRefresh(emulator, SEED_ENV_TEST, SEED_ENV_UAT);
  });

  it("refuses while an operation done by hand runs, and not once it has ended", async () => {
    const added = await lifecycleAdmin(emulator, "POST", "history", {
      projectId: SEED_LIFECYCLE_PROJECT_ID,
      environmentId: SEED_ENV_TEST,
      type: "ApplicationHotfix",
      status: "RollbackInProgress",
    });
    expectRefused(
      await lifecycle("POST", exportUrl(emulator, SEED_ENV_TEST, "b")),
      busyMessage(
        "contoso-test",
        "ApplicationHotfix",
        added.body.activityId as string,
        "RollbackInProgress",
        CLOCK_START,
      ),
    );
    await lifecycleAdmin(emulator, "POST", "history", {
      projectId: SEED_LIFECYCLE_PROJECT_ID,
      environmentId: SEED_ENV_UAT,
      endedAt: new Date(CLOCK_START).toISOString(),
    });
    await startExport(emulator, SEED_ENV_UAT, "after-hand");
  });
});
