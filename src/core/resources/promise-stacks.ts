/**
 * Stack traces while a bizops resource registers.
 *
 * For each property a resource registers, and for its URN and id, @pulumi/pulumi makes promises
 * and stores a stack trace on each (`new Error().stack`). It prints them only when a program ends
 * with one of those promises unresolved (its promise-leak report, which also names the resource
 * and property). In a Pulumi program every such trace is formatted through the language host's
 * source-map support, which makes them a large part of the CPU a program spends declaring many
 * resources. Our constructors register with `Error.stackTraceLimit` at 0, which leaves those
 * traces empty.
 *
 * What keeps its trace: the resource's source position, which the SDK takes with the limit raised
 * for that one capture, and every promise made after the constructor returns. The span runs no
 * program code, except the legacy `transformations` a resource has or inherits from its parent or
 * the stack; then the limit is left alone, so that an error a transformation throws keeps its
 * stack. An error the SDK's constructor throws for bad options keeps its message, without frames.
 *
 * None of that is promised by the SDK: the pause is used only while the probes of
 * stack-pause-probe.ts, run once per process before the first pause, find that it all still holds.
 */
import * as pulumi from "@pulumi/pulumi";
import { pauseHolds, probeStackPause } from "./stack-pause-probe";

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
