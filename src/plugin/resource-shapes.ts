/**
 * Every resource of the package for the schema: the typed records from their definitions
 * (src/records/entities, the facts `npm run generate` writes the TypeScript classes from), and
 * the three kinds written by hand (`records.Record`, `lifecycle.DatabaseRefresh`,
 * `lifecycle.DatabaseExport`) from the table below. One entry for each kind of
 * src/resource-kinds.ts; a unit test holds the two lists together.
 */
import { ENTITIES } from "../records/entities";
import type { EntityDefinition, EntityField } from "../records/definitions/entity-definition";
import type { ResourceKindName } from "../resource-kinds";
import { importIdForm } from "./import-ids";
import { fieldProperty, fieldRules, withRules } from "./record-shapes";
import {
  anything,
  element,
  decimal,
  flag,
  listOf,
  openObject,
  shape,
  text,
  typed,
  whole,
  type ObjectShape,
  type PropertySpec,
} from "./schema-shapes";

/** A resource for the schema: what a program sets, and what it can read. */
export interface ResourceShape {
  description: string;
  inputs: ObjectShape;
  outputs: ObjectShape;
}

const settingsOf = (token: string, words: string): PropertySpec => ({
  ...typed(token, `The ${words} for this resource only; changed in place. Stored as a secret.`),
  secret: true,
});
const recordsSettings = settingsOf("records:RecordsSettings", "records service");
const lifecycleSettings = settingsOf("lifecycle:LifecycleSettings", "environment operations service");

const overwrite = flag(
  "Send `If-Match: *`, overwriting changes others made since the last refresh. Off by default: such a change fails the update instead.",
);
const recordOutputs: Record<string, PropertySpec> = {
  recordId: text("The service's id of the record (a GUID); also the resource's id."),
  etag: text("The record's eTag as last written or read; sent back in `If-Match`."),
  lastModifiedDateTime: text("When the record last changed (ISO 8601, UTC), as the service reports it."),
};

/** A field's doc with the rules a program's value must meet, and what a change does. */
function fieldDoc(entity: EntityDefinition, field: EntityField): string {
  const head = withRules(field.doc, fieldRules(field));
  if (field.input === undefined) return head;
  return `${head} ${field.replaces ? `Changing it replaces the ${entity.noun}.` : "Changed in place, guarded by the record's eTag."}`;
}

function entityResource(entity: EntityDefinition): ResourceShape {
  const create = entity.create;
  const field = (name: string, f: EntityField): PropertySpec =>
    fieldProperty(entity, name, f, fieldDoc(entity, f));
  const companyId = text(
    `The company the ${entity.noun} belongs to: a GUID. Changing it ${create.kind === "adopt" ? `moves management to another ${entity.noun}` : `replaces the ${entity.noun}`}.`,
  );
  const adopt: Record<string, PropertySpec> =
    create.kind === "adopt"
      ? { [create.input]: text(create.doc) }
      : {
          adoptRecordId: text(
            `The id (a GUID) of an existing ${entity.noun} to take over instead of creating one. Read only at create.`,
          ),
        };
  const inputFields = Object.entries(entity.fields).filter(([, f]) => f.input !== undefined);
  // The input naming the record to take over, when every resource of the kind names one.
  const alwaysAdopts = create.kind === "adopt" && !create.orPost ? [create.input] : [];
  const inputs = shape(
    "",
    {
      companyId,
      ...(create.kind === "adopt" ? adopt : {}),
      ...Object.fromEntries(inputFields.map(([name, f]) => [name, field(name, f)])),
      ...(create.kind === "post" ? adopt : {}),
      overwriteConcurrentChanges: overwrite,
      settings: recordsSettings,
    },
    [
      "companyId",
      ...alwaysAdopts,
      ...inputFields.filter(([, f]) => f.input === "required").map(([name]) => name),
    ],
  );
  const outputs = shape(
    "",
    {
      companyId: text(`The company the ${entity.noun} belongs to (a GUID).`),
      ...(create.kind === "adopt" ? adopt : {}),
      ...Object.fromEntries(Object.entries(entity.fields).map(([name, f]) => [name, field(name, f)])),
      ...(create.kind === "post" ? adopt : {}),
      overwriteConcurrentChanges: overwrite,
      settings: recordsSettings,
      ...recordOutputs,
    },
    ["companyId", "recordId", "etag", ...alwaysAdopts],
  );
  const removal =
    create.kind === "adopt" && create.orPost
      ? `Deleting the resource deletes a ${entity.noun} it created, and leaves one it took over (\`${create.input}\`) as it is.`
      : entity.remove === "delete"
        ? `Deleting the resource deletes the ${entity.noun}.`
        : `Deleting the resource stops managing the ${entity.noun} and leaves it as it is.`;
  return {
    description: `${entity.doc} Only the fields the program sets are managed; each changes in place, guarded by the record's eTag. ${removal} Import: ${importIdForm(entity.name)}.`,
    inputs,
    outputs,
  };
}

