/**
 * AL's DateFormula, as much of it as payment terms use (BASE PaymentTerms.Table.al:24-31 declares
 * "Due Date Calculation" and "Discount Date Calculation" DateFormula). The format's rules:
 *
 * 1. A formula is one or more terms written together, without spaces; blank is the empty formula.
 * 2. A term is a sign (`+` or `-`, optional on the first term only) and then one of:
 *    - a whole number and a unit: `30D`, `2W`, `1M`, `1Q`, `1Y`;
 *    - `C` and a unit, the current period (its end, or its start after `-`): `CD`, `CW`, `CM`, `CQ`, `CY`;
 *    - `WD` and a weekday number 1-7 (Monday is 1): the next such weekday.
 * 3. Letters may be written in either case; the formula is stored and answered upper case, so `30d`
 *    is stored `30D` and `cm+10d` `CM+10D` (as AL's Format writes a DateFormula).
 */

/** One term of a formula. */
interface Term {
  readonly sign: 1 | -1;
  /** The sign as written (`""` for an unsigned first term), kept in the formatted form. */
  readonly signText: string;
  readonly kind: "count" | "current" | "weekday";
  readonly amount: number;
  readonly unit: "D" | "W" | "M" | "Q" | "Y";
}

const TERM = /([+-]?)(?:(\d{1,4})([DWMQY])|C([DWMQY])|WD([1-7]))/y;

/** The terms of a formula, or undefined when it breaks a rule of the format. */
function parseTerms(formula: string): Term[] | undefined {
  const text = formula.toUpperCase();
  const terms: Term[] = [];
  TERM.lastIndex = 0;
  while (TERM.lastIndex < text.length) {
    const match = TERM.exec(text);
    if (match === null) return undefined;
    const [, signText = "", count, countUnit, currentUnit, weekday] = match;
    if (signText === "" && terms.length > 0) return undefined;
    const sign = signText === "-" ? -1 : 1;
    if (count !== undefined) {
      terms.push({ sign, signText, kind: "count", amount: Number(count), unit: countUnit as Term["unit"] });
    } else if (currentUnit !== undefined) {
      terms.push({ sign, signText, kind: "current", amount: 0, unit: currentUnit as Term["unit"] });
    } else {
      terms.push({ sign, signText, kind: "weekday", amount: Number(weekday), unit: "D" });
    }
  }
  return terms;
}

function formatTerm(term: Term): string {
  if (term.kind === "count") return `${term.signText}${term.amount}${term.unit}`;
  if (term.kind === "current") return `${term.signText}C${term.unit}`;
  return `${term.signText}WD${term.amount}`;
}

/** The formula as AL stores it (upper case), or undefined when it is not a valid DateFormula. */
export function normalizeDateFormula(formula: string): string | undefined {
  if (formula === "") return "";
  const terms = parseTerms(formula);
  return terms === undefined ? undefined : terms.map(formatTerm).join("");
}

const MONTHS_OF: Record<Term["unit"], number> = { D: 0, W: 0, M: 1, Q: 3, Y: 12 };

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
function periodBoundary(date: Date, unit: Term["unit"], sign: 1 | -1): Date {
  if (unit === "D") return date;
  if (unit === "W") {
    const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
    return addDays(date, sign === 1 ? 6 - weekday : -weekday);
  }
  const months = unit === "M" ? 1 : unit === "Q" ? 3 : 12;
  const startMonth = Math.floor(date.getUTCMonth() / months) * months;
  const start = new Date(Date.UTC(date.getUTCFullYear(), startMonth, 1));
  return sign === 1 ? addDays(addMonths(start, months), -1) : start;
}

function applyTerm(date: Date, term: Term): Date {
  if (term.kind === "current") return periodBoundary(date, term.unit, term.sign);
  if (term.kind === "weekday") {
    const weekday = ((date.getUTCDay() + 6) % 7) + 1;
    const ahead = (term.amount - weekday + 7) % 7 || 7;
    return addDays(date, term.sign * ahead);
  }
  if (term.unit === "D" || term.unit === "W") {
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
  for (const term of terms) result = applyTerm(result, term);
  return result.toISOString().slice(0, 10);
}
