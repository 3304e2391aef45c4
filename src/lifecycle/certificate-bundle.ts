/**
 * The certificate bundle of an environment, as a function. The envelope becomes camelCase
 * outputs; the files inside the zip are listed, and the thumbprint is checked against the `.cer`
 * in it. The service allows one fetch per environment per minute (shared with its web page), so
 * a 429 is waited out, with a visible message, up to `maxWaitSeconds` (default 300).
 */
import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { programSettingSources } from "../core/config-reader";
import { RequestError } from "../core/errors";
import { parseFunctionArgs } from "../core/function-args";
import type { RetryWait } from "../core/http-client";
import { outputForm, reporterFor } from "../core/invoke-options";
import type { GetCertificateBundleArgs, GetCertificateBundleOutputArgs } from "./certificate-bundle-args";
import type { CertificateBundle } from "./certificate-bundle-result";
import { checkThumbprint } from "./certificate-thumbprint";
import { LifecycleClient } from "./client";
import { camelKeys } from "./camel-case";
import { DEFAULT_CERTIFICATE_MAX_WAIT_SECONDS, getCertificateBundleArgs } from "./schemas";
import { readZip, type ZipFile } from "./zip-entries";

const FUNCTION = "lifecycle.getCertificateBundle";

/**
 * Fetches the certificate bundle of an environment (for a regression test tool). Each call
 * fetches, previews included. A 429 is waited out, with a message shown under `opts.parent`, for
 * up to `maxWaitSeconds`; the call runs in the program's process, so `provider`, `version` and
 * `pluginDownloadURL` change nothing.
 */
export async function getCertificateBundle(
  args: GetCertificateBundleArgs,
  opts?: pulumi.InvokeOptions,
): Promise<CertificateBundle> {
  const parsed = parseFunctionArgs(getCertificateBundleArgs, args, FUNCTION);
  const client = LifecycleClient.fromSources(programSettingSources(parsed.settings));
  return fetchCertificateBundle(client, parsed, reporterFor(opts));
}

/**
 * The fetch and checks of {@link getCertificateBundle} with a given client, for callers that
 * bring their own (tests pass one with a fake clock). `report` hears of each wait.
 */
export async function fetchCertificateBundle(
  client: LifecycleClient,
  args: z.output<typeof getCertificateBundleArgs>,
  report: (message: string) => void,
): Promise<CertificateBundle> {
  const maxWaitSeconds = args.maxWaitSeconds ?? DEFAULT_CERTIFICATE_MAX_WAIT_SECONDS;
  const envelope = await client
    .fetchCertificate(args, {
      // Bounded by time here: the service's Retry-After decides the pace, and a 429 without one
      // is asked again after the minute the limit lasts.
      retry: { maxElapsedMs: maxWaitSeconds * 1000, maxAttempts: 10, throttledDelayMs: 60_000 },
      onRetry: (wait) => report(waitMessage(wait, args.environmentId)),
    })
    .catch((error: unknown) => {
      if (!(error instanceof RequestError) || error.status !== 429) throw error;
      throw new RequestError({
        ...error.facts(),
        hint: `The certificate of an environment can be fetched once a minute, also from the service's web page. Raise maxWaitSeconds (now ${maxWaitSeconds}) or try again later.`,
      });
    });
  const { Data: data } = envelope;
  const files = readZip(
    Buffer.from(data.CertificateZipEncoded, "base64"),
    `The certificate zip ${data.Filename}`,
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

/**
 * {@link getCertificateBundle} as an Output. The whole result is a secret, since it carries the
 * zip (with the private key) and the key's password; take the harmless fields out with
 * `pulumi.unsecret(bundle.certificateThumbprint)`. A preview does not fetch: each fetch uses up
 * the environment's one-a-minute allowance, which the `up` after it would then wait out. In a
 * preview the bundle is unknown. It fetches once the arguments are known and every resource in
 * `opts.dependsOn` exists.
 */
export function getCertificateBundleOutput(
  args: GetCertificateBundleOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<CertificateBundle> {
  return pulumi.secret(
    outputForm(args, opts, (plain, invokeOpts) =>
      pulumi.runtime.isDryRun()
        ? Promise.resolve(pulumi.unknown as CertificateBundle)
        : getCertificateBundle(plain, invokeOpts),
    ),
  );
}

/** The files inside a bundle's zip (a `.pfx` and a `.cer`), to write them where a tool expects them. */
export function certificateBundleFiles(
  bundle: Pick<CertificateBundle, "certificateZipEncoded" | "filename">,
): ZipFile[] {
  return readZip(
    Buffer.from(bundle.certificateZipEncoded, "base64"),
    `The certificate zip ${bundle.filename}`,
  );
}

function waitMessage(wait: RetryWait, environmentId: string): string {
  const seconds = Math.ceil(wait.delayMs / 1000);
  const why =
    wait.status === 429
      ? "the service allows one certificate fetch per environment per minute"
      : `the service answered ${wait.status ?? "nothing"}`;
  return `bizops: waiting ${seconds} s before fetching the certificate of environment ${environmentId} again (${why}).`;
}
