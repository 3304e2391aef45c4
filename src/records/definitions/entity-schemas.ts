/**
 * The zod schemas of a record type, derived from its definition: the record as the service
 * returns it, the resource's inputs as `check` holds them, and the state the resource keeps.
 */
import * as z from "zod";
import { BizopsError } from "../../core/errors/errors";
import { guid, isoDate, WELL_FORMED_RULE, wellFormed } from "../../core/schemas/formats";
import { isUnknown } from "../../core/provider/unknowns";
import type { EntityDefinition, EntityField } from "./entity-definition";
import { deletionPolicyInput } from "./deletion-policy";
import { recordInputsBase } from "./record-inputs-base";
import {
  liveRecordBase,
  recordStateBase,
  type LiveRecord,
  type RecordInputs,
  type RecordState,
} from "./record-base";

// GeneralLedgerSetup.Table.al:945-988 (CheckDecimalPlacesFormat): `n` or `n:m`, each 0 to 9 and
// n no greater than m, in the table's Text[5]. The service rewrites `02:05` as `2:5`; both are taken.
const DECIMAL_PLACES = /^(\d{1,2})(?::(\d{1,2}))?$/;
const DECIMAL_PLACES_RULE = "must be written <min>:<max> or as one number, such as 2:2, 2:5 or 2";

/** `<min>:<max>` or one number of decimal places, such as `2:2`, `2:5` or `2`. */
const decimalPlaces = z
  .string()
  .regex(DECIMAL_PLACES, { message: DECIMAL_PLACES_RULE })
  .superRefine((value, context) => {
    // zod runs refinements after a failed format check too; that case is already reported.
    const [, min, max = min] = DECIMAL_PLACES.exec(value) ?? [];
    if (min === undefined || max === undefined) return;
    if (Number(min) > 9 || Number(max) > 9) {
      context.addIssue({ code: "custom", message: "must have each number of places from 0 to 9" });
    } else if (Number(min) > Number(max)) {
      context.addIssue({ code: "custom", message: "must have <min> no greater than <max>" });
    }
  });

// AL's CalcDate grammar (BCDOCS dev-itpro/developer/methods-auto/system/system-calcdate-string-date-method.md,
// DateExpression): up to three subexpressions, each an optional + or - and a term: <Number><Unit>
// (`30D`), <Unit><Number> (`D15`, `WD2`) or C<Unit> (`CM`); units D, WD, W, M, Q and Y. The sign is
// optional on every subexpression, so `10D5D` is two of them. A weekday is numbered 1 (Monday) to 7
// (Sunday), as the page says. Lower case is taken: the service writes the formula upper case. The
// emulator's date-formula.ts follows the same grammar.
const DATE_FORMULA_RULE =
  "must be a date formula such as 30D, CM+10D or -1W: up to three terms of a number and a unit (D, WD, W, M, Q or Y), a unit and a number (D15, WD2; a weekday 1 to 7) or C and a unit (CM), each after an optional + or -, without spaces";

/** The most subexpressions a date formula has (the CalcDate page's DateExpression). */
const DATE_FORMULA_TERMS = 3;

/** Where a unit (`WD`, or one of D, W, M, Q, Y) that starts at `at` ends: none, one or two places. */
function unitEnds(text: string, at: number): number[] {
  const ends = /[DWMQY]/.test(text.charAt(at)) ? [at + 1] : [];
  return text.startsWith("WD", at) ? [...ends, at + 2] : ends;
}

/** Where a <Unit><Number> term that starts at `at` ends: after each digit of its number. */
function unitFirstEnds(text: string, at: number, runEnd: readonly number[]): number[] {
  return unitEnds(text, at).flatMap((end) => {
    if (end === at + 2) return /[1-7]/.test(text.charAt(end)) ? [end + 1] : [];
    return Array.from({ length: (runEnd[end] ?? end) - end }, (_, i) => end + i + 1);
  });
}

/** For each place of `text`, where the run of digits that starts there ends (itself if none). */
function digitRunEnds(text: string): number[] {
  const ends = new Array<number>(text.length + 1).fill(text.length);
  for (let at = text.length - 1; at >= 0; at--)
    ends[at] = /\d/.test(text.charAt(at)) ? (ends[at + 1] ?? at) : at;
  return ends;
}

/**
 * Whether `text` is one to three date formula terms, every reading of the grammar taken (`D12D`
 * is `D1` and `2D`). Each place is tried once per term, so time grows with the length.
 */
