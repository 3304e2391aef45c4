/**
 * What the functions do with `pulumi.InvokeOptions` and `pulumi.InvokeOutputOptions`. The
 * functions run in the program's own process (a dynamic provider has no plugin to invoke), so
 * `provider`, `version` and `pluginDownloadURL` have nothing to choose; `parent` and `dependsOn`
 * mean what they mean for a first-party function.
 */
import * as pulumi from "@pulumi/pulumi";
import { BizopsError } from "../errors/errors";
import { quietLateHandling } from "./late-rejections";

/** Writes a function's progress line, under `parent` when the call names one. */
export function reporterFor(opts: pulumi.InvokeOptions | undefined): (message: string) => void {
  return (message) => void pulumi.log.info(message, opts?.parent);
}

/** Writes what a function did, for `pulumi up --debug`, under `parent` when the call names one. */
export function traceCall(opts: pulumi.InvokeOptions | undefined, message: string): void {
  void pulumi.log.debug(message, opts?.parent);
}

/**
 * The Output form of a function: runs `call` once the arguments are known and every resource in
 * `dependsOn` has been created. While an argument or a dependency is unknown (a preview, before
 * the resource exists) the result is unknown, and it carries those resources as dependencies.
 */
export function outputForm<A, R>(
  args: A,
  opts: pulumi.InvokeOutputOptions | undefined,
  call: (args: pulumi.Unwrap<A>, opts: pulumi.InvokeOptions) => Promise<R>,
): pulumi.Output<R> {
  quietLateHandling();
  const { dependsOn, ...invokeOpts } = opts ?? {};
  return pulumi
    .all([pulumi.output(args), created(dependsOn)])
    .apply(([plain]) => call(plain as pulumi.Unwrap<A>, invokeOpts));
}

/** Known once each resource is: a custom resource by its id, a component by its URN. */
function created(dependsOn: unknown): pulumi.Output<unknown> {
  if (dependsOn === undefined || dependsOn === null) return pulumi.output(true);
  // A resource is never passed to pulumi.output, which would wait for every one of its outputs.
  if (pulumi.CustomResource.isInstance(dependsOn)) return dependsOn.id;
  if (pulumi.Resource.isInstance(dependsOn)) return dependsOn.urn;
  if (Array.isArray(dependsOn)) return pulumi.all(dependsOn.map(created));
  if (pulumi.Output.isInstance(dependsOn)) return dependsOn.apply(created);
  if (dependsOn instanceof Promise) return pulumi.output(dependsOn.then(created));
  throw new BizopsError("dependsOn must be resources, or Outputs or Promises of resources.", {
    code: "InvalidInput",
    hint: "Give the function's dependsOn the resources it must wait for.",
  });
}
