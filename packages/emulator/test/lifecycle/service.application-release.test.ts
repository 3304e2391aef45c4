import {
  CLOCK_START,
  expectRefused,
  lifecycle,
  lifecycleAdmin,
  listOperations,
  refreshUrl,
  SEED_ENV_PRODUCTION,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startRefresh,
  useLifecycleEmulator,
} from "./support/lifecycle-client";

const { emulator, clock } = useLifecycleEmulator();

describe("lifecycle: a refresh only between the same application release", () => {
  const releases = (production: string | null, uat: string | null) =>
    lifecycleAdmin(emulator, "POST", "projects", {
      projectId: SEED_LIFECYCLE_PROJECT_ID,
      environments: [
        {
          environmentId: SEED_ENV_PRODUCTION,
          name: "contoso-prod",
          type: "Production",
          applicationRelease: production,
          applicationBuildVersion: "10.0.2015.54",
        },
        {
          environmentId: SEED_ENV_UAT,
          name: "contoso-uat",
          type: "Sandbox",
          applicationRelease: uat,
          applicationBuildVersion: "10.0.1935.92",
        },
      ],
    });

  it("refuses a refresh between different releases, naming both (a text the emulator chose)", async () => {
    await releases("10.0.41", "10.0.40");
    expectRefused(
      await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT)),
      "The application release of the source environment contoso-prod (10.0.41, build 10.0.2015.54) does not match that of the target environment contoso-uat (10.0.40, build 10.0.1935.92). A database refresh requires both environments to be on the same application release.",
    );
    expect(await listOperations(emulator)).toHaveLength(0);
  });

  it("starts a refresh between builds of one release, and when a release is not reported", async () => {
    await releases("10.0.41", "10.0.41");
    await startRefresh(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT);
    await releases(null, "10.0.40");
    clock.now = CLOCK_START + 10_000;
    await startRefresh(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT);
  });
});
