/**
 * A user's program, as a compile test: it uses every output, every Args type, every function
 * option and every result type of the public surface, under the project's strict settings, through
 * the resources and functions of each service (the files beside it). It is type-checked with the
 * rest of the project (npm run typecheck) and never run.
 */
import * as pulumi from "@pulumi/pulumi";
import { dataShareFunctions } from "./datashare-functions";
import { languageDetection } from "./language-functions";
import { certificateBundle } from "./lifecycle-functions";
import { lifecycleResources } from "./lifecycle-resources";
import { recordsResources } from "./records-resources";

/** The program; only its types matter. */
export function program(config: pulumi.Config) {
  const { dispute, memo, ...records } = recordsResources(config);
  const { refresh, backup, lifecycleSettings, ...lifecycle } = lifecycleResources(config);

  // Functions: every option of both forms, and the named results.
  const invokeOpts: pulumi.InvokeOptions = { parent: dispute, provider: undefined, version: "1.0.0" };
  const outputOpts: pulumi.InvokeOutputOptions = {
    parent: dispute,
    dependsOn: [memo, pulumi.output(backup)],
  };

  return {
    ...records,
    ...lifecycle,
    ...certificateBundle(refresh, lifecycleSettings, invokeOpts, outputOpts),
    ...dataShareFunctions(config, invokeOpts, outputOpts),
    ...languageDetection(config, dispute, invokeOpts, outputOpts),
  };
}
