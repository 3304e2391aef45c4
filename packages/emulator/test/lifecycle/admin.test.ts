import {
  DEFAULT_CERTIFICATE_WINDOW_SECONDS,
  DEFAULT_DAILY_OPERATION_LIMIT,
  DEFAULT_LIFECYCLE_STEP_MS,
  LIFECYCLE_VERSION_EOL,
  SEED_LIFECYCLE_ENVIRONMENTS,
  startEmulator,
} from "pulumi-bizops-emulator";
import { admin, GUID } from "../support/emulator-client";
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

const PROJECT = 77;
const ENV_A = "aaaaaaaa-1111-4111-8111-111111111111";
const ENV_B = "bbbbbbbb-2222-4222-8222-222222222222";

// The read routes' page size and calls per window, as the emulator starts (timing.ts).
const READS = { pageSize: 20, environmentInfoCalls: 6 };

describe("lifecycle admin: operations", () => {
  it("lists every operation in start order with its status now", async () => {
    const refresh = await startRefresh(emulator);
    clock.now += 5000;
    const exported = await startExport(emulator, SEED_ENV_TEST, "nightly");
    expect(await listOperations(emulator)).toEqual([
      {
        operationActivityId: refresh,
        operationType: "Refresh",
        projectId: SEED_LIFECYCLE_PROJECT_ID,
        environmentId: SEED_ENV_UAT,
        sourceEnvironmentId: SEED_ENV_PRODUCTION,
        startedAt: new Date(CLOCK_START).toISOString(),
        status: "InProgress",
      },
      {
        operationActivityId: exported,
        operationType: "Export",
        projectId: SEED_LIFECYCLE_PROJECT_ID,
        environmentId: SEED_ENV_TEST,
        backupName: "nightly",
        startedAt: new Date(CLOCK_START + 5000).toISOString(),
        status: "NotStarted",
      },
    ]);
  });
});

describe("lifecycle admin: next outcome", () => {
  it("queues outcomes in order and answers the queue", async () => {
    const first = await lifecycleAdmin(emulator, "POST", "next-outcome", { status: "Aborted", count: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ queued: ["Aborted", "Aborted"] });
    await lifecycleAdmin(emulator, "POST", "next-outcome", { status: "SignedOff" });
    expect((await lifecycleAdmin(emulator, "GET", "next-outcome")).body).toEqual({
      queued: ["Aborted", "Aborted", "SignedOff"],
    });
    await lifecycleAdmin(emulator, "POST", "daily-limit", { limit: 4 });
    // Each export ends (two steps) before the next starts: one operation per environment at a time.
    for (let i = 0; i < 4; i += 1) {
      await startExport(emulator, SEED_ENV_TEST, `b${i}`);
      clock.now += 2 * DEFAULT_LIFECYCLE_STEP_MS;
    }
    const statuses = (await listOperations(emulator)).map((operation) => operation.status);
    expect(statuses).toEqual(["Aborted", "Aborted", "SignedOff", "Completed"]);
  });

  it("does not use a queued outcome on a refused start", async () => {
    await lifecycleAdmin(emulator, "POST", "next-outcome", { status: "RollbackFailed" });
    await lifecycle("POST", exportUrl(emulator, SEED_ENV_PRODUCTION, "b"));
    const id = await startExport(emulator);
    clock.now += 2 * DEFAULT_LIFECYCLE_STEP_MS;
    const reply = await lifecycle("GET", statusUrl(emulator, SEED_ENV_TEST, id));
    expect(reply.body.OperationStatus).toBe("RollbackFailed");
  });

  it.each([
    [{ status: "InProgress" }],
    [{ status: "completed" }],
    [{ status: "Failed", count: 0 }],
    [{ status: "Failed", count: 1.5 }],
    [{ status: "Failed", times: 1 }],
    [[]],
  ])("refuses %j with 400", async (body) => {
    const reply = await admin(emulator, "POST", "lifecycle/next-outcome", body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: "BadRequest", message: expect.any(String) });
  });
});

