/**
 * Renders what each record type's definition (src/records/entities) gives a program: its resource
 * class, Args, the unions of its option fields' values, its record type, list and get functions,
 * its provider module, its reference page (render-record-pages.ts), and the table of record kinds. Definitions in, file
 * texts out (before formatting); a doc a record type shares word for word with the generic record
 * resource is taken from its declaration (the inputs, src/records/resources/surface.ts) or the
 * TSDoc of its hand-written class (`Record`'s outputs), as render-tsdoc.ts reads it, and one it
 * shares with the generic record (`EntityRecord`, `listRecords`' result) from the records surface
 * (src/records/functions/surface.ts).
 */
import { escaped } from "../../src/core/describe/field-words";
import { valueWords } from "../../src/core/describe/option-values";
import type { EntityDefinition, EntityField } from "../../src/records/definitions/entity-definition";
import { deletionPoliciesOf, deletionPolicyDoc } from "../../src/records/definitions/deletion-policy";
import {
  adoptRecordIdDescription,
  andList,
  companyIdDescription,
  fieldDescription,
  keyArgDescription,
  resourceBehaviour,
} from "../../src/records/definitions/entity-words";
import { RECORDS_SURFACE } from "../../src/records/functions/surface";
import { RECORD_SHARED_INPUTS } from "../../src/records/resources/surface";
import { tsdocOfSources } from "./render-tsdoc";
import { definitionPath, HEADER, type RenderedFile } from "./rendered-file";
import { referenceIndex, referencePage } from "./render-record-pages";
import { indexFile, kindsFile, providerModule } from "./render-record-index";
import { enumName, lowerFirst, surfaceFieldWords, upperFirst } from "../../src/core/describe/surface";

export type { RenderedFile } from "./rendered-file";

const constantCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

function tsType(field: EntityField): string {
  if (field.type === "number" || field.type === "integer") return "number";
  if (field.type === "boolean") return "boolean";
  return "string";
}

/** The TypeScript type of a field: its union where it takes only some values, else its value type. */
function typeOf(entity: EntityDefinition, name: string, field: EntityField): string {
  return field.values ? enumName(entity, name) : tsType(field);
}

// A record type's record and list result say what the generic record's say (EntityRecord and
// listRecords' result, declared in the records surface).
const ENTITY_RECORD = RECORDS_SURFACE.types.EntityRecord!.fields;
const LIST_ENTITY_SET_VALUE = RECORDS_SURFACE.functions.listRecords!.result.fields.value!;

/**
 * The doc of an output of the hand-written generic record resource's class (src/records/resources/
 * entity-set-record.ts). Every record type's
 * property of that name means the same, so its doc is written there alone and taken from there.
 */
function genericDoc(type: string, property: string): string {
  const text = tsdocOfSources()[type]?.props[property];
  if (text === undefined) throw new Error(`render-records: ${type}.${property} has no TSDoc`);
  return text;
}

/** A TSDoc comment, one line when it fits. */
function doc(text: string, indent = "  "): string {
  return `${indent}/** ${text.replace(/\*\//g, "*\\/")} */\n`;
}

/** The union type of each option field of the type, each value in words in its doc. */
function enumTypes(entity: EntityDefinition): string {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.values)
    .map(([name, field]) => {
      const values = field.values ?? [];
      // A code span, not a link: TSDoc reserves some member names (`type`) as selectors.
      const where = `\`${entity.readOnly ? name : `${entity.name}.${name}`}\``;
      const lines = values.map((v) => ` * - \`${v}\`${escaped(v) ? `: ${valueWords(v)}` : ""}`);
      return `/**
 * ${field.doc}
 *
 * The values of ${where}, as the service writes them:
 *
${lines.join("\n")}
 */
export type ${enumName(entity, name)} = ${values.map((v) => JSON.stringify(v)).join(" | ")};
`;
    })
    .join("\n");
}

