/**
 * The quota guard rail on its own: how the history's entries count against the 3 starts per 24
 * hours, and how much of the history it reads. The fake clock stands at 2026-11-21T12:00Z.
 */
import { LifecycleClient } from "../../../src/lifecycle/client";
import { EnvironmentGuard, type StartCheck } from "../../../src/lifecycle/operations/environment-guard";
import { FakeClock } from "../../support/fake-clock";
import { ScriptedServer } from "../../support/scripted-server";
import { environmentsPage, historyOf, historyPage } from "./envelopes";

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
