/**
 * One failure for many resources. When a setting moved, a token was rotated or a service is out of
 * reach, every resource of the run fails for that one reason, and the engine prints each resource's
 * error (the dynamic-provider host prints some twice). The first keeps its whole message, which
 * says what to do; each later one for the same reason is one line that points to it, with how many
 * resources have failed so.
 */
import { BizopsError, hasCode, requestFactsOf, type BizopsErrorCode } from "../errors/errors";

/** The failures that stop every resource of a run alike: a setting, a credential, a service's address. */
const RUN_WIDE: readonly BizopsErrorCode[] = ["InvalidSettings", "Unauthorized"];

/** What the failures of one provider process had in common, reason by reason. */
export class RepeatedFailures {
  // How many resources failed for each reason, by its key.
  private readonly counts = new Map<string, number>();

  /** The call, whose failure is shortened when an earlier resource failed for the same reason. */
  async shorten<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      throw this.seen(error);
    }
  }

  /** `error` as it is the first time its reason is seen, a one-line pointer to it after that. */
  private seen(error: unknown): unknown {
    if (!hasCode(error, ...RUN_WIDE)) return error;
    const key = reasonOf(error);
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count === 1) return error;
    const { status } = requestFactsOf(error);
    const what = status === undefined ? error.code : `${error.code} (HTTP ${status})`;
    return new BizopsError(
      `${what}: the same failure as the first resource's error above, ${count} resources so far in this run.`,
      {
        code: error.code,
        hint: "That error says what to do; this resource needs nothing else.",
        cause: error,
      },
    );
  }
}

/**
 * What makes two failures one: the code, a request's status and service code, and the hint that
 * names the setting to change (a request's message names its own operation and request id, so it
 * differs from resource to resource); without a hint, the message.
 */
function reasonOf(error: BizopsError): string {
  const { status, serviceCode } = requestFactsOf(error);
  return [error.code, status ?? "", serviceCode ?? "", error.hint ?? error.message].join("\n");
}
