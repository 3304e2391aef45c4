/**
 * The lifecycle emulator's read routes (environment metadata, environment history, database
 * backups), held to the documented answers of test/contract/fixtures/lifecycle/environment-info.ts:
 * the same envelope keys, paging by `?page=` with `ResultHasMorePages`, and the rate limits.
 */
import {
  backupsList,
  environmentInfoThrottled,
  environmentProperties,
  environmentsPage1,
  historyPage,
  historyProperties,
} from "../fixtures/lifecycle/environment-info";
import { keysOf } from "../fixtures/fixture";
import type { Reply } from "../../../packages/emulator/test/support/emulator-client";
import {
  expectRefused,
  exportUrl,
  lifecycle,
  lifecycleAdmin,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startExport,
  startRefresh,
  useLifecycleEmulator,
} from "../../../packages/emulator/test/lifecycle/support/lifecycle-client";

const { emulator, clock } = useLifecycleEmulator({ pageSize: 2, stepMs: 1000 });
const project = SEED_LIFECYCLE_PROJECT_ID;

const detailUrl = (query = "") => `${emulator.url}/environmentinfo/v1/detail/project/${project}/${query}`;
const historyUrl = (environmentId: string, query = "") =>
  `${emulator.url}/environmentinfo/v1/history/project/${project}/environment/${environmentId}/${query}`;
const backupsUrl = () => `${emulator.url}/databasemovement/v1/databases/project/${project}`;

type Item = Record<string, unknown>;
const data = (reply: Reply) => reply.body.Data as Item[];

describe("lifecycle emulator: environment metadata", () => {
  it("pages the project's environments as the documented envelope, with each documented property", async () => {
    const first = await lifecycle("GET", detailUrl("?page=1"));
    const second = await lifecycle("GET", detailUrl("?page=2"));
    for (const reply of [first, second]) {
      expect(reply.status).toBe(environmentsPage1.status);
      expect(keysOf(reply.body)).toEqual(keysOf(environmentsPage1.body));
      for (const item of data(reply)) expect(keysOf(item)).toEqual([...environmentProperties].sort());
    }
    expect(first.body).toMatchObject({ ResultPageCurrent: 1, ResultHasMorePages: true });
    expect(second.body).toMatchObject({ ResultPageCurrent: 2, ResultHasMorePages: false });
    const all = [...data(first), ...data(second)];
    expect(all.map((e) => [e.EnvironmentId, e.EnvironmentName, e.EnvironmentType])).toEqual([
      [SEED_ENV_PRODUCTION, "contoso-prod", "Production"],
      [SEED_ENV_UAT, "contoso-uat", "Sandbox"],
      [SEED_ENV_TEST, "contoso-test", "Sandbox"],
    ]);
  });

  it("answers page 1 without ?page=, and filters by environmentId or environmentName", async () => {
    expect(data(await lifecycle("GET", detailUrl())).map((e) => e.EnvironmentName)).toEqual([
      "contoso-prod",
      "contoso-uat",
    ]);
    const byId = await lifecycle("GET", detailUrl(`?environmentId=${SEED_ENV_TEST.toUpperCase()}`));
    expect(data(byId).map((e) => e.EnvironmentName)).toEqual(["contoso-test"]);
    const byName = await lifecycle("GET", detailUrl("?environmentName=contoso-prod"));
    expect(data(byName).map((e) => e.EnvironmentType)).toEqual(["Production"]);
  });

  it("refuses a page that is not a positive integer, and an unknown project", async () => {
    expectRefused(
      await lifecycle("GET", detailUrl("?page=0")),
      "The page '0' is not valid: it must be a positive integer.",
    );
    expectRefused(
      await lifecycle("GET", `${emulator.url}/environmentinfo/v1/detail/project/999`),
      "Project 999 was not found, or the user is not a member of it.",
    );
  });

  it("allows 6 calls per project per minute, then answers 429 with Retry-After until the minute has passed", async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await lifecycle("GET", detailUrl())).status).toBe(200);
      clock.now += 5_000;
    }
    const throttled = await lifecycle("GET", detailUrl());
    expect(throttled.status).toBe(environmentInfoThrottled.status);
    // The first call was 30 s ago: the window frees in 30 s.
    expect(throttled.headers.get("retry-after")).toBe("30");
    clock.now += 30_000;
    expect((await lifecycle("GET", detailUrl())).status).toBe(200);
  });
});

