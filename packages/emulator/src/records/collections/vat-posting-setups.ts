import type { CollectionDefinition } from "../collection-types";
import { code } from "./field-specs";

/** Name of the VAT Posting Setup table (admin path segment; no API page shows it). */
export const VAT_POSTING_SETUPS = "vatPostingSetups";

// Table 325 "VAT Posting Setup" (BASE Finance/VAT/Setup/VATPostingSetup.Table.al): key ("VAT Bus.
// Posting Group", "VAT Prod. Posting Group"), Code[20] each, either may be blank. The emulator holds
// only the key, which an item's "Price Includes VAT" looks up (rules/price-includes-tax.ts). No API
// page shows the table, so only admin writes fill it; a company holds none until then.
/** The VAT Posting Setup table of a company: the combinations of VAT business and product groups. */
export const vatPostingSetups: CollectionDefinition = {
  version: "v2.0",
  name: VAT_POSTING_SETUPS,
  typeName: "Microsoft.NAV.vatPostingSetup",
  fields: {
    vatBusPostingGroup: code(20),
    vatProdPostingGroup: code(20),
  },
  uniqueKey: ["vatBusPostingGroup", "vatProdPostingGroup"],
  defaults: { vatBusPostingGroup: "", vatProdPostingGroup: "" },
  adminOnly: true,
};
