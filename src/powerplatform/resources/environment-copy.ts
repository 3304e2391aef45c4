import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../../core/resources/declared-outputs";
import { dynamicType, pausePromiseStacks, withProvider } from "../../core/resources/registration";
import { registeredProps, withResourceDefaults } from "../../core/resources/resource-options";
import { kindModule } from "../../resource-kinds";
import type { EnvironmentCopyArgs, EnvironmentOperationOutputs } from "../generated/powerplatform-types";
import { ENVIRONMENT_OPERATION_OUTPUTS } from "./operation-outputs";

export type { EnvironmentCopyArgs };

/** The outputs of a copy, declared once in {@link EnvironmentOperationOutputs} and merged into the class. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface EnvironmentCopy extends EnvironmentOperationOutputs {}

/**
 * A copy of one Power Platform environment (with its Finance and Operations data) into a sandbox,
 * through the Power Platform API. Creating the resource starts the copy, once, after the guard
 * rails (no production, default or trial target; the pairs Microsoft supports; one region; no
 * operation running on the target); it never runs again unless an input that replaces it changes.
 * Deleting the resource only removes it from the stack: a copy cannot be undone.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class EnvironmentCopy extends pulumi.CustomResource {
  /** What was copied: `Full` or `Minimal`. */
  declare readonly copyType: pulumi.Output<string>;
  /** Whether the copy was transaction-less. */
  declare readonly transactionless: pulumi.Output<boolean | undefined>;

  constructor(name: string, args: EnvironmentCopyArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(
      kindModule("EnvironmentCopy"),
      registeredProps(args, ENVIRONMENT_COPY_OUTPUTS),
    );
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("EnvironmentCopy"), name, props, options);
    } finally {
      resumeStacks();
    }
  }
}

/** Every output of {@link EnvironmentCopy}; the registration gives each a slot. */
export const ENVIRONMENT_COPY_OUTPUTS = outputList<EnvironmentCopy>()([
  ...ENVIRONMENT_OPERATION_OUTPUTS,
  "copyType",
  "transactionless",
]);
