import { badRequest } from "./error";
import { isDateTimeText, type DataShareItem, type FieldKind, type FieldKinds } from "./fields";

/** A test an item passes or fails. */
export type ItemPredicate = (item: DataShareItem) => boolean;

type Operator = "eq" | "ne" | "gt" | "ge" | "lt" | "le";

type Literal =
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "datetime"; readonly value: string }
  | { readonly kind: "null" };

type Token =
  | { readonly type: "open" | "close" }
  | { readonly type: "word"; readonly text: string }
  | { readonly type: "literal"; readonly literal: Literal };

const OPERATORS: ReadonlySet<string> = new Set(["eq", "ne", "gt", "ge", "lt", "le"]);

// Order matters: a date-time must be read before a number would take its year.
const TOKEN_PATTERNS: readonly (readonly [RegExp, (text: string) => Token])[] = [
  [/^\(/, () => ({ type: "open" })],
  [/^\)/, () => ({ type: "close" })],
  [/^'(?:[^']|'')*'/, (t) => ({ type: "literal", literal: { kind: "string", value: unquote(t) } })],
  [
    /^\d{4}-\d{2}-\d{2}(?:T[0-9:.]+(?:Z|[+-]\d{2}:\d{2})?)?/,
    (t) => ({ type: "literal", literal: { kind: "datetime", value: t } }),
  ],
  [
    /^-?\d+(?:\.\d+)?(?![A-Za-z_])/,
    (t) => ({ type: "literal", literal: { kind: "number", value: Number(t) } }),
  ],
  [/^[A-Za-z_][A-Za-z0-9_]*/, (t) => ({ type: "word", text: t })],
];

function invalid(message: string): Error {
  return badRequest("InvalidFilter", `Invalid $filter: ${message}`, "$filter");
}

function unquote(text: string): string {
  return text.slice(1, -1).replace(/''/g, "'");
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let rest = text.trim();
  while (rest !== "") {
    const found = TOKEN_PATTERNS.map(([pattern, make]) => [pattern.exec(rest), make] as const).find(
      ([match]) => match !== null,
    );
    const [match, make] = found ?? [null, undefined];
    if (match === null || make === undefined) throw invalid(`unexpected text at '${rest.slice(0, 20)}'.`);
    const token = make(match[0]);
    if (token.type === "literal" && token.literal.kind === "datetime" && !isDateTimeText(match[0])) {
      throw invalid(`'${match[0]}' is not a valid date-time.`);
    }
    tokens.push(token);
    rest = rest.slice(match[0].length).trimStart();
  }
  return tokens;
}

/** Orders two present values of one kind: negative, zero or positive. */
export function compareValues(kind: FieldKind, a: unknown, b: unknown): number {
  if (kind === "number" && typeof a === "number" && typeof b === "number") return a - b;
  if (kind === "datetime" && typeof a === "string" && typeof b === "string") {
    const [left, right] = [Date.parse(a), Date.parse(b)];
    // Instants, not text: `...00Z` and `...00.000Z` are the same time.
    if (!Number.isNaN(left) && !Number.isNaN(right)) return left - right;
  }
  const [left, right] = [String(a), String(b)];
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

function literalFits(kind: FieldKind, literal: Literal): boolean {
  if (literal.kind === "null") return true;
  if (kind === "datetime")
    return literal.kind === "datetime" || (literal.kind === "string" && isDateTimeText(literal.value));
  return literal.kind === kind;
}

// OData null semantics: an absent field equals only null, and orders against nothing.
function compareWith(kind: FieldKind, op: Operator, value: unknown, literal: Literal): boolean {
  const present = value !== undefined && value !== null;
  if (literal.kind === "null" || !present) {
    const same = !present && literal.kind === "null";
    if (op === "eq") return same;
    if (op === "ne") return !same;
    return false;
  }
  const order = compareValues(kind, value, literal.value);
  const outcomes: Readonly<Record<Operator, boolean>> = {
    eq: order === 0,
    ne: order !== 0,
    gt: order > 0,
    ge: order >= 0,
    lt: order < 0,
    le: order <= 0,
  };
  return outcomes[op];
}

/** A recursive-descent parser: `or` binds looser than `and`; parentheses group. */
class FilterParser {
  private position = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly fields: FieldKinds,
  ) {}

  parse(): ItemPredicate {
    const predicate = this.parseOr();
    if (this.position < this.tokens.length) throw invalid("unexpected text after the expression.");
    return predicate;
  }

  private keyword(word: string): boolean {
    const token = this.tokens[this.position];
    if (token?.type === "word" && token.text.toLowerCase() === word) {
      this.position += 1;
      return true;
    }
    return false;
  }

  private parseOr(): ItemPredicate {
    const parts = [this.parseAnd()];
    while (this.keyword("or")) parts.push(this.parseAnd());
    return parts.length === 1 ? (parts[0] as ItemPredicate) : (item) => parts.some((part) => part(item));
  }

  private parseAnd(): ItemPredicate {
    const parts = [this.parsePrimary()];
    while (this.keyword("and")) parts.push(this.parsePrimary());
    return parts.length === 1 ? (parts[0] as ItemPredicate) : (item) => parts.every((part) => part(item));
  }

  private next(): Token | undefined {
    const token = this.tokens[this.position];
    this.position += 1;
    return token;
  }

  private parsePrimary(): ItemPredicate {
    const first = this.next();
    if (first?.type === "open") {
      const inner = this.parseOr();
      if (this.next()?.type !== "close") throw invalid("a '(' is not closed.");
      return inner;
    }
    if (first?.type !== "word") throw invalid("expected a field name.");
    const kind = this.fields[first.text];
    if (kind === undefined) throw invalid(`unknown field '${first.text}'.`);
    const opToken = this.next();
    const op = opToken?.type === "word" ? opToken.text.toLowerCase() : "";
    if (!OPERATORS.has(op)) throw invalid(`expected one of eq, ne, gt, ge, lt, le after '${first.text}'.`);
    const literal = this.parseLiteral();
    if (!literalFits(kind, literal))
      throw invalid(`field '${first.text}' cannot be compared with that literal.`);
    if (literal.kind === "null" && op !== "eq" && op !== "ne") throw invalid("null only takes eq or ne.");
    const field = first.text;
    return (item) => compareWith(kind, op as Operator, item[field], literal);
  }

  private parseLiteral(): Literal {
    const token = this.next();
    if (token?.type === "literal") return token.literal;
    if (token?.type === "word" && token.text === "null") return { kind: "null" };
    throw invalid("expected a literal: 'text', a number, a date-time or null.");
  }
}

/**
 * Parses an OData `$filter` such as `status eq 'Completed' and durationMs gt 60000`: comparisons
 * `<field> eq|ne|gt|ge|lt|le <literal>` joined by `and`/`or` (and before or), with parentheses. Literals are
 * `'text'` (quotes doubled inside), numbers, unquoted ISO date-times and `null`. Anything else is a 400
 * `InvalidFilter`.
 */
export function parseFilter(text: string, fields: FieldKinds): ItemPredicate {
  const tokens = tokenize(text);
  if (tokens.length === 0) throw invalid("the expression is empty.");
  return new FilterParser(tokens, fields).parse();
}
