/**
 * Counts the stack traces V8 formats while a piece of code runs: what the stackTraceLimit pause
 * of src/core/resources/registration.ts saves while a resource registers.
 */

/** How many stack traces with frames were formatted while `run` ran (each `.stack` read of a new error). */
export function tracesTaken(run: () => void): number {
  const descriptor = Object.getOwnPropertyDescriptor(Error, "prepareStackTrace");
  const format = descriptor?.value as ((error: Error, frames: NodeJS.CallSite[]) => unknown) | undefined;
  let traces = 0;
  Error.prepareStackTrace = (error, frames): unknown => {
    if (frames.length > 0) traces += 1;
    // Formatted as before, so that the source position the SDK parses from it is unchanged.
    return format ? format(error, frames) : [String(error), ...frames.map(String)].join("\n    at ");
  };
  try {
    run();
  } finally {
    if (descriptor) Object.defineProperty(Error, "prepareStackTrace", descriptor);
    else Reflect.deleteProperty(Error, "prepareStackTrace");
  }
  return traces;
}
