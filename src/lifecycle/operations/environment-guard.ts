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
 *   environment's history lists every operation, ongoing and past, newest first
 *   (lifecycle-services/api/v1/reference-environment-history.md), so every entry that started in
 *   the last 24 hours counts, whatever its type or status (quota-count.ts says how an entry
 *   without a readable start counts); the read stops at the first entry older than that. The
 *   starts this process let through count too, until the history shows them: creates that run at
 *   once each read the history before any of them starts. With 3 in all, the start is refused,
 *   naming when the oldest of them ages out.
 * - **One operation at a time.** The environment the operation overwrites or exports must have no
 *   operation running (busy-environment.ts: the sources, and why a refresh's source is not
 *   looked at): none in the history read for the quota without an end and a final status, and
 *   none this process started that the history does not list yet, unless this process saw it end.
 *   The history is read back to 24 hours only: an operation started before that and still running
 *   is not looked for (the service's own refusal then comes through in its words).
 * - **The same application release.** A refresh's source and target must run the same
 *   application release, as the environment metadata names it (application-release.ts); when
 *   either is unknown, the start is not held back.
 */
import { createHash } from "node:crypto";
import { BizopsError } from "../../core/errors/errors";
import { bareGuid } from "../../core/schemas/formats";
import type { LifecycleClient } from "../client";
import { readEnvironments, readHistory } from "../environment-info/environment-info-reads";
import type { EnvironmentOperation, ProjectEnvironment } from "../generated/lifecycle-types";
import { sameEnvironment } from "../environment-info/environment-info-schemas";
import { releaseMismatch, type ReleasedEnvironment } from "./application-release";
import { describeRunning, stillRunning } from "./busy-environment";
import { countedStart, DAY_MS, startedBefore, type CountedStart } from "./quota-count";

/** Operations an environment may start in any 24 hours (dbmovement-api-throttling.md). */
const DAILY_OPERATIONS = 3;

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
  /** True for a refresh: its environments (source, then target) must run the same application release. */
  sameApplicationRelease?: boolean;
  /** The environment whose allowance the operation spends, and which must not be busy. */
  quotaEnvironmentId: string;
  /** Now, in epoch milliseconds. */
  now: number;
}

/**
 * A start the guard let through, counted against its environment's quota in this process: the
 * caller says how it ended, so that the count holds what the service has started.
 */
export interface StartSlot {
  /** The service started it, with this id: counted until the history lists that id. */
  started(operationActivityId: string): void;
  /** The service surely started nothing: no longer counted. */
  release(): void;
  /** This process saw it reach a final status: it still counts, but no longer holds the environment. */
  ended(): void;
}

/** A start this process let through: pending until the service names its id. */
interface OwnStart {
  at: number;
  /** The resource and operation, for messages: `bizops:DatabaseRefresh refresh`. */
  what: string;
  activityId?: string;
  ended?: boolean;
}

/**
 * Keeps each project's environment list, and the starts it let through, for the life of the
 * provider process.
 */
export class EnvironmentGuard {
  private readonly lists = new Map<string, Promise<ProjectEnvironment[]>>();
  private readonly ownStarts = new Map<string, OwnStart[]>();

  constructor(private readonly report: (message: string) => void) {}