const operationInputs = {
  projectId: whole("The project: a positive whole number. Changing it starts a new operation."),
  triggers: listOf(
    element(anything("")),
    "Any values; changing them starts a new operation (the resource is replaced).",
  ),
  waitForCompletion: typed(
    "lifecycle:WaitForCompletion",
    "Wait for the operation to end, and report its status; by default create returns once it started. Changed in place.",
  ),
  adoptOperationActivityId: text(
    "The id (a GUID) of an operation that was started but never reached the stack: create takes it over instead of starting another. Changing it replaces the resource.",
  ),
  settings: lifecycleSettings,
};
const operationOutputs = {
  ...operationInputs,
  operationActivityId: text("The id the service gave the operation; also the resource id."),
  versionEOL: text("End-of-life marker of the API version, as the service reported it."),
  requestedAt: text("When the operation was requested (ISO 8601, UTC)."),
  operationStatus: text(
    "The last status seen (`Completed`, `Failed`, ...), when the provider waited or refreshed.",
  ),
};

function operation(
  description: string,
  own: Record<string, PropertySpec>,
  required: readonly string[],
): ResourceShape {
  return {
    description,
    inputs: shape("", { ...own, ...operationInputs }, ["projectId", ...required]),
    outputs: shape("", { ...own, ...operationOutputs }, [
      "projectId",
      "operationActivityId",
      "requestedAt",
      ...required,
    ]),
  };
}

const recordFields = {
  companyId: text("The company the record belongs to: a GUID. Changing it replaces the record."),
  apiRoute: text(
    "The API the entity set belongs to: its version for the standard API, such as `v2.0`, or `<publisher>/<group>/<version>` for a custom API. Changing it replaces the record.",
  ),
  entitySet: text(
    "The entity set, as its API page's `EntitySetName` writes it, such as `carBrands`. Changing it replaces the record.",
  ),
  keyFields: listOf(
    element(text("")),
    'The fields whose values identify a record in its company (its primary key), such as `["code"]`; each must be set in `fields`.',
  ),
  fields: openObject(
    "The record's fields the program manages, by the API's field names: text, numbers or true/false. Each changes in place, guarded by the record's eTag.",
  ),
  adoptRecordId: text(
    "The id (a GUID) of an existing record to take over instead of creating one. Read only at create.",
  ),
  overwriteConcurrentChanges: overwrite,
  settings: recordsSettings,
};

/** The kinds written by hand. */
const HAND_WRITTEN: Record<"Record" | "DatabaseRefresh" | "DatabaseExport", ResourceShape> = {
  Record: {
    description: `A record of any entity set of the business records service, custom APIs included. Changing \`companyId\`, \`apiRoute\` or \`entitySet\` replaces the record; the fields change in place, guarded by the record's eTag. Deleting the resource deletes the record. Import: ${importIdForm("Record")}.`,
    inputs: shape("", recordFields, ["companyId", "apiRoute", "entitySet", "keyFields", "fields"]),
    outputs: shape("", { ...recordFields, ...recordOutputs }, [
      "companyId",
      "apiRoute",
      "entitySet",
      "keyFields",
      "fields",
      "recordId",
      "etag",
    ]),
  },
  DatabaseRefresh: operation(
    "A database refresh from one environment into a sandbox. Creating the resource starts the refresh; it never runs again unless an input that replaces it changes. Deleting the resource only removes it from the stack.",
    {
      sourceEnvironmentId: text(
        "The environment whose database is copied: a GUID. Changing it starts a new refresh.",
      ),
      targetEnvironmentId: text(
        "The sandbox whose database is overwritten: a GUID, not the source; the service refuses a production target. Changing it starts a new refresh.",
      ),
    },
    ["sourceEnvironmentId", "targetEnvironmentId"],
  ),
  DatabaseExport: operation(
    "A database export of a sandbox to the project's asset library. Creating the resource starts the export; it never runs again unless an input that replaces it changes. Deleting the resource only removes it from the stack.",
    {
      environmentId: text("The sandbox whose database is exported: a GUID. Changing it starts a new export."),
      backupName: text(
        "The backup's name in the project's asset library: 1 to 100 letters, digits, `-`, `_` or `.`, starting with a letter or digit. Changing it starts a new export.",
      ),
    },
    ["environmentId", "backupName"],
  ),
};

/** The object types resources use besides the settings, by token without the package. */
export const RESOURCE_TYPES: Record<string, ObjectShape> = {
  "lifecycle:WaitForCompletion": shape(
    "Waiting for a started operation to reach a final status. Changed in place: a change starts nothing.",
    {
      timeoutMinutes: decimal("How long to wait, in minutes: greater than 0, at most 1440. Default 60."),
      pollSeconds: whole("How often to ask for the status, in whole seconds from 1 to 3600. Default 30."),
    },
  ),
};

/** Every resource, by kind name. */
export function resourceShapes(): Record<ResourceKindName, ResourceShape> {
  const typed = Object.fromEntries(
    ENTITIES.filter((entity) => !entity.readOnly).map((entity) => [entity.name, entityResource(entity)]),
  );
  return { ...typed, ...HAND_WRITTEN } as Record<ResourceKindName, ResourceShape>;
}