describe("lifecycle admin: timing and daily limit", () => {
  it("answers the timing, changes only the fields given, and refuses bad values", async () => {
    expect((await lifecycleAdmin(emulator, "GET", "timing")).body).toEqual({
      stepMs: DEFAULT_LIFECYCLE_STEP_MS,
      certificateWindowSeconds: DEFAULT_CERTIFICATE_WINDOW_SECONDS,
      ...READS,
    });
    const changed = await lifecycleAdmin(emulator, "POST", "timing", { stepMs: 25 });
    expect(changed.body).toEqual({
      stepMs: 25,
      certificateWindowSeconds: DEFAULT_CERTIFICATE_WINDOW_SECONDS,
      ...READS,
    });
    const both = await lifecycleAdmin(emulator, "POST", "timing", { certificateWindowSeconds: 0.5 });
    expect(both.body).toEqual({ stepMs: 25, certificateWindowSeconds: 0.5, ...READS });
    for (const body of [
      { stepMs: -1 },
      { certificateWindowSeconds: "60" },
      { dailyLimit: 3 },
      { stepMs: 1, x: 1 },
      { pageSize: 0 },
      { environmentInfoCalls: 1.5 },
    ]) {
      expect((await admin(emulator, "POST", "lifecycle/timing", body)).status).toBe(400);
    }
    expect((await lifecycleAdmin(emulator, "GET", "timing")).body).toEqual({
      stepMs: 25,
      certificateWindowSeconds: 0.5,
      ...READS,
    });
  });

  it("answers and sets the daily limit, and refuses bad values", async () => {
    expect((await lifecycleAdmin(emulator, "GET", "daily-limit")).body).toEqual({
      limit: DEFAULT_DAILY_OPERATION_LIMIT,
    });
    const set = await lifecycleAdmin(emulator, "POST", "daily-limit", { limit: 0 });
    expect(set.body).toEqual({ limit: 0 });
    expectRefused(
      await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "b")),
      `Maximum allowed API operations are 0 from ${new Date(clock.now).toISOString().replace(/Z$/, "0000")}`,
    );
    for (const body of [{ limit: -1 }, { limit: 2.5 }, { limit: "3" }, {}, { limit: 1, more: true }]) {
      expect((await admin(emulator, "POST", "lifecycle/daily-limit", body)).status).toBe(400);
    }
  });

  it("reads a body sent without a JSON content type, as curl -d sends it", async () => {
    const reply = await fetch(`${emulator.url}/_admin/lifecycle/daily-limit`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: '{"limit":4}',
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ limit: 4 });
  });
});

describe("lifecycle admin: projects", () => {
  const project = {
    projectId: PROJECT,
    environments: [
      { environmentId: ENV_A, name: "fabrikam-prod", type: "Production" },
      { environmentId: ENV_B, name: "fabrikam-dev", type: "Sandbox" },
    ],
  };

  it("adds a project whose environments the service then serves", async () => {
    const added = await lifecycleAdmin(emulator, "POST", "projects", project);
    expect(added.status).toBe(201);
    expect(added.body).toEqual(project);
    expectSuccess(await lifecycle("POST", refreshUrl(emulator, ENV_A, ENV_B, PROJECT)));
    const data = expectSuccess(await lifecycle("GET", certificateUrl(emulator, ENV_B, PROJECT)));
    expect(data?.Filename).toBe("fabrikam-dev-rsat-certificate.zip");
    const projects = (await lifecycleAdmin(emulator, "GET", "projects")).body.projects;
    expect(projects).toEqual([
      project,
      { projectId: SEED_LIFECYCLE_PROJECT_ID, environments: SEED_LIFECYCLE_ENVIRONMENTS },
    ]);
  });

  it("takes each environment's application release and build, null for one the metadata does not report", async () => {
    const versioned = {
      projectId: PROJECT,
      environments: [
        {
          ...project.environments[0],
          applicationRelease: "10.0.40",
          applicationBuildVersion: "10.0.1935.92",
        },
        { ...project.environments[1], applicationRelease: null, applicationBuildVersion: null },
      ],
    };
    expect((await lifecycleAdmin(emulator, "POST", "projects", versioned)).status).toBe(201);
    const reply = await lifecycle("GET", `${emulator.url}/environmentinfo/v1/detail/project/${PROJECT}/`);
    const environments = reply.body.Data as Record<string, unknown>[];
    expect(
      environments.map((e) => [e.CurrentApplicationReleaseName, e.CurrentApplicationBuildVersion]),
    ).toEqual([
      ["10.0.40", "10.0.1935.92"],
      [null, null],
    ]);
  });

  it("replaces a project with the same id", async () => {
    await lifecycleAdmin(emulator, "POST", "projects", project);
    await lifecycleAdmin(emulator, "POST", "projects", { projectId: PROJECT, environments: [] });
    expectRefused(
      await lifecycle("POST", exportUrl(emulator, ENV_B, "b", PROJECT)),
      `Environment ${ENV_B} was not found in project ${PROJECT}.`,
    );
  });

  it.each([
    [{ projectId: 0, environments: [] }],
    [{ projectId: "77", environments: [] }],
    [{ projectId: 77 }],
    [{ projectId: 77, environments: [{ environmentId: "env-1", name: "a", type: "Sandbox" }] }],
    [{ projectId: 77, environments: [{ environmentId: ENV_A, name: "a/b", type: "Sandbox" }] }],
    [{ projectId: 77, environments: [{ environmentId: ENV_A, name: "", type: "Sandbox" }] }],
    [{ projectId: 77, environments: [{ environmentId: ENV_A, name: "a", type: "Test" }] }],
    [
      {
        projectId: 77,
        environments: [
          { environmentId: ENV_A, name: "a", type: "Sandbox" },
          { environmentId: ENV_A.toUpperCase(), name: "b", type: "Sandbox" },
        ],
      },
    ],
    [{ projectId: 77, environments: [], owner: "x" }],
    [
      {
        projectId: 77,
        environments: [{ environmentId: ENV_A, name: "a", type: "Sandbox", applicationRelease: "ten" }],
      },
    ],
    [
      {
        projectId: 77,
        environments: [{ environmentId: ENV_A, name: "a", type: "Sandbox", applicationBuildVersion: 10 }],
      },
    ],
  ])("refuses %j with 400", async (body) => {
    expect((await admin(emulator, "POST", "lifecycle/projects", body)).status).toBe(400);
  });
});

