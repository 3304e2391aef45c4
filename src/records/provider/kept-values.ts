/**
 * What the service kept of the values a write sent. Business Central stores some values in its
 * own spelling, which means the same: text trimmed and upper-cased (a Code field), a date formula
 * upper case (`30d` is `30D`), decimal places without leading zeros (`02:05` is `2:5`). Those stay
 * silent: the program's value is kept as sent (sent-values.ts) and previews stay clean. Any other
 * value the service keeps in place of one sent can change what the record means (an IRS 1099 code
 * dropped outside North America, a dimension code completed from a prefix, a category a template
 * put in place of the program's, a price recomputed from the cost), so the write that sent it
 * tells the user, once: later previews compare with what was sent and say nothing.
 */
import { propertyChanged, type PropertyBag } from "../../core/provider/resource-provider";
import { sameToService } from "./same-to-service";

/** A field whose value the service writes in a format of its own, by that format. */
export type FieldFormat = "dateFormula" | "decimalPlaces";

/** One value sent that the service keeps otherwise. */
export interface KeptValue {
  readonly field: string;
  readonly sent: unknown;
  readonly kept: unknown;
}

/** The fields of `sent` whose value the service keeps as another than a new spelling of it. */
export function keptOtherwise(
  sent: readonly string[],
  inputs: PropertyBag,
  record: PropertyBag,
  formats: Readonly<Record<string, FieldFormat>> = {},
): KeptValue[] {
  return sent
    .filter((field) => inputs[field] !== undefined && propertyChanged(record[field], inputs[field]))
    .filter((field) => !sameMeaning(inputs[field], record[field], formats[field]))
    .map((field) => ({ field, sent: inputs[field], kept: record[field] }));
}

/** The message for one such value of the record `name` (`bizops:Vendor 6f2c...`). */
export function keptMessage(name: string, action: "create" | "update", value: KeptValue): string {
  const sent = JSON.stringify(value.sent);
  const kept = value.kept === undefined ? "nothing" : JSON.stringify(value.kept);
  return `${name}: this ${action} sent ${value.field} ${sent}, and the service keeps ${kept}. Pulumi keeps your program's value as sent and does not send it again while the record holds ${kept}; if ${kept} is not what the record should say, change the record's setup in the service or set ${value.field} to ${kept} in your program.`;
}

/** Whether the service's value is the sent one in its own spelling. */
function sameMeaning(sent: unknown, kept: unknown, format: FieldFormat | undefined): boolean {
  if (sameToService(sent, kept)) return true;
  if (typeof sent !== "string" || typeof kept !== "string") return false;
  if (format === "dateFormula") return formula(sent) === formula(kept);
  if (format === "decimalPlaces") return places(sent) === places(kept);
  return false;
}

/** A date formula as the service writes it: upper case, without a `+` before its first term. */
function formula(text: string): string {
  return text.trim().toUpperCase().replace(/^\+/, "");
}

/** Decimal places as numbers: `2`, `02` and `2:2` alike, `02:05` as `2:5`. */
function places(text: string): string {
  const [min = "", max = min] = text.trim().split(":");
  return `${Number(min)}:${Number(max)}`;
}