/** The union of the deletion policies a type takes, as TypeScript writes it. */
const policyUnion = (entity: EntityDefinition) =>
  deletionPoliciesOf(entity.block)
    .map((policy) => JSON.stringify(policy))
    .join(" | ");

function argsInterface(entity: EntityDefinition): string {
  const create = entity.create;
  let out = doc(`The inputs of a {@link ${entity.name}}.`, "");
  out += `export interface ${entity.name}Args {\n`;
  out += doc(companyIdDescription(entity));
  out += "  companyId: pulumi.Input<string>;\n";
  if (create.kind === "adopt") {
    out += doc(create.doc);
    out += `  ${create.input}${create.orPost ? "?" : ""}: pulumi.Input<string>;\n`;
  }
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.input === undefined) continue;
    out += doc(fieldDescription(entity, name, field));
    out += `  ${name}${field.input === "required" ? "" : "?"}: pulumi.Input<${typeOf(entity, name, field)}>;\n`;
  }
  if (create.kind === "post") {
    out += doc(adoptRecordIdDescription(entity));
    out += "  adoptRecordId?: pulumi.Input<string>;\n";
  }
  out += doc(surfaceFieldWords(RECORD_SHARED_INPUTS.overwriteConcurrentChanges));
  out += "  overwriteConcurrentChanges?: pulumi.Input<boolean>;\n";
  out += doc(deletionPolicyDoc(entity.noun, entity.block));
  out += `  deletionPolicy?: pulumi.Input<${policyUnion(entity)}>;\n`;
  out += doc(surfaceFieldWords(RECORD_SHARED_INPUTS.settings));
  out += "  settings?: pulumi.Input<RecordsSettingsArgs>;\n}\n";
  return out;
}

/** The outputs of the class, in registration order: name, type and doc. */
function outputs(entity: EntityDefinition): [string, string, string][] {
  const create = entity.create;
  const list: [string, string, string][] = [
    ["companyId", "string", `The company the ${entity.noun} belongs to (a GUID, lower case).`],
  ];
  if (create.kind === "adopt") {
    list.push(
      create.orPost
        ? [
            create.input,
            "string | undefined",
            `The ${entity.noun} this resource took over, when it took one over.`,
          ]
        : [create.input, "string", `The id of the managed ${entity.noun} (a GUID, lower case).`],
    );
  }
  // An output only has no Args property to say its rules: its output says them.
  for (const [name, field] of Object.entries(entity.fields)) {
    const text = field.input === undefined ? fieldDescription(entity, name, field) : field.doc;
    list.push([name, typeOf(entity, name, field), text]);
  }
  if (create.kind === "post") {
    list.push([
      "adoptRecordId",
      "string | undefined",
      `The ${entity.noun} this resource took over, when it adopted one.`,
    ]);
  }
  list.push(
    ["overwriteConcurrentChanges", "boolean | undefined", genericDoc("Record", "overwriteConcurrentChanges")],
    ["recordId", "string", "The service's id of the record (a GUID)."],
    ["etag", "string", genericDoc("Record", "etag")],
    [
      "lastModifiedDateTime",
      entity.stampsLastModified ? "string" : "string | undefined",
      "When the record last changed (ISO 8601, UTC), as the service reports it.",
    ],
  );
  return list;
}

function resourceClass(entity: EntityDefinition): string {
  const list = outputs(entity);
  const constant = `${constantCase(entity.name)}_OUTPUTS`;
  let out = `/**\n * ${[entity.doc, ...resourceBehaviour(entity)].join(" ")}\n */\n`;
  out += `export class ${entity.name} extends pulumi.CustomResource {\n`;
  for (const [name, type, text] of list) {
    out += doc(text);
    out += `  declare readonly ${name}: pulumi.Output<${type}>;\n`;
  }
  out += `
  constructor(name: string, args: ${entity.name}Args, opts?: pulumi.CustomResourceOptions) {
    const props = withProvider(kindModule("${entity.name}"), recordProps(args, ${constant}));
    const options = withResourceDefaults(opts, args);
    const resumeStacks = pausePromiseStacks(options);
    try {
      super(dynamicType("${entity.name}"), name, props, options);
    } finally {
      resumeStacks();
    }
    deriveRecordOutputs(this, args, ${constant});
  }
}

/** Every output of {@link ${entity.name}}; the registration gives each a slot, or derives it (\`recordProps\`). */
export const ${constant} = outputList<${entity.name}>()([
${list.map(([name]) => `  "${name}",`).join("\n")}
]);
`;
  return out;
}

