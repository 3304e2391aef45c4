/**
 * The lifecycle function of a user's program, as a compile test: getCertificateBundle in both
 * forms with every option, its result and its files. It is type-checked with the rest of the
 * project (npm run typecheck) and never run.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";
import { OTHER } from "./ids";

/** The certificate bundle's fields and files; only their types matter. */
export function certificateBundle(
  refresh: bizops.lifecycle.DatabaseRefresh,
  lifecycleSettings: bizops.lifecycle.LifecycleSettingsArgs,
  invokeOpts: pulumi.InvokeOptions,
  outputOpts: pulumi.InvokeOutputOptions,
) {
  const certArgs: bizops.lifecycle.GetCertificateBundleArgs = {
    projectId: 1234,
    environmentId: OTHER,
    maxWaitSeconds: 120,
    settings: {
      lifecycleUrl: "https://lifecycle.example.com",
      lifecycleToken: "token",
    } satisfies bizops.lifecycle.LifecycleSettings,
  };
  const certOutputArgs: bizops.lifecycle.GetCertificateBundleOutputArgs = {
    projectId: refresh.projectId,
    environmentId: OTHER,
    maxWaitSeconds: pulumi.output(120),
    settings: lifecycleSettings,
  };
  const bundlePromise: Promise<bizops.lifecycle.CertificateBundle> = bizops.lifecycle.getCertificateBundle(
    certArgs,
    invokeOpts,
  );
  const bundle: pulumi.Output<bizops.lifecycle.CertificateBundle> =
    bizops.lifecycle.getCertificateBundleOutput(certOutputArgs, outputOpts);
  const files: Promise<bizops.lifecycle.ZipFile[]> = bundlePromise.then((b) =>
    bizops.lifecycle.certificateBundleFiles(b),
  );
  const bundleFields = bundle.apply((b) => [
    b.certificateZipEncoded,
    b.certificateSecretEncoded,
    b.certificateThumbprint,
    b.expirationDateTimeUTC,
    b.expirationISODateTimeUTC,
    b.filename,
    b.operationActivityId,
    b.versionEOL ?? "",
    ...b.files,
  ]);
  const fileNames = files.then((list) => list.map((f) => `${f.name}: ${f.data.length}`));

  return { bundleFields, fileNames };
}
