/**
 * The guard rails on their own: how the history's entries count against the 3 starts per 24
 * hours, how much of the history it reads, one operation per environment at a time, and the same
 * application release for a refresh. The fake clock stands at 2026-11-21T12:00Z.
 */
import { LifecycleClient } from "../../../../src/lifecycle/client";
import { EnvironmentGuard, type StartCheck } from "../../../../src/lifecycle/operations/environment-guard";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";
import { environmentsPage, historyOf, historyPage } from "../support/envelopes";

const TARGET = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const server = new ScriptedServer();
let client: LifecycleClient;
let clock: FakeClock;
let guard: EnvironmentGuard;

beforeAll(async () => {
  await server.start();
});
beforeEach(() => {
  clock = new FakeClock();
  client = new LifecycleClient({ baseUrl: server.url, credential: "lifecycle-token-1" }, { clock });
  guard = new EnvironmentGuard(() => undefined);
});
afterAll(() => server.stop());

const sandbox = () => environmentsPage([{ id: TARGET, name: "contoso-uat", type: "Sandbox" }]);
const start = (): StartCheck => ({
  resource: "bizops:DatabaseExport",
  noun: "export",
  projectId: 1234,
  scope: { lifecycleUrl: server.url },
  environments: [{ input: "environmentId", environmentId: TARGET, mustBeSandbox: true }],
  quotaEnvironmentId: TARGET,
  now: clock.now(),
});
/** Two starts well inside the last 24 hours, beside the entry under test. */
const twoRecent = [
  { StartDateTimeUtc: "2026-11-21T09:00:00.0" },
  { StartDateTimeUtc: "2026-11-21T10:00:00.0" },
];
const historyReads = () => server.received.filter((r) => r.url.includes("/history/"));

async function checked(third: Record<string, unknown>): Promise<unknown> {
  server.answer(sandbox(), historyOf([...twoRecent, third]));
  return guard.check(client, start()).then(
    () => "let through",
    (error: unknown) => error,
  );
}

describe("the quota count, each doubt towards a higher count", () => {
  it("counts an entry with no start time that has not ended as started now, and says so", async () => {
    const error = await checked({ Name: "Queued refresh", StartDateTimeUtc: null, EndDateTimeUtc: null });
    expect(error).toMatchObject({ code: "Refused" });
    expect((error as Error).message).toContain(
      "2026-11-21T12:00:00.000Z (Queued refresh has no start time and has not ended: counted as started now)",
    );
  });

  it("counts an entry with no start time from its end, so one that ended two days ago does not count", async () => {
    expect(await checked({ StartDateTimeUtc: null, EndDateTimeUtc: "2026-11-19T08:00:00.0" })).toBe(
      "let through",
    );
    guard = new EnvironmentGuard(() => undefined);
    expect(await checked({ StartDateTimeUtc: null, EndDateTimeUtc: "2026-11-21T08:00:00.0" })).toMatchObject({
      code: "Refused",
    });
  });

  it("reads the US form the service writes elsewhere (month first, 12-hour clock) as UTC", async () => {
    const error = await checked({ StartDateTimeUtc: "11/21/2026 1:05 AM" });
    expect((error as Error).message).toContain("2026-11-21T01:05:59.999Z");
    guard = new EnvironmentGuard(() => undefined);
    const afternoon = await checked({ StartDateTimeUtc: "11/21/2026 1:05:30 PM" });
    expect((afternoon as Error).message).toContain("2026-11-21T13:05:30.999Z");
  });

  it("counts a start time that cannot be read as started now when the entry has not ended, naming it", async () => {
    const error = await checked({ Name: "Odd entry", StartDateTimeUtc: "Saturday at noon" });
    expect((error as Error).message).toContain(
      "Odd entry has a start time that cannot be read (Saturday at noon) and has not ended: counted as started now",
    );
    guard = new EnvironmentGuard(() => undefined);
    expect(await checked({ StartDateTimeUtc: "2/30/2026 1:00 PM" })).toMatchObject({ code: "Refused" });
  });

  it("counts an unreadable start from a readable end, so a finished entry stops counting a day after it ended", async () => {
    const odd = { Name: "Odd entry", StartDateTimeUtc: "Saturday at noon" };
    expect(await checked({ ...odd, EndDateTimeUtc: "2026-11-19T08:00:00.0" })).toBe("let through");
    guard = new EnvironmentGuard(() => undefined);
    const error = await checked({ ...odd, EndDateTimeUtc: "2026-11-21T08:00:00.0" });
    expect((error as Error).message).toContain(
      "Odd entry has a start time that cannot be read (Saturday at noon): counted as started when it ended",
    );
  });

  it("stops counting a start exactly 24 hours after it, and not a moment before", async () => {
    expect(await checked({ StartDateTimeUtc: "2026-11-20T12:00:00.0" })).toBe("let through");
    guard = new EnvironmentGuard(() => undefined);
    const error = await checked({ StartDateTimeUtc: "2026-11-20T12:00:00.001" });
    expect((error as Error).message).toContain("the next can start at 2026-11-21T12:00:00.001Z");
  });

  it("counts a US-form time until 24 hours after the end of the minute it names", async () => {
    // 12:00 PM may be any instant up to 12:00:59.999.
    expect(await checked({ StartDateTimeUtc: "11/20/2026 12:00 PM" })).toMatchObject({ code: "Refused" });
    guard = new EnvironmentGuard(() => undefined);
    expect(await checked({ StartDateTimeUtc: "11/20/2026 11:59 AM" })).toBe("let through");
  });
});

