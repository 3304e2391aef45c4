/**
 * AL's DateFormula, as the CalcDate page writes its grammar (MicrosoftDocs/dynamics365smb-devitpro-pb
 * dev-itpro/developer/methods-auto/system/system-calcdate-string-date-method.md, DateExpression), for
 * payment terms' "Due Date Calculation" and "Discount Date Calculation" (BASE
 * PaymentTerms.Table.al:24-31 declares them DateFormula). The format's rules:
 *
 * 1. A formula is zero to three subexpressions written together, without spaces; blank is the
 *    empty formula.
 * 2. A subexpression is an optional sign (`+` or `-`, on any of them: `10D5D` is two) and a term:
 *    - a whole number and a unit: `30D`, `5WD`, `2W`, `1M`, `1Q`, `1Y`;
 *    - a unit and a number: `D15` (the 15th of a month), `WD2` (weekday 2, Monday being 1 and
 *      Sunday 7), `M3`;
 *    - `C` and a unit, the current period (its end, or its start after `-`): `CD`, `CW`, `CM`, `CQ`, `CY`.
 * 3. Letters may be written in either case; the formula is stored and answered upper case, so `30d`
 *    is stored `30D` and `cm+10d` `CM+10D` (as AL's Format writes a DateFormula).
 * 4. A formula is entered and shown in the session's language and stored in a generic one, the
 *    English letters above: "When a date calculation formula is stored in a DateFormula field, it is
 *    converted to a generic, non-language dependent format. When a date calculation formula is
 *    retrieved from a DateFormula field, it is converted to a valid date conversion string for the
 *    currently selected language" (dev-itpro/developer/methods-auto/dateformula/dateformula-data-type.md,
 *    Remarks); "1W+1D" entered in English is seen "1S+1J" in French (the CalcDate page's Remarks).
 */
import type { SessionLanguage } from "../session-language";

type Unit = "D" | "WD" | "W" | "M" | "Q" | "Y";

/** One term of a formula. */
interface Term {
  readonly sign: 1 | -1;
  /** The sign as written (`""` for an unsigned term), kept in the formatted form. */
  readonly signText: string;
  readonly kind: "count" | "numbered" | "current";
  readonly amount: number;
  readonly unit: Unit;
}

/** The most subexpressions a DateExpression has (the CalcDate page's production rules). */
const MOST_TERMS = 3;
/** The terms that can start at `at`: a unit may be `W` or `WD`, a number may end at any digit. */
function termsAt(text: string, at: number): Array<{ term: Term; end: number }> {
  const found: Array<{ term: Term; end: number }> = [];
  const add = (signText: string, kind: Term["kind"], amount: number, unit: string, end: number) => {
    const sign = signText === "-" ? -1 : 1;
    found.push({ term: { sign, signText, kind, amount, unit: unit as Unit }, end });
  };
  const signText = /[+-]/.test(text.charAt(at)) ? text.charAt(at) : "";
  const start = at + signText.length;
  let digitsEnd = start;
  while (/\d/.test(text.charAt(digitsEnd))) digitsEnd++;
  if (digitsEnd > start) {
    const amount = Number(text.slice(start, digitsEnd));
    if (text.startsWith("WD", digitsEnd)) add(signText, "count", amount, "WD", digitsEnd + 2);
    if (/[DWMQY]/.test(text.charAt(digitsEnd)))
      add(signText, "count", amount, text.charAt(digitsEnd), digitsEnd + 1);
  }
  if (text.startsWith("WD", start) && /[1-7]/.test(text.charAt(start + 2))) {
    add(signText, "numbered", Number(text.charAt(start + 2)), "WD", start + 3);
  }
  if (/[DWMQY]/.test(text.charAt(start))) {
    for (let end = start + 1; /\d/.test(text.charAt(end)); end++) {
      add(signText, "numbered", Number(text.slice(start + 1, end + 1)), text.charAt(start), end + 1);
    }
  }
  if (text.charAt(start) === "C") {
    if (text.startsWith("WD", start + 1)) add(signText, "current", 0, "WD", start + 3);
    if (/[DWMQY]/.test(text.charAt(start + 1)))
      add(signText, "current", 0, text.charAt(start + 1), start + 2);
  }
  return found;
}

/**
 * The terms of a formula, or undefined when it breaks a rule of the format. Where the text reads
 * more than one way (`D12D` is `D1` and `2D`), the reading found first is taken.
 */
function parseTerms(formula: string): Term[] | undefined {
  const text = formula.toUpperCase();
  let readings = new Map<number, Term[]>([[0, []]]);
  for (let count = 0; count < MOST_TERMS; count++) {
    const next = new Map<number, Term[]>();
    for (const [at, terms] of readings) {
      for (const { term, end } of termsAt(text, at)) if (!next.has(end)) next.set(end, [...terms, term]);
    }
    const whole = next.get(text.length);
    if (whole !== undefined) return whole;
    readings = next;
  }
  return undefined;
}

/** A term as written, its unit in `letters` (the generic letters by default). */
function formatTerm(term: Term, letters: string = term.unit): string {
  if (term.kind === "count") return `${term.signText}${term.amount}${letters}`;
  if (term.kind === "current") return `${term.signText}C${letters}`;
  return `${term.signText}${letters}${term.amount}`;
}

/** The formula as AL stores it (upper case), or undefined when it is not a valid DateFormula. */
export function normalizeDateFormula(formula: string): string | undefined {
  if (formula === "") return "";
  const terms = parseTerms(formula);
  return terms === undefined ? undefined : terms.map((term) => formatTerm(term)).join("");
}