function recordInterface(entity: EntityDefinition): string {
  let out = doc(`A ${entity.noun} as the service returns it.`, "");
  out += `export interface ${entity.name}Record {\n`;
  out += doc(surfaceFieldWords(ENTITY_RECORD.id!));
  out += "  id: string;\n";
  out += doc("When the record last changed, as the service writes it (ISO 8601).");
  out += `  lastModifiedDateTime${entity.stampsLastModified ? "" : "?"}: string;\n`;
  out += doc(surfaceFieldWords(ENTITY_RECORD["@odata.etag"]!));
  out += '  "@odata.etag": string;\n';
  for (const [name, field] of Object.entries(entity.fields)) {
    out += doc(field.doc);
    out += `  ${name}${field.always ? "" : "?"}: ${typeOf(entity, name, field)};\n`;
  }
  out += doc("Any other field the service returns; kept as it came.");
  out += "  [field: string]: unknown;\n}\n";
  return out;
}

function listFunctions(entity: EntityDefinition): string {
  const fn = `list${entity.plural}`;
  const key = lowerFirst(entity.plural);
  const words = `${entity.noun} records`;
  return `
/** Arguments of \`${fn}\`. */
export type ${upperFirst(fn)}Args = ListRecordsArgs;
/** Arguments of \`${fn}Output\`. */
export type ${upperFirst(fn)}OutputArgs = ListRecordsOutputArgs;

/** Every ${entity.noun} that matches, from every page, in the service's order. */
export interface ${upperFirst(fn)}Result {
${doc(surfaceFieldWords(LIST_ENTITY_SET_VALUE))}  value: ${entity.name}Record[];
}

/**
 * Every ${words.replace(/ records$/, "")} of the company that matches \`filter\`, from every page. \`opts\` is taken for
 * the shape every Pulumi function has; the read runs in the program, so no provider, parent or version applies.
 */
export async function ${fn}(args: ${upperFirst(fn)}Args, _opts?: pulumi.InvokeOptions): Promise<${upperFirst(fn)}Result> {
  return { value: (await listByType("${key}", args, "records.${fn}")) as ${entity.name}Record[] };
}

/** {@link ${fn}} as an Output; it reads after the resources of \`opts.dependsOn\`. */
export function ${fn}Output(
  args: ${upperFirst(fn)}OutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<${upperFirst(fn)}Result> {
  return outputForm(args, opts, ${fn});
}
`;
}

