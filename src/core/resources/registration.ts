/**
 * How a bizops resource registers with @pulumi/pulumi, and the two things it does there that the
 * SDK does not promise. Each is kept because the scale benchmark (`npm run bench`) measures what it
 * saves at 1,000 resources, against a variant packed without it (the commands and the figures:
 * docs/performance.md, "The SDK tricks, measured by variants"); each is written only here.
 *
 * 1. The class extends `pulumi.CustomResource` with the dynamic provider's type token and the
 *    provider in `__provider`, which is what `pulumi.dynamic.Resource` does, rather than extending
 *    `dynamic.Resource`. Pulumi takes a resource's source position from a fixed depth of the
 *    constructor stack, which is the program's own line for a class that extends
 *    `CustomResource`; a class extending `dynamic.Resource` sits one constructor deeper, so every
 *    resource's state would name our constructor instead of the program and store that extra
 *    frame, and `dynamic.Resource` serializes its provider object where we store a one-line
 *    require: larger state, and slower previews, updates and destroys.
 *
 * 2. The pause of promise stack traces. For each property a resource registers, and for its URN
 *    and id, the SDK makes promises and stores a stack trace on each (`new Error().stack`). It
 *    prints them only when a program ends with one of those promises unresolved (its promise-leak
 *    report, which also names the resource and property). In a Pulumi program every such trace is
 *    formatted through the language host's source-map support, a large part of the CPU a program
 *    spends declaring many resources. Our constructors register with `Error.stackTraceLimit` at 0,
 *    which leaves those traces empty.
 *
 *    What keeps its trace: the resource's source position, which the SDK takes with the limit
 *    raised for that one capture, and every promise made after the constructor returns. The span
 *    runs no program code, except the legacy `transformations` a resource has or inherits from
 *    its parent or the stack; then the limit is left alone, so that an error a transformation
 *    throws keeps its stack. An error the SDK's constructor throws for bad options keeps its
 *    message, without frames.
 *
 *    None of that is promised by the SDK: the pause is used only while the probes below, run once
 *    per process before the first pause, find that it all still holds. The pause leans on three
 *    things the SDK does:
 *     - it takes a resource's source position with `Error.stackTraceLimit` raised for that one
 *       capture, so the position still names the program's line while the limit is 0;
 *     - it puts the limit back afterwards, so the traces it then stores on its promises are empty;
 *     - it keeps a resource's legacy transformations on the field `__transformations`, which it
 *       does not declare, and applies a parent's from there (the pause reads that field to leave
 *       alone a registration that runs program code).
 *
 *    A probe is a component resource constructed exactly as a bizops resource is (the SDK's
 *    constructor, the base class's, ours, then the caller), with the limit at 0 and a stack-trace
 *    hook that throws on the first trace, the source position's, before anything is registered.
 *    In case an SDK took no trace, the probe also asks to read an existing resource (`id`), which
 *    the SDK refuses for a component before it registers anything. Its parent is a stand-in
 *    resource of its own, so that neither the stack's transformations nor its list of children
 *    ever see a probe. The tests run the probes on the oldest and the locked SDK of the peer range.
 */
import * as pulumi from "@pulumi/pulumi";
import { providerText } from "./provider-shim";

// 1. The type token and the provider, as dynamic.Resource sets them.

/** The type token of a bizops resource: `pulumi-nodejs:dynamic/bizops:<Name>`, as the engine knows it. */
export function dynamicType(name: string): string {
  return `pulumi-nodejs:dynamic/bizops:${name}`;
}

/**
 * `props` with the provider whose module is `module` (its kind's, resource-kinds.ts) in
 * `__provider`, as the dynamic-provider host reads it. A plain string, not an output: it is known
 * at once and costs the program no promise.
 */
export function withProvider(module: string, props: Record<string, unknown>): Record<string, unknown> {
  return { ...props, __provider: providerText(module) };
}

// 2. The pause of promise stack traces, and the probes that allow it.

let pauseAllowed: boolean | undefined;

/**
 * Sets `Error.stackTraceLimit` to 0 for a resource's registration, unless `opts` brings
 * transformations or the installed SDK no longer allows it; returns what puts the program's limit
 * back (call it in a `finally`).
 */
export function pausePromiseStacks(opts: pulumi.CustomResourceOptions): () => void {
  pauseAllowed ??= pauseHolds(probeStackPause());
  if (!pauseAllowed || runsTransformations(opts)) return () => undefined;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  return () => {
    Error.stackTraceLimit = limit;
  };
}

