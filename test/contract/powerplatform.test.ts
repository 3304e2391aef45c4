/**
 * The Power Platform API exchanges of fixtures/powerplatform/microsoft-examples.ts replayed against
 * the emulator: each example's request, its token placeholder replaced by the emulator's, gets the
 * example's status, header names and body, once the emulator holds the examples' environments
 * (staged through the admin routes, in an otherwise empty tenant, on the examples' clock). Values
 * the service makes (operation and backup ids, times, who called, message texts) are compared by
 * kind; everything else as recorded.
 */
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import type { Fixture, MicrosoftExample } from "./fixtures/fixture";
import {
  DOCS_BACKUP,
  DOCS_NOW,
  DOCS_OPERATION_ID,
  DOCS_OPERATION_URL,
  DOCS_REQUESTED_BY,
  DOCS_SOURCE_ENVIRONMENT_ID,
  DOCS_TARGET_ENVIRONMENT,
  DOCS_TARGET_ENVIRONMENT_ID,
  DOCS_TENANT_ID,
  operationStatuses,
  stepStatuses,
  throttled,
} from "./fixtures/powerplatform/environment-management";
import { daysOfWeek, deploymentTypes, finOpsNotFound, updateCadences } from "./fixtures/powerplatform/finops";
import {
  MICROSOFT_TOKEN_PLACEHOLDER,
  microsoftCopy,
  microsoftCopyCandidates,
  microsoftCopyConflict,
  microsoftCopyTypeRefused,
  microsoftCreateBackup,
  microsoftDeleteBackup,
  microsoftEnvironmentOperation,
  microsoftFinOpsProperties,
  microsoftFinOpsVersions,
  microsoftGetEnvironment,
  microsoftGetMaintenance,
  microsoftListBackups,
  microsoftOperation,
  microsoftRestore,
  microsoftTransactionlessCopy,
  microsoftUpdateMaintenance,
  microsoftValidateOnlyCopy,
  POWER_PLATFORM_EXAMPLES,
} from "./fixtures/powerplatform/microsoft-examples";

const STEP_MS = 1000;
let now = Date.parse(DOCS_NOW);
let emulator: Emulator;

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

async function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text === "" ? undefined : JSON.parse(text),
  };
}

async function stage(method: string, route: string, body?: unknown): Promise<void> {
  const reply = await send(
    method,
    `/_admin/powerplatform/${route}`,
    { "content-type": "application/json" },
    body,
  );
  if (reply.status >= 300) throw new Error(`staging ${route} failed: ${reply.status} ${reply.text}`);
}

/** The example's request, its token placeholder replaced, `DOCS_OPERATION_ID` by `operationId`. */
function replay(example: MicrosoftExample, operationId = DOCS_OPERATION_ID): Promise<Reply> {
  const { method, path, headers, body } = example.request;
  const token = EMULATOR_DEFAULT_TOKENS.powerPlatform;
  const sent = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, value.replace(MICROSOFT_TOKEN_PLACEHOLDER, token)]),
  );
  return send(method, path.replace(DOCS_OPERATION_ID, operationId), sent, body);
}

// Keys whose values the service makes, compared by kind.
const MADE = new Set(["operationId", "startTime", "endTime", "backupPointDateTime", "backupExpiryDateTime"]);

/** The body with the values the service makes replaced by their kind. */
function normalised(value: unknown, made: ReadonlySet<string> = MADE): unknown {
  if (Array.isArray(value)) return value.map((item) => normalised(item, made));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (made.has(key)) return [key, item === null ? null : typeof item];
      if (key === "requestedBy" || key === "createdBy") return [key, Object.keys(item as object).sort()];
      if (key === "errorMessages") return [key, (item as unknown[]).map((text) => typeof text)];
      return [key, normalised(item, made)];
    }),
  );
}

function expectAnswer(reply: Reply, fixture: Fixture, made?: ReadonlySet<string>): void {
  expect(reply.status).toBe(fixture.status);
  const missing = Object.keys(fixture.headers).filter((name) => reply.headers.get(name) === null);
  expect(missing).toEqual([]);
  if (fixture.body === undefined) expect(reply.text).toBe("");
  else expect(normalised(reply.body, made)).toEqual(normalised(fixture.body, made));
}

