/**
 * The guard rails an operation resource passes before it starts anything (in create, never in
 * check, diff or a preview):
 * - **No production by mistake.** The environments an operation names must belong to the project,
 *   and the one it overwrites or exports must be a sandbox: the service refreshes into a sandbox
 *   only (database/database-refresh.md: "a refresh of the database to a sandbox user acceptance
 *   testing (UAT) environment") and exports from a sandbox only (database/api/v1/
 *   reference-create-export.md: "a database export from a sandbox environment"), both in
 *   MicrosoftDocs/dynamics-365-unified-operations-public. The type is read from the environment
 *   metadata route once per project and settings in the provider process, which lives for one
 *   Pulumi command: one read per project per run, however many resources.
 * - **The quota before it is spent.** The service starts at most 3 operations per environment in
 *   any 24 hours, each counted for 24 hours from its start, "for all actions that trigger a new
 *   operation" (database/api/dbmovement-api-throttling.md), those started by hand included. The
 *   environment's history lists every operation, ongoing and past
 *   (lifecycle-services/api/v1/reference-environment-history.md), so every entry that started in
 *   the last 24 hours counts, whatever its type or status. With 3 of them, the start is refused,
 *   naming when the oldest of them ages out.
 */
import { createHash } from "node:crypto";
import { BizopsError } from "../core/errors";
import type { LifecycleClient } from "./client";
import { readEnvironments, readHistory } from "./environment-info-reads";
import type { ProjectEnvironment } from "./environment-info-results";
import { sameEnvironment } from "./environment-info-schemas";

/** Operations an environment may start in any 24 hours (dbmovement-api-throttling.md). */
const DAILY_OPERATIONS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One environment an operation names, and what it must be. */
export interface NamedEnvironment {
  /** The input that names it: `targetEnvironmentId`. */
  input: string;
  environmentId: string;
  /** True for the environment the operation overwrites or exports. */
  mustBeSandbox: boolean;
}

/** What the guard checks before one start. */
export interface StartCheck {
  /** The resource type, for messages: `bizops:DatabaseRefresh`. */
  resource: string;
  /** The operation in words: `refresh`. */
  noun: string;
  projectId: number;
  /** Which service and credential: the environment list is kept per project and scope. */
  scope: unknown;
  environments: readonly NamedEnvironment[];
  /** The environment whose allowance the operation spends. */
  quotaEnvironmentId: string;
  /** Now, in epoch milliseconds. */
  now: number;
}

/** Keeps each project's environment list for the life of the provider process. */
export class EnvironmentGuard {
  private readonly lists = new Map<string, Promise<ProjectEnvironment[]>>();

  constructor(private readonly report: (message: string) => void) {}

  /** Throws a `Refused` error, before anything is started, when a guard rail holds the start back. */
  async check(client: LifecycleClient, start: StartCheck): Promise<void> {
    const environments = await this.environmentsOf(client, start);
    const nothing = `Nothing was started, and ${start.resource} was not created.`;
    for (const named of start.environments) {
      const found = environments.find((env) => sameEnvironment(env.environmentId, named.environmentId));
      if (found === undefined) {
        const known = environments.map((env) => env.environmentName ?? env.environmentId).join(", ");
        throw new BizopsError(
          `${start.resource}: ${named.input} ${named.environmentId} is not an environment of project ${start.projectId} (it has: ${known || "none"}). ${nothing}`,
          {
            code: "Refused",
            hint: `Check ${named.input}: lifecycle.listEnvironments({ projectId: ${start.projectId} }) lists the project's environments with their ids and types.`,
          },
        );
      }
      if (named.mustBeSandbox && found.environmentType?.toLowerCase() !== "sandbox") {
        const type = found.environmentType ?? "of no type the service reports";
        throw new BizopsError(
          `${start.resource}: ${named.input} ${named.environmentId} is ${label(found)}, a ${type} environment; only a sandbox can be refreshed or exported. ${nothing}`,
          {
            code: "Refused",
            hint: `Check ${named.input}: it must name a sandbox of project ${start.projectId}.`,
          },
        );
      }
    }
    const quotaEnvironment = environments.find((env) =>
      sameEnvironment(env.environmentId, start.quotaEnvironmentId),
    );
    await this.checkQuota(client, start, quotaEnvironment, nothing);
  }

  private async checkQuota(
    client: LifecycleClient,
    start: StartCheck,
    environment: ProjectEnvironment | undefined,
    nothing: string,
  ): Promise<void> {
    const history = await readHistory(
      client,
      { projectId: start.projectId, environmentId: start.quotaEnvironmentId },
      this.report,
    );
    const since = start.now - DAY_MS;
    const starts = history
      .map((operation) => utcTime(operation.startDateTimeUtc))
      .filter((at): at is number => at !== undefined && at > since)
      .sort((a, b) => a - b);
    if (starts.length < DAILY_OPERATIONS) return;
    const opens = (starts[starts.length - DAILY_OPERATIONS] ?? start.now) + DAY_MS;
    const name = environment ? label(environment) : start.quotaEnvironmentId;
    throw new BizopsError(
      `${start.resource}: environment ${name} started ${starts.length} operations in the last 24 hours (at ${starts.map((at) => new Date(at).toISOString()).join(", ")}), and the service starts at most ${DAILY_OPERATIONS}; the next can start at ${new Date(opens).toISOString()}. ${nothing}`,
      {
        code: "Refused",
        hint: "The service counts every operation of the environment for 24 hours from its start, those started by hand included: run `pulumi up` again after that time.",
      },
    );
  }

  /** The project's environments, read once per project and scope; a failed read is not kept. */
  private environmentsOf(client: LifecycleClient, start: StartCheck): Promise<ProjectEnvironment[]> {
    // The scope may hold a token: only its digest is kept.
    const key = `${start.projectId}/${createHash("sha256")
      .update(JSON.stringify(start.scope ?? null))
      .digest("hex")}`;
    let list = this.lists.get(key);
    if (list === undefined) {
      list = readEnvironments(client, start.projectId, this.report);
      this.lists.set(key, list);
      list.catch(() => this.lists.delete(key));
    }
    return list;
  }
}

/** `contoso-prod (7b0f...)`, or the id alone when the service gives no name. */
function label(environment: ProjectEnvironment): string {
  return environment.environmentName
    ? `${environment.environmentName} (${environment.environmentId})`
    : environment.environmentId;
}

/** A UTC time as the history writes it (no zone: `2021-06-03T15:10:00.0`); undefined when unreadable. */
function utcTime(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`;
  const at = Date.parse(zoned);
  return Number.isNaN(at) ? undefined : at;
}
