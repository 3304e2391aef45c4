/**
 * What a resource's failure in the provider process says to do next, where only the provider
 * method knows it: which `pulumi` command is running, and so what to run instead.
 *
 * - A refresh or destroy that does not run the program configures the provider with the stack
 *   config recorded at the last `pulumi up` (the engine keeps the provider's configuration in
 *   state), not with the config the user has set since; only the environment is the current
 *   one. A setting missing there, or a credential the service refuses, is often one the user has
 *   since moved into stack config or rotated: the error says to run the command with
 *   `--run-program`, which configures the provider from the current stack config and records it.
 * - An update of a record deleted outside Pulumi: a refresh drops it, and the next `up` creates it.
 * - A delete of a record the service refuses (400): its table's OnDelete finds records that still
 *   use it (an item's base unit, a category's child categories). Those go first, by hand or, when
 *   they are resources of the stack, by Pulumi once they take this resource's output.
 *
 * The dynamic-provider host writes an error of check, diff, read or delete to the console as
 * `${error}: ${error.stack}` (create and update send the message alone). A BizopsError goes there
 * as its code and message, without frames: it says what to do, and the frames say nothing a user
 * can act on. Any other error keeps its stack, as a fault of the provider needs it.
 */
import {
  BizopsError,
  hasCode,
  isBizopsError,
  MissingSettingError,
  requestFactsOf,
  withHint,
} from "../errors/errors";
import type { RepeatedFailures } from "./repeated-failures";
import type { ResourceProviderImpl } from "./resource-provider";

/** The `pulumi` command a provider method fails under, when it runs without the program. */
type ProgramlessCommand = "refresh" | "destroy";

/** How a kind's errors are advised. */
export interface AdviceOptions {
  /** Whether a missing record on update is one the next refresh drops (a record kind) or not. */
  records: boolean;
  /** The process's failures so far: a failure the run has already reported is one line. */
  failures: RepeatedFailures;
}

/** `impl` with its errors advised. */
export function withAdvice(impl: ResourceProviderImpl, options: AdviceOptions): ResourceProviderImpl {
  const { failures } = options;
  return {
    check: (olds, news) => withoutFrames(impl.check(olds, news)),
    diff: (id, olds, news) => withoutFrames(impl.diff(id, olds, news)),
    create: (inputs) => failures.shorten(impl.create(inputs)),
    read: (id, props) => withoutFrames(failures.shorten(advised(impl.read(id, props), "refresh"))),
    update: (id, olds, news) =>
      failures.shorten(
        options.records ? impl.update(id, olds, news).catch(adviseGoneRecord) : impl.update(id, olds, news),
      ),
    delete: (id, props) => {
      const deleted = options.records
        ? impl.delete(id, props).catch(adviseRefusedDelete)
        : impl.delete(id, props);
      return withoutFrames(failures.shorten(advised(deleted, "destroy")));
    },
  };
}

/** The settings a programless command used may be the last `up`'s: say how to use the current ones. */
async function advised<T>(call: Promise<T>, command: ProgramlessCommand): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw adviseRecordedSettings(error, command);
  }
}

/**
 * `error` with the way out of settings recorded at the last `up`, when it is a missing setting or
 * a refused credential; any other error as it is.
 */
function adviseRecordedSettings(error: unknown, command: ProgramlessCommand): unknown {
  const recordable = error instanceof MissingSettingError || hasCode(error, "Unauthorized");
  if (!recordable || !isBizopsError(error)) return error;
  const said = error.hint ? `${error.hint} ` : "";
  return withHint(
    error,
    `${said}A \`pulumi ${command}\` that does not run the program reads stack config as the last \`pulumi up\` recorded it (and the environment as it is now): after changing stack config, run \`pulumi ${command} --run-program\`.`,
  );
}

/** An update that found the record gone: the refresh that drops it, then the `up` that creates it again. */
function adviseGoneRecord(error: unknown): never {
  if (!hasCode(error, "NotFound")) throw error;
  throw withHint(
    error,
    "The record is gone from the service (deleted outside Pulumi): run `pulumi refresh`, which drops it from the stack, then `pulumi up`, which creates it again.",
  );
}

/**
 * A record delete the service answered 400: the table's rules refuse it while other records use
 * the record, and the service's words (kept in the message) say which.
 */
function adviseRefusedDelete(error: unknown): never {
  if (!hasCode(error, "Rejected") || requestFactsOf(error).status !== 400) throw error;
  throw withHint(
    error,
    "Where the service names records that still use this one, delete those records, or change them to use another, first. When they are resources of this stack, set their reference from this resource's output (such as an item's `baseUnitOfMeasureCode: unit.code` rather than the literal code), so that Pulumi deletes them before this one.",
  );
}

/** The call, whose BizopsError the host will print as its code and message alone. */
async function withoutFrames<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw isBizopsError(error) ? printedPlainly(error) : error;
  }
}

/** The host prints `${error}: ${error.stack}`: that is `<code>: <message>` for this error. */
function printedPlainly(error: BizopsError): BizopsError {
  Object.defineProperty(error, "stack", { value: error.message, configurable: true, writable: true });
  Object.defineProperty(error, "toString", { value: () => error.code, configurable: true, writable: true });
  return error;
}
