/**
 * The public lifecycle client checks every id and name before it becomes part of a path: a value
 * such as `..` would otherwise move the request to another route with the token on it.
 */
import { LifecycleClient } from "../../../src/lifecycle/client";
import { FakeClock } from "../../support/fake-clock";
import { ScriptedServer } from "../../support/scripted-server";
import { ok } from "./support/envelopes";

const SOURCE = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
const TARGET = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const OP = "6f2c1d9e-0000-4000-8000-000000000001";
const server = new ScriptedServer();
let client: LifecycleClient;

beforeAll(async () => {
  await server.start();
  client = new LifecycleClient(
    { baseUrl: server.url, credential: "lifecycle-token-1" },
    { clock: new FakeClock() },
  );
});
beforeEach(() => server.answer(ok(OP)));
afterAll(() => server.stop());

/** Calls that JavaScript (or a cast) can make with any value; each names what it refuses. */
const CALLS: Array<[string, string, () => Promise<unknown>]> = [
  [
    "startRefresh",
    "sourceEnvironmentId",
    () => client.startRefresh({ projectId: 1, sourceEnvironmentId: "..", targetEnvironmentId: ".." }),
  ],
  [
    "startRefresh",
    "targetEnvironmentId",
    () => client.startRefresh({ projectId: 1, sourceEnvironmentId: SOURCE, targetEnvironmentId: "../../x" }),
  ],
  [
    "startRefresh",
    "projectId",
    () =>
      client.startRefresh({
        projectId: ".." as unknown as number,
        sourceEnvironmentId: SOURCE,
        targetEnvironmentId: TARGET,
      }),
  ],
  [
    "startRefresh",
    "projectId",
    () => client.startRefresh({ projectId: -1, sourceEnvironmentId: SOURCE, targetEnvironmentId: TARGET }),
  ],
  [
    "startExport",
    "environmentId",
    () => client.startExport({ projectId: 1, environmentId: ".", backupName: "b" }),
  ],
  [
    "startExport",
    "backupName",
    () => client.startExport({ projectId: 1, environmentId: TARGET, backupName: ".." }),
  ],
  [
    "startExport",
    "backupName",
    () => client.startExport({ projectId: 1, environmentId: TARGET, backupName: "a/../../b" }),
  ],
  [
    "startExport",
    "backupName",
    () => client.startExport({ projectId: 1, environmentId: TARGET, backupName: "" }),
  ],
  ["fetchCertificate", "environmentId", () => client.fetchCertificate({ projectId: 1, environmentId: ".." })],
  [
    "operationStatus",
    "operationActivityId",
    () => client.operationStatus({ projectId: 1, environmentId: TARGET }, ".."),
  ],
  [
    "operationStatus",
    "operationActivityId",
    () => client.operationStatus({ projectId: 1, environmentId: TARGET }, "op?x=1"),
  ],
];

describe("LifecycleClient refuses ids and names that would bend the path", () => {
  it.each(CALLS)("%s refuses a bad %s by name, sending nothing", async (_method, argument, call) => {
    const error = await call().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toContain(`Invalid argument ${argument}:`);
    expect(server.received).toHaveLength(0);
  });

  it("posts a refresh of well-formed ids on the spec's path, GUIDs lower case", async () => {
    await client.startRefresh({
      projectId: 7,
      sourceEnvironmentId: SOURCE.toUpperCase(),
      targetEnvironmentId: `{${TARGET}}`,
    });
    expect(server.received[0]?.url).toBe(
      `/databasemovement/v1/refresh/project/7/source/${SOURCE}/target/${TARGET}`,
    );
  });
});
