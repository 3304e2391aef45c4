/**
 * What the get functions do once called: check the arguments, read the records of the company
 * whose key is the one given, and insist on exactly one. Loaded at a function's first call (see
 * `get-by-key.ts`).
 */
import * as z from "zod";
import { programSettingSources } from "../../core/functions/config-reader";
import { BizopsError } from "../../core/errors/errors";
import { guid } from "../../core/schemas/formats";
import { parseFunctionArgs } from "../../core/functions/function-args";
import { RecordsClient } from "../client/records-client";
import { ENTITIES } from "../entities";
import type { EntityDefinition, EntityField } from "../definitions/entity-definition";
import { inputsSchemaOf } from "../definitions/entity-schemas";
import { collectionOf } from "../client/record-collection";
import { filterAnd, filterEq, filterEqGuid } from "../client/odata";
import { recordsSettings, type LiveRecord, type RecordInputs } from "../definitions/record-base";

/** The ids a "several" error names before it says how many more there are. */
const IDS_SHOWN = 10;

/** A get's arguments, parsed: the company, each key field, and the settings. */
type KeyArgs = Pick<RecordInputs, "companyId" | "settings"> & Record<string, unknown>;

const schemas = new WeakMap<EntityDefinition, z.ZodType<KeyArgs>>();

/**
 * The arguments of the type's get: `companyId`, each key field and `settings`. A key field follows
 * the rules of the resource's input of that field (a code upper case, as the service stores it,
 * so that `net30` is refused with the `NET30` to write rather than found nowhere); a get names a
 * record, so each is required and a text must not be blank.
 */
function keyArgsSchemaOf(entity: EntityDefinition): z.ZodType<KeyArgs> {
  const known = schemas.get(entity);
  if (known) return known;
  const fields: Record<string, EntityField> = {};
  for (const name of entity.key) {
    const field = keyField(entity, name);
    fields[name] = {
      ...field,
      input: "required",
      nonEmpty: field.type === "string" ? true : field.nonEmpty,
      onlyWhile: undefined,
    };
  }
  // The key fields alone, as a resource that posts its record takes them: no rule between fields.
  const inputs = inputsSchemaOf({
    ...entity,
    fields,
    oneOf: undefined,
    exclusive: undefined,
    create: { kind: "post" },
  });
  if (!(inputs instanceof z.ZodObject))
    throw new Error(`${entity.name}: the key's inputs are not an object schema`);
  const shape = inputs.shape as Record<string, z.ZodType>;
  const keys = Object.fromEntries(entity.key.map((name) => [name, shape[name] ?? z.never()]));
  const schema = z.strictObject({ ...keys, companyId: guid, settings: recordsSettings.optional() });
  schemas.set(entity, schema);
  return schema;
}

function keyField(entity: EntityDefinition, name: string): EntityField {
  const field = entity.fields[name];
  if (!field) throw new Error(`${entity.name}: key field ${name} is not a field`);
  return field;
}

/** `code eq 'NET30'`, `dimensionId eq <guid> and code eq 'AREA'`: a GUID bare, text quoted. */
function keyFilter(entity: EntityDefinition, values: Readonly<Record<string, unknown>>): string {
  return filterAnd(
    ...entity.key.map((name) => {
      const value = String(values[name]);
      return keyField(entity, name).type === "guid" ? filterEqGuid(name, value) : filterEq(name, value);
    }),
  );
}

/** "code and companyId", "dimensionId, code and companyId": what a program checks when none is found. */
const checked = (entity: EntityDefinition) =>
  [...entity.key, "companyId"].join(", ").replace(/, (?=[^,]*$)/, " and ");

/** "payment terms", "countries and regions": the plural for messages. */
const pluralNoun = (entity: EntityDefinition) =>
  entity.pluralNoun ?? entity.plural.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/** The one record of the type whose plural is `plural` (`paymentTerms`) with the key the arguments give. */
export async function findByKey(plural: string, args: unknown, fn: string): Promise<LiveRecord> {
  const entity = ENTITIES.find((candidate) => candidate.plural.toLowerCase() === plural.toLowerCase());
  if (!entity) throw new Error(`No record type listed as "${plural}".`);
  const parsed = parseFunctionArgs(keyArgsSchemaOf(entity), args, fn);
  const client = RecordsClient.fromSources(programSettingSources(parsed.settings));
  const filter = keyFilter(entity, parsed);
  const found: LiveRecord[] = [];
  for await (const page of client.list(collectionOf(entity), parsed.companyId, { filter }))
    found.push(...page);
  const named = entity.key.map((name) => `${name} ${JSON.stringify(parsed[name])}`).join(" and ");
  const list = `records.list${entity.plural}`;
  const [record, ...others] = found;
  if (record === undefined) {
    throw new BizopsError(`${fn}: company ${parsed.companyId} has no ${entity.noun} with ${named}.`, {
      code: "NotFound",
      hint: `Check the ${checked(entity)}, or list the company's ${pluralNoun(entity)} with ${list} to see which there are.`,
    });
  }
  if (others.length > 0) {
    const ids = found.map((candidate) => candidate.id);
    const shown =
      ids.length > IDS_SHOWN
        ? `${ids.slice(0, IDS_SHOWN).join(", ")} and ${ids.length - IDS_SHOWN} more`
        : ids.join(", ");
    throw new BizopsError(
      `${fn}: company ${parsed.companyId} has ${found.length} ${pluralNoun(entity)} with ${named}, where the key should name one: ${shown}.`,
      {
        code: "UnexpectedResponse",
        hint: `List them with ${list} (filter "${filter}") to choose one, then read it by its id with records.getRecord (apiRoute "${entity.apiVersion}", entitySet "${entity.entitySet}").`,
      },
    );
  }
  return record;
}
