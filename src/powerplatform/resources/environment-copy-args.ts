import type * as pulumi from "@pulumi/pulumi";
import type { EnvironmentOperationArgs } from "./operation-args";

/**
 * The inputs of an {@link EnvironmentCopy}: those of {@link EnvironmentOperationArgs}, and what is
 * copied. A change to `copyType` or `transactionless` starts a new copy.
 */
export interface EnvironmentCopyArgs extends EnvironmentOperationArgs {
  /**
   * `Full`, everything (data, users, customizations, schema), or `Minimal`, customizations and
   * schema with the Dataverse data tables emptied. Changing it starts a new copy.
   */
  copyType: pulumi.Input<"Full" | "Minimal">;
  /**
   * `true` for a transaction-less copy: a `Full` copy whose Finance and Operations transaction,
   * worksheet and staging tables are then emptied (the service's
   * `executeAdvancedCopyForFinanceAndOperations`). Only with `copyType: "Full"`. Changing it
   * starts a new copy.
   */
  transactionless?: pulumi.Input<boolean>;
}