/** The operation id of a 202, after checking its Location is the example's but for that id. */
function operationOf(reply: Reply, fixture: Fixture): string {
  const location = reply.headers.get("location") ?? "";
  const id = /\/operations\/([^?]+)/.exec(location)?.[1] ?? "";
  const expected = new URL(fixture.headers.location?.replace(DOCS_OPERATION_ID, id) ?? "");
  expect(new URL(location).pathname + new URL(location).search).toBe(expected.pathname + expected.search);
  expect(reply.headers.get("operation-location")).toBe(location);
  expect(Number(reply.headers.get("retry-after"))).toBeGreaterThanOrEqual(0);
  return id;
}

beforeAll(async () => {
  emulator = await startEmulator({ powerPlatform: { stepMs: STEP_MS, callsPerMinute: 0, now: () => now } });
});
afterAll(() => emulator.close());
beforeEach(async () => {
  now = Date.parse(DOCS_NOW);
  await send("POST", "/_admin/reset", {});
  await stage("DELETE", "environments");
  const { finOpsMetadata, displayName, domainName, geo, azureRegion } = DOCS_TARGET_ENVIRONMENT;
  await stage("POST", "environments", [
    {
      id: DOCS_SOURCE_ENVIRONMENT_ID,
      kind: "UnifiedProduction",
      displayName: "contoso-prod",
      tenantId: DOCS_TENANT_ID,
    },
    {
      id: DOCS_TARGET_ENVIRONMENT_ID,
      kind: "UnifiedSandbox",
      displayName,
      domainName,
      geo,
      azureRegion,
      tenantId: DOCS_TENANT_ID,
      finOpsId: finOpsMetadata.id,
    },
  ]);
});

describe("Power Platform examples against the emulator", () => {
  it("covers every example of the module", () => {
    expect(POWER_PLATFORM_EXAMPLES).toHaveLength(17);
  });

  it.each([
    ["the copy at 2024-10-01", microsoftCopy],
    ["the transaction-less tutorial's copy at 2022-03-01-preview", microsoftTransactionlessCopy],
    ["the copy with ValidateOnly=true", microsoftValidateOnlyCopy],
    ["the restore", microsoftRestore],
  ])("answers %s with 202, both operation headers and Retry-After", async (_, example) => {
    const reply = await replay(example);
    expectAnswer(reply, example.response);
    operationOf(reply, example.response);
  });

  it("answers a copy type outside CopyType with the example's ValidationResponse", async () => {
    expectAnswer(await replay(microsoftCopyTypeRefused), microsoftCopyTypeRefused.response);
  });

  it("answers a copy into a target still being copied with the example's 409", async () => {
    await replay(microsoftCopy);
    expectAnswer(await replay(microsoftCopyConflict), microsoftCopyConflict.response);
  });

  it.each([
    ["environment-scoped", microsoftEnvironmentOperation],
    ["tenant", microsoftOperation],
  ])("answers the %s operation route with the example's copy in its Run stage", async (_, example) => {
    const accepted = await replay(microsoftCopy);
    const id = operationOf(accepted, microsoftCopy.response);
    now += 3 * STEP_MS;
    expectAnswer(await replay(example, id), example.response);
  });

  it("creates, lists and deletes backups as the examples do", async () => {
    expectAnswer(
      await replay(microsoftCreateBackup),
      microsoftCreateBackup.response,
      new Set([...MADE, "id"]),
    );
    await stage("DELETE", "environments");
    await stage("POST", "environments", {
      id: DOCS_TARGET_ENVIRONMENT_ID,
      kind: "UnifiedSandbox",
      displayName: DOCS_TARGET_ENVIRONMENT.displayName,
    });
    await stage("POST", "backups", {
      environmentId: DOCS_TARGET_ENVIRONMENT_ID,
      id: DOCS_BACKUP.id,
      label: DOCS_BACKUP.label,
      backupPointDateTime: DOCS_BACKUP.backupPointDateTime,
    });
    const list = await replay(microsoftListBackups);
    expectAnswer(list, microsoftListBackups.response);
    expect(list.body).toMatchObject({
      collection: [{ backupExpiryDateTime: DOCS_BACKUP.backupExpiryDateTime }],
    });
    expectAnswer(await replay(microsoftDeleteBackup), microsoftDeleteBackup.response);
  });

  it.each([
    ["copy candidates", microsoftCopyCandidates],
    ["environment", microsoftGetEnvironment],
    ["maintenance settings", microsoftGetMaintenance],
    ["maintenance settings update", microsoftUpdateMaintenance],
    ["F&O properties", microsoftFinOpsProperties],
    ["F&O versions", microsoftFinOpsVersions],
  ])("answers the %s example as recorded", async (_, example) => {
    expectAnswer(await replay(example), example.response, new Set(["appId"]));
  });
});

