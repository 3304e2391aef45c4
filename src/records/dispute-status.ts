import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../core/declared-outputs";
import { dynamicType, withProvider } from "../core/dynamic-resource";
import { pausePromiseStacks } from "../core/promise-stacks";
import { withResourceDefaults } from "../core/resource-options";
import { kindKey } from "../resource-kinds";
import type { DisputeStatusArgs } from "./dispute-status-args";
import { deriveRecordOutputs, recordProps } from "./record-props";

export type { DisputeStatusArgs };

/**
 * A dispute status record of the business records service. Changing `companyId` or `code`
 * replaces the record; `displayName` is changed in place, guarded by the record's eTag. Deleting
 * the resource deletes the record.
 */
export class DisputeStatus extends pulumi.CustomResource {
  /** The company the record belongs to (a GUID, lower case). */
  declare readonly companyId: pulumi.Output<string>;
  /** The dispute status code. */
  declare readonly code: pulumi.Output<string>;
  /** What users see. */
  declare readonly displayName: pulumi.Output<string>;
  /** The record this resource took over, when it adopted one. */
  declare readonly adoptRecordId: pulumi.Output<string | undefined>;
  /** Whether updates overwrite changes made by others (`If-Match: *`). */
  declare readonly overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
  /** The service's id of the record (a GUID). */
  declare readonly recordId: pulumi.Output<string>;
  /** The record's eTag as last written or read; sent back in `If-Match`. */
  declare readonly etag: pulumi.Output<string>;
  /** When the record last changed (ISO 8601, UTC), as the service reports it. */
  declare readonly lastModifiedDateTime: pulumi.Output<string | undefined>;

  constructor(name: string, args: DisputeStatusArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(kindKey("DisputeStatus"), recordProps(args, DISPUTE_STATUS_OUTPUTS));
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("DisputeStatus"), name, props, options);
    } finally {
      resumeStacks();
    }
    deriveRecordOutputs(this, args, DISPUTE_STATUS_OUTPUTS);
  }
}

/** Every output of {@link DisputeStatus}; the registration gives each a slot, or derives it (`recordProps`). */
export const DISPUTE_STATUS_OUTPUTS = outputList<DisputeStatus>()([
  "companyId",
  "code",
  "displayName",
  "adoptRecordId",
  "overwriteConcurrentChanges",
  "recordId",
  "etag",
  "lastModifiedDateTime",
]);
