/**
 * What the lifecycle read functions do once called: check the arguments, then read every page,
 * waiting out the routes' rate limits with a message. Loaded at a function's first call (see
 * `environment-info.ts`); the operation resources' guard uses the same reads.
 */
import type * as z from "zod";
import { programSettingSources } from "../../core/functions/config-reader";
import { parseFunctionArgs } from "../../core/functions/function-args";
import type { RetryWait } from "../../core/http/http-types";
import { collect } from "../../core/clients/paging";
import { camelKeys, type CamelKeys } from "../camel-case";
import { LifecycleClient, type EnvironmentRef, type ReadOptions } from "../client";
import {
  getEnvironmentHistoryArgs,
  listDatabaseBackupsArgs,
  listEnvironmentsArgs,
} from "../generated/lifecycle-schemas";
import type { DatabaseBackup, EnvironmentOperation, ProjectEnvironment } from "../generated/lifecycle-types";
import {
  backupItem,
  DEFAULT_READ_MAX_WAIT_SECONDS,
  environmentItem,
  historyItem,
} from "./environment-info-schemas";

/** Who hears of each wait. */
type Report = (message: string) => void;

/** Every environment of the project the arguments name. */
export async function listEnvironmentsFor(args: unknown, report: Report): Promise<ProjectEnvironment[]> {
  const parsed = parseFunctionArgs(listEnvironmentsArgs, args, "lifecycle.listEnvironments");
  return readEnvironments(clientFor(parsed), parsed.projectId, report, parsed.maxWaitSeconds);
}

/** Every operation of the history of the environment the arguments name. */
export async function getEnvironmentHistoryFor(
  args: unknown,
  report: Report,
): Promise<EnvironmentOperation[]> {
  const parsed = parseFunctionArgs(getEnvironmentHistoryArgs, args, "lifecycle.getEnvironmentHistory");
  return readHistory(clientFor(parsed), parsed, report, parsed.maxWaitSeconds);
}

/** Every backup of the asset library of the project the arguments name. */
export async function listDatabaseBackupsFor(args: unknown, report: Report): Promise<DatabaseBackup[]> {
  const parsed = parseFunctionArgs(listDatabaseBackupsArgs, args, "lifecycle.listDatabaseBackups");
  return readBackups(clientFor(parsed), parsed.projectId, report, parsed.maxWaitSeconds);
}

/** Every backup of a project's asset library, with a given client. */
export async function readBackups(
  client: LifecycleClient,
  projectId: number,
  report: Report,
  maxWaitSeconds?: number,
): Promise<DatabaseBackup[]> {
  const items = await collect(client.listDatabaseBackups(projectId, waiting(report, maxWaitSeconds)));
  return items.map((item) => documented(backupItem, item) as DatabaseBackup);
}

/** Every environment of a project, with a given client (the resources' guard brings its own). */
export async function readEnvironments(
  client: LifecycleClient,
  projectId: number,
  report: Report,
  maxWaitSeconds?: number,
): Promise<ProjectEnvironment[]> {
  const items = await collect(client.listEnvironments(projectId, waiting(report, maxWaitSeconds)));
  return items.map((item) => documented(environmentItem, item) as ProjectEnvironment);
}

/**
 * The operations of an environment's history, with a given client, newest first. With `stopAt`,
 * the read ends at the first operation it holds true for (left out): no later page is asked for.
 */
export async function readHistory(
  client: LifecycleClient,
  ref: EnvironmentRef,
  report: Report,
  maxWaitSeconds?: number,
  stopAt?: (operation: EnvironmentOperation) => boolean,
): Promise<EnvironmentOperation[]> {
  const operations: EnvironmentOperation[] = [];
  for await (const item of client.environmentHistory(ref, waiting(report, maxWaitSeconds))) {
    const operation = documented(historyItem, item) as EnvironmentOperation;
    // Leaving the loop closes the paged read before it asks for the next page.
    if (stopAt?.(operation)) break;
    operations.push(operation);
  }
  return operations;
}

/**
 * The read's retry bound, for all its pages together, and its messages: a 429 names the seconds
 * to wait (a minute when it names none).
 */
function waiting(report: Report, maxWaitSeconds = DEFAULT_READ_MAX_WAIT_SECONDS): ReadOptions {
  return {
    retry: { maxElapsedMs: maxWaitSeconds * 1000, throttledDelayMs: 60_000 },
    onRetry: (wait: RetryWait) => report(waitMessage(wait)),
  };
}

/**
 * Why each read may be asked to wait: the limits its route documents
 * (reference-environment-metadata.md, reference-environment-history.md); the backups route
 * (reference-list-backups.md) documents none.
 */
const ROUTE_LIMITS: Record<string, string> = {
  "lifecycle.listEnvironments": "the service allows 6 reads of a project's environments per minute",
  "lifecycle.getEnvironmentHistory":
    "the service allows 6 reads of an environment's history per 30 seconds, and 6 of a project's histories per minute",
  "lifecycle.listDatabaseBackups":
    "the service asked to wait; it documents no limit for reading a project's backups",
};

function waitMessage(wait: RetryWait): string {
  const seconds = Math.ceil(wait.delayMs / 1000);
  const why =
    wait.status === 429
      ? (ROUTE_LIMITS[wait.operation] ?? "the service asked to wait")
      : `the service answered ${wait.status ?? "nothing"}`;
  return `bizops: waiting ${seconds} s before reading again for ${wait.operation} (${why}).`;
}

/** The documented properties of an item, camelCase, without those the service answered `null`. */
function documented<S extends z.ZodObject>(schema: S, item: z.infer<S>): Partial<CamelKeys<z.infer<S>>> {
  const known = Object.keys(schema.shape);
  const kept = Object.fromEntries(
    Object.entries(item as Record<string, unknown>).filter(
      ([key, value]) => known.includes(key) && value !== null && value !== undefined,
    ),
  );
  return camelKeys(kept) as Partial<CamelKeys<z.infer<S>>>;
}

function clientFor(parsed: { settings?: z.infer<typeof listEnvironmentsArgs>["settings"] }): LifecycleClient {
  return LifecycleClient.fromSources(programSettingSources(parsed.settings));
}