describe("lifecycle admin: operations done by hand", () => {
  const base = { projectId: SEED_LIFECYCLE_PROJECT_ID, environmentId: SEED_ENV_UAT };

  it("runs with no end, and is Completed with one unless a status is given", async () => {
    const running = await lifecycleAdmin(emulator, "POST", "history", base);
    expect(running.body).toMatchObject({ status: "InProgress", endedAt: null });
    const ended = new Date(clock.now).toISOString();
    const done = await lifecycleAdmin(emulator, "POST", "history", { ...base, endedAt: ended });
    expect(done.body).toMatchObject({ status: "Completed", endedAt: ended });
    const failed = await lifecycleAdmin(emulator, "POST", "history", {
      ...base,
      endedAt: ended,
      status: "Failed",
    });
    expect(failed.body).toMatchObject({ status: "Failed" });
  });

  it.each([
    [{ endedAt: "yesterday" }],
    [{ startedAt: "2026-03-10T08:00:00Z", endedAt: "2026-03-10T07:00:00Z" }],
    [{ status: "" }],
    [{ status: 3 }],
  ])("refuses %j with 400", async (body) => {
    expect((await admin(emulator, "POST", "lifecycle/history", { ...base, ...body })).status).toBe(400);
  });
});

describe("lifecycle admin: routing and reset", () => {
  it("answers 404 for an unknown lifecycle admin route and 405 with Allow for a wrong method", async () => {
    expect((await admin(emulator, "GET", "lifecycle/nothing")).status).toBe(404);
    const wrong = await admin(emulator, "DELETE", "lifecycle/operations");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET");
  });

  it("brings back the seed, the starting timing and limit, and forgets operations and queued outcomes", async () => {
    await startExport(emulator);
    await lifecycleAdmin(emulator, "POST", "projects", { projectId: PROJECT, environments: [] });
    await lifecycleAdmin(emulator, "POST", "projects", {
      projectId: SEED_LIFECYCLE_PROJECT_ID,
      environments: [],
    });
    await lifecycleAdmin(emulator, "POST", "timing", { stepMs: 1, certificateWindowSeconds: 1 });
    await lifecycleAdmin(emulator, "POST", "daily-limit", { limit: 1 });
    await lifecycleAdmin(emulator, "POST", "next-outcome", { status: "Failed" });
    expect((await admin(emulator, "POST", "reset")).status).toBe(204);
    expect(await listOperations(emulator)).toEqual([]);
    expect((await lifecycleAdmin(emulator, "GET", "projects")).body.projects).toEqual([
      { projectId: SEED_LIFECYCLE_PROJECT_ID, environments: SEED_LIFECYCLE_ENVIRONMENTS },
    ]);
    expect((await lifecycleAdmin(emulator, "GET", "timing")).body).toEqual({
      stepMs: DEFAULT_LIFECYCLE_STEP_MS,
      certificateWindowSeconds: DEFAULT_CERTIFICATE_WINDOW_SECONDS,
      ...READS,
    });
    expect((await lifecycleAdmin(emulator, "GET", "daily-limit")).body).toEqual({
      limit: DEFAULT_DAILY_OPERATION_LIMIT,
    });
    expect((await lifecycleAdmin(emulator, "GET", "next-outcome")).body).toEqual({ queued: [] });
    // Two starts after the first: the limit of 1 is gone. Each ends before the next starts.
    clock.now += 2 * DEFAULT_LIFECYCLE_STEP_MS;
    await startExport(emulator);
    clock.now += 2 * DEFAULT_LIFECYCLE_STEP_MS;
    await startExport(emulator);
  });
});

