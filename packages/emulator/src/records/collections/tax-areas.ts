import { adminCodeTable } from "./admin-code-table";

/** Name of the Tax Area table (admin path segment). */
export const TAX_AREAS = "taxAreas";

/** Name of the VAT Business Posting Group table (admin path segment). */
export const VAT_BUSINESS_POSTING_GROUPS = "vatBusinessPostingGroups";

// Table 318 "Tax Area" (BASE Finance/SalesTax/TaxArea.Table.al): key Code Code[20], Description
// Text[100]. The table a customer's taxAreaId names in a sales-tax company (Customer.Table.al,
// UpdateTaxAreaCode). The service also shows it as page 30036 "APIV2 - Tax Areas" (ALX
// APIV2TaxAreas.Page.al, over the "Tax Area Buffer", which lists the VAT Business Posting Groups
// instead in a VAT company); the emulator holds it for the customers' rules only, filled by admin writes.
/** The Tax Area table of a company. */
export const taxAreas = adminCodeTable(TAX_AREAS, "Microsoft.NAV.taxArea");

// Table 323 "VAT Business Posting Group" (BASE Finance/VAT/Setup/VATBusinessPostingGroup.Table.al):
// key Code Code[20], Description Text[100]. The table a customer's taxAreaId names in a VAT company.
/** The VAT Business Posting Group table of a company. */
export const vatBusinessPostingGroups = adminCodeTable(
  VAT_BUSINESS_POSTING_GROUPS,
  "Microsoft.NAV.vatBusinessPostingGroup",
);
