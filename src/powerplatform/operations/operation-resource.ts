/**
 * The create/read/update/delete copy and restore share, with DatabaseRefresh's rules (see
 * src/lifecycle/operations/operation-resource.ts): create starts the operation once, after the
 * guard rails (operation-guard.ts); a change to what it does (or to `triggers`) replaces the
 * resource, which starts a new one; `waitForCompletion`, `settings` and `alreadyApplied` change in
 * place and start nothing; once started, the operation id is never lost (a failure or a timeout
 * while waiting keeps the resource as not fully initialized, and the next `up` watches the same
 * operation); read never drops the resource; delete undoes nothing.
 *
 * Two ways in start nothing: `adoptOperationId` takes over an operation started elsewhere, and
 * `alreadyApplied` records one that happened already (a stack moving from DatabaseRefresh, or a
 * copy made by hand): docs/moving-from-lifecycle-services.md.
 */
import type * as z from "zod";
import { hasCode, requestFactsOf } from "../../core/errors/errors";
import { systemClock, type Clock } from "../../core/http/clock";
import { crudProvider } from "../../core/provider/crud-provider";
import { parseCheckedInputs } from "../../core/provider/checked-inputs";
import { providerReport } from "../../core/provider/provider-report";
import { providerSettingSources } from "../../core/provider/provider-config";
import {
  definedOnly,
  PROVIDER_KEY,
  propertyChanged,
  type PropertyBag,
  type ResourceProviderImpl,
} from "../../core/provider/resource-provider";
import { parseState } from "../../core/provider/state";
import { isUnknown } from "../../core/provider/unknowns";
import { pollUntilFinal, type Look } from "../../lifecycle/operations/completion-wait";
import { withPreviewChecks } from "../../lifecycle/operations/preview-checks";
import {
  failedOperationError,
  statusUnreadError,
  watchedLabel,
  watchOutcome,
  watchedOperation,
} from "../../lifecycle/operations/watch-outcome";
import type { WaitForCompletion } from "../../lifecycle/schemas";
import { PowerPlatformClient } from "../client";
import { operationState, type OperationState, type PowerPlatformSettings } from "../input-schemas";
import type { StartedOperation } from "../operation-location";
import { OperationGuard } from "./operation-guard";
import { operationOutcome } from "./operation-status";
import { previewFailures } from "./operation-preview";
import { findStarted } from "./started-operation";

/** The inputs copy and restore share. */
export interface OperationInputs {
  sourceEnvironmentId: string;
  targetEnvironmentId: string;
  triggers?: unknown[] | undefined;
  waitForCompletion?: WaitForCompletion | undefined;
  adoptOperationId?: string | undefined;
  alreadyApplied?: boolean | undefined;
  settings?: PowerPlatformSettings | undefined;
}

/** What makes copy different from restore. */
export interface OperationSpec<I extends OperationInputs> {
  /** The type as users see it: `bizops:EnvironmentCopy`. */
  resource: string;
  noun: "copy" | "restore";
  inputs: z.ZodType<I>;
  /** The inputs that say what the operation does besides the environments; a change starts a new one. */
  operationFields: readonly (keyof I & string)[];
  /** Starts the operation, or with `validateOnly` asks the service to validate it. */
  start(client: PowerPlatformClient, inputs: I, validateOnly: boolean): Promise<StartedOperation>;
  /** The restore point, for the guard; undefined for a copy. */
  restorePoint?(inputs: I): string | undefined;
}

/** What the resources take from their surroundings; tests pass a fake clock and collect the reports. */
export interface OperationDeps {
  clock?: Clock;
  report?: (message: string) => void;
  guard?: OperationGuard;
}

// One per provider process, shared by copy and restore: one operation at a time per target.
const SHARED_GUARD = new OperationGuard();

// Inputs that change how the provider behaves, not what the operation does: changed in place.
const IN_PLACE = ["waitForCompletion", "settings", "alreadyApplied"] as const;

/** Builds the provider implementation of copy or restore. */
export function powerPlatformOperationProvider<I extends OperationInputs>(
  spec: OperationSpec<I>,
  deps: OperationDeps = {},
): ResourceProviderImpl {
  const crud = new OperationCrud(
    spec,
    deps.clock ?? systemClock,
    deps.report ?? providerReport,
    deps.guard ?? SHARED_GUARD,
  );
  return withPreviewChecks(
    crudProvider(spec.inputs, crud),
    (inputs) => inputs.settings as PowerPlatformSettings | undefined,
    (olds, inputs) => crud.preview(olds, inputs),
  );
}

class OperationCrud<I extends OperationInputs> {
  private readonly replacing: readonly string[];

