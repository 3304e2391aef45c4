/**
 * Every resource of the package for the schema: the typed records from their definitions
 * (src/records/entities, the facts `npm run generate` writes the TypeScript classes from), and
 * the kinds written by hand from their services' surfaces (surface-shapes.ts), each described by
 * the TSDoc of its TypeScript class (generated/tsdoc.ts). One entry for each kind of src/resource-kinds.ts; a unit
 * test holds the two lists together.
 */
import { ENTITIES } from "../records/entities";
import type { EntityDefinition, EntityField } from "../records/definitions/entity-definition";
import type { ResourceKindName } from "../resource-kinds";
import { documented } from "./generated/tsdoc";
import { importIdForm } from "../records/definitions/import-ids";
import { deletionPolicyDoc } from "../records/definitions/deletion-policy";
import {
  adoptRecordIdDescription,
  companyIdDescription,
  fieldDescription,
  resourceBehaviour,
} from "../records/definitions/entity-words";
import { fieldProperty } from "./record-shapes";
import { surfaceKinds } from "./surface-shapes";
import { RECORD_SHARED_INPUTS, RECORD_SHARED_OUTPUTS } from "../records/resources/surface";
import { surfaceFieldWords } from "../core/describe/surface";
import { flag, shape, text, typed, type ObjectShape, type PropertySpec } from "./schema-shapes";

/** A resource for the schema: what a program sets, and what it can read. */
export interface ResourceShape {
  description: string;
  inputs: ObjectShape;
  outputs: ObjectShape;
}

const settingsOf = (token: string, description: string): PropertySpec => ({
  ...typed(token, description),
  secret: true,
});

// The typed records take these from records.Record's declaration: the same inputs and outputs,
// which every record resource has.
const recordsSettings = settingsOf(
  "records:RecordsSettings",
  surfaceFieldWords(RECORD_SHARED_INPUTS.settings),
);
const overwrite = flag(surfaceFieldWords(RECORD_SHARED_INPUTS.overwriteConcurrentChanges));
const recordOutputs: Record<string, PropertySpec> = Object.fromEntries(
  Object.entries(RECORD_SHARED_OUTPUTS).map(([name, field]) => [name, text(surfaceFieldWords(field))]),
);

function entityResource(entity: EntityDefinition): ResourceShape {
  const create = entity.create;
  const field = (name: string, f: EntityField): PropertySpec =>
    fieldProperty(entity, name, f, fieldDescription(entity, name, f));
  const companyId = text(companyIdDescription(entity));
  const adopt: Record<string, PropertySpec> =
    create.kind === "adopt"
      ? { [create.input]: text(create.doc) }
      : { adoptRecordId: text(adoptRecordIdDescription(entity)) };
  const inputFields = Object.entries(entity.fields).filter(([, f]) => f.input !== undefined);
  const deletionPolicy = text(deletionPolicyDoc(entity.noun, entity.block));
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
      deletionPolicy,
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
      deletionPolicy,
      settings: recordsSettings,
      ...recordOutputs,
    },
    ["companyId", "recordId", "etag", ...alwaysAdopts],
  );
  return {
    description: [entity.doc, ...resourceBehaviour(entity), `Import: ${importIdForm(entity.name)}.`].join(
      " ",
    ),
    inputs,
    outputs,
  };
}

/** The Power Platform kinds, declared in src/powerplatform/surface.ts. */
const POWER_PLATFORM: Record<
  "EnvironmentCopy" | "EnvironmentRestore" | "EnvironmentBackup" | "MaintenanceSettings",
  ResourceShape
> = {
  EnvironmentCopy: declaredKind("EnvironmentCopy"),
  EnvironmentRestore: declaredKind("EnvironmentRestore"),
  EnvironmentBackup: declaredKind("EnvironmentBackup"),
  MaintenanceSettings: declaredKind("MaintenanceSettings"),
};

/**
 * A kind a service's surface declares (src/core/describe/surface.ts): its inputs and outputs from
 * the declaration, its description the TSDoc of its class.
 */
function declaredKind(name: ResourceKindName & Parameters<typeof documented>[0]): ResourceShape {
  const kind = surfaceKinds()[name];
  if (!kind) throw new Error(`no surface declares the kind ${name}`);
  return { description: documented(name).doc, ...kind };
}

/** The kinds written by hand. */
const HAND_WRITTEN: Record<"Record" | "DatabaseRefresh" | "DatabaseExport", ResourceShape> = {
  Record: {
    ...declaredKind("Record"),
    // How `pulumi import` names a record is the plugin's alone.
    description: `${documented("Record").doc} Import: ${importIdForm("Record")}.`,
  },
  DatabaseRefresh: declaredKind("DatabaseRefresh"),
  DatabaseExport: declaredKind("DatabaseExport"),
};

/** Every resource, by kind name. */
export function resourceShapes(): Record<ResourceKindName, ResourceShape> {
  const typed = Object.fromEntries(
    ENTITIES.filter((entity) => !entity.readOnly).map((entity) => [entity.name, entityResource(entity)]),
  );
  return { ...typed, ...HAND_WRITTEN, ...POWER_PLATFORM } as Record<ResourceKindName, ResourceShape>;
}
