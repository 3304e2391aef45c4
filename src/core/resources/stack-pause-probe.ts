/**
 * Whether the installed @pulumi/pulumi still behaves as the pause of promise stack traces
 * (promise-stacks.ts) needs, found by constructing two probe resources that never register.
 *
 * The pause leans on three things the SDK does but does not promise:
 *  - it takes a resource's source position with `Error.stackTraceLimit` raised for that one
 *    capture, so the position still names the program's line while the limit is 0;
 *  - it puts the limit back afterwards, so the traces it then stores on its promises are empty;
 *  - it keeps a resource's legacy transformations on the field `__transformations`, which it
 *    does not declare, and applies a parent's from there (the pause reads that field to leave
 *    alone a registration that runs program code).
 *
 * A probe is a component resource constructed exactly as a bizops resource is (the SDK's
 * constructor, the base class's, ours, then the caller), with the limit at 0 and a stack-trace
 * hook that throws on the first trace, the source position's, before anything is registered.
 * In case an SDK took no trace, the probe also asks to read an existing resource (`id`), which
 * the SDK refuses for a component before it registers anything. Its parent is a stand-in
 * resource of its own, so that neither the stack's transformations nor its list of children
 * ever see a probe.
 */
import * as pulumi from "@pulumi/pulumi";

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
export function pauseHolds(verdict: StackPauseVerdict): boolean {
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