function isDateFormula(text: string): boolean {
  if (text === "") return true;
  const upper = text.toUpperCase();
  const runEnd = digitRunEnds(upper);
  const termEnds = (at: number): number[] => {
    const start = /[+-]/.test(upper.charAt(at)) ? at + 1 : at;
    const run = runEnd[start] ?? start;
    const numberFirst = run > start ? unitEnds(upper, run) : [];
    const current = upper.charAt(start) === "C" ? unitEnds(upper, start + 1) : [];
    return [...numberFirst, ...unitFirstEnds(upper, start, runEnd), ...current];
  };
  let reached = new Set([0]);
  for (let terms = 0; terms < DATE_FORMULA_TERMS; terms++) {
    reached = new Set([...reached].flatMap(termEnds));
    if (reached.has(upper.length)) return true;
  }
  return false;
}

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

/** The rules of a code field: it must be written as the service stores it. */
function storedAsWritten(field: EntityField) {
  // The service would store another text than the program's, so the two would never agree.
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    const stored = storedCode(value);
    if (value === stored) return;
    const message =
      stored === "" && field.nonEmpty
        ? "must not be blank"
        : `must be written upper case without leading or trailing spaces, as the service stores it: ${JSON.stringify(stored)}`;
    context.addIssue({ code: "custom", message });
  };
}

function text(field: EntityField): z.ZodType {
  let rule = z.string().refine(wellFormed, { message: WELL_FORMED_RULE });
  if (field.nonEmpty) rule = rule.min(1, { message: "must not be empty" });
  if (field.maxLength !== undefined) {
    rule = rule.max(field.maxLength, { message: `must be at most ${field.maxLength} characters` });
  }
  if (field.code) rule = rule.superRefine(storedAsWritten(field));
  const { values, pattern } = field;
  if (values)
    rule = rule.refine((value) => values.includes(value), { message: `must be one of ${values.join(", ")}` });
  if (pattern) rule = rule.refine((value) => pattern.test.test(value), { message: pattern.rule });
  if (field.type === "dateFormula") rule = rule.refine(isDateFormula, { message: DATE_FORMULA_RULE });
  return rule;
}

