/**
 * The emulator's one reader of OData `$filter` expressions: comparisons
 * `<field> eq|ne|gt|ge|lt|le <literal>` joined by `and` and `or` (`and` binds tighter), grouped by
 * parentheses. Literals are `'text'` (a `'` inside written twice), numbers, `true`, `false`,
 * `null`, and bare GUIDs and ISO 8601 dates or date-times. Each service reads the tree with its
 * own fields and rules (`records/odata/filter.ts`, `datashare/filter.ts`).
 */
import { isDateTimeText, isGuid } from "./formats";

/** A comparison operator. */
export type FilterOperator = "eq" | "ne" | "gt" | "ge" | "lt" | "le";

/** A literal as written: GUIDs are kept lower case, date-times as the text given. */
export type FilterLiteral =
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "boolean"; readonly value: boolean }
  | { readonly kind: "guid"; readonly value: string }
  | { readonly kind: "datetime"; readonly value: string }
  | { readonly kind: "null" };

/** One `<field> <operator> <literal>`. */
export interface FilterComparison {
  readonly type: "comparison";
  readonly field: string;
  readonly operator: FilterOperator;
  readonly literal: FilterLiteral;
}

/** A parsed `$filter`. */
export type FilterExpression =
  FilterComparison | { readonly type: "and" | "or"; readonly parts: readonly FilterExpression[] };

/** A `$filter` the parser cannot read; each service wraps the message in its own error. */
export class FilterSyntaxError extends Error {}

type Token =
  | { readonly type: "open" | "close" }
  | { readonly type: "word"; readonly text: string }
  | { readonly type: "literal"; readonly literal: FilterLiteral };

const OPERATORS: ReadonlySet<string> = new Set(["eq", "ne", "gt", "ge", "lt", "le"]);
const WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const KEYWORD_LITERALS: Readonly<Record<string, FilterLiteral>> = {
  true: { kind: "boolean", value: true },
  false: { kind: "boolean", value: false },
  null: { kind: "null" },
};

// A quoted string, a parenthesis, or a run of anything else up to a space, quote or parenthesis.
const NEXT_TOKEN = /^(?:'(?:[^']|'')*'|[()]|[^\s()']+)/;

/** What a run of bare text is: a word (field, operator, keyword) or a literal. */
function bareToken(text: string): Token {
  if (WORD.test(text)) return { type: "word", text };
  if (isGuid(text)) return { type: "literal", literal: { kind: "guid", value: text.toLowerCase() } };
  if (isDateTimeText(text)) return { type: "literal", literal: { kind: "datetime", value: text } };
  if (NUMBER.test(text)) return { type: "literal", literal: { kind: "number", value: Number(text) } };
  throw new FilterSyntaxError(`cannot read '${text}'.`);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (let rest = text.trim(); rest !== "";) {
    const match = NEXT_TOKEN.exec(rest);
    if (match === null) throw new FilterSyntaxError(`unexpected text at '${rest.slice(0, 20)}'.`);
    const [part] = match;
    if (part === "(" || part === ")") tokens.push({ type: part === "(" ? "open" : "close" });
    else if (part.startsWith("'")) {
      const value = part.slice(1, -1).replace(/''/g, "'");
      tokens.push({ type: "literal", literal: { kind: "string", value } });
    } else tokens.push(bareToken(part));
    rest = rest.slice(part.length).trimStart();
  }
  return tokens;
}

/** A recursive-descent parser over the tokens: `or` of `and` of comparisons or groups. */
class FilterParser {
  private position = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): FilterExpression {
    const expression = this.junction("or");
    if (this.position < this.tokens.length) {
      throw new FilterSyntaxError("unexpected text after the expression.");
    }
    return expression;
  }

  private next(): Token | undefined {
    const token = this.tokens[this.position];
    this.position += 1;
    return token;
  }

  private keyword(word: string): boolean {
    const token = this.tokens[this.position];
    if (token?.type !== "word" || token.text.toLowerCase() !== word) return false;
    this.position += 1;
    return true;
  }

  private junction(type: "and" | "or"): FilterExpression {
    const operand = (): FilterExpression => (type === "or" ? this.junction("and") : this.primary());
    const parts = [operand()];
    while (this.keyword(type)) parts.push(operand());
    return parts.length === 1 ? (parts[0] as FilterExpression) : { type, parts };
  }

  private primary(): FilterExpression {
    const first = this.next();
    if (first?.type === "open") {
      const inner = this.junction("or");
      if (this.next()?.type !== "close") throw new FilterSyntaxError("a '(' is not closed.");
      return inner;
    }
    if (first?.type !== "word") throw new FilterSyntaxError("expected a field name.");
    const operatorToken = this.next();
    const operator = operatorToken?.type === "word" ? operatorToken.text.toLowerCase() : "";
    if (!OPERATORS.has(operator)) {
      throw new FilterSyntaxError(`expected one of eq, ne, gt, ge, lt, le after '${first.text}'.`);
    }
    const literal = this.literal();
    if (literal.kind === "null" && operator !== "eq" && operator !== "ne") {
      throw new FilterSyntaxError("null only takes eq or ne.");
    }
    return { type: "comparison", field: first.text, operator: operator as FilterOperator, literal };
  }

  private literal(): FilterLiteral {
    const token = this.next();
    if (token?.type === "literal") return token.literal;
    const keyword = token?.type === "word" ? KEYWORD_LITERALS[token.text] : undefined;
    if (keyword !== undefined) return keyword;
    const found = token?.type === "word" ? ` '${token.text}' is not one.` : "";
    throw new FilterSyntaxError(
      `expected a literal: 'text', a number, true, false, null, a GUID or a date-time.${found}`,
    );
  }
}

/** Parses a `$filter`; throws {@link FilterSyntaxError} for anything it cannot read, or empty text. */
export function parseODataFilter(text: string): FilterExpression {
  const tokens = tokenize(text);
  if (tokens.length === 0) throw new FilterSyntaxError("the expression is empty.");
  return new FilterParser(tokens).parse();
}

/** The expression as a test of one item, each comparison made a test by `compare`. */
export function filterPredicate<T>(
  expression: FilterExpression,
  compare: (comparison: FilterComparison) => (item: T) => boolean,
): (item: T) => boolean {
  if (expression.type === "comparison") return compare(expression);
  const parts = expression.parts.map((part) => filterPredicate(part, compare));
  return expression.type === "and"
    ? (item) => parts.every((part) => part(item))
    : (item) => parts.some((part) => part(item));
}

/** True when the expression joins anything with `or`. */
export function usesOr(expression: FilterExpression): boolean {
  return expression.type !== "comparison" && (expression.type === "or" || expression.parts.some(usesOr));
}

/** Every field the expression compares, each once, in the order written. */
export function filterFields(expression: FilterExpression): string[] {
  if (expression.type === "comparison") return [expression.field];
  return [...new Set(expression.parts.flatMap(filterFields))];
}
