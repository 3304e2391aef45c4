import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import type { InputsOf } from "../core/input-types";
import { providerShim } from "../core/provider-shim";
import { OperationResource } from "./operation-base";
import type { databaseRefreshInputs } from "./schemas";

/**
 * Inputs of {@link DatabaseRefresh}, from the schema that `check` validates:
 * - `projectId`: the project (a whole number).
 * - `sourceEnvironmentId`: the environment whose database is copied (GUID).
 * - `targetEnvironmentId`: the sandbox whose database is overwritten (GUID); must differ from the source.
 * - `triggers`: any values; changing them starts a new refresh.
 * - `waitForCompletion`: `{ timeoutMinutes?, pollSeconds? }` to wait for the refresh to end.
 * - `settings`: `lifecycleUrl` and `lifecycleToken`, or an Entra ID identity (`lifecycleEntraCredential`,
 *   `lifecycleEntraUsername`, ...: see the README), for this resource; stored as a secret.
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
export class DatabaseRefresh extends OperationResource {
  declare readonly sourceEnvironmentId: pulumi.Output<string>;
  declare readonly targetEnvironmentId: pulumi.Output<string>;

  constructor(name: string, args: DatabaseRefreshArgs, opts?: pulumi.CustomResourceOptions) {
    super(shim, "DatabaseRefresh", name, args, opts);
  }
}
