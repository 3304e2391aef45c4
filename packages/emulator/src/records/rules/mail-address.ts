/**
 * Whether .NET's `new MailAddress(text)` takes a text, which is all the System Application asks of
 * an email address (EmailAccountImpl.ConvertEmailAddress, microsoft/BCApps src/System Application/
 * App/Email/src/Account/EmailAccountImpl.Codeunit.al). A port of the parser of dotnet/runtime
 * src/libraries/System.Net.Mail/src/System/Net/Mail/ (MailAddressParser.cs and the readers it
 * calls), which reads an address from its end: the domain, `@`, the local part, then whatever is
 * left is the display name. Its rules:
 *
 * 1. Around each part: spaces, tabs, CRLF pairs and `(comments)`, which may nest.
 * 2. Domain: a dot-atom (letters, digits, ``!#$%&'*+-/=?^_`{|}~``, dots and any non-ASCII
 *    character; not starting with a dot) or a `[literal]`.
 * 3. Local part: a dot-atom or a `"quoted string"`, then whitespace, `(`, `"`, or `<` when the
 *    address is in angle brackets, or the start of the text.
 * 4. Display name: a quoted string, or any text without an unescaped `"` (`Tom Smith <t@x.com>`,
 *    and even `Tom t@x.com`).
 *
 * Left out: the parser's Unicode normalization of each part, which refuses only ill-formed UTF-16.
 */

/** Thrown inside the parser where .NET throws its FormatException. */
class NotMailAddress extends Error {}

/** An inclusive range of UTF-16 code units. */
type Range = readonly [number, number];

const inRanges = (ranges: readonly Range[]) => (code: number) =>
  ranges.some(([low, high]) => code >= low && code <= high);

const code = (c: string) => c.charCodeAt(0);

// MailBnfHelper.cs: the ASCII characters each part takes.
const ATEXT = new Set("!#$%&'*+-/=?^_`{|}~");
const isAtext = (c: string) => /^[A-Za-z0-9]$/.test(c) || ATEXT.has(c);
const isQtext = inRanges([
  [1, 9],
  [11, 12],
  [14, 33],
  [35, 91],
  [93, 127],
]);
const isDtext = inRanges([
  [1, 8],
  [11, 12],
  [14, 31],
  [33, 90],
  [94, 127],
]);
const isCtext = inRanges([
  [1, 8],
  [11, 12],
  [14, 31],
  [33, 39],
  [42, 91],
  [93, 127],
]);
const isAscii = (c: string) => code(c) <= 127;
const isWhitespace = (c: string) => c === " " || c === "\t" || c === "\r" || c === "\n";

function refuse(): never {
  throw new NotMailAddress();
}

/** WhitespaceReader.TryReadFwsReverse: skips spaces, tabs and CRLF pairs; a lone CR or LF is refused. */
function skipFws(data: string, from: number): number {
  let index = from;
  let expectCr = false;
  for (; index >= 0; index--) {
    const c = data.charAt(index);
    if (c === "\r" && expectCr) expectCr = false;
    else if (c === "\r" || expectCr) refuse();
    else if (c === "\n") expectCr = true;
    else if (c !== " " && c !== "\t") break;
  }
  if (expectCr) refuse();
  return index;
}

/** QuotedPairReader.TryCountQuotedChars: how many characters a backslash escape at `index` spans. */
function quotedLength(data: string, index: number, permitUnicode: boolean): number {
  if (index <= 0 || data.charAt(index - 1) !== "\\") return 0;
  let backslashes = 0;
  for (let i = index - 1; i >= 0 && data.charAt(i) === "\\"; i--) backslashes++;
  if (backslashes % 2 === 0) return 0;
  if (!permitUnicode && !isAscii(data.charAt(index))) refuse();
  return backslashes + 1;
}

/** WhitespaceReader.TryReadCfwsReverse: whitespace and comments; unbalanced parentheses are refused. */
function skipCfws(data: string, from: number): number {
  let depth = 0;
  let index = skipFws(data, from);
  while (index >= 0) {
    const c = data.charAt(index);
    const quoted = quotedLength(data, index, true);
    if (depth > 0 && quoted > 0) index -= quoted;
    else if (c === ")") {
      depth++;
      index--;
    } else if (c === "(") {
      depth--;
      if (depth < 0) refuse();
      index--;
    } else if (depth > 0 && (!isAscii(c) || isCtext(code(c)))) index--;
    else if (depth > 0) refuse();
    else break;
    index = skipFws(data, index);
  }
  if (depth > 0) refuse();
  return index;
}

