/**
 * The shape of a policy of the HTTP pipeline: it does its one job around `next`, the rest of the
 * pipeline, and may call `next` more than once (retry, token renewal) or not at all (a refusal).
 */
import type { Attempt, Exchange } from "./exchange";

/** The rest of the pipeline, down to the transport. */
export type SendAttempt = (exchange: Exchange) => Promise<Attempt>;

/** One policy of the pipeline. */
export interface HttpPolicy {
  /** Names the policy in the pipeline's order. */
  readonly name: string;
  /**
   * Sends `exchange` through `next`, doing this policy's job before and after. A policy that has
   * nothing to do after `next` returns its promise as it is, without an `await` of its own.
   */
  send(exchange: Exchange, next: SendAttempt): Promise<Attempt>;
}