describe("lifecycle emulator: environment history", () => {
  it("lists the environment's operations newest first, in the documented envelope and properties", async () => {
    await startExport(emulator, SEED_ENV_TEST, "first");
    clock.now += 60_000;
    const refresh = await startRefresh(emulator, SEED_ENV_PRODUCTION, SEED_ENV_TEST);
    const reply = await lifecycle("GET", historyUrl(SEED_ENV_TEST, "?page=1"));
    expect(keysOf(reply.body)).toEqual(keysOf(historyPage.body));
    const items = data(reply);
    for (const item of items) expect(keysOf(item)).toEqual([...historyProperties].sort());
    expect(items.map((i) => [i.Type, i.Status])).toEqual([
      ["DatabaseRefresh", "NotStarted"],
      ["DatabaseExport", "Completed"],
    ]);
    expect(items[0]).toMatchObject({
      ActivityId: refresh,
      EnvironmentId: SEED_ENV_TEST,
      ProjectId: project,
      EndDateTimeUtc: null,
      StartDateTimeUtc: "2026-03-10T08:01:00.0000000",
    });
  });

  it("shows operations done by hand, and counts them against the 3 a day", async () => {
    const history = (await lifecycle("GET", historyUrl(SEED_ENV_UAT))).body.Data as Item[];
    // The seeded package deployment, three days old.
    expect(history.map((i) => i.Type)).toEqual(["ApplicationHotfix"]);
    for (let i = 0; i < 3; i += 1) {
      await lifecycleAdmin(emulator, "POST", "history", { projectId: project, environmentId: SEED_ENV_TEST });
    }
    expectRefused(
      await lifecycle("POST", exportUrl(emulator, SEED_ENV_TEST, "fourth"), { version: null }),
      "Maximum allowed API operations are 3 from 2026-03-10T08:00:00.0000000",
    );
  });

  it("pages the history by ?page=", async () => {
    for (const name of ["a", "b", "c"]) {
      await startExport(emulator, SEED_ENV_TEST, name);
      // Two steps: the export ends before the next starts.
      clock.now += 2_000;
    }
    const pages = [1, 2].map((page) => lifecycle("GET", historyUrl(SEED_ENV_TEST, `?page=${page}`)));
    const [first, second] = await Promise.all(pages);
    expect(first!.body.ResultHasMorePages).toBe(true);
    expect(second!.body.ResultHasMorePages).toBe(false);
    expect([...data(first!), ...data(second!)].map((i) => i.Name)).toEqual([
      "Database export c",
      "Database export b",
      "Database export a",
    ]);
  });

  it("allows 6 calls per project per minute across its environments (which also bounds each environment's 30 seconds)", async () => {
    for (const env of [
      SEED_ENV_UAT,
      SEED_ENV_UAT,
      SEED_ENV_UAT,
      SEED_ENV_TEST,
      SEED_ENV_TEST,
      SEED_ENV_TEST,
    ]) {
      expect((await lifecycle("GET", historyUrl(env))).status).toBe(200);
    }
    const throttled = await lifecycle("GET", historyUrl(SEED_ENV_PRODUCTION));
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("60");
    clock.now += 60_000;
    expect((await lifecycle("GET", historyUrl(SEED_ENV_PRODUCTION))).status).toBe(200);
  });

  it("takes an environment id with or without hyphens as the same environment, in every route", async () => {
    const bare = SEED_ENV_TEST.replace(/-/g, "").toUpperCase();
    const exported = await startExport(emulator, bare, "bare");
    // Each operation ends (two steps) before the next starts: one at a time per environment.
    clock.now += 2_000;
    await lifecycleAdmin(emulator, "POST", "history", {
      projectId: project,
      environmentId: bare,
      endedAt: new Date(clock.now).toISOString(),
    });
    clock.now += 2_000;
    await startRefresh(emulator, SEED_ENV_PRODUCTION.replace(/-/g, ""), SEED_ENV_TEST);
    // All three are the same environment's: listed under either form, and counted in one allowance.
    for (const id of [SEED_ENV_TEST, bare]) {
      const items = [
        ...data(await lifecycle("GET", historyUrl(id))),
        ...data(await lifecycle("GET", historyUrl(id, "?page=2"))),
      ];
      expect(items.map((i) => i.Type)).toEqual(["DatabaseRefresh", "ApplicationHotfix", "DatabaseExport"]);
      expect(items.at(-1)?.ActivityId).toBe(exported);
    }
    expectRefused(
      await lifecycle("POST", exportUrl(emulator, SEED_ENV_TEST, "fourth"), { version: null }),
      "Maximum allowed API operations are 3 from 2026-03-10T08:00:00.0000000",
    );
    const byId = await lifecycle("GET", detailUrl(`?environmentId=${bare}`));
    expect(data(byId).map((e) => e.EnvironmentName)).toEqual(["contoso-test"]);
  });

  it("refuses an environment the project does not have", async () => {
    const unknown = "00000000-1111-4222-8333-444444444444";
    expectRefused(
      await lifecycle("GET", historyUrl(unknown)),
      `Environment ${unknown} was not found in project ${project}.`,
    );
  });
});

describe("lifecycle emulator: database backups", () => {
  it("lists the asset library in the documented envelope: the seeded backup, then each completed export", async () => {
    await startExport(emulator, SEED_ENV_TEST, "nightly");
    const running = await lifecycle("GET", backupsUrl());
    expect(running.status).toBe(backupsList.status);
    expect(keysOf(running.body)).toEqual(keysOf(backupsList.body));
    const assets = () => running.body.DatabaseAssets as Item[];
    expect(assets().map((a) => a.Name)).toEqual(["contoso-prod-golden"]);
    for (const asset of assets()) expect(keysOf(asset)).toEqual(keysOf(backupsList.body.DatabaseAssets[0]));
    clock.now += 2_000;
    const done = (await lifecycle("GET", backupsUrl())).body.DatabaseAssets as Item[];
    expect(done.map((a) => [a.Name, a.FileName])).toEqual([
      ["contoso-prod-golden", "contoso-prod-golden.bacpac"],
      ["nightly", "nightly.bacpac"],
    ]);
  });
});
