/**
 * The lifecycle read routes' paging: where a listing stops, how long one read may wait out 429s
 * over all its pages, and what each wait says.
 */
import { collect } from "../../../../src/core/clients/paging";
import { LifecycleClient } from "../../../../src/lifecycle/client";
import {
  readBackups,
  readEnvironments,
} from "../../../../src/lifecycle/environment-info/environment-info-reads";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";
import { environmentsPage } from "../support/envelopes";

const ENV_A = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
const ENV_B = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const server = new ScriptedServer();
let client: LifecycleClient;
let clock: FakeClock;
let reports: string[];

beforeAll(async () => {
  await server.start();
});
beforeEach(() => {
  clock = new FakeClock();
  reports = [];
  client = new LifecycleClient({ baseUrl: server.url, credential: "lifecycle-token-1" }, { clock });
});
afterAll(() => server.stop());

const throttled = (seconds: number) => ({ status: 429, headers: { "retry-after": String(seconds) } });
const page = (id: string, n: number, more: boolean) =>
  environmentsPage([{ id, name: `env-${n}`, type: "Sandbox" }], n, more);

describe("lifecycle paged reads", () => {
  it("stop at an empty page even when it says more pages follow", async () => {
    server.answer(page(ENV_A, 1, true), environmentsPage([], 2, true), page(ENV_B, 3, false));
    const items = await collect(client.listEnvironments(1234));
    expect(items.map((item) => item.EnvironmentId)).toEqual([ENV_A]);
    expect(server.received).toHaveLength(2);
  });

  it("stop at an empty page whose Data is null", async () => {
    const empty = environmentsPage([], 1, true);
    server.answer({ ...empty, body: { ...empty.body, Data: null } }, page(ENV_B, 2, false));
    await expect(collect(client.listEnvironments(1234))).resolves.toEqual([]);
    expect(server.received).toHaveLength(1);
  });

  it("share one wait bound among all the pages of one read", async () => {
    // 2 s for page 1 leaves 1 s of the 3: page 2's 2 s wait is past the bound.
    server.answer(throttled(2), page(ENV_A, 1, true), throttled(2), page(ENV_B, 2, false));
    await expect(readEnvironments(client, 1234, (m) => reports.push(m), 3)).rejects.toMatchObject({
      status: 429,
    });
    expect(clock.sleeps).toEqual([2000]);
  });

  it("wait out every page's 429 while the read's bound holds them all", async () => {
    server.answer(throttled(2), page(ENV_A, 1, true), throttled(2), page(ENV_B, 2, false));
    const environments = await readEnvironments(client, 1234, (m) => reports.push(m), 4);
    expect(environments.map((env) => env.environmentId)).toEqual([ENV_A, ENV_B]);
    expect(clock.sleeps).toEqual([2000, 2000]);
    expect(reports[0]).toMatch(/the service allows 6 reads of a project's environments per minute/);
  });

  it("explain a 429 of the backups route without the metadata and history routes' limits", async () => {
    server.answer(throttled(1), { status: 200, body: { IsSuccess: true, DatabaseAssets: [] } });
    await readBackups(client, 1234, (m) => reports.push(m));
    expect(reports).toEqual([
      "bizops: waiting 1 s before reading again for lifecycle.listDatabaseBackups (the service asked to wait; it documents no limit for reading a project's backups).",
    ]);
  });
});
