/**
 * `records.Record`, the record of any entity set, declared once (src/core/describe/surface.ts):
 * `npm run generate` writes its `RecordArgs` (generated/record-types.ts here, beside the class,
 * which every program loads) and the zod schema of its inputs, `recordInputs`
 * (src/records/definitions/generated/record-schemas.ts, beside the checks it names, where the
 * provider reads it), and the plugin describes it in its package schema from here. The class
 * stays hand-written (entity-set-record.ts). Its functions are the records surface's
 * (src/records/functions/surface.ts); this one declares the kind alone.
 */
import type { ServiceSurface, SurfaceField } from "../../core/describe/surface";

/** The inputs every record resource takes, in the same words (the typed records' Args take them). */
export const RECORD_SHARED_INPUTS = {
  overwriteConcurrentChanges: {
    type: "boolean",
    doc: "Send `If-Match: *`, overwriting changes others made since the last refresh. Off by default: a change of a field the resource manages to another value than the program's fails the update instead. Changed in place.",
  },
  settings: {
    type: "settings",
    doc: "The records service for this resource only; changed in place. Stored as a secret.",
    secret: true,
  },
} as const satisfies Record<string, SurfaceField>;

/** The outputs every record resource has beyond its inputs, in the same words. */
export const RECORD_SHARED_OUTPUTS = {
  recordId: {
    type: "string",
    doc: "The service's id of the record (a GUID); also the resource's id.",
    required: true,
  },
  etag: {
    type: "string",
    doc: "The record's eTag as last written or read; sent back in `If-Match`.",
    required: true,
  },
  lastModifiedDateTime: {
    type: "string",
    doc: "When the record last changed (ISO 8601, UTC), when the entity reports it.",
  },
} as const satisfies Record<string, SurfaceField>;

export const RECORD_SURFACE: ServiceSurface = {
  module: "records",
  service: "record",
  source: "src/records/resources/surface.ts",
  folder: "src/records/resources/generated",
  schemasFolder: "src/records/definitions/generated",
  settings: {
    plain: "RecordsSettings",
    input: "RecordsSettingsArgs",
    from: "../records-settings-args",
    token: "records:RecordsSettings",
  },
  checks: "../entity-set-record-checks",
  types: {},
  functions: {},
  unions: {
    RecordFieldValue: {
      doc: "The value of a record field: what a JSON body carries for a table field.",
      kinds: ["string", "number", "boolean"],
    },
  },
  kinds: {
    Record: {
      classFile: "src/records/resources/entity-set-record.ts",
      args: {
        doc: "The inputs of a {@link Record}.",
        refine: "recordRules",
        fields: {
          companyId: {
            type: "string",
            check: "guid",
            required: true,
            doc: "The company the record belongs to: a GUID. Changing it replaces the record.",
          },
          apiRoute: {
            type: "string",
            check: "apiRoute",
            required: true,
            doc: "The API the entity set belongs to: its version for the standard API, such as `v2.0`, or `<publisher>/<group>/<version>` for a custom API (the path after `api/`). Changing it replaces the record.",
          },
          entitySet: {
            type: "string",
            check: "entitySetName",
            required: true,
            doc: "The entity set, as its API page's `EntitySetName` writes it, such as `carBrands`. Changing it replaces the record.",
          },
          keyFields: {
            type: "string",
            list: true,
            check: "keyFields",
            checksList: true,
            required: true,
            doc: 'The fields whose values identify a record in its company (its primary key), such as `["code"]`: a create whose answer was lost is found again by them. Each must be set in `fields`.',
          },
          fields: {
            type: "any",
            union: "RecordFieldValue",
            map: true,
            check: "fieldValue",
            required: true,
            doc: 'The record\'s fields the program manages, by the API\'s field names, such as `{ name: "Contoso", description: "..." }`. Only these are managed: a change to another field in the service is not drift. Each changes in place, guarded by the record\'s eTag, and a preview shows each change by name.',
          },
          adoptRecordId: {
            type: "string",
            check: "guid",
            doc: "The id (a GUID) of an existing record to take over instead of creating one: create reads it, requires the fields `keyFields` names to match, and patches the fields that differ; the id of a record with another key fails rather than renaming it. Read only at create; a change later does nothing.",
          },
          overwriteConcurrentChanges: RECORD_SHARED_INPUTS.overwriteConcurrentChanges,
          deletionPolicy: {
            type: "string",
            values: ["delete", "abandon"],
            check: "recordDeletionPolicy",
            doc: "What deleting the resource (removing it from the program, a replacement, `pulumi destroy`) does to the record: `delete`, the default, deletes it; `abandon` leaves it in the service as it is and stops managing it. A `records.Record` knows no Blocked field, so `block` is refused: a typed resource with one (such as Customer, Vendor and Item) takes it. A change of it alone sends nothing to the service. Business Central refuses to delete a record in use; such a refusal keeps the resource, and this input or the `retainOnDelete` resource option is the way out (docs/retiring-records.md).",
          },
          settings: RECORD_SHARED_INPUTS.settings,
        },
      },
      outputs: RECORD_SHARED_OUTPUTS,
    },
  },
};