describe("how much history the guard reads", () => {
  it("stops at the first entry older than 24 hours: an old sandbox costs one page", async () => {
    server.answer(
      sandbox(),
      historyPage(["2026-11-21T09:00:00.0", "2026-11-18T09:00:00.0"], 1, true),
      historyPage(["2026-11-17T09:00:00.0"], 2, true),
    );
    await guard.check(client, start());
    expect(historyReads().map((r) => r.url)).toEqual([expect.stringMatching(/\?page=1$/)]);
  });

  it("reads on while every entry is recent, and stops on the page where an old one shows", async () => {
    server.answer(
      sandbox(),
      historyPage(["2026-11-21T09:00:00.0"], 1, true),
      historyPage(["2026-11-21T08:00:00.0", "2026-11-19T09:00:00.0"], 2, true),
      historyPage(["2026-11-18T09:00:00.0"], 3, false),
    );
    await guard.check(client, start());
    expect(historyReads()).toHaveLength(2);
  });

  it("reads past an entry with no start time, which may be recent", async () => {
    server.answer(
      sandbox(),
      historyOf([{ StartDateTimeUtc: null }], 1, true),
      historyPage(["2026-11-19T09:00:00.0"], 2, true),
    );
    await guard.check(client, start());
    expect(historyReads()).toHaveLength(2);
  });
});