/** Whether the SDK's constructor will call program code: the transformations it applies. */
function runsTransformations(opts: pulumi.CustomResourceOptions): boolean {
  if ((opts.transformations?.length ?? 0) > 0) return true;
  // The SDK applies the parent's transformations too, and a resource without a parent has the
  // stack's (`registerStackTransformation`). It keeps them on a field it does not declare, which
  // the probes have found in use before any pause.
  const parent = (opts.parent ?? pulumi.runtime.getStackResource()) as
    { __transformations?: unknown[] } | undefined;
  return (parent?.__transformations?.length ?? 0) > 0;
}

/** What the probes found; the pause is used only when all three hold. */
export interface StackPauseVerdict {
  /** With the limit at 0, the SDK's source-position capture still reaches the constructing line. */
  keepsSourcePosition: boolean;
  /** After that capture the limit is 0 again and a trace taken at 0 is empty, as the promises' will be. */
  laterTracesEmpty: boolean;
  /** A resource's transformations are kept on `__transformations`, and a child runs its parent's. */
  findsTransformations: boolean;
}

/** Whether a verdict allows the pause. */
function pauseHolds(verdict: StackPauseVerdict): boolean {
  return verdict.keepsSourcePosition && verdict.laterTracesEmpty && verdict.findsTransformations;
}

const PROBE_TYPE = "bizops:internal:StackPauseProbe";

/** A component that never registers; constructed only by {@link constructProbe}. */
class StackPauseProbe extends pulumi.ComponentResource {
  constructor(name: string, opts: pulumi.ComponentResourceOptions) {
    super(PROBE_TYPE, name, {}, { ...opts, id: "never-registered" });
  }
}

// The frame a probe's source position must reach: the function that constructs it.
const CALLER = "constructProbe";

function constructProbe(name: string, opts: pulumi.ComponentResourceOptions): void {
  try {
    new StackPauseProbe(name, opts);
  } catch {
    // Stopped at its first trace, or refused for asking to read a component: as intended.
  }
}

/**
 * Constructs the probes against the installed SDK and reports what holds. Never throws: an SDK
 * the probes cannot read is reported as holding nothing.
 */
export function probeStackPause(): StackPauseVerdict {
  const verdict: StackPauseVerdict = {
    keepsSourcePosition: false,
    laterTracesEmpty: false,
    findsTransformations: false,
  };
  const limit = Error.stackTraceLimit;
  const hook = Object.getOwnPropertyDescriptor(Error, "prepareStackTrace");
  // Made here: an error made inside the hook would take a trace of its own.
  const stop = new Error("stack pause probe stopped");
  const traces: NodeJS.CallSite[][] = [];
  try {
    const standIn = new pulumi.DependencyResource(`urn:pulumi:probe::probe::${PROBE_TYPE}::stand-in`);
    const transformed: unknown[] = [];
    const transformation: pulumi.ResourceTransformation = ({ resource }) => {
      transformed.push(resource);
      return undefined;
    };
    Error.stackTraceLimit = 0;
    Error.prepareStackTrace = (_error, frames: NodeJS.CallSite[]): never => {
      traces.push(frames);
      throw stop;
    };

    constructProbe("parent", { parent: standIn, transformations: [transformation] });
    const [sourcePosition] = traces;
    verdict.keepsSourcePosition =
      sourcePosition?.some((frame) => frame.getFunctionName() === CALLER) ?? false;
    const limitAfter = Error.stackTraceLimit;
    const taken = traces.length;
    traceNow();
    verdict.laterTracesEmpty = limitAfter === 0 && traces.length === taken + 1 && traces[taken]!.length === 0;

    const [parent] = transformed;
    const kept = (parent as { __transformations?: unknown } | undefined)?.__transformations;
    if (Array.isArray(kept) && kept.includes(transformation)) {
      constructProbe("child", { parent: parent as pulumi.Resource });
      verdict.findsTransformations = transformed.length === 2 && transformed[1] !== parent;
    }
  } catch {
    // Whatever did not hold stays false.
  } finally {
    Error.stackTraceLimit = limit;
    if (hook) Object.defineProperty(Error, "prepareStackTrace", hook);
    else Reflect.deleteProperty(Error, "prepareStackTrace");
  }
  return verdict;
}

/** Takes one trace, which the probe's hook records and stops. */
function traceNow(): void {
  try {
    void new Error().stack;
  } catch {
    // Stopped by the hook, once recorded.
  }
}
