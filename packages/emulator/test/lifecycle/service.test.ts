import { EMULATOR_DEFAULT_TOKENS, LIFECYCLE_VERSION_EOL, startEmulator } from "pulumi-bizops-emulator";
import { call, GUID } from "../support/emulator-client";
import {
  certificateUrl,
  CLOCK_START,
  expectRefused,
  expectSuccess,
  exportUrl,
  lifecycle,
  lifecycleAdmin,
  listOperations,
  LOWER_GUID,
  refreshUrl,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startExport,
  startRefresh,
  statusUrl,
  useLifecycleEmulator,
} from "./support/lifecycle-client";

const { emulator, clock } = useLifecycleEmulator();

const VERSION_MESSAGE = "The x-ms-version (or x-svc-version) header is required and must be 2017-09-15.";
const AUTH_MESSAGE = "Authentication failed: the bearer token is missing or not valid.";
const UNKNOWN_ID = "00000000-1111-4222-8333-444444444444";

/** One request per lifecycle route: [method, url]. */
function everyRoute(): [string, string][] {
  return [
    ["GET", certificateUrl(emulator, SEED_ENV_UAT)],
    ["POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT)],
    ["POST", exportUrl(emulator, SEED_ENV_UAT, "backup")],
    ["GET", statusUrl(emulator, SEED_ENV_UAT, UNKNOWN_ID)],
  ];
}

describe("lifecycle: authentication", () => {
  it.each([
    ["no token", null],
    ["a wrong token", "not-the-token"],
    ["another service's token", EMULATOR_DEFAULT_TOKENS.records],
  ])(
    "answers 401 with the envelope and WWW-Authenticate: Bearer for %s, on every route",
    async (_, token) => {
      for (const [method, url] of everyRoute()) {
        const reply = await lifecycle(method, url, { token });
        expect(reply.status).toBe(401);
        expect(reply.headers.get("www-authenticate")).toBe("Bearer");
        expect(reply.body).toEqual({
          IsSuccess: false,
          OperationActivityId: expect.stringMatching(LOWER_GUID),
          ErrorMessage: AUTH_MESSAGE,
          VersionEOL: LIFECYCLE_VERSION_EOL,
        });
        if (token !== null) expect(reply.text).not.toContain(token);
      }
    },
  );

  it("checks the token before the path, so an unknown path without a token is a 401 too", async () => {
    const reply = await lifecycle("GET", `${emulator.url}/databasemovement/v1/nothing`, { token: null });
    expect(reply.status).toBe(401);
  });

  it("starts nothing when the token is wrong", async () => {
    await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT), { token: "wrong" });
    expect(await listOperations(emulator)).toEqual([]);
  });
});

describe("lifecycle: envelope and routing", () => {
  it("answers a new lower-case activity id per call and an x-svc-request-id header", async () => {
    const first = await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "a"));
    const second = await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "b"));
    expect(first.body.OperationActivityId).toMatch(LOWER_GUID);
    expect(second.body.OperationActivityId).not.toBe(first.body.OperationActivityId);
    expect(first.headers.get("x-svc-request-id")).toMatch(GUID);
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it.each([
    "/environmentinfo",
    "/environmentinfo/v1/other",
    "/databasemovement/v1/refresh/project/1234",
    "/databasemovement/v2/export/project/1234/environment/x/backupName/y",
  ])("answers 404 with the envelope for %s", async (path) => {
    const reply = await lifecycle("GET", `${emulator.url}${path}`);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ IsSuccess: false, VersionEOL: LIFECYCLE_VERSION_EOL });
    expect(String(reply.body.ErrorMessage)).toMatch(/^No route/);
  });

  it.each([
    ["GET", "refresh", () => refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT), "POST"],
    ["DELETE", "export", () => exportUrl(emulator, SEED_ENV_UAT, "b"), "POST"],
    ["POST", "certificate fetch", () => certificateUrl(emulator, SEED_ENV_UAT), "GET"],
    ["PUT", "status", () => statusUrl(emulator, SEED_ENV_UAT, UNKNOWN_ID), "GET"],
  ])("answers %s on the %s route with 405, the envelope and Allow", async (method, _, url, allow) => {
    const reply = await lifecycle(method, url());
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe(allow);
    expect(reply.body).toMatchObject({ IsSuccess: false });
    expect(reply.body.ErrorMessage).toEqual(expect.any(String));
  });

  it("is not claimed by the records service: its paths answer in the envelope, not the records error", async () => {
    const reply = await lifecycle("GET", certificateUrl(emulator, SEED_ENV_UAT), { token: null });
    expect(reply.body).not.toHaveProperty("error");
    expect(reply.body).toHaveProperty("IsSuccess", false);
  });

  it.each([
    ["abc", "The project id 'abc' is not valid: it must be a positive integer."],
    ["0", "The project id '0' is not valid: it must be a positive integer."],
    ["-3", "The project id '-3' is not valid: it must be a positive integer."],
    ["1.5", "The project id '1.5' is not valid: it must be a positive integer."],
  ])("refuses the project id %s with 200 and IsSuccess false", async (project, message) => {
    expectRefused(
      await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT, project)),
      message,
    );
  });
});

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
