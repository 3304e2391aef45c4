import type { EntityDefinition } from "../definitions/entity-definition";
import { code } from "./shared-fields";

/**
 * currencies, on API v2.0 (APIV2Currencies.Page.al, page 30019), and on v1.0 (APIV1Currencies.Page.al,
 * page 20019) where the service serves only v1.0: Business Central 28 removed API v1.0 ("API
 * (v1.0) for Business Central (removal)", dev-itpro/upgrade/deprecated-features-w1.md in
 * MicrosoftDocs/dynamics365smb-devitpro-pb), while Business Central 15 and 16 and the spec's
 * service serve only v1.0. The two pages are the same, field by field: id (SystemId, the
 * ODataKeyFields of both), code, displayName (Description), symbol, amountDecimalPlaces,
 * amountRoundingPrecision ("Invoice Rounding Precision"), lastModifiedDateTime (the table's "Last
 * Modified Date Time" on v1.0, SystemModifiedAt on v2.0: the same moment of the last write, which
 * state keeps as an output and no diff compares), with the same insert, modify and rename
 * triggers; the docs list POST, PATCH and DELETE (dynamics_currency.md). A record's id and
 * @odata.etag are the record's, not the page's, so state written on v1.0 names the same record
 * and eTag on v2.0. No public page says so of the eTag; it is reasoned from the eTag being the
 * record's concurrency token, checked against the record's version in the database (Microsoft
 * Learn "Update records with OData"), and an eTag that did not match would only meet
 * Request_EntityChanged, which an update reconciles by reading the record (concurrent-change.ts).
 * The path of state never held the version, so earlier state moves to v2.0 with no write. Code
 * Code[10], Description Text[30], Symbol Text[10] in the Currency table.
 */
export const currency: EntityDefinition = {
  name: "Currency",
  plural: "Currencies",
  entitySet: "currencies",
  apiVersion: "v2.0",
  olderApiVersion: { version: "v1.0", setting: "currencyApiVersion" },
  noun: "currency",
  module: "currency",
  source: "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Currencies.Page.al",
  doc: "A currency of the business records service, read and written on API v2.0, or on v1.0 where the service serves only v1.0 (Business Central 15 and 16): Business Central removed API v1.0 in version 28, and the two pages have the same fields, ids and eTags. The provider finds the version once per records URL and company, or takes the one the `currencyApiVersion` setting names. Without `currencyId` the resource creates the currency by its `code` and deletes it when deleted; with `currencyId` it takes over an existing currency and, deleted, leaves it as it is.",
  fields: {
    code: {
      ...code("The currency code, such as `EUR`: the key a currency is created by.", 10),
      always: true,
    },
    displayName: { type: "string", doc: "The currency's name.", input: "optional", maxLength: 30 },
    // Code's OnValidate fills a blank Symbol from ResolveCurrencySymbol (Currency.Table.al, field 1).
    symbol: {
      type: "string",
      doc: "The currency's symbol, such as `€`. Left out, the service fills in the symbol of a code it knows (`$` for `USD`, `€` for `EUR`, `£` for `GBP`, `kr` for `SEK`) when the currency is created or renamed.",
      input: "optional",
      maxLength: 10,
    },
    // Checked by CheckDecimalPlacesFormat (GeneralLedgerSetup.Table.al:945-988): see entity-schemas.ts.
    amountDecimalPlaces: {
      type: "decimalPlaces",
      doc: "The decimal places of amounts, written `<min>:<max>` or as one number, such as `2:2`, `2:5` or `2`.",
      input: "optional",
      rewrites: "Stored as the service formats it: `02:05` reads back `2:5`.",
    },
    // The pages map it to the table's "Invoice Rounding Precision" (APIV2Currencies.Page.al:68-76,
    // APIV1Currencies.Page.al:66-74), whose OnValidate refuses a value that is not a multiple of
    // the hidden "Amount Rounding Precision" (Currency.Table.al:127-141). No page shows that
    // precision, so check cannot judge it: the service refuses. The field has no MinValue, so
    // check sets no bound: the service takes 0.
    amountRoundingPrecision: {
      type: "number",
      doc: "The precision invoice totals are rounded to, such as `0.01`: the table's Invoice Rounding Precision, which the API names so. It must be a multiple of the currency's own amount rounding precision, which the API does not show, and the service refuses one that is not: `0.001` on a currency whose amounts round to `0.01`, or `0.01` on one whose amounts round to `1`.",
      input: "optional",
    },
  },
  key: ["code"],
  stampsLastModified: true,
  create: {
    kind: "adopt",
    input: "currencyId",
    doc: "The id (a GUID) of an existing currency to take over; leave it out to create the currency by its `code`. Changing it moves management to another currency; one taken over is left as it is when management moves or the resource is deleted.",
    orPost: true,
  },
  oneOf: [["code", "currencyId"]],
  remove: "delete",
  legacyManaged: [],
};
