/**
 * The certificate bundle of an environment, as a function. The envelope becomes camelCase
 * outputs; the files inside the zip are listed, and the thumbprint is checked against the `.cer`
 * in it. The service allows one fetch per environment per minute (shared with its web page), so
 * a 429 is waited out, with a visible message, up to `maxWaitSeconds` (default 300).
 */
import * as pulumi from "@pulumi/pulumi";
import { outputForm, reporterFor } from "../../core/functions/invoke-options";
import type {
  CertificateBundle,
  GetCertificateBundleArgs,
  GetCertificateBundleOutputArgs,
} from "../generated/lifecycle-types";
import type * as ZipEntries from "./zip-entries";
import type { ZipFile } from "./zip-entries";

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
  // The fetch (zod, the client) is loaded at the first call, so that a program that only declares
  // resources never loads it.
  const { fetchCertificateBundleFor } = await import("./certificate-fetch");
  return fetchCertificateBundleFor(args, reporterFor(opts));
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

/**
 * The files inside a bundle's zip (a `.pfx` and a `.cer`), to write them where a tool expects them.
 * The zip is read within bounds (at most 64 entries, 4 MiB a file, 16 MiB in all); past them, or
 * when it is damaged, a `BizopsError` says so with code `ResponseTooLarge` or `UnexpectedResponse`.
 */
export function certificateBundleFiles(
  bundle: Pick<CertificateBundle, "certificateZipEncoded" | "filename">,
): ZipFile[] {
  // The reader (and fflate) is loaded at the first call, as the fetch is: a program that only
  // declares resources never needs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  const { readZip } = require("./zip-entries") as typeof ZipEntries;
  return readZip(
    Buffer.from(bundle.certificateZipEncoded, "base64"),
    `lifecycle.certificateBundleFiles: the certificate zip ${bundle.filename}`,
  );
}
