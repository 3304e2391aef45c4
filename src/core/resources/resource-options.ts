import * as pulumi from "@pulumi/pulumi";
import { BizopsError } from "../errors/errors";

/**
 * Options every bizops resource gets: the serialized provider stays out of previews, and
 * `settings`, the one output that can carry credentials, is stored as a secret. It is listed only
 * when the program gives settings: otherwise there is no such output, and the list would only
 * add bytes to every state write. The `import` option is refused at once, by name: the engine
 * reads an imported dynamic resource without its provider, and fails deep inside the SDK.
 */
export function withResourceDefaults(
  opts: pulumi.CustomResourceOptions | undefined,
  args: { settings?: unknown },
): pulumi.CustomResourceOptions {
  if (opts?.import !== undefined) throw importRefused(opts.import);
  const defaults: pulumi.CustomResourceOptions = { hideDiffs: ["__provider"] };
  if (args.settings !== undefined) defaults.additionalSecretOutputs = ["settings"];
  return pulumi.mergeOptions(opts, defaults);
}

/** Marks an explicit settings input secret even when the program forgot to. */
function secretSettings<T>(
  settings: pulumi.Input<T> | undefined,
): pulumi.Output<pulumi.Unwrap<T>> | undefined {
  return settings === undefined ? undefined : pulumi.secret(settings);
}

/**
 * The property bag a resource registers: an empty slot for each named output, so that the engine
 * fills it in from the provider's outputs, then the inputs the program set, with `settings`
 * always a secret. Inputs left undefined are not registered: each registered property costs the
 * program's SDK four stack-capturing promises.
 */
export function registeredProps(
  args: { settings?: pulumi.Input<object> | undefined },
  slots: readonly string[],
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const name of slots) props[name] = undefined;
  for (const [name, value] of Object.entries(args)) if (value !== undefined) props[name] = value;
  if (args.settings !== undefined) props.settings = secretSettings(args.settings);
  return props;
}

/** The `import` resource option, which no dynamic resource can take: what to do instead. */
function importRefused(id: pulumi.Input<string>): BizopsError {
  const named = typeof id === "string" ? ` ${JSON.stringify(id)}` : "";
  return new BizopsError(
    `The import resource option${named} cannot take over a pulumi-bizops resource of a TypeScript program: Pulumi reads an imported dynamic resource without its provider.`,
    {
      code: "InvalidInput",
      hint: "Remove it. A record resource takes over an existing record with adoptRecordId (its id), or with the setting adoptExistingRecords \"true\" (the record the company holds with the program's key): docs/records.md, 'Adopting existing records'; an operation resource is never imported.",
    },
  );
}
