/**
 * The create/read/update/delete both operation resources share (DatabaseRefresh, DatabaseExport). An operation is
 * something that happens, not something that exists, so:
 * - create starts it, once; a refusal (`IsSuccess: false`) means nothing is created;
 * - any change to what the operation does (or to `triggers`) replaces the resource, which starts a
 *   new operation; `waitForCompletion` and `settings` change in place and start nothing;
 * - once started, the operation id is never lost: a failure or a timeout while waiting keeps the
 *   resource in state as not fully initialized, and the next `up` watches the same operation;
 * - read asks the status route (when waiting was asked for) and never drops the resource: that
 *   would start the operation again;
 * - delete does nothing remote: there is no undoing a refresh or an export.
 */
import type * as z from "zod";
import { systemClock, type Clock } from "../../core/http/clock";
import { hasCode, requestFactsOf } from "../../core/errors/errors";
import { crudProvider } from "../../core/provider/crud-provider";
import { providerSettingSources } from "../../core/provider/provider-config";
import {
  definedOnly,
  PROVIDER_KEY,
  propertyChanged,
  type PropertyBag,
  type ResourceProviderImpl,
} from "../../core/provider/resource-provider";
import { parseCheckedInputs } from "../../core/provider/checked-inputs";
import { providerReport } from "../../core/provider/provider-report";
import { parseState } from "../../core/provider/state";
import { isUnknown } from "../../core/provider/unknowns";
import { LifecycleClient, type EnvironmentRef, type StartContext } from "../client";
import { waitForFinalStatus } from "./completion-wait";
import {
  failedOperationError,
  statusUnreadError,
  watchedLabel,
  watchOutcome,
  watchedOperation,
} from "./watch-outcome";
import { EnvironmentGuard, type NamedEnvironment } from "./environment-guard";
import { sameEnvironment } from "../environment-info/environment-info-schemas";
import { statusOutcome } from "./operation-status";
import { withPreviewChecks } from "./preview-checks";
import type { LifecycleSettings, OperationEnvelope, OperationState, WaitForCompletion } from "../schemas";

/** The inputs every operation resource has. */
export interface OperationInputs {
  projectId: number;
  triggers?: unknown[] | undefined;
  waitForCompletion?: WaitForCompletion | undefined;
  adoptOperationActivityId?: string | undefined;
  settings?: LifecycleSettings | undefined;
}

/** What makes one operation resource different from the other. */
export interface OperationResourceSpec<I extends OperationInputs> {
  /** The type as users see it: `bizops:DatabaseRefresh`. */
  resource: string;
  /** The operation in words: `refresh`. */
  noun: string;
  inputs: z.ZodType<I>;
  state: z.ZodType<OperationState>;
  /** The inputs that say what the operation does; a change to one of them (or `triggers`) starts a new one. */
  operationFields: readonly (keyof I & string)[];
  /** Starts the operation; `context` goes with the request, for its errors. */
  start(client: LifecycleClient, inputs: I, context: StartContext): Promise<OperationEnvelope>;
  /** The environment the operation acts on, where its status is asked. */
  statusRef(props: PropertyBag): EnvironmentRef;
  /** The environments the operation names, checked against the project before it starts. */
  environments(inputs: I): NamedEnvironment[];
  /** True when the environments named (source, then target) must run the same application release. */
  sameApplicationRelease?: boolean;
  /** The inputs that hold an environment id: one written another way (no hyphens) is no change. */
  environmentFields: readonly (keyof I & string)[];
}

/** What the operation resources take from their surroundings; tests pass a fake clock and collect the reports. */
export interface OperationResourceDeps {
  clock?: Clock;
  /** Progress lines; the dynamic-provider host shows the provider's standard output in the update. */
  report?: (message: string) => void;
  /** The guard rails, with their environment lists; by default the one both resources share. */
  guard?: EnvironmentGuard;
}

// One per provider process, shared by both resources: one environment read per project per run.
const SHARED_GUARD = new EnvironmentGuard(providerReport);

/** Builds the provider implementation of one operation resource. */
export function operationResourceProvider<I extends OperationInputs>(
  spec: OperationResourceSpec<I>,
  deps: OperationResourceDeps = {},
): ResourceProviderImpl {
  const crud = new OperationCrud(
    spec,
    deps.clock ?? systemClock,
    deps.report ?? providerReport,
    deps.guard ?? SHARED_GUARD,
  );
  return withPreviewChecks(
    crudProvider(spec.inputs, crud),
    (inputs) => inputs.settings as LifecycleSettings | undefined,
    (olds, inputs) => crud.preview(olds, inputs),
  );
}

