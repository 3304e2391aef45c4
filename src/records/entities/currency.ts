import type { EntityDefinition } from "../entity-definition";

/**
 * currencies (API v1.0). The spec shows only a currency's update, so the resource takes over an
 * existing currency. Text[30] and Text[10] in the service's table.
 */
export const currency: EntityDefinition = {
  name: "Currency",
  plural: "Currencies",
  entitySet: "currencies",
  apiVersion: "v1.0",
  noun: "currency",
  module: "currency",
  source: "microsoft/ALAppExtensions Apps/W1/APIV1/app/src/pages/APIV1Currencies.Page.al",
  doc: "A currency of the business records service. The service's API shows no way to create one, so this resource takes over an existing currency.",
  fields: {
    code: { type: "string", doc: "The currency code, such as `EUR`.", always: true },
    displayName: { type: "string", doc: "The currency's name.", input: "optional", maxLength: 30 },
    symbol: { type: "string", doc: "The currency's symbol, such as `€`.", input: "optional", maxLength: 10 },
    // Checked by CheckDecimalPlacesFormat (GeneralLedgerSetup.Table.al:945-988): see entity-schemas.ts.
    amountDecimalPlaces: {
      type: "decimalPlaces",
      doc: "The decimal places of amounts, written `<min>:<max>` or as one number, such as `2:2`, `2:5` or `2`.",
      input: "optional",
    },
    // The pages map it to the table's "Invoice Rounding Precision" (APIV2Currencies.Page.al:68-76,
    // APIV1Currencies.Page.al:66-74), whose OnValidate refuses a value that is not a multiple of
    // the hidden "Amount Rounding Precision" (Currency.Table.al:127-141). No page shows that
    // precision, so check cannot judge it: the service refuses.
    amountRoundingPrecision: {
      type: "number",
      doc: "The precision invoice totals are rounded to, such as `0.01`: the table's Invoice Rounding Precision, which the API names so. It must be a multiple of the currency's own amount rounding precision, which the API does not show, and the service refuses one that is not: `0.001` on a currency whose amounts round to `0.01`, or `0.01` on one whose amounts round to `1`.",
      input: "optional",
      sign: "positive",
    },
  },
  key: ["code"],
  stampsLastModified: true,
  create: {
    kind: "adopt",
    input: "currencyId",
    doc: "The id (a GUID) of the existing currency to manage. Changing it moves management to another currency; the one managed before is left as it is.",
  },
  remove: "forget",
  legacyManaged: [],
};