describe("one operation per environment at a time", () => {
  const running = {
    Name: "Database export nightly",
    Type: "DatabaseExport",
    StartDateTimeUtc: "2026-11-21T11:30:00.0",
    EndDateTimeUtc: null,
    Status: "InProgress",
    ActivityId: "5d1f0c3a-7e2b-4c9d-8a6f-3b2e1d0c9f8e",
  };
  const outcome = (history: Record<string, unknown>[]) => {
    server.answer(sandbox(), historyOf(history));
    return guard.check(client, start()).then(
      () => "let through",
      (error: unknown) => error,
    );
  };

  it("refuses a start while the history shows an operation with no end and a status that is not final, naming it and what to do", async () => {
    const error = await outcome([running]);
    expect(error).toMatchObject({
      code: "Refused",
      message: expect.stringContaining(
        "environment contoso-uat (2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f) is busy: DatabaseExport 5d1f0c3a-7e2b-4c9d-8a6f-3b2e1d0c9f8e (InProgress, started 2026-11-21T11:30:00.0) has not ended",
      ),
      hint: expect.stringMatching(
        /^Run `pulumi up` again once it has ended; lifecycle\.getEnvironmentHistory/,
      ),
    });
    expect((error as Error).message).toContain("Nothing was started");
  });

  it("takes a queued operation, and a rollback in progress, as running", async () => {
    const queued = { ...running, StartDateTimeUtc: null, Status: "NotStarted" };
    expect(await outcome([queued])).toMatchObject({
      message: expect.stringContaining("(NotStarted, not started yet)"),
    });
    guard = new EnvironmentGuard(() => undefined);
    expect(await outcome([{ ...running, Status: "RollbackInProgress" }])).toMatchObject({ code: "Refused" });
  });

  it("lets a start through once the operation has ended, or has a final status", async () => {
    expect(
      await outcome([{ ...running, EndDateTimeUtc: "2026-11-21T11:45:00.0", Status: "Completed" }]),
    ).toBe("let through");
    guard = new EnvironmentGuard(() => undefined);
    expect(await outcome([{ ...running, Status: "Failed" }])).toBe("let through");
    guard = new EnvironmentGuard(() => undefined);
    expect(await outcome([{ ...running, EndDateTimeUtc: "2026-11-21T11:45:00.0" }])).toBe("let through");
  });

  it("refuses a start while one this process let through is not listed as ended, until it is or this process saw it end", async () => {
    const OWN = "0b7e6d5c-4a3b-4c2d-9e1f-0a9b8c7d6e5f";
    server.answer(sandbox(), historyOf([]), historyOf([]), historyOf([]));
    const slot = await guard.check(client, start());
    slot.started(OWN);
    await expect(guard.check(client, start())).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringContaining(
        `is busy: bizops:DatabaseExport export ${OWN} (started by this run at`,
      ),
    });
    slot.ended();
    await expect(guard.check(client, start())).resolves.toBeDefined();
  });

  it("lets a start through once the history lists this process's start as ended", async () => {
    const OWN = "0b7e6d5c-4a3b-4c2d-9e1f-0a9b8c7d6e5f";
    const listed = { ActivityId: OWN, StartDateTimeUtc: "2026-11-21T12:00:00.0" };
    server.answer(
      sandbox(),
      historyOf([]),
      historyOf([{ ...listed, Status: "InProgress" }]),
      historyOf([{ ...listed, Status: "Completed", EndDateTimeUtc: "2026-11-21T12:00:00.0" }]),
    );
    (await guard.check(client, start())).started(OWN);
    await expect(guard.check(client, start())).rejects.toMatchObject({
      message: expect.stringContaining(`DatabaseRefresh ${OWN} (InProgress`),
    });
    await expect(guard.check(client, start())).resolves.toBeDefined();
  });

  it("refuses a start this process let through whose answer has not come yet", async () => {
    server.answer(sandbox(), historyOf([]), historyOf([]));
    await guard.check(client, start());
    await expect(guard.check(client, start())).rejects.toMatchObject({
      message: expect.stringContaining("bizops:DatabaseExport export (its start not yet answered)"),
    });
  });
});

describe("a refresh only between the same application release", () => {
  const SOURCE = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
  const refresh = (): StartCheck => ({
    ...start(),
    resource: "bizops:DatabaseRefresh",
    noun: "refresh",
    environments: [
      { input: "sourceEnvironmentId", environmentId: SOURCE, mustBeSandbox: false },
      { input: "targetEnvironmentId", environmentId: TARGET, mustBeSandbox: true },
    ],
    sameApplicationRelease: true,
  });
  const project = (source: string | null | undefined, target: string | null | undefined) =>
    environmentsPage([
      { id: SOURCE, name: "contoso-prod", type: "Production", release: source, build: "10.0.2015.54" },
      { id: TARGET, name: "contoso-uat", type: "Sandbox", release: target, build: "10.0.1935.92" },
    ]);

  it("refuses a refresh between different application releases before reading the history, naming both", async () => {
    server.answer(project("10.0.41", "10.0.40"));
    await expect(guard.check(client, refresh())).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringContaining(
        "sourceEnvironmentId contoso-prod (7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10) runs application release 10.0.41 (build 10.0.2015.54) and targetEnvironmentId contoso-uat (2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f) runs 10.0.40 (build 10.0.1935.92)",
      ),
      hint: expect.stringContaining("same application release"),
    });
    expect(historyReads()).toHaveLength(0);
  });

  it("lets a refresh through between builds of the same release", async () => {
    server.answer(project("10.0.41", "10.0.41"), historyOf([]));
    await expect(guard.check(client, refresh())).resolves.toBeDefined();
  });

  it("does not hold a refresh back when either release is unknown", async () => {
    server.answer(project(null, "10.0.40"), historyOf([]), project("10.0.41", undefined), historyOf([]));
    await expect(guard.check(client, refresh())).resolves.toBeDefined();
    guard = new EnvironmentGuard(() => undefined);
    await expect(guard.check(client, refresh())).resolves.toBeDefined();
  });
});