describe("lifecycle: request counts and faults", () => {
  it("counts lifecycle requests by method and operation, refused and unauthenticated ones included", async () => {
    await admin(emulator, "DELETE", "requests");
    await lifecycle("GET", certificateUrl(emulator, SEED_ENV_UAT), { version: null });
    await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT), { token: null });
    await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "b"));
    await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "c"));
    await lifecycle("GET", statusUrl(emulator, SEED_ENV_UAT, ENV_A));
    await lifecycle("GET", `${emulator.url}/databasemovement/v1/other`);
    expect((await admin(emulator, "GET", "requests")).body).toEqual({
      total: 6,
      byRoute: {
        "GET rsatdownload": 1,
        "POST refresh": 1,
        "POST export": 2,
        "GET fetchstatus": 1,
        "GET (unknown)": 1,
      },
    });
  });

  it.each([
    [503, undefined],
    [429, "7"],
  ])("answers an injected %i on a lifecycle path with the envelope", async (status, retryAfter) => {
    const rule = {
      pathIncludes: "/databasemovement/",
      status,
      times: 1,
      ...(retryAfter ? { retryAfter } : {}),
    };
    expect((await admin(emulator, "POST", "faults", rule)).status).toBe(204);
    const reply = await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "b"));
    expect(reply.status).toBe(status);
    expect(reply.headers.get("retry-after")).toBe(retryAfter ?? null);
    expect(reply.headers.get("x-svc-request-id")).toMatch(GUID);
    expect(reply.body).toEqual({
      IsSuccess: false,
      OperationActivityId: expect.stringMatching(LOWER_GUID),
      ErrorMessage: expect.stringContaining("fault injected by the emulator"),
      VersionEOL: LIFECYCLE_VERSION_EOL,
    });
    expect(await listOperations(emulator)).toEqual([]);
  });
});

describe("lifecycle: start options", () => {
  it.each([
    [{ stepMs: -1 }, "lifecycle.stepMs must be a number >= 0, not -1."],
    [
      { certificateWindowSeconds: Number.NaN },
      "lifecycle.certificateWindowSeconds must be a number >= 0, not NaN.",
    ],
    [{ dailyLimit: 1.5 }, "lifecycle.dailyLimit must be an integer >= 0, not 1.5."],
  ])("refuses %j with a RangeError", async (lifecycleOptions, message) => {
    await expect(startEmulator({ lifecycle: lifecycleOptions })).rejects.toThrow(new RangeError(message));
  });

  it("starts with the timing and limit given, and a reset goes back to them", async () => {
    const custom = await startEmulator({
      lifecycle: { stepMs: 10, certificateWindowSeconds: 2, dailyLimit: 3 },
    });
    try {
      await admin(custom, "POST", "lifecycle/timing", { stepMs: 99 });
      await admin(custom, "POST", "reset");
      expect((await admin(custom, "GET", "lifecycle/timing")).body).toEqual({
        stepMs: 10,
        certificateWindowSeconds: 2,
        ...READS,
      });
      expect((await admin(custom, "GET", "lifecycle/daily-limit")).body).toEqual({ limit: 3 });
    } finally {
      await custom.close();
    }
  });
});