/** MailAddressParser.TryReadCfwsAndThrowIfIncomplete: CFWS that must leave something to read. */
function skipCfwsBeforeMore(data: string, from: number): number {
  const index = skipCfws(data, from);
  if (index < 0) refuse();
  return index;
}

/** DotAtomReader.TryReadReverse: at least one character, not starting with a dot. */
function readDotAtom(data: string, from: number): number {
  let index = from;
  while (index >= 0) {
    const c = data.charAt(index);
    if (isAscii(c) && c !== "." && !isAtext(c)) break;
    index--;
  }
  if (index === from || data.charAt(index + 1) === ".") refuse();
  return index;
}

/**
 * The quoted-string, domain-literal and unquoted readers: from `from`, what `accepts` takes, with
 * backslash escapes, until `ends` (whose index is returned) or the start of the text (-1).
 */
function readText(
  data: string,
  from: number,
  accepts: (c: string) => boolean,
  ends: (c: string) => boolean,
  permitUnicodeEscape: boolean,
): number {
  let index = from;
  while (index >= 0) {
    index = skipFws(data, index);
    if (index < 0) break;
    const quoted = quotedLength(data, index, permitUnicodeEscape);
    if (quoted > 0) index -= quoted;
    else if (ends(data.charAt(index))) return index;
    else if (!accepts(data.charAt(index))) refuse();
    else index--;
  }
  return -1;
}

const isQtextOrUnicode = (c: string) => !isAscii(c) || isQtext(code(c));

/** QuotedStringFormatReader.TryReadReverseQuoted, from the closing quote at `from`. */
function readQuoted(data: string, from: number): number {
  const opening = readText(data, from - 1, isQtextOrUnicode, (c) => c === '"', true);
  if (opening < 0) refuse();
  return opening - 1;
}

/** DomainLiteralReader.TryReadReverse, from the closing bracket at `from`. */
function readDomainLiteral(data: string, from: number): number {
  const accepts = (c: string) => isAscii(c) && isDtext(code(c));
  const opening = readText(data, from - 1, accepts, (c) => c === "[", false);
  if (opening < 0) refuse();
  return opening - 1;
}

/** MailAddressParser.TryParseDomain: the index left of the domain and the CFWS before it. */
function readDomain(data: string, from: number): number {
  const index = skipCfwsBeforeMore(data, from);
  const end = data.charAt(index) === "]" ? readDomainLiteral(data, index) : readDotAtom(data, index);
  return skipCfwsBeforeMore(data, end);
}

/** MailAddressParser.TryParseLocalPart: the index left of the local part and the CFWS before it. */
function readLocalPart(data: string, from: number, inAngleBrackets: boolean): number {
  const index = skipCfwsBeforeMore(data, from);
  if (data.charAt(index) === '"') return skipCfws(data, readQuoted(data, index));
  const end = readDotAtom(data, index);
  const before = data.charAt(end);
  const separated =
    end < 0 ||
    isWhitespace(before) ||
    before === ")" ||
    before === '"' ||
    (inAngleBrackets && before === "<");
  if (!separated) refuse();
  return skipCfws(data, end);
}

/** MailAddressParser.TryParseDisplayName: whatever is left, quoted or not. */
function readDisplayName(data: string, from: number): void {
  const first = skipCfws(data, from);
  if (first >= 0 && data.charAt(first) === '"') {
    if (skipCfws(data, readQuoted(data, first)) >= 0) refuse();
    return;
  }
  readText(data, from, isQtextOrUnicode, () => false, true);
}

/** MailAddressParser.TryParseAddress for one address. */
function parseAddress(data: string): void {
  let index = skipCfwsBeforeMore(data, data.length - 1);
  const inAngleBrackets = data.charAt(index) === ">";
  if (inAngleBrackets) index--;
  index = readDomain(data, index);
  if (data.charAt(index) !== "@") refuse();
  index = readLocalPart(data, index - 1, inAngleBrackets);
  if (inAngleBrackets) {
    if (index < 0 || data.charAt(index) !== "<") refuse();
    index = skipFws(data, index - 1);
  }
  if (index >= 0) readDisplayName(data, index);
}

/** Whether `new MailAddress(text)` accepts the text (an empty text is an ArgumentException). */
export function isMailAddress(text: string): boolean {
  if (text === "") return false;
  try {
    parseAddress(text);
    return true;
  } catch (error) {
    if (error instanceof NotMailAddress) return false;
    throw error;
  }
}
