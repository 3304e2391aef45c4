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
}

/** The settings of a company that was added without any: LCY `USD`, sales tax, manual numbers allowed. */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = Object.freeze({
  lcyCode: "USD",
  taxMode: "salesTax",
  manualNos: Object.freeze({}),
});

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

/**
 * Applies a settings change (`{ lcyCode?, taxMode?, manualNos? }`) to the current settings; `manualNos`
 * is merged series by series. Unknown settings are refused by name.
 */
export function changeSettings(current: CompanySettings, body: JsonObject): CompanySettings {
  for (const key of Object.keys(body)) {
    if (key !== "lcyCode" && key !== "taxMode" && key !== "manualNos") {
      throw badRequest(`Unknown company setting '${key}'.`);
    }
  }
  return {
    lcyCode: body.lcyCode === undefined ? current.lcyCode : parseLcyCode(body.lcyCode),
    taxMode: body.taxMode === undefined ? current.taxMode : parseTaxMode(body.taxMode),
    manualNos:
      body.manualNos === undefined ? current.manualNos : parseManualNos(body.manualNos, current.manualNos),
  };
}

/** True when a value read from a state file is a settings object. */
export function isCompanySettings(value: unknown): value is CompanySettings {
  return (
    isJsonObject(value) &&
    typeof value.lcyCode === "string" &&
    (value.taxMode === "salesTax" || value.taxMode === "vat") &&
    isJsonObject(value.manualNos)
  );
}