  constructor(
    private readonly spec: OperationSpec<I>,
    private readonly clock: Clock,
    private readonly report: (message: string) => void,
    private readonly guard: OperationGuard,
  ) {
    this.replacing = [
      "sourceEnvironmentId",
      "targetEnvironmentId",
      ...spec.operationFields,
      "environmentNameToOverride",
      "securityGroupIdToOverride",
      "skipAuditData",
      "triggers",
      "adoptOperationId",
    ];
  }

  diff(_id: string, olds: PropertyBag, news: PropertyBag) {
    const replaces = this.replacing.filter((key) => propertyChanged(olds[key], news[key]));
    if (replaces.length > 0) return { changes: true, replaces, deleteBeforeReplace: false };
    const updates = IN_PLACE.filter((key) => propertyChanged(olds[key], news[key]));
    return { changes: updates.length > 0 || this.stillToWatch(olds, news) };
  }

  /** An operation waited for that has not succeeded goes through update, even after a refresh. */
  private stillToWatch(olds: PropertyBag, news: PropertyBag): boolean {
    const wait = news.waitForCompletion;
    if (wait === undefined || isUnknown(wait) || typeof olds.operationId !== "string") return false;
    return (
      operationOutcome(typeof olds.operationStatus === "string" ? olds.operationStatus : undefined) !==
      "succeeded"
    );
  }

  /** The preview's questions, for a resource that would start an operation. */
  async preview(olds: PropertyBag, props: PropertyBag) {
    const inputs = parseCheckedInputs(this.spec.inputs, props, this.spec.resource);
    const starts =
      Object.keys(olds).length === 0 || this.replacing.some((key) => propertyChanged(olds[key], props[key]));
    if (!starts || inputs.alreadyApplied || inputs.adoptOperationId !== undefined) return [];
    const client = await clientFor(inputs.settings, this.clock);
    return previewFailures(client, this.guard, this.checkOf(inputs), () =>
      this.spec.start(client, inputs, true),
    );
  }

  async create(props: PropertyBag) {
    const inputs = parseCheckedInputs(this.spec.inputs, props, this.spec.resource);
    const requestedAt = new Date(this.clock.now()).toISOString();
    const base = { ...this.inputFields(inputs), requestedAt };
    if (inputs.alreadyApplied) {
      this.report(
        `${this.spec.resource}: recorded the ${this.spec.noun} into ${inputs.targetEnvironmentId} as already applied; nothing was started.`,
      );
      return { id: `applied:${inputs.targetEnvironmentId}:${requestedAt}`, outs: definedOnly(base) };
    }
    const client = await clientFor(inputs.settings, this.clock);
    if (inputs.adoptOperationId !== undefined) {
      const id = inputs.adoptOperationId;
      this.report(`${this.spec.resource}: took over ${this.spec.noun} ${id}; nothing was started.`);
      const outs = definedOnly({ ...base, operationId: id });
      if (!inputs.waitForCompletion) return { id, outs };
      return { id, outs: await this.watch(client, id, outs, inputs.waitForCompletion, props[PROVIDER_KEY]) };
    }
    const slot = await this.guard.check(client, this.checkOf(inputs));
    let started: StartedOperation;
    try {
      started = await this.spec.start(client, inputs, false);
    } catch (error) {
      // A start that may have happened (no answer, a 5xx) keeps holding the target.
      if (startedNothing(error)) slot.release();
      throw error;
    }
    const operationId =
      started.operationId ?? (await findStarted(client, inputs.targetEnvironmentId, requestedAt));
    if (operationId === undefined) {
      this.report(
        `${this.spec.resource}: the ${this.spec.noun} into ${inputs.targetEnvironmentId} was accepted, but the service named no operation, so it cannot be followed; lifecycle.listEnvironmentOperations lists it.`,
      );
      return { id: `unidentified:${inputs.targetEnvironmentId}:${requestedAt}`, outs: definedOnly(base) };
    }
    slot.started(operationId);
    const outs = definedOnly({ ...base, operationId });
    // Printed at once: should the provider be stopped while waiting, this is the id to adopt.
    this.report(`${this.spec.resource}: started ${this.spec.noun} ${operationId}.`);
    if (!inputs.waitForCompletion) return { id: operationId, outs };
    const watched = await this.watch(
      client,
      operationId,
      outs,
      inputs.waitForCompletion,
      props[PROVIDER_KEY],
      {
        firstLookAfterMs: started.retryAfterMs,
        onFinal: () => slot.ended(),
      },
    );
    return { id: operationId, outs: watched };
  }

