import type * as pulumi from "@pulumi/pulumi";
import type { RecordsSettingsArgs } from "./records-settings-args";

/** The inputs of a {@link DisputeStatus}. */
export interface DisputeStatusArgs {
  /** The company the record belongs to: a GUID. Changing it replaces the record. */
  companyId: pulumi.Input<string>;
  /** The dispute status code: 1 to 10 characters. Changing it replaces the record. */
  code: pulumi.Input<string>;
  /**
   * What users see: at most 100 characters. Changed in place, guarded by the record's eTag.
   */
  displayName: pulumi.Input<string>;
  /**
   * The id (a GUID) of an existing dispute status to take over instead of creating one: create
   * reads it, requires its `code` to match, and patches `displayName` if it differs. Read only at
   * create; a change later does nothing.
   */
  adoptRecordId?: pulumi.Input<string>;
  /**
   * Send `If-Match: *`, overwriting changes others made since the last refresh. Off by default:
   * such a change fails the update instead. Changed in place.
   */
  overwriteConcurrentChanges?: pulumi.Input<boolean>;
  /** The records service for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<RecordsSettingsArgs>;
}
