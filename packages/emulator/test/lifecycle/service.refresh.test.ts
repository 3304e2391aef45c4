import { LIFECYCLE_VERSION_EOL } from "pulumi-bizops-emulator";
import {
  CLOCK_START,
  expectRefused,
  expectSuccess,
  lifecycle,
  listOperations,
  LOWER_GUID,
  refreshUrl,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  UNKNOWN_ID,
  useLifecycleEmulator,
} from "./support/lifecycle-client";

const { emulator } = useLifecycleEmulator();

const VERSION_MESSAGE = "The x-ms-version (or x-svc-version) header is required and must be 2017-09-15.";

describe("lifecycle: refresh", () => {
  it("starts a refresh: Data null, IsSuccess true, the operation's id as OperationActivityId", async () => {
    const reply = await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT));
    expect(reply.body).toEqual({
      IsSuccess: true,
      OperationActivityId: expect.stringMatching(LOWER_GUID),
      ErrorMessage: null,
      VersionEOL: LIFECYCLE_VERSION_EOL,
    });
    const operations = await listOperations(emulator);
    expect(operations).toEqual([
      {
        operationActivityId: reply.body.OperationActivityId,
        operationType: "Refresh",
        projectId: SEED_LIFECYCLE_PROJECT_ID,
        environmentId: SEED_ENV_UAT,
        sourceEnvironmentId: SEED_ENV_PRODUCTION,
        startedAt: new Date(CLOCK_START).toISOString(),
        status: "NotStarted",
      },
    ]);
  });

  it("refreshes one sandbox from another, and matches environment ids in any letter case", async () => {
    const reply = await lifecycle(
      "POST",
      refreshUrl(emulator, SEED_ENV_TEST.toUpperCase(), SEED_ENV_UAT.toUpperCase()),
    );
    expectSuccess(reply);
    const operations = await listOperations(emulator);
    expect(operations[0]).toMatchObject({ environmentId: SEED_ENV_UAT, sourceEnvironmentId: SEED_ENV_TEST });
  });

  it.each([
    ["missing", null],
    ["another version", "2020-01-01"],
  ])("refuses a refresh whose x-svc-version is %s", async (_, version) => {
    const url = refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT);
    expectRefused(await lifecycle("POST", url, { version }), VERSION_MESSAGE);
    expect(await listOperations(emulator)).toEqual([]);
  });

  it("refuses an unknown project", async () => {
    const reply = await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT, 999));
    expectRefused(reply, "Project 999 was not found, or the user is not a member of it.");
  });

  it("refuses an unknown source and an unknown target, naming the id as given", async () => {
    const message = `Environment ${UNKNOWN_ID} was not found in project ${SEED_LIFECYCLE_PROJECT_ID}.`;
    expectRefused(await lifecycle("POST", refreshUrl(emulator, UNKNOWN_ID, SEED_ENV_UAT)), message);
    expectRefused(await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, UNKNOWN_ID)), message);
  });

  it("refuses a refresh whose source and target are the same environment, whatever the case", async () => {
    const reply = await lifecycle("POST", refreshUrl(emulator, SEED_ENV_UAT, SEED_ENV_UAT.toUpperCase()));
    expectRefused(reply, "The source and target environments must be different.");
  });

  it("refuses a production target", async () => {
    const reply = await lifecycle("POST", refreshUrl(emulator, SEED_ENV_UAT, SEED_ENV_PRODUCTION));
    expectRefused(
      reply,
      "The target environment contoso-prod is a production environment; only a sandbox can be the target of a refresh.",
    );
  });
});