const MONTHS_OF: Record<Unit, number> = { D: 0, WD: 0, W: 0, M: 1, Q: 3, Y: 12 };

function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The start (sign -1) or end (sign 1) of the period of `unit` that holds the date. */
function periodBoundary(date: Date, unit: Unit, sign: 1 | -1): Date {
  if (unit === "D" || unit === "WD") return date;
  if (unit === "W") {
    const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
    return addDays(date, sign === 1 ? 6 - weekday : -weekday);
  }
  const months = unit === "M" ? 1 : unit === "Q" ? 3 : 12;
  const startMonth = Math.floor(date.getUTCMonth() / months) * months;
  const start = new Date(Date.UTC(date.getUTCFullYear(), startMonth, 1));
  return sign === 1 ? addDays(addMonths(start, months), -1) : start;
}

/** Monday 1 ... Sunday 7. */
const weekdayOf = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1;

/** The ISO week number of a date (weeks start on Monday, as Business Central's do). */
function weekNumberOf(date: Date): number {
  const thursday = addDays(date, 4 - weekdayOf(date));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
}

/** Whether a date starts the period numbered `amount` of a <Unit><Number> term. */
function startsNumbered(date: Date, unit: Unit, amount: number): boolean {
  const day = date.getUTCDate();
  switch (unit) {
    case "D":
      return day === amount;
    case "WD":
      return weekdayOf(date) === amount;
    case "W":
      return weekdayOf(date) === 1 && weekNumberOf(date) === amount;
    case "M":
      return day === 1 && date.getUTCMonth() + 1 === amount;
    case "Q":
      return day === 1 && date.getUTCMonth() === (amount - 1) * 3;
    case "Y":
      return day === 1 && date.getUTCMonth() === 0 && date.getUTCFullYear() === amount;
  }
}

// The page documents `WD2` (the next Tuesday; `-WD2` the last one) and the DateFormula page `D15`
// ("on the 15th of each month"); the other units are read the same way: the next (or, after `-`,
// the last) day that starts the period numbered so. A number no calendar has leaves the date.
const SEARCHED_DAYS = 366 * 8;

function applyNumbered(date: Date, term: Term): Date {
  for (let step = 1; step <= SEARCHED_DAYS; step++) {
    const candidate = addDays(date, term.sign * step);
    if (startsNumbered(candidate, term.unit, term.amount)) return candidate;
  }
  return date;
}

function applyTerm(date: Date, term: Term): Date {
  if (term.kind === "current") return periodBoundary(date, term.unit, term.sign);
  if (term.kind === "numbered") return applyNumbered(date, term);
  // A count of weekdays (`5WD`) has no example on the page; it is counted as days.
  if (term.unit === "D" || term.unit === "WD" || term.unit === "W") {
    return addDays(date, term.sign * term.amount * (term.unit === "W" ? 7 : 1));
  }
  return addMonths(date, term.sign * term.amount * MONTHS_OF[term.unit]);
}

/**
 * AL's CalcDate for a valid formula and a `YYYY-MM-DD` date, term by term from left to right; a
 * month, quarter or year that has no such day ends on its last day. The empty formula keeps the date.
 */
export function calcDate(formula: string, date: string): string {
  const terms = parseTerms(formula) ?? [];
  let result = new Date(`${date}T00:00:00Z`);
  for (const term of terms) {
    const next = applyTerm(result, term);
    // A count past the calendar's end (AL's Date ends in year 9999) leaves the date as it was.
    if (Number.isNaN(next.getTime()) || next.getUTCFullYear() > 9999) break;
    result = next;
  }
  return result.toISOString().slice(0, 10);
}

/**
 * The unit letters of each session language that differ from the generic ones. French `J` for `D`
 * and `S` for `W` are the CalcDate page's ("a user who has the language set to FRA (French) sees
 * "1S+1J""); no public page gives French letters for WD, M, Q, Y or the prefix C, so a formula with
 * any of them is shown as stored, in generic letters.
 */
const SESSION_UNIT_LETTERS: Readonly<Record<SessionLanguage, Partial<Readonly<Record<Unit, string>>>>> = {
  en: {},
  fr: { D: "J", W: "S" },
};

/**
 * A formula written in the session's language, in generic letters (`1S+1J` in French is `1W+1D`),
 * for the check and the store. The generic letters are read in any session: the session's own
 * letters are not generic ones, so both read one way, and whether Business Central refuses generic
 * letters in a French session is not public.
 */
export function dateFormulaFromSession(formula: string, language: SessionLanguage): string {
  let generic = formula;
  for (const [unit, letter] of Object.entries(SESSION_UNIT_LETTERS[language])) {
    generic = generic.replaceAll(letter, unit).replaceAll(letter.toLowerCase(), unit);
  }
  return generic;
}

/**
 * A stored (generic) formula as the session's language shows it (`1W+1D` is `1S+1J` in French), or as
 * stored when it uses a letter whose translation is not public (see SESSION_UNIT_LETTERS).
 */
export function dateFormulaInSession(stored: string, language: SessionLanguage): string {
  const letters = SESSION_UNIT_LETTERS[language];
  const terms = parseTerms(stored);
  if (terms === undefined || terms.some((term) => term.kind === "current" || !(term.unit in letters))) {
    return stored;
  }
  return terms.map((term) => formatTerm(term, letters[term.unit])).join("");
}
