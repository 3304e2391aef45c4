import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import type { InputsOf } from "../core/input-types";
import { providerShim } from "../core/provider-shim";
import { withResourceDefaults } from "../core/resource-options";
import { operationProps } from "./operation-props";
import type { databaseRefreshInputs, WaitForCompletion } from "./schemas";

/**
 * Inputs of {@link DatabaseRefresh}, from the schema that `check` validates:
 * - `projectId`: the project (a whole number).
 * - `sourceEnvironmentId`: the environment whose database is copied (GUID).
 * - `targetEnvironmentId`: the sandbox whose database is overwritten (GUID); must differ from the source.
 * - `triggers`: any values; changing them starts a new refresh.
 * - `waitForCompletion`: `{ timeoutMinutes?, pollSeconds? }` to wait for the refresh to end.
 * - `settings`: `lifecycleUrl` and `lifecycleToken` for this resource; stored as a secret.
 *
 * Changing `projectId`, either environment or `triggers` replaces the resource: a new refresh starts.
 */
export type DatabaseRefreshArgs = InputsOf<z.input<typeof databaseRefreshInputs>>;

// One shim per resource type: the SDK caches its serialization per provider object.
const shim = providerShim("lifecycle:DatabaseRefresh");

/**
 * A database refresh from one environment into a sandbox. Creating the resource starts the
 * refresh; it never runs again unless an input changes. Deleting the resource only removes it
 * from the stack: a refresh cannot be undone.
 */
export class DatabaseRefresh extends pulumi.dynamic.Resource {
  declare readonly projectId: pulumi.Output<number>;
  declare readonly sourceEnvironmentId: pulumi.Output<string>;
  declare readonly targetEnvironmentId: pulumi.Output<string>;
  declare readonly triggers: pulumi.Output<unknown[] | undefined>;
  declare readonly waitForCompletion: pulumi.Output<WaitForCompletion | undefined>;
  /** The id the service gave the refresh; also the resource id. */
  declare readonly operationActivityId: pulumi.Output<string>;
  /** End-of-life marker of the API version, as the service reported it. */
  declare readonly versionEOL: pulumi.Output<string | undefined>;
  /** When the refresh was requested (ISO 8601, UTC). */
  declare readonly requestedAt: pulumi.Output<string>;
  /** The last status seen (`Completed`, `Failed`, ...), when the provider waited or refreshed. */
  declare readonly operationStatus: pulumi.Output<string | undefined>;

  constructor(name: string, args: DatabaseRefreshArgs, opts?: pulumi.CustomResourceOptions) {
    super(
      shim,
      name,
      operationProps(args),
      withResourceDefaults(opts, ["settings"]),
      "bizops",
      "DatabaseRefresh",
    );
  }
}
