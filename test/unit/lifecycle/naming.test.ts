/**
 * Lifecycle Services' naming: the version header is Microsoft's `x-ms-version` or the spec's
 * `x-svc-version`, never both, on the routes that take it; a refusal asking for `x-ms-version`
 * names the setting to change.
 */
import type { Naming } from "../../../src";
import { listDatabaseBackups } from "../../../src/lifecycle";
import { LifecycleClient } from "../../../src/lifecycle/client";
import { collect } from "../../../src/core/clients/paging";
import { FakeClock } from "../../support/fake-clock";
import { ScriptedServer } from "../../support/scripted-server";
import { ok, refused } from "./support/envelopes";

const TOKEN = "lifecycle-token-1";
const SOURCE = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
const TARGET = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const OP = "6f2c1d9e-0000-4000-8000-000000000001";
const REFRESH = { projectId: 1234, sourceEnvironmentId: SOURCE, targetEnvironmentId: TARGET };
const server = new ScriptedServer();

beforeAll(() => server.start());
afterAll(() => server.stop());

function client(env: Record<string, string> = {}): LifecycleClient {
  const sources = { env: { BIZOPS_LIFECYCLE_URL: server.url, BIZOPS_LIFECYCLE_TOKEN: TOKEN, ...env } };
  return LifecycleClient.fromSources(sources, { clock: new FakeClock() });
}

/** The version headers a request carried, by name. */
function versionHeaders(index = 0): Record<string, unknown> {
  const headers = server.received[index]?.headers ?? {};
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.endsWith("-version")));
}

// Worded as the emulator's refusal of the spec's header, with Microsoft's name in it.
const ASKS_FOR_MS_VERSION = "The x-ms-version header is required and must be 2017-09-15.";

describe("Lifecycle Services' naming", () => {
  it("sends x-ms-version and nothing of the spec's names under microsoft", async () => {
    server.answer(ok(OP), { status: 200, body: { IsSuccess: true, Data: [], ResultHasMorePages: false } });
    const microsoft = client({ BIZOPS_LIFECYCLE_NAMING: "microsoft" });
    await microsoft.startRefresh(REFRESH);
    await collect(microsoft.listEnvironments(1234));
    expect(versionHeaders(0)).toEqual({ "x-ms-version": "2017-09-15" });
    expect(versionHeaders(1)).toEqual({ "x-ms-version": "2017-09-15" });
  });

  it("sends x-svc-version only to a loopback host by default", async () => {
    server.answer(ok(OP));
    await client().startRefresh(REFRESH);
    expect(versionHeaders()).toEqual({ "x-svc-version": "2017-09-15" });
  });

  it("sends no version header with the export under either naming, as its page lists none", async () => {
    server.answer(ok(OP), ok(OP));
    const ref = { projectId: 1234, environmentId: SOURCE, backupName: "backup1" };
    await client({ BIZOPS_LIFECYCLE_NAMING: "microsoft" }).startExport(ref);
    await client({ BIZOPS_LIFECYCLE_NAMING: "spec" }).startExport(ref);
    expect(versionHeaders(0)).toEqual({});
    expect(versionHeaders(1)).toEqual({});
  });

  it("takes an explicit naming from a function's settings, and refuses a bad one by name before any request", async () => {
    server.answer({ status: 200, body: { IsSuccess: true, DatabaseAssets: [] } });
    const settings = { lifecycleUrl: server.url, lifecycleToken: TOKEN };
    await listDatabaseBackups({ projectId: 1234, settings: { ...settings, lifecycleNaming: "microsoft" } });
    expect(versionHeaders()).toEqual({ "x-ms-version": "2017-09-15" });
    server.answer();
    const error = await listDatabaseBackups({
      projectId: 1234,
      // A program without types (YAML, JavaScript) may pass any text.
      settings: { ...settings, lifecycleNaming: "Microsoft" as Naming },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toMatch(/lifecycleNaming: must be microsoft or spec/);
    expect(server.received).toHaveLength(0);
  });

  it("refuses a bad value by its variable, listing the values, before any request", () => {
    server.answer();
    expect(() => client({ BIZOPS_LIFECYCLE_NAMING: "x-ms" })).toThrow(
      expect.objectContaining({
        code: "InvalidSettings",
        message: expect.stringMatching(/BIZOPS_LIFECYCLE_NAMING\) must be microsoft or spec/),
      }),
    );
    expect(server.received).toHaveLength(0);
  });

  it("names the setting to change when a refusal asks for x-ms-version under the spec's names", async () => {
    server.answer(refused(ASKS_FOR_MS_VERSION));
    const error = await client()
      .startRefresh(REFRESH, { refusedHint: "Nothing was started." })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "Refused", serviceMessage: expect.stringContaining("x-ms-version") });
    expect((error as { hint: string }).hint).toMatch(
      /\(x-svc-version for x-ms-version\): set bizops:lifecycleNaming to microsoft \(BIZOPS_LIFECYCLE_NAMING\)\.$/,
    );
  });

  it("names it too when the refusal comes as an HTTP error", async () => {
    server.answer({ ...refused(ASKS_FOR_MS_VERSION), status: 400 });
    const error = await collect(client({ BIZOPS_LIFECYCLE_NAMING: "spec" }).listDatabaseBackups(1234)).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 400 });
    expect((error as { hint: string }).hint).toMatch(/set BIZOPS_LIFECYCLE_NAMING to microsoft\.$/);
  });

  it("keeps the caller's hint for a refusal that does not ask for x-ms-version, and under microsoft", async () => {
    server.answer(refused("Environment is not a sandbox."), refused(ASKS_FOR_MS_VERSION));
    const context = { refusedHint: "Nothing was started." };
    const other = await client()
      .startRefresh(REFRESH, context)
      .catch((e: unknown) => e);
    const microsoft = await client({ BIZOPS_LIFECYCLE_NAMING: "microsoft" })
      .startRefresh(REFRESH, context)
      .catch((e: unknown) => e);
    expect(other).toMatchObject({ hint: "Nothing was started." });
    expect(microsoft).toMatchObject({ hint: "Nothing was started." });
  });
});
