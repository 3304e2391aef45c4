/**
 * What the Power Platform read functions do once called: check the arguments, then read. Loaded
 * at a function's first call (functions.ts).
 */
import type * as z from "zod";
import { collect } from "../../core/clients/paging";
import { programSettingSources } from "../../core/functions/config-reader";
import { parseFunctionArgs } from "../../core/functions/function-args";
import { hasCode } from "../../core/errors/errors";
import { PowerPlatformClient } from "../client";
import type { powerPlatformSettings } from "../input-schemas";
import type { Candidate, EnvironmentBackup, EnvironmentResponse, OperationResult } from "../wire-schemas";
import {
  environmentReadArgs as environmentArgs,
  getCandidatesArgs as candidatesArgs,
  listFinOpsEnvironmentsArgs as listArgs,
} from "../generated/powerplatform-schemas";
import type {
  CandidateEnvironment,
  EnvironmentBackupInfo,
  FinOpsEnvironment,
  PowerPlatformOperation,
} from "../generated/powerplatform-types";

/** Every environment with Finance and Operations, with its deployment type unless asked not to. */
export async function listFinOpsEnvironmentsFor(args: unknown): Promise<FinOpsEnvironment[]> {
  const parsed = parseFunctionArgs(listArgs, args, "lifecycle.listFinOpsEnvironments");
  const client = clientFor(parsed.settings);
  // The service filters on `type`, `geo`, `state` and a few more, not on finOpsMetadata
  // (list-environments-for-user): the environments without one are left out here.
  const all = await collect(client.listEnvironments());
  const finOps = all.filter((environment) => environment.finOpsMetadata);
  const withType = parsed.withDeploymentType ?? true;
  return Promise.all(
    finOps.map(async (environment) =>
      environmentOf(environment, withType ? await deploymentOf(client, environment.id) : undefined),
    ),
  );
}

/** The environments a copy from the source may overwrite. */
export async function getCopyCandidatesFor(args: unknown): Promise<CandidateEnvironment[]> {
  const parsed = parseFunctionArgs(candidatesArgs, args, "lifecycle.getCopyCandidates");
  return (await clientFor(parsed.settings).copyCandidates(parsed.sourceEnvironmentId)).map(candidateOf);
}

/** The environments a restore from the source's backups may overwrite. */
export async function getRestoreCandidatesFor(args: unknown): Promise<CandidateEnvironment[]> {
  const parsed = parseFunctionArgs(candidatesArgs, args, "lifecycle.getRestoreCandidates");
  return (await clientFor(parsed.settings).restoreCandidates(parsed.sourceEnvironmentId)).map(candidateOf);
}

/** The environment's backups. */
export async function listEnvironmentBackupsFor(args: unknown): Promise<EnvironmentBackupInfo[]> {
  const parsed = parseFunctionArgs(environmentArgs, args, "lifecycle.listEnvironmentBackups");
  return (await collect(clientFor(parsed.settings).listBackups(parsed.environmentId))).map(backupOf);
}

/** The environment's operations, newest first, `limit` of them at most. */
export async function listEnvironmentOperationsFor(args: unknown): Promise<PowerPlatformOperation[]> {
  const parsed = parseFunctionArgs(environmentArgs, args, "lifecycle.listEnvironmentOperations");
  const out: PowerPlatformOperation[] = [];
  for await (const operation of clientFor(parsed.settings).listOperations(
    parsed.environmentId,
    parsed.limit,
  )) {
    out.push(operationOf(operation));
    if (parsed.limit !== undefined && out.length >= parsed.limit) break;
  }
  return out;
}

async function deploymentOf(client: PowerPlatformClient, id: string): Promise<string | undefined> {
  try {
    return (await client.finOpsProperties(id)).deploymentType ?? undefined;
  } catch (error) {
    if (hasCode(error, "NotFound")) return undefined;
    throw error;
  }
}

function environmentOf(
  environment: EnvironmentResponse,
  deploymentType: string | undefined,
): FinOpsEnvironment {
  return defined<FinOpsEnvironment>({
    environmentId: environment.id,
    displayName: environment.displayName,
    type: environment.type,
    state: environment.state,
    url: environment.url,
    geo: environment.geo,
    finOpsEnvironmentId: environment.finOpsMetadata?.id,
    finOpsType: environment.finOpsMetadata?.type,
    finOpsUrl: environment.finOpsMetadata?.url,
    deploymentType,
  });
}

function candidateOf(candidate: Candidate): CandidateEnvironment {
  return defined<CandidateEnvironment>({
    environmentId: candidate.environmentId,
    displayName: candidate.displayName,
    dataverseOrganizationUrl: candidate.dataverseOrganizationUrl,
  });
}

function backupOf(backup: EnvironmentBackup): EnvironmentBackupInfo {
  return defined<EnvironmentBackupInfo>({
    id: backup.id,
    label: backup.label,
    backupPointDateTime: backup.backupPointDateTime,
    backupExpiryDateTime: backup.backupExpiryDateTime,
    createdBy: backup.createdBy?.displayName ?? backup.createdBy?.userId,
  });
}

function operationOf(operation: OperationResult): PowerPlatformOperation {
  const error = operation.errorDetail;
  return defined<PowerPlatformOperation>({
    operationId: operation.operationId,
    name: operation.name,
    status: operation.status,
    startTime: operation.startTime,
    endTime: operation.endTime,
    requestedBy: operation.requestedBy?.displayName ?? operation.requestedBy?.userId,
    error: error ? [error.code, error.message].filter(Boolean).join(": ") || undefined : undefined,
  });
}

/** The object without its null and undefined members. */
function defined<T>(bag: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(bag).filter(([, value]) => value !== undefined && value !== null),
  ) as T;
}

function clientFor(settings: z.infer<typeof powerPlatformSettings> | undefined): PowerPlatformClient {
  return PowerPlatformClient.fromSources(programSettingSources(settings));
}
