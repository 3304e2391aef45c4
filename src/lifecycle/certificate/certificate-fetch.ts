/**
 * What `getCertificateBundle` does once called: check the arguments, fetch (waiting out 429s),
 * and check the zip against the thumbprint. Loaded at the function's first call (see
 * `certificate-bundle.ts`).
 */
import type * as z from "zod";
import { programSettingSources } from "../../core/functions/config-reader";
import { RequestError } from "../../core/errors/errors";
import { parseFunctionArgs } from "../../core/functions/function-args";
import type { RetryWait } from "../../core/http/http-types";
import type { CertificateBundle } from "../generated/lifecycle-types";
import { checkThumbprint } from "./certificate-thumbprint";
import { LifecycleClient } from "../client";
import { camelKeys } from "../camel-case";
import { DEFAULT_CERTIFICATE_MAX_WAIT_SECONDS } from "../schemas";
import { getCertificateBundleArgs } from "../generated/lifecycle-schemas";
import { readZip } from "./zip-entries";

const FUNCTION = "lifecycle.getCertificateBundle";

/**
 * Checks a call's arguments, then fetches with a client from its settings (or the program's).
 * `report` hears of each wait.
 */
export async function fetchCertificateBundleFor(
  args: unknown,
  report: (message: string) => void,
): Promise<CertificateBundle> {
  const parsed = parseFunctionArgs(getCertificateBundleArgs, args, FUNCTION);
  const client = LifecycleClient.fromSources(programSettingSources(parsed.settings));
  return fetchCertificateBundle(client, parsed, report);
}

/**
 * The fetch and checks of `getCertificateBundle` with a given client, for callers that
 * bring their own (tests pass one with a fake clock). `report` hears of each wait.
 */
export async function fetchCertificateBundle(
  client: LifecycleClient,
  args: z.output<typeof getCertificateBundleArgs>,
  report: (message: string) => void,
): Promise<CertificateBundle> {
  const maxWaitSeconds = args.maxWaitSeconds ?? DEFAULT_CERTIFICATE_MAX_WAIT_SECONDS;
  const envelope = await client.fetchCertificate(args, {
    // Bounded by time here: the service's Retry-After decides the pace, and a 429 without one
    // is asked again after the minute the limit lasts.
    retry: { maxElapsedMs: maxWaitSeconds * 1000, maxAttempts: 10, throttledDelayMs: 60_000 },
    onRetry: (wait) => report(waitMessage(wait, args.environmentId)),
    failure: (facts) =>
      new RequestError(
        facts.status === 429
          ? {
              ...facts,
              hint: `The certificate of an environment can be fetched once a minute, also from the service's web page. Raise maxWaitSeconds (now ${maxWaitSeconds}) or try again later.`,
            }
          : facts,
      ),
  });
  const { Data: data } = envelope;
  const files = readZip(
    Buffer.from(data.CertificateZipEncoded, "base64"),
    `${FUNCTION}: the certificate zip ${data.Filename}`,
  );
  checkThumbprint(FUNCTION, files, data.CertificateThumbprint, data.Filename);
  return {
    ...camelKeys({
      CertificateZipEncoded: data.CertificateZipEncoded,
      CertificateSecretEncoded: data.CertificateSecretEncoded,
      CertificateThumbprint: data.CertificateThumbprint,
      ExpirationDateTimeUTC: data.ExpirationDateTimeUTC,
      ExpirationISODateTimeUTC: data.ExpirationISODateTimeUTC,
      Filename: data.Filename,
    }),
    operationActivityId: envelope.OperationActivityId,
    versionEOL: envelope.VersionEOL ?? undefined,
    files: files.map((file) => file.name),
  };
}

function waitMessage(wait: RetryWait, environmentId: string): string {
  const seconds = Math.ceil(wait.delayMs / 1000);
  const why =
    wait.status === 429
      ? "the service allows one certificate fetch per environment per minute"
      : `the service answered ${wait.status ?? "nothing"}`;
  return `bizops: waiting ${seconds} s before fetching the certificate of environment ${environmentId} again (${why}).`;
}