describe("Power Platform answers the examples' modules describe, against the emulator", () => {
  const token = { authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.powerPlatform}` };
  const get = (path: string) => send("GET", `${path}?api-version=2024-10-01`, token);

  it("puts the started copy where the example's operation URL points, but for the id it made", async () => {
    const reply = await replay(microsoftCopy);
    const id = operationOf(reply, microsoftCopy.response);
    expect(new URL(DOCS_OPERATION_URL.replace(DOCS_OPERATION_ID, id)).pathname).toBe(
      new URL(reply.headers.get("location") ?? "").pathname,
    );
  });

  it("reports only OperationStatus and StepExecutionStatus values, and requestedBy as a UserIdentity", async () => {
    await stage("POST", "next-outcome", { status: "Failed" });
    const id = operationOf(await replay(microsoftCopy), microsoftCopy.response);
    const seen = new Set<string>();
    for (let step = 0; step <= 5; step += 1) {
      const reply = await replay(microsoftOperation, id);
      const body = reply.body as { status: string; stageStatuses: { status: string }[]; requestedBy: object };
      expect(operationStatuses).toContain(body.status);
      for (const stage of body.stageStatuses) expect(stepStatuses).toContain(stage.status);
      expect(Object.keys(body.requestedBy).sort()).toEqual(Object.keys(DOCS_REQUESTED_BY).sort());
      seen.add(body.status);
      now += STEP_MS;
    }
    expect([...seen]).toEqual(["Queued", "InProgress", "Failed"]);
  });

  it("answers 429 with Retry-After, as `throttled`, once the caller's calls are spent", async () => {
    await stage("POST", "timing", { callsPerMinute: 1 });
    await get(`/environmentmanagement/environments/${DOCS_TARGET_ENVIRONMENT_ID}`);
    const reply = await get(`/environmentmanagement/environments/${DOCS_TARGET_ENVIRONMENT_ID}`);
    expect(reply.status).toBe(throttled.status);
    expect(Object.keys(throttled.headers).filter((name) => reply.headers.get(name) === null)).toEqual([]);
  });

  it("takes every FinOpsUpdateCadence and FinOpsDayOfWeek in the maintenance update", async () => {
    for (const cadence of updateCadences) {
      const reply = await send(
        "PUT",
        `/dynamics/environments/${DOCS_TARGET_ENVIRONMENT_ID}/finopsadminsettings?api-version=2024-10-01`,
        { ...token, "content-type": "application/json" },
        { updatedMaintenanceWindowCadence: cadence, updatedMaintenanceWindowDaysOfWeek: [...daysOfWeek] },
      );
      expect(reply.body).toEqual({
        maintenanceWindowCadence: cadence,
        maintenanceWindowDaysOfWeek: [...daysOfWeek],
      });
    }
  });

  it("reports a documented deploymentType for every seeded kind with F&O", async () => {
    await send("POST", "/_admin/reset", {});
    const list = (await get("/environmentmanagement/environments")).body as { value: { id: string }[] };
    for (const { id } of list.value) {
      const reply = await get(`/dynamics/environments/${id}/finopsproperties`);
      if (reply.status === 200)
        expect(deploymentTypes).toContain((reply.body as { deploymentType: string }).deploymentType);
    }
  });

  it("answers an unknown environment on the F&O routes as `finOpsNotFound`", async () => {
    const unknown = "99999999-9999-4999-8999-999999999999";
    const reply = await get(`/dynamics/environments/${unknown}/finopsadminsettings`);
    expectAnswer(reply, finOpsNotFound(unknown));
  });
});
