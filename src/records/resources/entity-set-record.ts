import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../../core/resources/declared-outputs";
import { dynamicType, pausePromiseStacks, withProvider } from "../../core/resources/registration";
import { withResourceDefaults } from "../../core/resources/resource-options";
import { kindModule } from "../../resource-kinds";
import { deriveRecordOutputs, recordProps } from "./record-props";
import type { RecordArgs, RecordFieldValue } from "./generated/record-types";

/**
 * A record of any entity set of the business records service, for the entities no typed resource
 * covers, custom APIs included. Changing `companyId`, `apiRoute` or `entitySet` replaces the
 * record; the fields change in place, guarded by the record's eTag. A create whose answer is lost
 * is found again by its key fields, so it never makes two records. Deleting the resource deletes
 * the record, unless `deletionPolicy` says to leave it.
 */
export class Record extends pulumi.CustomResource {
  /** The company the record belongs to (a GUID, lower case). */
  declare readonly companyId: pulumi.Output<string>;
  /** The API the entity set belongs to. */
  declare readonly apiRoute: pulumi.Output<string>;
  /** The entity set. */
  declare readonly entitySet: pulumi.Output<string>;
  /** The fields that identify the record in its company. */
  declare readonly keyFields: pulumi.Output<string[]>;
  /** The managed fields, as the service last reported them. */
  declare readonly fields: pulumi.Output<{ [field: string]: RecordFieldValue }>;
  /** The record this resource took over, when it adopted one. */
  declare readonly adoptRecordId: pulumi.Output<string | undefined>;
  /** Whether updates overwrite changes made by others (`If-Match: *`). */
  declare readonly overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
  /** The service's id of the record (a GUID); also the resource's id. */
  declare readonly recordId: pulumi.Output<string>;
  /** The record's eTag as last written or read; sent back in `If-Match`. */
  declare readonly etag: pulumi.Output<string>;
  /** When the record last changed (ISO 8601, UTC), when the entity reports it. */
  declare readonly lastModifiedDateTime: pulumi.Output<string | undefined>;

  constructor(name: string, args: RecordArgs, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(kindModule("Record"), recordProps(args, RECORD_OUTPUTS));
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("Record"), name, props, options);
    } finally {
      resumeStacks();
    }
    deriveRecordOutputs(this, args, RECORD_OUTPUTS);
  }
}

/** Every output of {@link Record}; the registration gives each a slot, or derives it (`recordProps`). */
export const RECORD_OUTPUTS = outputList<Record>()([
  "companyId",
  "apiRoute",
  "entitySet",
  "keyFields",
  "fields",
  "adoptRecordId",
  "overwriteConcurrentChanges",
  "recordId",
  "etag",
  "lastModifiedDateTime",
]);
