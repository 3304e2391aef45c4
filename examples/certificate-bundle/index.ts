/**
 * The certificate bundle of an environment, for a regression test tool: the zip and the password
 * of its private key as secret stack outputs, and (when `certificate:folder` is set) the `.pfx`
 * and `.cer` written to that folder.
 *
 *   pulumi config set certificate:projectId 1234
 *   pulumi config set certificate:environmentId 2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f
 *   pulumi config set certificate:folder ./certificates
 *   pulumi up
 *   pulumi stack output certificatePassword --show-secrets
 *
 * The service allows one fetch per environment per minute; a second `up` within the minute waits
 * (the update says so) and then fetches. Every fetch returns a new password for the `.pfx`.
 * Settings: `bizops:lifecycleUrl` and `bizops:lifecycleToken` (secret), or BIZOPS_LIFECYCLE_*.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("certificate");
const bundle = bizops.lifecycle.getCertificateBundleOutput({
  projectId: config.requireNumber("projectId"),
  environmentId: config.require("environmentId"),
});

// The whole bundle is secret; the parts that are not are taken out of it on purpose.
export const certificateThumbprint = pulumi.unsecret(bundle.certificateThumbprint);
export const certificateExpires = pulumi.unsecret(bundle.expirationISODateTimeUTC);
export const certificateFiles = pulumi.unsecret(bundle.files);
// Secret outputs: stored encrypted, shown only with --show-secrets.
export const certificateZip = bundle.certificateZipEncoded;
export const certificatePassword = bundle.certificateSecretEncoded.apply((encoded) =>
  Buffer.from(encoded, "base64").toString("utf8"),
);

const folder = config.get("folder");
if (folder !== undefined) {
  // A preview fetches nothing (the bundle is unknown there), so this runs during an update only.
  bundle.apply((b) => {
    const target = resolve(folder);
    mkdirSync(target, { recursive: true });
    for (const file of bizops.lifecycle.certificateBundleFiles(b)) {
      writeFileSync(join(target, file.name), file.data, { mode: 0o600 });
    }
  });
}
