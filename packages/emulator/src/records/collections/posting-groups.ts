import { adminCodeTable } from "./admin-code-table";

/** Name of the Gen. Product Posting Group table (admin path segment). */
export const GENERAL_PRODUCT_POSTING_GROUPS = "generalProductPostingGroups";

/** Name of the Inventory Posting Group table (admin path segment). */
export const INVENTORY_POSTING_GROUPS = "inventoryPostingGroups";

// The tables items name by generalProductPostingGroupId/Code and inventoryPostingGroupId/Code
// (APIV2Items.Page.al). The service also shows them as pages ("APIV2 - Gen. Prod. Post. Group",
// "APIV2 - Inventory Post. Group"); the emulator holds them for the items' rules only, filled by
// admin writes. Code Code[20], Description Text[100].
/** The Gen. Product Posting Group table of a company. */
export const generalProductPostingGroups = adminCodeTable(
  GENERAL_PRODUCT_POSTING_GROUPS,
  "Microsoft.NAV.generalProductPostingGroup",
);

/** The Inventory Posting Group table of a company. */
export const inventoryPostingGroups = adminCodeTable(
  INVENTORY_POSTING_GROUPS,
  "Microsoft.NAV.inventoryPostingGroup",
);