// Inputs that change how the provider behaves, not what the operation does: changed in place.
// (`adoptOperationActivityId` names which operation this is, so it replaces, like the operation's own fields.)
const IN_PLACE = ["waitForCompletion", "settings"] as const;

class OperationCrud<I extends OperationInputs> {
  private readonly replacing: readonly string[];

  constructor(
    private readonly spec: OperationResourceSpec<I>,
    private readonly clock: Clock,
    private readonly report: (message: string) => void,
    private readonly guard: EnvironmentGuard,
  ) {
    this.replacing = ["projectId", ...spec.operationFields, "triggers", "adoptOperationActivityId"];
  }

  diff(_id: string, olds: PropertyBag, news: PropertyBag) {
    const replaces = this.replacing.filter((key) => this.changed(key, olds[key], news[key]));
    if (replaces.length > 0) return { changes: true, replaces, deleteBeforeReplace: false };
    const updates = IN_PLACE.filter((key) => propertyChanged(olds[key], news[key]));
    return { changes: updates.length > 0 || this.stillToWatch(olds, news) };
  }

  private changed(key: string, before: unknown, after: unknown): boolean {
    // The same environment in another form names the same operation: no new one starts.
    if ((this.spec.environmentFields as readonly string[]).includes(key)) {
      if (typeof before === "string" && typeof after === "string") return !sameEnvironment(before, after);
    }
    return propertyChanged(before, after);
  }

  /**
   * An operation waited for that has not succeeded must go through update (which watches it
   * again, or fails again) even when nothing changed. The engine does that by itself for a
   * resource it marked as not fully initialized, but `pulumi refresh` clears that mark.
   */
  private stillToWatch(olds: PropertyBag, news: PropertyBag): boolean {
    const wait = news.waitForCompletion;
    if (wait === undefined || isUnknown(wait)) return false;
    return (
      statusOutcome(typeof olds.operationStatus === "string" ? olds.operationStatus : undefined) !==
      "succeeded"
    );
  }

  /**
   * The preview's questions (preview-checks.ts), for a resource that would start an operation:
   * the guard rails create passes (the environments' types, the quota, a busy environment), each
   * refusal under the input it is about. The slot the check takes is given back at once.
   */
  async preview(olds: PropertyBag, props: PropertyBag) {
    const inputs = parseCheckedInputs(this.spec.inputs, props, this.spec.resource);
    const starts =
      Object.keys(olds).length === 0 ||
      this.replacing.some((key) => this.changed(key, olds[key], props[key]));
    if (!starts || inputs.adoptOperationActivityId !== undefined) return [];
    const client = await clientFor(inputs.settings, this.clock);
    try {
      (await this.guard.check(client, this.startCheck(inputs))).release();
      return [];
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const named = this.spec.environments(inputs).find((env) => message.includes(`: ${env.input} `));
      const target = this.spec.environments(inputs).find((env) => env.mustBeSandbox);
      return [{ property: named?.input ?? target?.input ?? "projectId", reason: message }];
    }
  }

  private startCheck(inputs: I) {
    return {
      resource: this.spec.resource,
      noun: this.spec.noun,
      projectId: inputs.projectId,
      scope: inputs.settings,
      environments: this.spec.environments(inputs),
      sameApplicationRelease: this.spec.sameApplicationRelease ?? false,
      quotaEnvironmentId: this.spec.statusRef(inputs as unknown as PropertyBag).environmentId,
      now: this.clock.now(),
    };
  }

  async create(props: PropertyBag) {
    const inputs = parseCheckedInputs(this.spec.inputs, props, this.spec.resource);
    const client = await clientFor(inputs.settings, this.clock);
    const requestedAt = new Date(this.clock.now()).toISOString();
    if (inputs.adoptOperationActivityId !== undefined) {
      return this.adopt(client, inputs, inputs.adoptOperationActivityId, requestedAt, props[PROVIDER_KEY]);
    }
    const slot = await this.guard.check(client, this.startCheck(inputs));
    let envelope: OperationEnvelope;
    try {
      envelope = await this.spec.start(client, inputs, {
        refusedHint: `The service did not start the ${this.spec.noun}, so ${this.spec.resource} was not created.`,
      });
    } catch (error) {
      // A start that may have happened (no answer, a 5xx) keeps counting against the quota.
      if (startedNothing(error)) slot.release();
      throw error;
    }
    const id = envelope.OperationActivityId;
    slot.started(id);
    const outs = definedOnly({
      ...this.inputFields(inputs),
      operationActivityId: id,
      versionEOL: envelope.VersionEOL ?? undefined,
      requestedAt,
    });
    // Printed at once: should the provider be stopped while waiting, this is the id to adopt.
    this.report(`${this.spec.resource}: started ${this.spec.noun} ${id}.`);
    if (!inputs.waitForCompletion) return { id, outs };
    return {
      id,
      outs: await this.watch(client, id, outs, inputs.waitForCompletion, props[PROVIDER_KEY], () =>
        slot.ended(),
      ),
    };
  }

