import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../../core/resources/declared-outputs";
import { dynamicType, pausePromiseStacks, withProvider } from "../../core/resources/registration";
import { withResourceDefaults } from "../../core/resources/resource-options";
import { kindModule } from "../../resource-kinds";
import { deriveRecordOutputs, recordProps } from "./record-props";
import type { RecordsSettingsArgs } from "./records-settings-args";

/** The value of a record field: what a JSON body carries for a table field. */
export type RecordFieldValue = string | number | boolean;

/** The inputs of a {@link Record}. */
export interface RecordArgs {
  /** The company the record belongs to: a GUID. Changing it replaces the record. */
  companyId: pulumi.Input<string>;
  /**
   * The API the entity set belongs to: its version for the standard API, such as `v2.0`, or
   * `<publisher>/<group>/<version>` for a custom API (the path after `api/`). Changing it
   * replaces the record.
   */
  apiRoute: pulumi.Input<string>;
  /** The entity set, as its API page's `EntitySetName` writes it, such as `carBrands`. Changing it replaces the record. */
  entitySet: pulumi.Input<string>;
  /**
   * The fields whose values identify a record in its company (its primary key), such as
   * `["code"]`: a create whose answer was lost is found again by them. Each must be set in
   * {@link RecordArgs.fields}.
   */
  keyFields: pulumi.Input<pulumi.Input<string>[]>;
  /**
   * The record's fields the program manages, by the API's field names, such as
   * `{ name: "Contoso", description: "..." }`. Only these are managed: a change to another field
   * in the service is not drift. Each changes in place, guarded by the record's eTag, and a
   * preview shows each change by name.
   */
  fields: pulumi.Input<{ [field: string]: pulumi.Input<RecordFieldValue> }>;
  /**
   * The id (a GUID) of an existing record to take over instead of creating one: create reads it,
   * requires the fields `keyFields` names to match, and patches the fields that differ; the id of
   * a record with another key fails rather than renaming it. Read only at create; a change later
   * does nothing.
   */
  adoptRecordId?: pulumi.Input<string>;
  /**
   * Send `If-Match: *`, overwriting changes others made since the last refresh. Off by default:
   * a change of a field the resource manages to another value than the program's fails the update
   * instead. Changed in place.
   */
  overwriteConcurrentChanges?: pulumi.Input<boolean>;
  /**
   * What deleting the resource (removing it from the program, a replacement, `pulumi destroy`)
   * does to the record: `delete`, the default, deletes it; `abandon` leaves it in the service as it
   * is and stops managing it. A `records.Record` knows no Blocked field, so `block` is refused: a
   * typed resource with one (such as Customer, Vendor and Item) takes it. A change of
   * it alone sends nothing to the service. Business Central refuses to delete a record in use;
   * such a refusal keeps the resource, and this input or the `retainOnDelete` resource option is
   * the way out (docs/retiring-records.md).
   */
  deletionPolicy?: pulumi.Input<"delete" | "abandon">;
  /** The records service for this resource only; changed in place. Stored as a secret. */
  settings?: pulumi.Input<RecordsSettingsArgs>;
}

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
