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
 *   (A delete the service refuses says its ways out where the records provider makes it:
 *   src/records/provider/refused-delete.ts.)
 *
 * The dynamic-provider host writes an error of check, diff, read or delete to the console as
 * `${error}: ${error.stack}` (create and update send the message alone). A BizopsError goes there
 * as its code and message, without frames: it says what to do, and the frames say nothing a user
 * can act on. Any other error keeps its stack, as a fault of the provider needs it.
 */
import { BizopsError, hasCode, isBizopsError, MissingSettingError, withHint } from "../errors/errors";
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
    delete: (id, props) => withoutFrames(failures.shorten(advised(impl.delete(id, props), "destroy"))),
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