  /**
   * Throws a `Refused` error, before anything is started, when a guard rail holds the start back;
   * otherwise counts the start against its environment's quota at once, and hands back its slot.
   */
  async check(client: LifecycleClient, start: StartCheck): Promise<StartSlot> {
    const environments = await this.environmentsOf(client, start);
    const nothing = `Nothing was started, and ${start.resource} was not created.`;
    const released: ReleasedEnvironment[] = [];
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
      released.push({ input: `${named.input} ${label(found)}`, environment: found });
    }
    const [source, target] = released;
    const mismatch =
      start.sameApplicationRelease && source && target ? releaseMismatch(source, target) : undefined;
    if (mismatch !== undefined) {
      throw new BizopsError(
        `${start.resource}: ${mismatch}; the service refreshes a database only between environments of the same application release. ${nothing}`,
        {
          code: "Refused",
          hint: "Bring both environments to the same application release first (database/database-refresh.md: update the target sandbox, or redeploy it, when the source is newer), then run `pulumi up` again.",
        },
      );
    }
    const quotaEnvironment = environments.find((env) =>
      sameEnvironment(env.environmentId, start.quotaEnvironmentId),
    );
    return this.checkHistory(client, start, quotaEnvironment, nothing);
  }

  /** The quota and a busy environment, from one read of the history. */
  private async checkHistory(
    client: LifecycleClient,
    start: StartCheck,
    environment: ProjectEnvironment | undefined,
    nothing: string,
  ): Promise<StartSlot> {
    const since = start.now - DAY_MS;
    const history = await readHistory(
      client,
      { projectId: start.projectId, environmentId: start.quotaEnvironmentId },
      this.report,
      undefined,
      // Newest first: an entry that started before the window ends what can count.
      (operation) => startedBefore(operation, since),
    );
    // From here to the end no await: the count and the slot it grants are one step, so creates
    // running at once each see the slots of the others.
    const key = `${this.scopeKey(start)}/${bareGuid(start.quotaEnvironmentId)}`;
    const listed = new Set(
      history.flatMap((operation) => (operation.activityId ? [bareGuid(operation.activityId)] : [])),
    );
    const own = (this.ownStarts.get(key) ?? []).filter(
      (mine) => mine.at > since && (mine.activityId === undefined || !listed.has(bareGuid(mine.activityId))),
    );
    const counted: CountedStart[] = [
      ...history.map((operation) => countedStart(operation, start.now)),
      ...own.map((mine) => ({ at: mine.at, note: "started by this run, not yet in the history" })),
    ]
      .filter((entry) => entry.at > since)
      .sort((a, b) => a.at - b.at);
    if (counted.length >= DAILY_OPERATIONS) {
      const opens = (counted[counted.length - DAILY_OPERATIONS]?.at ?? start.now) + DAY_MS;
      const times = counted
        .map((entry) => `${new Date(entry.at).toISOString()}${entry.note ? ` (${entry.note})` : ""}`)
        .join(", ");
      throw new BizopsError(
        `${start.resource}: environment ${name(environment, start)} started ${counted.length} operations in the last 24 hours (at ${times}), and the service starts at most ${DAILY_OPERATIONS}; the next can start at ${new Date(opens).toISOString()}. ${nothing}`,
        {
          code: "Refused",
          hint: "The service counts every operation of the environment for 24 hours from its start, those started by hand included: run `pulumi up` again after that time.",
        },
      );
    }
    this.refuseWhenBusy(start, name(environment, start), history, own, nothing);
    const mine: OwnStart = { at: start.now, what: `${start.resource} ${start.noun}` };
    this.ownStarts.set(key, [...own, mine]);
    return {
      started: (operationActivityId) => {
        mine.activityId = operationActivityId;
      },
      release: () => {
        this.ownStarts.set(
          key,
          (this.ownStarts.get(key) ?? []).filter((entry) => entry !== mine),
        );
      },
      ended: () => {
        mine.ended = true;
      },
    };
  }

  /** Refuses the start while an operation of the history, or one this process started, still runs. */
  private refuseWhenBusy(
    start: StartCheck,
    environment: string,
    history: readonly EnvironmentOperation[],
    own: readonly OwnStart[],
    nothing: string,
  ): void {
    const running = [
      ...history.filter(stillRunning).map(describeRunning),
      ...own
        .filter((mine) => !mine.ended)
        .map(
          (mine) =>
            `${mine.what} ${mine.activityId ?? "(its start not yet answered)"} (started by this run at ${new Date(mine.at).toISOString()}, not yet listed as ended in the history)`,
        ),
    ];
    if (running.length === 0) return;
    throw new BizopsError(
      `${start.resource}: environment ${environment} is busy: ${running.join("; ")} ${running.length === 1 ? "has" : "have"} not ended, and the service runs one servicing operation per environment at a time. ${nothing}`,
      {
        code: "Refused",
        hint: `Run \`pulumi up\` again once it has ended; lifecycle.getEnvironmentHistory({ projectId: ${start.projectId}, environmentId: "${start.quotaEnvironmentId}" }) shows its status, as does the environment's History page in Lifecycle Services.`,
      },
    );
  }

  /** The project's environments, read once per project and scope; a failed read is not kept. */
  private environmentsOf(client: LifecycleClient, start: StartCheck): Promise<ProjectEnvironment[]> {
    const key = this.scopeKey(start);
    let list = this.lists.get(key);
    if (list === undefined) {
      list = readEnvironments(client, start.projectId, this.report);
      this.lists.set(key, list);
      list.catch(() => this.lists.delete(key));
    }
    return list;
  }

  /** The project and the service's settings; the settings may hold a token, so only their digest is kept. */
  private scopeKey(start: StartCheck): string {
    return `${start.projectId}/${createHash("sha256")
      .update(JSON.stringify(start.scope ?? null))
      .digest("hex")}`;
  }
}

/** The environment whose allowance the start spends, for messages. */
function name(environment: ProjectEnvironment | undefined, start: StartCheck): string {
  return environment ? label(environment) : start.quotaEnvironmentId;
}

/** `contoso-prod (7b0f...)`, or the id alone when the service gives no name. */
function label(environment: ProjectEnvironment): string {
  return environment.environmentName
    ? `${environment.environmentName} (${environment.environmentId})`
    : environment.environmentId;
}
