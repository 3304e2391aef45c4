import { badRequest } from "../../service";
import { isJsonObject, type JsonObject } from "../../http-helpers";

/**
 * How a company computes tax: `salesTax` (US-style Tax Groups, General Ledger Setup without VAT) or
 * `vat` (the taxGroups entity set lists VAT Product Posting Groups; TaxGroupBuffer.Table.al:135-174).
 */
type TaxMode = "salesTax" | "vat";

/** The setup of a company that the records service's rules read. */
export interface CompanySettings {
  /**
   * The local currency's code (General Ledger Setup "LCY Code"): a blank "Currency Code" is answered
   * as this code, and this code is stored blank (GraphMgtGeneralTools.Codeunit.al:195-227).
   */
  readonly lcyCode: string;
  readonly taxMode: TaxMode;
  /**
   * "Manual Nos." of each number series, by series code (`CUST`, `VEND`, `ITEM`); a series not
   * listed allows manual numbers, as the CRONUS series do.
   */
  readonly manualNos: Readonly<Record<string, boolean>>;
  /**
   * Purchases & Payables Setup "Link Doc. Date To Posting Date" (PurchasesPayablesSetup.Table.al,
   * field 7004): a validated posting date becomes the purchase document's date. Absent in state files
   * written before the setting existed, which read as the default.
   */
  readonly linkDocDateToPostingDate?: boolean;
}

/**
 * Field 7004 has no InitValue, so a company that never set it has it off (the Sales & Receivables
 * Setup's field of the same name, 7104, has InitValue = true: the two differ).
 */
const LINK_DOC_DATE_DEFAULT = false;

/**
 * The settings of a company that was added without any: LCY `USD`, sales tax, manual numbers allowed,
 * document dates not linked to posting dates.
 */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = Object.freeze({
  lcyCode: "USD",
  taxMode: "salesTax",
  manualNos: Object.freeze({}),
  linkDocDateToPostingDate: LINK_DOC_DATE_DEFAULT,
});

/** Whether a validated posting date becomes the purchase document's date, the default when unset. */
export function linksDocDateToPostingDate(settings: CompanySettings): boolean {
  return settings.linkDocDateToPostingDate ?? LINK_DOC_DATE_DEFAULT;
}

function parseLcyCode(value: unknown): string {
  // "LCY Code" is Code[10]: stored upper case.
  if (typeof value !== "string" || !/^[A-Za-z0-9-]{1,10}$/.test(value.trim())) {
    throw badRequest("The setting 'lcyCode' must be a code of 1 to 10 letters or digits, such as \"USD\".");
  }
  return value.trim().toUpperCase();
}

function parseTaxMode(value: unknown): TaxMode {
  if (value !== "salesTax" && value !== "vat") {
    throw badRequest('The setting \'taxMode\' must be "salesTax" or "vat".');
  }
  return value;
}

function parseLinkDocDate(value: unknown): boolean {
  if (typeof value !== "boolean") {
    throw badRequest("The setting 'linkDocDateToPostingDate' must be true or false.");
  }
  return value;
}

function parseManualNos(value: unknown, current: Readonly<Record<string, boolean>>): Record<string, boolean> {
  if (!isJsonObject(value) || !Object.values(value).every((flag) => typeof flag === "boolean")) {
    throw badRequest(
      "The setting 'manualNos' must map series codes to true or false, such as { \"CUST\": false }.",
    );
  }
  const merged: Record<string, boolean> = { ...current };
  for (const [series, flag] of Object.entries(value)) merged[series.toUpperCase()] = flag as boolean;
  return merged;
}

const SETTING_NAMES: ReadonlySet<string> = new Set([
  "lcyCode",
  "taxMode",
  "manualNos",
  "linkDocDateToPostingDate",
]);

/**
 * Applies a settings change (`{ lcyCode?, taxMode?, manualNos?, linkDocDateToPostingDate? }`) to the
 * current settings; `manualNos` is merged series by series. Unknown settings are refused by name.
 */
export function changeSettings(current: CompanySettings, body: JsonObject): CompanySettings {
  for (const key of Object.keys(body)) {
    if (!SETTING_NAMES.has(key)) throw badRequest(`Unknown company setting '${key}'.`);
  }
  const link = body.linkDocDateToPostingDate;
  return {
    lcyCode: body.lcyCode === undefined ? current.lcyCode : parseLcyCode(body.lcyCode),
    taxMode: body.taxMode === undefined ? current.taxMode : parseTaxMode(body.taxMode),
    manualNos:
      body.manualNos === undefined ? current.manualNos : parseManualNos(body.manualNos, current.manualNos),
    linkDocDateToPostingDate:
      link === undefined ? linksDocDateToPostingDate(current) : parseLinkDocDate(link),
  };
}

/**
 * True when a value read from a state file is a settings object; `linkDocDateToPostingDate` may be
 * absent (files written before it existed).
 */
export function isCompanySettings(value: unknown): value is CompanySettings {
  return (
    isJsonObject(value) &&
    typeof value.lcyCode === "string" &&
    (value.taxMode === "salesTax" || value.taxMode === "vat") &&
    isJsonObject(value.manualNos) &&
    (value.linkDocDateToPostingDate === undefined || typeof value.linkDocDateToPostingDate === "boolean")
  );
}
