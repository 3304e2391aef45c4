/**
 * A function's error that the program receives before the SDK takes in the function's result.
 *
 * A function that fails at once (a missing setting, a bad argument, a service that answers 401
 * quickly) rejects while the program is still starting: the SDK reads the program's exports and
 * resource inputs only once the stack is registered with the engine. Node reports the rejection
 * as unhandled, which the language host prints as the program's error, and when the SDK then takes
 * the promise in, Node adds a `PromiseRejectionHandledWarning` for each promise derived from it.
 * The error has been reported by then; the warnings only repeat it, naming no place. So for a
 * rejection with one of our errors, handled late, no warning is printed; any other rejection
 * handled late keeps its warning.
 */
import { isBizopsError } from "../errors/errors";

let listening = false;

/** Keeps a late-handled rejection with a BizopsError from printing a warning; once per process. */
export function quietLateHandling(): void {
  if (listening) return;
  listening = true;
  // With a listener for the event, Node leaves the warning to it.
  process.on("rejectionHandled", (promise: Promise<unknown>) => {
    promise.catch((reason: unknown) => {
      if (isBizopsError(reason)) return;
      process.emitWarning("Promise rejection was handled asynchronously", "PromiseRejectionHandledWarning");
    });
  });
}
