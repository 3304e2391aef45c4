import {
  expectRefused,
  exportUrl,
  lifecycle,
  lifecycleAdmin,
  listOperations,
  refreshUrl,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  startExport,
  startRefresh,
  useLifecycleEmulator,
} from "./support/lifecycle-client";

const { emulator, clock } = useLifecycleEmulator();

describe("lifecycle: operations per environment in any 24 hours", () => {
  // The wording of dbmovement-api-throttling.md, with the oldest start that still counts.
  const limitMessage = (limit: number, from: number): string =>
    `Maximum allowed API operations are ${limit} from ${new Date(from).toISOString().replace(/Z$/, "0000")}`;

  it("refuses the second start with a limit of 1, refresh and export sharing the count", async () => {
    await lifecycleAdmin(emulator, "POST", "daily-limit", { limit: 1 });
    const started = clock.now;
    await startRefresh(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT);
    const refresh = await lifecycle("POST", refreshUrl(emulator, SEED_ENV_TEST, SEED_ENV_UAT));
    expectRefused(refresh, limitMessage(1, started));
    expectRefused(await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "b")), limitMessage(1, started));
    expect(await listOperations(emulator)).toHaveLength(1);
  });

  it("counts a refresh against its target only, not its source", async () => {
    await lifecycleAdmin(emulator, "POST", "daily-limit", { limit: 1 });
    await startRefresh(emulator, SEED_ENV_TEST, SEED_ENV_UAT);
    await startExport(emulator, SEED_ENV_TEST);
  });

  it("does not count a start that was refused", async () => {
    await lifecycleAdmin(emulator, "POST", "daily-limit", { limit: 1 });
    await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT), { version: null });
    await lifecycle("POST", refreshUrl(emulator, SEED_ENV_UAT, SEED_ENV_UAT));
    await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "-bad"));
    await startRefresh(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT);
  });

  it("allows three starts by default, as the service does, and refuses the fourth", async () => {
    const first = clock.now;
    for (let i = 0; i < 3; i += 1) {
      await startExport(emulator, SEED_ENV_TEST, `b${i}`);
      clock.now += 60_000;
    }
    expectRefused(await lifecycle("POST", exportUrl(emulator, SEED_ENV_TEST, "b3")), limitMessage(3, first));
  });

  it("counts each start for 24 hours from itself, not per calendar day", async () => {
    await lifecycleAdmin(emulator, "POST", "daily-limit", { limit: 1 });
    const started = Date.parse("2026-03-10T23:59:59.000Z");
    clock.now = started;
    await startExport(emulator, SEED_ENV_UAT);
    clock.now = Date.parse("2026-03-11T00:00:00.000Z");
    expectRefused(await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "b")), limitMessage(1, started));
    clock.now = started + 24 * 60 * 60 * 1000 - 1;
    expectRefused(await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "c")), limitMessage(1, started));
    clock.now = started + 24 * 60 * 60 * 1000;
    await startExport(emulator, SEED_ENV_UAT);
  });
});
