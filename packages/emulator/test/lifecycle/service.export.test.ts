import {
  CLOCK_START,
  expectRefused,
  expectSuccess,
  exportUrl,
  lifecycle,
  listOperations,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  UNKNOWN_ID,
  useLifecycleEmulator,
} from "./support/lifecycle-client";

const { emulator } = useLifecycleEmulator();

describe("lifecycle: export", () => {
  it("starts an export without x-svc-version, and with it", async () => {
    const bare = await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "before-upgrade"), {
      version: null,
    });
    expect(expectSuccess(bare)).toBeUndefined();
    // Another sandbox: contoso-uat is busy with the first export.
    expectSuccess(await lifecycle("POST", exportUrl(emulator, SEED_ENV_TEST, "again")));
    const operations = await listOperations(emulator);
    expect(operations[0]).toEqual({
      operationActivityId: bare.body.OperationActivityId,
      operationType: "Export",
      projectId: SEED_LIFECYCLE_PROJECT_ID,
      environmentId: SEED_ENV_UAT,
      backupName: "before-upgrade",
      startedAt: new Date(CLOCK_START).toISOString(),
      status: "NotStarted",
    });
  });

  it("refuses an export from production", async () => {
    const reply = await lifecycle("POST", exportUrl(emulator, SEED_ENV_PRODUCTION, "prod-copy"));
    expectRefused(
      reply,
      "Database export is only available for sandbox environments; contoso-prod is a production environment.",
    );
  });

  it("refuses an unknown project and an unknown environment", async () => {
    expectRefused(
      await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "b", 77)),
      "Project 77 was not found, or the user is not a member of it.",
    );
    expectRefused(
      await lifecycle("POST", exportUrl(emulator, UNKNOWN_ID, "b")),
      `Environment ${UNKNOWN_ID} was not found in project ${SEED_LIFECYCLE_PROJECT_ID}.`,
    );
  });

  it.each([
    ["starting with a dash", "-backup"],
    ["starting with a dot", ".backup"],
    ["with a space", "my%20backup"],
    ["with a slash", "a%2Fb"],
    ["with a non-ASCII letter", "sauvegard%C3%A9"],
    ["of 101 characters", "a".repeat(101)],
  ])("refuses a backup name %s", async (_, backupName) => {
    expectRefused(
      await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, backupName)),
      "The backup name may hold only letters, digits, '-', '_' and '.', must start with a letter or digit, and may be at most 100 characters long.",
    );
  });

  it.each([["9"], ["Backup_2026-03-10.v2"], ["b".repeat(100)]])(
    "accepts the backup name %s",
    async (backupName) => {
      expectSuccess(await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, backupName)));
    },
  );
});
