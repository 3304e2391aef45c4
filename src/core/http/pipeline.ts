/**
 * The HTTP pipeline: every request of every service passes the policies of {@link POLICIES}, in
 * that order, outermost first, and then the undici transport. Each policy is a small file of
 * `policies/` with one job; `next` is the rest of the pipeline.
 */
import type { Dispatcher } from "undici";
import type { RequestCredential, CredentialHeader } from "./credential-header";
import type { Clock } from "./clock";
import type { RetryOptions } from "./retry-ladder";
import type { ClientSettingNames } from "../settings/settings";
import type { HttpPolicy, SendAttempt } from "./policy";
import { authenticationPolicy } from "./policies/authentication";
import { credentialOriginPolicy } from "./policies/credential-origin";
import { deadlinePolicy } from "./policies/deadline";
import { redactionPolicy } from "./policies/redaction";
import { retryPolicy } from "./policies/retry";
import { sizeCapPolicy } from "./policies/size-cap";
import { slotsPolicy } from "./policies/slots";
import { undiciTransport } from "./transport";

/**
 * The one order of the policies, outermost first:
 * 1. credential origin: a safe transport and the configured origin, checked before anything else;
 * 2. redaction: each request ends here once, as an answer whose `redact` knows the credential, or
 *    as its error with every text of the service's redacted;
 * 3. retry: the pure ladder decides; the waits between attempts hold no slot;
 * 4. slots: each attempt in flight holds one of its origin and credential's slots;
 * 5. authentication: the credential header of each attempt, one renewal after a 401;
 * 6. deadline: one per attempt, for the headers and the whole body;
 * 7. size cap: the body read as it streams in, within its bound.
 */
export const POLICIES = [
  credentialOriginPolicy,
  redactionPolicy,
  retryPolicy,
  slotsPolicy,
  authenticationPolicy,
  deadlinePolicy,
  sizeCapPolicy,
] as const satisfies ReadonlyArray<(config: PipelineConfig) => HttpPolicy>;

/** A client's options, resolved: what the policies and the transport are set up with. */
export interface PipelineConfig {
  settingNames: ClientSettingNames;
  /** The configured origin; none: any origin. */
  origin: string | undefined;
  credential: CredentialHeader;
  auth: RequestCredential;
  retry: RetryOptions;
  clock: Clock;
  random: () => number;
  timeoutMs: number;
  maxResponseBytes: number;
  maxConcurrentRequests: number | undefined;
  dispatcher: Dispatcher | undefined;
}

/**
 * The pipeline of one client, composed once: a request then runs through the policies without
 * allocating anything for the chain.
 */
export function httpPipeline(config: PipelineConfig): SendAttempt {
  return POLICIES.map((policy) => policy(config)).reduceRight<SendAttempt>(
    (next, policy) => (exchange) => policy.send(exchange, next),
    undiciTransport(config),
  );
}
