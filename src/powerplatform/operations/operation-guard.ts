/**
 * The guard rails a copy or restore passes before it is asked for (in create, and in a preview's
 * check when previewChecks is on), each refused by the input it is about:
 * - **No production, default or trial target**, and no copy from a default or trial environment
 *   (environment-kind.ts, with its sources); read from the service's record of each environment
 *   and, for a Finance and Operations environment, its deployment type.
 * - **Only the pairs Microsoft supports** (copy-pairs.ts).
 * - **The same region**: source and target in the same geography (copy-environment.md,
 *   backup-restore-environments.md).
 * - **A restore point within the retention** (restore-window.ts).
 * - **One operation at a time per environment**: the target's operations (its first page, newest
 *   first) hold none still queued or running, and this process started none there that it did not
 *   see end. The reference documents a 409 for a conflict without its cause; the guard says it
 *   before the service does.
 */
import { createHash } from "node:crypto";
import { BizopsError, hasCode } from "../../core/errors/errors";
import type { StartSlot } from "../../lifecycle/operations/environment-guard";
import type { PowerPlatformClient } from "../client";
import type { EnvironmentResponse } from "../wire-schemas";
import { pairRefusal } from "./copy-pairs";
import { kindOf, labelOf, sourceRefusal, targetRefusal, type EnvironmentKind } from "./environment-kind";
import { holdsEnvironment } from "./operation-status";
import { restorePointRefusal } from "./restore-window";

/** How many of the target's newest operations are looked at for one still running. */
const OPERATIONS_LOOKED_AT = 20;

/** What the guard checks before one start. */
export interface OperationCheck {
  /** The resource type, for messages: `bizops:EnvironmentCopy`. */
  resource: string;
  noun: "copy" | "restore";
  sourceEnvironmentId: string;
  targetEnvironmentId: string;
  restorePointDateTime?: string | undefined;
  /** Which service and credential: own starts are kept per scope. */
  scope: unknown;
  /** Now, in epoch milliseconds. */
  now: number;
}

/** One guard rail that holds the start back: the input it is about, and why. */
export interface Refusal {
  property: string;
  reason: string;
}

interface OwnStart {
  at: number;
  what: string;
  operationId?: string;
  ended?: boolean;
}

/** Keeps the starts this process let through, for the life of the provider process. */
export class OperationGuard {
  private readonly ownStarts = new Map<string, OwnStart[]>();

  /**
   * Throws a `Refused` error, before anything is started, when a guard rail holds the start back;
   * otherwise counts the start as running on its target, and hands back its slot.
   */
  async check(client: PowerPlatformClient, check: OperationCheck): Promise<StartSlot> {
    const refusals = await this.refusals(client, check);
    const first = refusals[0];
    if (first !== undefined) {
      throw new BizopsError(
        `${check.resource}: ${first.property}: ${refusals.map((r) => r.reason).join("; ")}. Nothing was started, and ${check.resource} was not created.`,
        { code: "Refused", hint: `Check ${first.property}, then run \`pulumi up\` again.` },
      );
    }
    const key = this.key(check);
    const mine: OwnStart = { at: check.now, what: `${check.resource} ${check.noun}` };
    this.ownStarts.set(key, [...(this.ownStarts.get(key) ?? []), mine]);
    return {
      started: (operationId) => {
        mine.operationId = operationId;
      },
      release: () =>
        this.ownStarts.set(
          key,
          (this.ownStarts.get(key) ?? []).filter((entry) => entry !== mine),
        ),
      ended: () => {
        mine.ended = true;
      },
    };
  }

  /** Every guard rail that holds the start back; none when it may go. Reads, never starts. */
  async refusals(client: PowerPlatformClient, check: OperationCheck): Promise<Refusal[]> {
    const [source, target] = await Promise.all([
      kindFor(client, check.sourceEnvironmentId),
      kindFor(client, check.targetEnvironmentId),
    ]);
    const out: Refusal[] = [];
    const say = (property: string, reason: string | undefined) => {
      if (reason !== undefined) out.push({ property, reason });
    };
    const targetWhy = targetRefusal(target);
    say("targetEnvironmentId", targetWhy && `${labelOf(target)} is ${targetWhy}`);
    if (check.noun === "copy") {
      const sourceWhy = sourceRefusal(source);
      say("sourceEnvironmentId", sourceWhy && `${labelOf(source)} is ${sourceWhy}`);
      if (targetWhy === undefined)
        say("targetEnvironmentId", pairRefusal(source.deployment, target.deployment));
    }
    if (source.geo && target.geo && source.geo.toLowerCase() !== target.geo.toLowerCase()) {
      say(
        "targetEnvironmentId",
        `${labelOf(target)} is in ${target.geo} and ${labelOf(source)} in ${source.geo}: the service ${check.noun === "copy" ? "copies" : "restores"} only within one region`,
      );
    }
    if (check.restorePointDateTime !== undefined) {
      say("restorePointDateTime", restorePointRefusal(check.restorePointDateTime, source, check.now));
    }
    say("targetEnvironmentId", await this.busy(client, check, target));
    return out;
  }

  /**
   * Why the target is busy, or undefined: an operation of its newest that has not ended, or one
   * this process started that the list does not show yet (once listed, the list's status decides).
   */
  private async busy(client: PowerPlatformClient, check: OperationCheck, target: EnvironmentKind) {
    const running: string[] = [];
    const listed = new Set<string>();
    for await (const operation of client.listOperations(check.targetEnvironmentId, OPERATIONS_LOOKED_AT)) {
      listed.add(operation.operationId.toLowerCase());
      if (holdsEnvironment(operation.status)) {
        running.push(`${operation.name ?? "operation"} ${operation.operationId} (${operation.status})`);
      }
      if (listed.size >= OPERATIONS_LOOKED_AT) break;
    }
    for (const mine of this.ownStarts.get(this.key(check)) ?? []) {
      if (mine.ended || (mine.operationId !== undefined && listed.has(mine.operationId.toLowerCase())))
        continue;
      running.push(
        `${mine.what} ${mine.operationId ?? "(its start not yet answered)"} (started by this run)`,
      );
    }
    if (running.length === 0) return undefined;
    return `${labelOf(target)} is busy: ${running.join(", ")} has not ended, and the service runs one operation per environment at a time`;
  }

  /** The target and the service's settings; the settings may hold a token, so only their digest is kept. */
  private key(check: OperationCheck): string {
    const scope = createHash("sha256")
      .update(JSON.stringify(check.scope ?? null))
      .digest("hex");
    return `${scope}/${check.targetEnvironmentId.toLowerCase()}`;
  }
}

/** An environment's record and, when it has Finance and Operations, its deployment type. */
async function kindFor(client: PowerPlatformClient, environmentId: string): Promise<EnvironmentKind> {
  const environment: EnvironmentResponse = await client.environment(environmentId);
  if (!environment.finOpsMetadata) return kindOf(environment, undefined);
  try {
    return kindOf(environment, await client.finOpsProperties(environmentId));
  } catch (error) {
    // No F&O properties for it: the service decides the pair.
    if (hasCode(error, "NotFound")) return kindOf(environment, undefined);
    throw error;
  }
}