  async read(id: string, props: PropertyBag) {
    const old = this.state(props);
    const { [PROVIDER_KEY]: _provider, ...outs } = props;
    const inputs = this.inputFields(old);
    const operationId = old.operationId;
    // The status is asked only by programs that asked to wait; a final status does not change.
    if (
      !old.waitForCompletion ||
      operationId === undefined ||
      operationOutcome(old.operationStatus) !== "running"
    ) {
      return { id, props: outs, inputs };
    }
    const client = await clientFor(old.settings, this.clock);
    const seen = await lookAt(client, old.targetEnvironmentId, operationId);
    if (seen.status === undefined) {
      this.report(
        `${this.spec.resource} ${this.spec.noun} ${operationId}: the service has no status for it; kept as it was.`,
      );
      return { id, props: outs, inputs };
    }
    return { id, props: { ...outs, operationStatus: seen.status }, inputs };
  }

  async update(id: string, olds: PropertyBag, news: PropertyBag) {
    const old = this.state(olds);
    const inputs = parseCheckedInputs(this.spec.inputs, news, this.spec.resource);
    const outs = definedOnly({
      ...this.inputFields(inputs),
      operationId: old.operationId,
      requestedAt: old.requestedAt,
      operationStatus: old.operationStatus,
    });
    const wait = inputs.waitForCompletion;
    const outcome = operationOutcome(old.operationStatus);
    if (!wait || old.operationId === undefined || outcome === "succeeded") return { outs };
    if (outcome === "failed")
      throw failedOperationError(
        watchedOperation(this.spec, id, outs, news[PROVIDER_KEY]),
        old.operationStatus,
      );
    // Never started again: the same operation is watched until it ends.
    const client = await clientFor(inputs.settings, this.clock);
    return { outs: await this.watch(client, old.operationId, outs, wait, news[PROVIDER_KEY]) };
  }

  async delete(id: string) {
    this.report(
      `${this.spec.resource}: removed ${this.spec.noun} ${id} from the stack; the ${this.spec.noun} itself is not undone.`,
    );
  }

  private checkOf(inputs: I) {
    return {
      resource: this.spec.resource,
      noun: this.spec.noun,
      sourceEnvironmentId: inputs.sourceEnvironmentId,
      targetEnvironmentId: inputs.targetEnvironmentId,
      restorePointDateTime: this.spec.restorePoint?.(inputs),
      scope: inputs.settings,
      now: this.clock.now(),
    };
  }

  /** Waits for a final status; any ending but success keeps the operation in state and fails the update. */
  private async watch(
    client: PowerPlatformClient,
    id: string,
    outs: PropertyBag,
    wait: WaitForCompletion,
    provider: unknown,
    extra: { firstLookAfterMs?: number | undefined; onFinal?: () => void } = {},
  ): Promise<PropertyBag> {
    const operation = watchedOperation(this.spec, id, outs, provider, wait);
    const target = outs.targetEnvironmentId as string;
    let result;
    try {
      result = await pollUntilFinal(() => lookAt(client, target, id), operationOutcome, {
        label: watchedLabel(operation),
        options: wait,
        report: this.report,
        clock: this.clock,
        firstLookAfterMs: extra.firstLookAfterMs,
      });
    } catch (error) {
      throw statusUnreadError(operation, error);
    }
    return watchOutcome(operation, result, extra.onFinal);
  }

  /** The input fields as stored in state and given back to the engine on refresh. */
  private inputFields(source: object): PropertyBag {
    const bag = source as PropertyBag;
    return definedOnly(Object.fromEntries([...this.replacing, ...IN_PLACE].map((key) => [key, bag[key]])));
  }

  private state(props: PropertyBag): OperationState {
    return parseState(operationState, props, this.spec.resource);
  }
}

/**
 * One look at an operation on its target. A 404 (the service may not list an operation the
 * moment it starts) is no status yet; a 409 on a poll is asked again, as Microsoft's Terraform
 * provider does (internal/api/lifecycle.go).
 */
async function lookAt(client: PowerPlatformClient, target: string, operationId: string): Promise<Look> {
  try {
    const seen = await client.operation(target, operationId);
    return { status: seen.operation.status, retryAfterMs: seen.retryAfterMs };
  } catch (error) {
    const { status } = requestFactsOf(error);
    if (hasCode(error, "NotFound") || status === 409) return { status: undefined };
    throw error;
  }
}

/** A 4xx answer but a timeout: the service started nothing. */
function startedNothing(error: unknown): boolean {
  const { status } = requestFactsOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408;
}

/** The client of `settings`, its retries waiting on the resource's clock. */
async function clientFor(
  settings: PowerPlatformSettings | undefined,
  clock: Clock,
): Promise<PowerPlatformClient> {
  return PowerPlatformClient.fromSources(await providerSettingSources(settings), { clock });
}