/** The get functions of a type: its record by its key, `get<Name>` and `get<Name>Output`. */
function getFunctions(entity: EntityDefinition): string {
  const fn = `get${entity.name}`;
  const type = upperFirst(fn);
  const key = lowerFirst(entity.plural);
  const keys = entity.key.map((name) => {
    const field = entity.fields[name];
    if (!field) throw new Error(`${entity.name}: key field ${name} is not a field`);
    return [name, field] as const;
  });
  const plain = keys.map(([name, field]) => `${doc(keyArgDescription(field))}  ${name}: ${tsType(field)};`);
  const inputs = keys.map(
    ([name, field]) => `${doc(`See {@link ${type}Args.${name}}.`)}  ${name}: pulumi.Input<${tsType(field)}>;`,
  );
  const list = `list${entity.plural}`;
  return `
/** Arguments of \`${fn}\`: the company and the ${entity.noun}'s key, ${andList(entity.key)}. */
export interface ${type}Args {
  /** The company the ${entity.noun} belongs to: a GUID, such as \`5d115c9c-44e3-ea11-bb43-000d3a2feca1\`. */
  companyId: string;
${plain.join("\n")}
  /**
   * Where the records service is, and the token for it, for this call; otherwise stack config
   * \`bizops:*\`, then \`BIZOPS_*\` environment variables.
   */
  settings?: RecordsSettings;
}

/** {@link ${type}Args} for \`${fn}Output\`: each field may be an Input. */
export interface ${type}OutputArgs {
  /** See {@link ${type}Args.companyId}. */
  companyId: pulumi.Input<string>;
${inputs.join("\n")}
  /** See {@link ${type}Args.settings}. */
  settings?: pulumi.Input<RecordsSettingsArgs>;
}

/**
 * The ${entity.noun} of the company with the ${andList(entity.key)} given, as the service returns it,
 * found by an OData \`$filter\` on its key. None is a \`NotFound\` error, and several an
 * \`UnexpectedResponse\` error naming their ids; each says what to do. {@link ${list}} reads every
 * ${entity.noun} that matches a filter. \`opts\` is taken for the shape every Pulumi function has; the read
 * runs in the program, so no provider, parent or version applies.
 */
export async function ${fn}(args: ${type}Args, _opts?: pulumi.InvokeOptions): Promise<${entity.name}Record> {
  return (await getByKey("${key}", args, "records.${fn}")) as ${entity.name}Record;
}

/** {@link ${fn}} as an Output; it reads after the resources of \`opts.dependsOn\`. */
export function ${fn}Output(
  args: ${type}OutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<${entity.name}Record> {
  return outputForm(args, opts, ${fn});
}
`;
}

function programFile(entity: EntityDefinition): RenderedFile {
  if (entity.readOnly) return listOnlyFile(entity);
  const text = `${HEADER(definitionPath(entity))}import * as pulumi from "@pulumi/pulumi";
import { outputList } from "../../core/resources/declared-outputs";
import { dynamicType, pausePromiseStacks, withProvider } from "../../core/resources/registration";
import { outputForm } from "../../core/functions/invoke-options";
import { withResourceDefaults } from "../../core/resources/resource-options";
import { kindModule } from "../../resource-kinds";
import { getByKey } from "../functions/get-by-key";
import type { ListRecordsArgs, ListRecordsOutputArgs } from "../functions/generated/records-types";
import { listByType } from "../functions/list-by-type";
import { deriveRecordOutputs, recordProps } from "../resources/record-props";
import type { RecordsSettings, RecordsSettingsArgs } from "../resources/records-settings-args";

${enumTypes(entity)}
${argsInterface(entity)}
${resourceClass(entity)}
${recordInterface(entity)}${listFunctions(entity)}${getFunctions(entity)}`;
  return { path: `src/records/generated/${entity.module}.ts`, text };
}

/** A type the API only reads: its record type, list and get functions. */
function listOnlyFile(entity: EntityDefinition): RenderedFile {
  const text = `${HEADER(definitionPath(entity))}import type * as pulumi from "@pulumi/pulumi";
import { outputForm } from "../../core/functions/invoke-options";
import { getByKey } from "../functions/get-by-key";
import type { ListRecordsArgs, ListRecordsOutputArgs } from "../functions/generated/records-types";
import { listByType } from "../functions/list-by-type";
import type { RecordsSettings, RecordsSettingsArgs } from "../resources/records-settings-args";

${enumTypes(entity)}
${recordInterface(entity)}${listFunctions(entity)}${getFunctions(entity)}`;
  return { path: `src/records/generated/${entity.module}.ts`, text };
}

/** Every file the definitions give, before formatting. */
export function renderRecords(entities: readonly EntityDefinition[]): RenderedFile[] {
  return [
    ...entities.flatMap((entity) =>
      entity.readOnly
        ? [programFile(entity), referencePage(entity)]
        : [programFile(entity), providerModule(entity), referencePage(entity)],
    ),
    indexFile(entities),
    kindsFile(entities),
    referenceIndex(entities),
  ];
}
