import * as pulumi from "@pulumi/pulumi";

/**
 * Options every bizops resource gets: the serialized provider stays out of previews, and the
 * outputs that can carry credentials are stored as secrets.
 */
export function withResourceDefaults(
  opts: pulumi.CustomResourceOptions | undefined,
  secretOutputs: string[],
): pulumi.CustomResourceOptions {
  return pulumi.mergeOptions(opts, { hideDiffs: ["__provider"], additionalSecretOutputs: secretOutputs });
}

/** Marks an explicit settings input secret even when the program forgot to. */
export function secretSettings<T>(
  settings: pulumi.Input<T> | undefined,
): pulumi.Output<pulumi.Unwrap<T>> | undefined {
  return settings === undefined ? undefined : pulumi.secret(settings);
}
