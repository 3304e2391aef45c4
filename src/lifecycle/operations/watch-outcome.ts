/**
 * What the end of a watch makes of an operation resource, for every one of them (LCS's refresh and
 * export, the Power Platform's copy and restore): its outputs when the operation succeeded, or an
 * error that keeps the operation in the stack, with its id, and says the one thing to do next.
 */
import { ResourceInitError } from "../../core/errors/errors";
import { definedOnly, PROVIDER_KEY, type PropertyBag } from "../../core/provider/resource-provider";
import type { WaitForCompletion } from "../schemas";
import { DEFAULT_TIMEOUT_MINUTES, type WaitResult } from "./completion-wait";

/** The operation being watched: what it is, its id, and the outputs it has so far. */
export interface WatchedOperation {
  /** The kind, such as `DatabaseRefresh`. */
  resource: string;
  /** What an operation of the kind is called in a message, such as `refresh`. */
  noun: string;
  /** The operation's id. */
  id: string;
  outs: PropertyBag;
  /** The provider reference the engine keeps beside the outputs. */
  provider: unknown;
  /** How long the watch waited, as the program asked. */
  timeoutMinutes: number | undefined;
}

/** The operation `id` of a resource `kind`, with its outputs so far, as a watch sees it. */
export function watchedOperation(
  kind: { resource: string; noun: string },
  id: string,
  outs: PropertyBag,
  provider: unknown,
  wait?: WaitForCompletion,
): WatchedOperation {
  const { resource, noun } = kind;
  return { resource, noun, id, outs, provider, timeoutMinutes: wait?.timeoutMinutes };
}

/** How the operation is named in messages: `DatabaseRefresh refresh <id>`. */
export function watchedLabel(operation: WatchedOperation): string {
  return `${operation.resource} ${operation.noun} ${operation.id}`;
}

/** The error of a watch whose status could not be read: the operation stays in the stack. */
export function statusUnreadError(operation: WatchedOperation, error: unknown): ResourceInitError {
  return new ResourceInitError(
    `${watchedLabel(operation)} was started, but its status could not be read: ${error instanceof Error ? error.message : String(error)}`,
    operation.id,
    { ...operation.outs, [PROVIDER_KEY]: operation.provider },
    { hint: "It stays in the stack; the next `pulumi up` watches it again.", cause: error },
  );
}

/**
 * The outputs of an operation that succeeded; for any other ending, the error that keeps it in
 * the stack. `onFinal` runs on a final status, which frees the environment for the next operation
 * of this run.
 */
export function watchOutcome(
  operation: WatchedOperation,
  result: WaitResult,
  onFinal?: () => void,
): PropertyBag {
  const finalOuts = definedOnly({ ...operation.outs, operationStatus: result.status });
  if (result.outcome !== "running") onFinal?.();
  if (result.outcome === "succeeded") return finalOuts;
  if (result.outcome === "failed")
    throw failedOperationError({ ...operation, outs: finalOuts }, result.status);
  const minutes = operation.timeoutMinutes ?? DEFAULT_TIMEOUT_MINUTES;
  throw new ResourceInitError(
    `${watchedLabel(operation)} is still ${result.status ?? "without a status"} after ${minutes} minute(s) of waiting; it keeps running in the service.`,
    operation.id,
    { ...finalOuts, [PROVIDER_KEY]: operation.provider },
    { hint: "The next `pulumi up` watches the same operation again; it does not start another." },
  );
}

/** The error of an operation that ended other than in success: it stays in the stack with its id. */
export function failedOperationError(
  operation: WatchedOperation,
  status: string | undefined,
): ResourceInitError {
  return new ResourceInitError(
    `${watchedLabel(operation)} ended ${status ?? "unsuccessfully"}.`,
    operation.id,
    { ...operation.outs, [PROVIDER_KEY]: operation.provider },
    {
      hint: `It stays in the stack with its operation id. Change \`triggers\` to start a new ${operation.noun}, or remove waitForCompletion to accept this outcome.`,
    },
  );
}
