/**
 * The service's bodies as Learn's definitions name their fields (rest/api/power-platform/
 * environmentmanagement/...): `EnvironmentResponse`, the candidates' `EnvironmentPagedCollection`
 * items, `EnvironmentBackup` and `OperationExecutionResult`.
 */
import type { JsonObject } from "../http-helpers";
import { factsOf } from "./kinds";
import type { Progress } from "./progress";
import type {
  EnvironmentBackup,
  PowerPlatformEnvironment,
  PowerPlatformOperation,
  PowerPlatformStore,
} from "./store";

/** The Dataverse URL of an environment. */
function dataverseUrl(environment: PowerPlatformEnvironment): string {
  return `https://${environment.domainName}.crm.dynamics.com/`;
}

/** The F&O URL: sandboxes answer under `.sandbox.operations.dynamics.com`, as LCS and unified sandboxes do. */
function finOpsUrl(environment: PowerPlatformEnvironment): string {
  const sandbox = factsOf(environment.kind).sku === "Sandbox" ? ".sandbox" : "";
  return `https://${environment.domainName}${sandbox}.operations.dynamics.com/`;
}

/**
 * An `EnvironmentResponse`. `state` values are not documented: `Ready` is the emulator's. Fields
 * the emulator has no value for are left out, as the service leaves out nulls.
 */
export function environmentToWire(environment: PowerPlatformEnvironment): JsonObject {
  const facts = factsOf(environment.kind);
  return {
    id: environment.id,
    displayName: environment.displayName,
    type: facts.sku,
    state: "Ready",
    url: dataverseUrl(environment),
    domainName: environment.domainName,
    geo: environment.geo,
    azureRegion: environment.azureRegion,
    tenantId: environment.tenantId,
    ...(environment.securityGroupId === null ? {} : { securityGroupId: environment.securityGroupId }),
    protectionLevel: "Standard",
    adminMode: environment.adminMode,
    backgroundOperationsState: environment.backgroundOperationsState,
    ...(facts.finOpsLink === null || environment.finOpsId === null
      ? {}
      : {
          finOpsMetadata: { id: environment.finOpsId, type: facts.finOpsLink, url: finOpsUrl(environment) },
        }),
  };
}

/** An environment as the candidates' and an operation's `updatedEnvironment` name it. */
export function environmentReference(environment: PowerPlatformEnvironment): JsonObject {
  return {
    environmentId: environment.id,
    displayName: environment.displayName,
    dataverseOrganizationUrl: dataverseUrl(environment),
  };
}

function iso(epochMs: number | null): string | null {
  return epochMs === null ? null : new Date(epochMs).toISOString();
}

/** An `EnvironmentBackup`. */
export function backupToWire(backup: EnvironmentBackup): JsonObject {
  return {
    id: backup.id,
    label: backup.label,
    backupPointDateTime: iso(backup.pointAt),
    backupExpiryDateTime: iso(backup.expiresAt),
    createdBy: backup.createdBy,
  };
}

/**
 * An `OperationExecutionResult`. A failed operation carries `errorDetail` (an `OperationErrorDetail`);
 * its code is not documented: `<name>Failed` is the emulator's.
 */
export function operationToWire(
  operation: PowerPlatformOperation,
  progress: Progress,
  store: PowerPlatformStore,
): JsonObject {
  const target = store.environment(operation.environmentId);
  const failed = progress.status === "Failed";
  const errorDetail = failed ? { code: `${operation.name}Failed`, fieldErrors: {} } : undefined;
  return {
    operationId: operation.operationId,
    name: operation.name,
    status: progress.status,
    startTime: iso(operation.startedAt),
    endTime: iso(progress.endedAt),
    requestedBy: operation.requestedBy,
    stageStatuses: progress.stages.map((stage) => ({
      name: stage.name,
      status: stage.status,
      startTime: iso(stage.startedAt),
      endTime: iso(stage.endedAt),
      ...(failed && stage.status === "Failed" ? { errorDetail } : {}),
    })),
    ...(errorDetail === undefined ? {} : { errorDetail }),
    ...(target === undefined ? {} : { updatedEnvironment: environmentReference(target) }),
  };
}
