import type { WriteContext } from "../collection-types";
import { applyCodePair, doesNotMatch, type CodePairSpec } from "./code-pairs";
import type { CompanySettings } from "../store/company-settings";
import { CURRENCIES } from "../collections/currencies";
import { dialogError } from "./dialog-error";
import type { JsonObject } from "../../http-helpers";

/**
 * A written currency code as "Currency Code" stores it: the local currency's code becomes blank
 * (GraphMgtGeneralTools.Codeunit.al:195-227, TranslateCurrencyCodeToNAVCurrencyCode).
 */
function toStoredCurrencyCode(code: string, context: WriteContext): string {
  return code === context.settings.lcyCode ? "" : code;
}

/**
 * The record as the page shows it: a blank "Currency Code" reads back as the local currency's code
 * (TranslateNAVCurrencyCodeToCurrencyCode, called from SetCalculatedFields: APIV2Customers.Page.al:468,
 * APIV2Vendors.Page.al:394, APIV2PurchaseCreditMemos.Page.al:675).
 */
export function presentCurrencyCode(data: JsonObject, settings: CompanySettings): JsonObject {
  return data.currencyCode === "" ? { ...data, currencyCode: settings.lcyCode } : data;
}

// APIV2Customers.Page.al:239-267 and APIV2Vendors.Page.al:171-199: the page's own messages.
const CURRENCY_PAIR: CodePairSpec = {
  collection: CURRENCIES,
  idField: "currencyId",
  codeField: "currencyCode",
  unknownId: doesNotMatch("currencyId", "Currency"),
  unknownCode: doesNotMatch("currencyCode", "Currency"),
  mismatch: () => dialogError("The currency values do not match to a specific Currency."),
  translate: toStoredCurrencyCode,
};

/** A customer's or vendor's currencyId and currencyCode, kept in step; the local currency stored blank. */
export function applyCurrencyPair(fields: JsonObject, context: WriteContext): void {
  applyCodePair(fields, context, CURRENCY_PAIR);
}
