/**
 * The typed records for the schema, from their definitions (src/records/entities, the facts
 * `npm run generate` writes the TypeScript package from): a record as the service returns it,
 * an enum type for each option field, and each type's functions, `records.list<Plural>` and
 * `records.get<Name>`, which the plugin calls by name as a TypeScript program does.
 */
import { ENTITIES } from "../records/entities";
import type { EntityDefinition, EntityField } from "../records/definitions/entity-definition";
import { LIST_RECORDS_ARGS, type FunctionEntry } from "./function-table";
import { valueName, valueWords } from "../core/describe/option-values";
import { enumName } from "../core/describe/surface";
import { andList, keyArgDescription } from "../records/definitions/entity-words";
import {
  element,
  listOf,
  shape,
  text,
  typed,
  type EnumShape,
  type ObjectShape,
  type PropertySpec,
} from "./schema-shapes";

function valueType(field: EntityField): PropertySpec["type"] {
  if (field.type === "number") return "number";
  if (field.type === "integer") return "integer";
  if (field.type === "boolean") return "boolean";
  return "string";
}

/** The token of an option field's enum type without the package, such as `records:CustomerBlocked`. */
const optionToken = (entity: EntityDefinition, name: string) => `records:${enumName(entity, name)}`;

/** A field of `entity` as a property described by `description`: its enum type where it takes only some values. */
export function fieldProperty(
  entity: EntityDefinition,
  name: string,
  field: EntityField,
  description: string,
): PropertySpec {
  return field.values
    ? typed(optionToken(entity, name), description)
    : { type: valueType(field), description };
}

/**
 * A value in words, and what it means where the field's doc says so right after it
 * (`` `Custom` (the lines the country's custom address format sets up) ``).
 */
function valueDescription(field: EntityField, value: string): string {
  const said = field.doc.split(`\`${value}\` (`)[1];
  const meaning = said === undefined ? undefined : said.slice(0, said.indexOf(")"));
  return meaning ? `${valueWords(value)}: ${meaning}.` : valueWords(value);
}

/** The enum type of every option field, by token without the package. */
export function optionTypes(): Record<string, EnumShape> {
  return Object.fromEntries(
    ENTITIES.flatMap((entity) =>
      Object.entries(entity.fields).flatMap(([name, field]) =>
        field.values
          ? [
              [
                optionToken(entity, name),
                {
                  description: `${field.doc} The values of the ${entity.noun}'s \`${name}\`, as the service writes them.`,
                  values: field.values.map((value) => ({
                    value,
                    // An SDK names each value; escapes and the blank make no name of their own.
                    ...(valueWords(value) === value ? {} : { name: valueName(value) }),
                    description: valueDescription(field, value),
                  })),
                },
              ] as const,
            ]
          : [],
      ),
    ),
  );
}

/** A record as the service returns it, for the list and get functions' results. */
function recordType(entity: EntityDefinition): ObjectShape {
  return shape(
    `A ${entity.noun} as the service returns it.`,
    {
      id: text("The record's id (a GUID)."),
      lastModifiedDateTime: text("When the record last changed (ISO 8601)."),
      ...Object.fromEntries(
        Object.entries(entity.fields).map(([name, f]) => [name, fieldProperty(entity, name, f, f.doc)]),
      ),
    },
    [
      "id",
      ...(entity.stampsLastModified ? ["lastModifiedDateTime"] : []),
      ...Object.entries(entity.fields)
        .filter(([, f]) => f.always)
        .map(([name]) => name),
    ],
  );
}

/** The record types of the list functions, by token without the package. */
export function recordTypes(): Record<string, ObjectShape> {
  return Object.fromEntries(ENTITIES.map((entity) => [`records:${entity.name}Record`, recordType(entity)]));
}

/** The list function of a type: `records.list<Plural>`. */
function listFunction(entity: EntityDefinition): FunctionEntry {
  return {
    module: "records",
    name: `list${entity.plural}`,
    description: `Every ${entity.noun} of the company that matches \`filter\`, from every page.`,
    inputs: shape("", LIST_RECORDS_ARGS, ["companyId"]),
    outputs: shape(
      "",
      {
        value: listOf(
          element(typed(`records:${entity.name}Record`, "")),
          "The records, in the service's order.",
        ),
      },
      ["value"],
    ),
  };
}

/** The get function of a type: `records.get<Name>`, its record by its key. */
function getFunction(entity: EntityDefinition): FunctionEntry {
  const keys = entity.key.map((name) => {
    const field = entity.fields[name];
    if (!field) throw new Error(`${entity.name}: key field ${name} is not a field`);
    return [name, fieldProperty(entity, name, field, keyArgDescription(field))] as const;
  });
  const record = recordType(entity);
  return {
    module: "records",
    name: `get${entity.name}`,
    description: `The ${entity.noun} of the company with the ${andList(entity.key)} given, as the service returns it, found by an OData \`$filter\` on its key. None is a \`NotFound\` error, and several an \`UnexpectedResponse\` error naming their ids; each says what to do. \`list${entity.plural}\` reads every ${entity.noun} that matches a filter.`,
    inputs: shape(
      "",
      {
        companyId: LIST_RECORDS_ARGS.companyId!,
        ...Object.fromEntries(keys),
        settings: LIST_RECORDS_ARGS.settings!,
      },
      ["companyId", ...entity.key],
    ),
    outputs: shape("", record.properties, record.required),
  };
}

/** The functions of the typed records: each one's list function, then each one's get function. */
export function recordFunctions(): FunctionEntry[] {
  return [...ENTITIES.map(listFunction), ...ENTITIES.map(getFunction)];
}
