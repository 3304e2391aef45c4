/**
 * The Power Platform client against the answers of test/contract/fixtures/powerplatform/ (each
 * fixture names its Learn page): what it sends, and what it reads from each answer.
 */
import { RequestError } from "../../src/core/errors/errors";
import { collect } from "../../src/core/clients/paging";
import { PowerPlatformClient } from "../../src/powerplatform/client";
import { ScriptedServer } from "../support/scripted-server";
import {
  backupCreated,
  backupDeleted,
  backupsPage,
  copyCandidatesPage,
  copyInProgress,
  copyRequestBody,
  copyTypeRefused,
  DOCS_BACKUP_ID,
  DOCS_OPERATION_ID,
  DOCS_SOURCE_ENVIRONMENT_ID,
  DOCS_TARGET_ENVIRONMENT_ID,
  operationAccepted,
  POWER_PLATFORM_API_VERSION,
  restoreRequestBody,
  targetEnvironment,
} from "./fixtures/powerplatform/environment-management";
import {
  maintenanceSettings,
  maintenanceUpdateBody,
  maintenanceUpdated,
  sandboxProperties,
} from "./fixtures/powerplatform/finops";

const server = new ScriptedServer();
let client: PowerPlatformClient;

beforeAll(async () => {
  await server.start();
  client = PowerPlatformClient.fromSources({
    explicit: { powerPlatformUrl: server.url, powerPlatformToken: "pp-token-1" },
    env: {},
  });
});
afterAll(() => server.stop());

const sent = (i = 0) => {
  const request = server.received[i]!;
  const url = new URL(request.url, server.url);
  return {
    method: request.method,
    url,
    body: request.body ? (JSON.parse(request.body) as unknown) : undefined,
  };
};

describe("the Power Platform client on the reference's answers", () => {
  it("sends the tutorial's transaction-less copy body to the target, and follows the 202's operation", async () => {
    server.answer(operationAccepted);
    const started = await client.startCopy(DOCS_TARGET_ENVIRONMENT_ID, {
      sourceEnvironmentId: DOCS_SOURCE_ENVIRONMENT_ID,
      copyType: "Full",
      copyOptions: { skipAuditData: true, executeAdvancedCopyForFinanceAndOperations: true },
    });
    expect(sent().url.pathname).toBe(
      `/environmentmanagement/environments/${DOCS_TARGET_ENVIRONMENT_ID}/copy`,
    );
    expect(sent().url.searchParams.get("api-version")).toBe(POWER_PLATFORM_API_VERSION);
    expect(sent().body).toEqual(copyRequestBody);
    expect(started).toEqual({ operationId: DOCS_OPERATION_ID, retryAfterMs: 30_000 });
  });

  it("sends a restore with its options under restoreOptions", async () => {
    server.answer(operationAccepted);
    await client.startRestore(DOCS_TARGET_ENVIRONMENT_ID, restoreRequestBody);
    expect(sent().url.pathname).toMatch(/\/restore$/);
    expect(sent().body).toEqual(restoreRequestBody);
  });

  it("reads a ValidationResponse's field errors by field", async () => {
    server.answer(copyTypeRefused);
    const error = (await client
      .startCopy(DOCS_TARGET_ENVIRONMENT_ID, {
        sourceEnvironmentId: DOCS_SOURCE_ENVIRONMENT_ID,
        copyType: "Full",
      })
      .catch((e: unknown) => e)) as RequestError;
    expect(error.serviceTarget).toBe("copyType");
    expect(error.serviceDetails).toEqual([
      "copyType: The copy type must be Minimal or Full. (suggested value: Full)",
    ]);
  });

  it("reads an operation in progress", async () => {
    server.answer(copyInProgress);
    const look = await client.operation(DOCS_TARGET_ENVIRONMENT_ID, DOCS_OPERATION_ID);
    expect(sent().url.pathname).toBe(
      `/environmentmanagement/environments/${DOCS_TARGET_ENVIRONMENT_ID}/operations/${DOCS_OPERATION_ID}`,
    );
    expect(look.operation.status).toBe("InProgress");
  });

  it("creates, lists and deletes a backup", async () => {
    server.answer(backupCreated, backupsPage, backupDeleted);
    const made = await client.createBackup(DOCS_TARGET_ENVIRONMENT_ID, "before copy");
    expect(made.id).toBe(DOCS_BACKUP_ID);
    expect(sent(0).body).toEqual({ label: "before copy" });
    const listed = await collect(client.listBackups(DOCS_TARGET_ENVIRONMENT_ID));
    expect(listed.map((b) => b.id)).toContain(DOCS_BACKUP_ID);
    expect(await client.deleteBackup(DOCS_TARGET_ENVIRONMENT_ID, DOCS_BACKUP_ID)).toBe(true);
    expect(sent(2).method).toBe("DELETE");
  });

  it("reads the copy candidates, an environment and its F&O deployment type", async () => {
    server.answer(copyCandidatesPage, targetEnvironment, sandboxProperties);
    expect((await client.copyCandidates(DOCS_SOURCE_ENVIRONMENT_ID)).length).toBeGreaterThan(0);
    const environment = await client.environment(DOCS_TARGET_ENVIRONMENT_ID);
    expect(environment.finOpsMetadata?.id).toBeTruthy();
    expect((await client.finOpsProperties(DOCS_TARGET_ENVIRONMENT_ID)).deploymentType).toBe("UnifiedSandbox");
  });

  it("reads and sets the maintenance settings with the request body the page defines", async () => {
    server.answer(maintenanceSettings, maintenanceUpdated);
    expect((await client.maintenance(DOCS_TARGET_ENVIRONMENT_ID)).maintenanceWindowCadence).toBe(
      "EveryUpdate",
    );
    const held = await client.updateMaintenance(DOCS_TARGET_ENVIRONMENT_ID, maintenanceUpdateBody);
    expect(sent(1).method).toBe("PUT");
    expect(sent(1).body).toEqual(maintenanceUpdateBody);
    expect(held.maintenanceWindowDaysOfWeek).toEqual(["Sunday"]);
  });
});