function numeric(field: EntityField): z.ZodType {
  let rule = field.type === "integer" ? z.number().int({ message: "must be a whole number" }) : z.number();
  if (field.sign === "positive") rule = rule.positive({ message: "must be greater than 0" });
  if (field.sign === "nonNegative") rule = rule.nonnegative({ message: "must not be negative" });
  if (field.min !== undefined) rule = rule.min(field.min, { message: `must be at least ${field.min}` });
  if (field.max !== undefined) rule = rule.max(field.max, { message: `must be at most ${field.max}` });
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

/** A refusal of a rule between fields, under the field it refuses. */
interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

/** A rule between a resource's inputs; the inputs come as given, whatever their types. */
type InputsRule = (inputs: Readonly<Record<string, unknown>>) => FieldIssue[];

const EMPTY_GUID = "00000000-0000-0000-0000-000000000000";

/** Whether a program's value sets something: not left out, 0, blank, `false` or an empty id, and known. */
const holds = (value: unknown) =>
  value !== undefined &&
  value !== 0 &&
  value !== "" &&
  value !== false &&
  value !== EMPTY_GUID &&
  !isUnknown(value);

// "a purchase credit memo", "an item".
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

const emptyWord = (field: EntityField) =>
  field.type === "number" || field.type === "integer" ? "0" : field.type === "boolean" ? "false" : "blank";

/** Of each `oneOf` group, a create sets at least one (a value not known yet counts). */
const oneOfRule =
  (group: readonly string[]): InputsRule =>
  (inputs) =>
    group.some((name) => inputs[name] !== undefined)
      ? []
      : [
          {
            field: group[0] ?? "",
            message: `${group.map((name) => `a "${name}"`).join(" or ")} must be provided`,
          },
        ];

/** Of each `exclusive` pair, a program sets at most one. */
const exclusiveRule =
  (pair: { readonly id: string; readonly code: string }): InputsRule =>
  (inputs) => {
    const given = (name: string) => inputs[name] !== undefined && !isUnknown(inputs[name]);
    if (!given(pair.id) || !given(pair.code)) return [];
    const message = `"${pair.id}" and "${pair.code}" name the same record and the service keeps them in step: set one of them, not both`;
    return [{ field: pair.id, message }];
  };

/** A field that may hold a value only beside some values of another (`onlyWhile`). */
const onlyWhileRule =
  (name: string, rule: NonNullable<EntityField["onlyWhile"]>): InputsRule =>
  (inputs) => {
    const other = inputs[rule.field];
    if (!holds(inputs[name]) || typeof other !== "string" || isUnknown(other)) return [];
    if (rule.values.includes(other)) return [];
    return [{ field: name, message: `must be left out while "${rule.field}" is "${other}": ${rule.reason}` }];
  };

/** Every rule between the type's inputs, from its definition. */
function inputsRules(entity: EntityDefinition): InputsRule[] {
  const rules = [...(entity.oneOf ?? []).map(oneOfRule), ...(entity.exclusive ?? []).map(exclusiveRule)];
  for (const [name, field] of fieldsOf(entity)) {
    if (field.input !== undefined && field.onlyWhile) rules.push(onlyWhileRule(name, field.onlyWhile));
  }
  return rules;
}

/**
 * The resource's inputs: where the record lives, which record, and each field a program may set.
 * The rules between fields run even when a field is refused on its own (zod skips a refinement
 * after a wrong type otherwise), so that check names every bad field at once.
 */
export function inputsSchemaOf(entity: EntityDefinition): z.ZodType<RecordInputs> {
  const create = entity.create;
  const shape = z.strictObject({
    ...recordInputsBase,
    deletionPolicy: deletionPolicyInput(withArticle(entity.noun), entity.block),
    ...(create.kind === "adopt" ? { [create.input]: create.orPost ? guid.optional() : guid } : {}),
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
  const rules = inputsRules(entity);
  if (rules.length === 0) return shape as z.ZodType<RecordInputs>;
  return shape.superRefine(
    (inputs: unknown, context) => {
      const bag = typeof inputs === "object" && inputs !== null ? (inputs as Record<string, unknown>) : {};
      // A field refused on its own is named once: its own refusal says what to fix first.
      const refused = new Set(context.issues.map((issue) => issue.path?.[0]));
      for (const issue of rules.flatMap((rule) => rule(bag))) {
        if (refused.has(issue.field)) continue;
        context.addIssue({ code: "custom", message: issue.message, path: [issue.field] });
      }
    },
    { when: () => true },
  ) as z.ZodType<RecordInputs>;
}

/**
 * The state the resource keeps: the common part and the fields every record carries. Only ever
 * gains optional fields, so that every earlier state still parses.
 */
export function stateSchemaOf(entity: EntityDefinition): z.ZodType<RecordState> {
  const create = entity.create;
  return z.looseObject({
    ...recordStateBase,
    ...(create.kind === "adopt"
      ? { [create.input]: create.orPost ? z.string().optional() : z.string() }
      : {}),
    ...Object.fromEntries(
      fieldsOf(entity)
        .filter(([, field]) => field.always)
        .map(([name, field]) => [name, wireValue(field)]),
    ),
  });
}

/**
 * What refuses, before any request, a create that posts a record with a field the service
 * refuses on a new record (`refusedOnCreate`): it throws an `InvalidInput` error naming each such
 * field and why. Undefined for a type without such fields, and for one that always adopts. Check
 * sees only the inputs, the same for a create as for an update, so the provider asks this at
 * create; a create that adopts (`adoptRecordId`) patches an existing record and is not refused.
 */
export function createRefusalOf(
  entity: EntityDefinition,
): ((props: Record<string, unknown>) => void) | undefined {
  const refused = fieldsOf(entity).filter(([, field]) => field.input !== undefined && field.refusedOnCreate);
  if (refused.length === 0 || entity.create.kind !== "post") return undefined;
  return (props) => {
    if (props.adoptRecordId !== undefined) return;
    const problems = refused
      .filter(([name]) => holds(props[name]))
      .map(
        ([name, field]) =>
          `${name}: must be left out or ${emptyWord(field)} when this resource creates ${withArticle(entity.noun)}: ${field.refusedOnCreate}`,
      );
    if (problems.length === 0) return;
    throw new BizopsError(`Invalid inputs for bizops:${entity.name}: ${problems.join("; ")}.`, {
      code: "InvalidInput",
      hint: `Leave ${refused.map(([name]) => name).join(" and ")} out of the create and set it in a later update, or adopt an existing ${entity.noun} with adoptRecordId.`,
    });
  };
}