  /** Takes over an operation started before, without starting one. */
  private async adopt(
    client: LifecycleClient,
    inputs: I,
    id: string,
    requestedAt: string,
    provider: unknown,
  ) {
    const outs = definedOnly({ ...this.inputFields(inputs), operationActivityId: id, requestedAt });
    this.report(`${this.spec.resource}: took over ${this.spec.noun} ${id}; nothing was started.`);
    if (!inputs.waitForCompletion) return { id, outs };
    return { id, outs: await this.watch(client, id, outs, inputs.waitForCompletion, provider) };
  }

  async read(id: string, props: PropertyBag) {
    const old = this.state(props);
    const { [PROVIDER_KEY]: _provider, ...outs } = props;
    const inputs = this.inputFields(old);
    // The status route is asked only by programs that asked to wait; a final status does not change.
    if (!old.waitForCompletion || statusOutcome(old.operationStatus) !== "running") {
      return { id, props: outs, inputs };
    }
    const client = await clientFor(old.settings, this.clock);
    try {
      const envelope = await client.operationStatus(this.spec.statusRef(old), id);
      return { id, props: { ...outs, operationStatus: envelope.OperationStatus }, inputs };
    } catch (error) {
      // The service no longer knows the operation (or has no status route): keep the resource as
      // it is. Dropping it would make the next `up` start the operation again.
      if (hasCode(error, "Refused") || isMissing(error)) {
        this.report(
          `${this.spec.resource} ${this.spec.noun} ${id}: the service has no status for it; kept as it was.`,
        );
        return { id, props: outs, inputs };
      }
      throw error;
    }
  }

  async update(id: string, olds: PropertyBag, news: PropertyBag) {
    const old = this.state(olds);
    const inputs = parseCheckedInputs(this.spec.inputs, news, this.spec.resource);
    const outs = definedOnly({
      ...this.inputFields(inputs),
      operationActivityId: old.operationActivityId,
      versionEOL: old.versionEOL,
      requestedAt: old.requestedAt,
      operationStatus: old.operationStatus,
    });
    const wait = inputs.waitForCompletion;
    const outcome = statusOutcome(old.operationStatus);
    if (!wait || outcome === "succeeded") return { outs };
    if (outcome === "failed")
      throw failedOperationError(
        watchedOperation(this.spec, id, outs, news[PROVIDER_KEY]),
        old.operationStatus,
      );
    // Never started again: the same operation is watched until it ends.
    const client = await clientFor(inputs.settings, this.clock);
    return { outs: await this.watch(client, id, outs, wait, news[PROVIDER_KEY]) };
  }

  async delete(id: string) {
    this.report(
      `${this.spec.resource}: removed ${this.spec.noun} ${id} from the stack; the ${this.spec.noun} itself is not undone.`,
    );
  }

  /** Waits for a final status; any ending but success keeps the operation in state and fails the update. */
  private async watch(
    client: LifecycleClient,
    id: string,
    outs: PropertyBag,
    wait: WaitForCompletion,
    provider: unknown,
    onFinal?: () => void,
  ): Promise<PropertyBag> {
    const operation = watchedOperation(this.spec, id, outs, provider, wait);
    let result;
    try {
      result = await waitForFinalStatus(client, {
        ref: this.spec.statusRef(outs),
        operationActivityId: id,
        label: watchedLabel(operation),
        options: wait,
        report: this.report,
        clock: this.clock,
      });
    } catch (error) {
      throw statusUnreadError(operation, error);
    }
    return watchOutcome(operation, result, onFinal);
  }

  /** The input fields as stored in state and given back to the engine on refresh. */
  private inputFields(source: object): PropertyBag {
    const bag = source as PropertyBag;
    return definedOnly(Object.fromEntries([...this.replacing, ...IN_PLACE].map((key) => [key, bag[key]])));
  }

  private state(props: PropertyBag): OperationState {
    return parseState(this.spec.state, props, this.spec.resource);
  }
}

/** A refusal, or a 4xx answer but a timeout: the service started nothing. */
function startedNothing(error: unknown): boolean {
  if (hasCode(error, "Refused")) return true;
  const { status } = requestFactsOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408;
}

function isMissing(error: unknown): boolean {
  const { status } = requestFactsOf(error);
  return status === 404 || status === 405;
}

/** The client of `settings`, its retries waiting on the resource's clock. */
async function clientFor(settings: OperationInputs["settings"], clock: Clock): Promise<LifecycleClient> {
  return LifecycleClient.fromSources(await providerSettingSources(settings), { clock });
}
