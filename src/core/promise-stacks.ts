/**
 * Stack traces while a bizops resource registers.
 *
 * For each property a resource registers, and for its URN and id, @pulumi/pulumi makes four
 * promises and stores a stack trace on each (`new Error().stack`). It prints them only when a
 * program ends with one of those promises unresolved (its promise-leak report, which also names
 * the resource and property). In a Pulumi program every such trace is formatted through the
 * language host's source-map-support: profiled in a `pulumi preview` of 1,000 DisputeStatus
 * records, 2.0 s of the program's 5.5 s of CPU, as much as for the same number of no-op dynamic
 * resources. Our constructors register with `Error.stackTraceLimit` at 0, which leaves those
 * traces empty and costs nothing.
 *
 * What keeps its trace: the resource's source position, which the SDK takes with the limit raised
 * for that one capture (`Resource.callsites`; 3.200, the oldest SDK we support, already does),
 * and every promise made after the constructor returns. The span runs no program code, except
 * the legacy `transformations` a resource has or inherits from its parent or the stack; then the
 * limit is left alone, so that an error a transformation throws keeps its stack. An error the
 * SDK's constructor throws for bad options keeps its message, without frames.
 */
import * as pulumi from "@pulumi/pulumi";

/**
 * Sets `Error.stackTraceLimit` to 0 for a resource's registration, unless `opts` brings
 * transformations; returns what puts the program's limit back (call it in a `finally`).
 */
export function pausePromiseStacks(opts: pulumi.CustomResourceOptions): () => void {
  if (runsTransformations(opts)) return () => undefined;
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
  // stack's (`registerStackTransformation`). They are kept on a field the SDK does not declare.
  const parent = (opts.parent ?? pulumi.runtime.getStackResource()) as
    { __transformations?: unknown[] } | undefined;
  return (parent?.__transformations?.length ?? 0) > 0;
}
