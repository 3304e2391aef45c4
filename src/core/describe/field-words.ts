/**
 * The sentence renderer: a field's facts (field-facts.ts) in words. Every output that describes a
 * field (the TSDoc `npm run generate` writes, the plugin's package schema, the reference pages)
 * takes a rule's words from here, so that a bound or a rewrite reads the same in every language.
 */
import type { FieldFacts } from "./field-facts";
import { valueWords } from "./option-values";

/** `text` ending with a full stop. */
export const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Whether a value is written otherwise than its words (escaped, or the blank). */
export const escaped = (value: string): boolean => valueWords(value) !== value;

/** The terms of a date formula, in words. */
const DATE_FORMULA_TERMS =
  "up to three terms of a number and a unit (`30D`; units D, WD, W, M, Q and Y), a unit and a number (`D15`, `WD2`: a weekday 1 to 7) or C and a unit (`CM`), each after an optional `+` or `-`, without spaces";

/**
 * How a value of the field's kind is written, and the words that show a doc already says so.
 * Left out of a doc that says it (`The memo's date, written \`YYYY-MM-DD\``): once is enough.
 */
function form(field: FieldFacts): { words: string; said: string; rest?: string } | undefined {
  if (field.type === "guid") return { words: "a GUID", said: "GUID" };
  if (field.type === "date") return { words: "a date written `YYYY-MM-DD`", said: "YYYY-MM-DD" };
  if (field.type === "decimalPlaces") {
    return {
      words: "`<min>:<max>` or one number, such as `2:2` or `2` (each 0 to 9, min no greater than max)",
      said: "<min>:<max>",
      rest: "each 0 to 9, min no greater than max",
    };
  }
  if (field.type === "dateFormula") {
    return {
      words: `a date formula of ${DATE_FORMULA_TERMS}`,
      said: "date formula",
      rest: DATE_FORMULA_TERMS,
    };
  }
  return undefined;
}

/** The bounds of a number, in words. */
function bounds(field: FieldFacts): string[] {
  const { sign, min, max } = field;
  if (min !== undefined) return [max === undefined ? `at least ${min}` : `${min} to ${max}`];
  if (sign === "positive")
    return [max === undefined ? "greater than 0" : `greater than 0 and at most ${max}`];
  if (sign === "nonNegative") return [max === undefined ? "not negative" : `0 to ${max}`];
  return max === undefined ? [] : [`at most ${max}`];
}

/**
 * The values an option field takes, each escaped one with its words; where the doc already names
 * each value, only the words of escaped values it does not give.
 */
function valueList(field: FieldFacts, doc?: string): string[] {
  const values = field.values;
  if (!values) return [];
  if (!values.every((value) => doc?.includes(`\`${value}\``))) {
    const shown = values.map((v) => (escaped(v) ? `\`${v}\` for ${valueWords(v)}` : `\`${v}\``));
    return [`one of ${shown.join(", ")}`];
  }
  const unsaid = values.filter((v) => escaped(v) && !doc?.includes(`\`${valueWords(v)}\``));
  if (unsaid.length === 0) return [];
  return [unsaid.map((v) => `\`${v}\` stands for ${valueWords(v)}`).join(", ")];
}

/**
 * What a program may write into the field, in words, each rule a phrase: its length, its case,
 * its form, its pattern, its bounds, its values. `doc` is the text they follow, whose words are
 * not repeated (a doc that says `GUID` is not told again that the field is one).
 */
export function ruleWords(field: FieldFacts, doc: string = field.doc): string[] {
  const out: string[] = [];
  if (field.maxLength !== undefined) {
    out.push(field.nonEmpty ? `1 to ${field.maxLength} characters` : `at most ${field.maxLength} characters`);
  } else if (field.nonEmpty) out.push("must not be empty");
  if (field.code) out.push("upper case, without leading or trailing spaces, as the service stores it");
  const shape = form(field);
  if (shape && doc.includes(shape.said)) {
    if (shape.rest) out.push(shape.rest);
  } else if (shape) out.push(shape.words);
  if (field.type === "integer") out.push("a whole number");
  if (field.pattern) out.push(field.pattern.rule);
  return [...out, ...bounds(field), ...valueList(field, doc)];
}

/** `doc` with `rules` after it: `The code: 1 to 10 characters.` */
export function withRules(doc: string, rules: readonly string[]): string {
  return rules.length > 0 ? `${sentence(doc).slice(0, -1)}: ${rules.join("; ")}.` : sentence(doc);
}

/**
 * A field in words: what it holds, the rules a value meets, and what the service stores
 * otherwise than it is sent (`The payment discount, in percent: 0 to 100.`).
 */
export function fieldWords(field: FieldFacts, doc: string = field.doc): string {
  return [withRules(doc, ruleWords(field, doc)), field.rewrites].filter(Boolean).join(" ");
}
