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
    amountDecimalPlaces: {
      type: "decimalPlaces",
      doc: "The decimal places of amounts, written `<min>:<max>`, such as `2:2`.",
      input: "optional",
    },
    amountRoundingPrecision: {
      type: "number",
      doc: "The rounding precision of amounts, such as `0.01`.",
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
