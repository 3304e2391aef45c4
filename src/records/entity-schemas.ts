/**
 * The zod schemas of a record type, derived from its definition: the record as the service
 * returns it, the resource's inputs as `check` holds them, and the state the resource keeps.
 */
import * as z from "zod";
import { guid, isoDate, WELL_FORMED_RULE, wellFormed } from "../core/formats";
import type { EntityDefinition, EntityField } from "./entity-definition";
import {
  liveRecordBase,
  recordInputsBase,
  recordStateBase,
  type LiveRecord,
  type RecordInputs,
  type RecordState,
} from "./record-base";

const DECIMAL_PLACES = /^(\d{1,2}):(\d{1,2})$/;

/** `<min>:<max>` decimal places, such as `2:2` or `2:5`. */
const decimalPlaces = z
  .string()
  .regex(DECIMAL_PLACES, { message: "must be written <min>:<max>, such as 2:2 or 2:5" })
  .refine(
    (value) => {
      // zod runs refinements after a failed format check too; that case is already reported.
      const [, min, max] = DECIMAL_PLACES.exec(value) ?? [];
      return min === undefined || max === undefined || Number(min) <= Number(max);
    },
    { message: "must have <min> no greater than <max>" },
  );

/** What a field's value is in a response: ids and dates not set come as empty text or zero values. */
function wireValue(field: EntityField): z.ZodType {
  switch (field.type) {
    case "number":
    case "integer":
      return z.number();
    case "boolean":
      return z.boolean();
    default:
      return z.string();
  }
}

/**
 * A code as the service stores it: upper case, without leading or trailing spaces (AL's "Code
 * data type"). Letters are mapped one by one, so a letter whose upper case is two letters (`ß`)
 * is not judged: the length of a stored code never differs from the program's.
 */
function storedCode(value: string): string {
  return value.replace(/^ +| +$/g, "").replace(/\p{Ll}/gu, (letter) => {
    const upper = letter.toUpperCase();
    return [...upper].length === 1 ? upper : letter;
  });
}

function text(field: EntityField): z.ZodType {
  let rule = z.string().refine(wellFormed, { message: WELL_FORMED_RULE });
  if (field.nonEmpty) rule = rule.min(1, { message: "must not be empty" });
  if (field.maxLength !== undefined) {
    rule = rule.max(field.maxLength, { message: `must be at most ${field.maxLength} characters` });
  }
  if (field.code) {
    // The service would store another text than the program's, so the two would never agree.
    return rule.superRefine((value, context) => {
      const stored = storedCode(value);
      if (value === stored) return;
      const message =
        stored === "" && field.nonEmpty
          ? "must not be blank"
          : `must be written upper case without leading or trailing spaces, as the service stores it: ${JSON.stringify(stored)}`;
      context.addIssue({ code: "custom", message });
    });
  }
  if (field.values) {
    const values = field.values;
    return rule.refine((value) => values.includes(value), { message: `must be one of ${values.join(", ")}` });
  }
  return rule;
}

function numeric(field: EntityField): z.ZodType {
  let rule = field.type === "integer" ? z.number().int({ message: "must be a whole number" }) : z.number();
  if (field.sign === "positive") rule = rule.positive({ message: "must be greater than 0" });
  if (field.sign === "nonNegative") rule = rule.nonnegative({ message: "must not be negative" });
  return rule;
}

/** What a program may write into a field. */
function inputValue(field: EntityField): z.ZodType {
  switch (field.type) {
    case "guid":
      return guid;
    case "date":
      return isoDate;
    case "decimalPlaces":
      return decimalPlaces;
    case "number":
    case "integer":
      return numeric(field);
    case "boolean":
      return z.boolean();
    default:
      return text(field);
  }
}

const fieldsOf = (entity: EntityDefinition) => Object.entries(entity.fields);

/** The record as the service returns it: fields it may leave out are optional, extra fields are kept. */
export function recordSchemaOf(entity: EntityDefinition): z.ZodType<LiveRecord> {
  return z.looseObject({
    ...liveRecordBase,
    ...(entity.stampsLastModified ? { lastModifiedDateTime: z.string() } : {}),
    ...Object.fromEntries(
      fieldsOf(entity).map(([name, field]) => [
        name,
        field.always ? wireValue(field) : wireValue(field).optional(),
      ]),
    ),
  });
}

/** The resource's inputs: where the record lives, which record, and each field a program may set. */
export function inputsSchemaOf(entity: EntityDefinition): z.ZodType<RecordInputs> {
  const create = entity.create;
  const shape = z.strictObject({
    ...recordInputsBase,
    ...(create.kind === "adopt" ? { [create.input]: guid } : {}),
    ...Object.fromEntries(
      fieldsOf(entity)
        .filter(([, field]) => field.input !== undefined)
        .map(([name, field]) => [
          name,
          field.input === "required" ? inputValue(field) : inputValue(field).optional(),
        ]),
    ),
    ...(create.kind === "post" ? { adoptRecordId: guid.optional() } : {}),
  });
  const groups = entity.oneOf ?? [];
  const pairs = entity.exclusive ?? [];
  if (groups.length === 0 && pairs.length === 0) return shape as z.ZodType<RecordInputs>;
  return shape.superRefine((inputs, context) => {
    const given = (name: string) => (inputs as Record<string, unknown>)[name] !== undefined;
    for (const group of groups) {
      if (group.some(given)) continue;
      context.addIssue({
        code: "custom",
        message: `${group.map((name) => `a "${name}"`).join(" or ")} must be provided`,
        path: [group[0] ?? ""],
      });
    }
    for (const pair of pairs) {
      if (!given(pair.id) || !given(pair.code)) continue;
      context.addIssue({
        code: "custom",
        message: `"${pair.id}" and "${pair.code}" name the same record and the service keeps them in step: set one of them, not both`,
        path: [pair.id],
      });
    }
  }) as z.ZodType<RecordInputs>;
}

/**
 * The state the resource keeps: the common part and the fields every record carries. Only ever
 * gains optional fields, so that every earlier state still parses.
 */
export function stateSchemaOf(entity: EntityDefinition): z.ZodType<RecordState> {
  const create = entity.create;
  return z.looseObject({
    ...recordStateBase,
    ...(create.kind === "adopt" ? { [create.input]: z.string() } : {}),
    ...Object.fromEntries(
      fieldsOf(entity)
        .filter(([, field]) => field.always)
        .map(([name, field]) => [name, wireValue(field)]),
    ),
  });
}
