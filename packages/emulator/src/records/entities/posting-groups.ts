import type { CollectionDefinition } from "../collection-types";
import { codeKey, text } from "./field-specs";

/** Name of the Gen. Product Posting Group table (admin path segment). */
export const GENERAL_PRODUCT_POSTING_GROUPS = "generalProductPostingGroups";

/** Name of the Inventory Posting Group table (admin path segment). */
export const INVENTORY_POSTING_GROUPS = "inventoryPostingGroups";

// The tables items name by generalProductPostingGroupId/Code and inventoryPostingGroupId/Code
// (APIV2Items.Page.al). The service also shows them as pages ("APIV2 - Gen. Prod. Post. Group",
// "APIV2 - Inventory Post. Group"); the emulator holds them for the items' rules only, filled by
// admin writes. Code Code[20], Description Text[100].
/** The Gen. Product Posting Group table of a company. */
export const generalProductPostingGroups: CollectionDefinition = {
  version: "v2.0",
  name: GENERAL_PRODUCT_POSTING_GROUPS,
  typeName: "Microsoft.NAV.generalProductPostingGroup",
  fields: { code: codeKey(20), description: text(100) },
  uniqueKey: "code",
  defaults: { description: "" },
  adminOnly: true,
};

/** The Inventory Posting Group table of a company. */
export const inventoryPostingGroups: CollectionDefinition = {
  ...generalProductPostingGroups,
  name: INVENTORY_POSTING_GROUPS,
  typeName: "Microsoft.NAV.inventoryPostingGroup",
};
