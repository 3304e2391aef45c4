import type { CollectionDefinition } from "../collection-types";
import { dialogError } from "../rules/dialog-error";
import { refuseCategoryWithItems } from "../rules/records-in-use";
import { codeKey, codeOf, text } from "./field-specs";

/**
 * DeleteWithChildrenErr, raised by the Item Category table's OnDelete while another category names
 * it as its "Parent Category" (HasChildren; BASE Inventory/Item/ItemCategory.Table.al, OnDelete).
 */
const HAS_CHILDREN_MESSAGE = "You cannot delete this item category because it has child item categories.";

// API page 30025 "APIV2 - Item Categories" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2ItemCategories.Page.al). Item Category table: Code Code[20],
// Description Text[100], Parent Category Code[20] (TableRelation "Item Category"), which the page
// does not show: only admin writes set it, to stage a category tree.
/** The itemCategories entity set (API v2.0). */
export const itemCategories: CollectionDefinition = {
  version: "v2.0",
  name: "itemCategories",
  typeName: "Microsoft.NAV.itemCategory",
  fields: {
    code: codeKey(20),
    displayName: text(100),
    parentCategory: { ...codeOf(20, "itemCategories"), hidden: true },
  },
  uniqueKey: "code",
  defaults: { displayName: "", parentCategory: "" },
  // HasChildren first, then the Confirm about the items in the category (rules/records-in-use.ts).
  onDelete(record, reads) {
    if (reads.find("itemCategories", "parentCategory", String(record.code)) !== undefined) {
      throw dialogError(HAS_CHILDREN_MESSAGE);
    }
    refuseCategoryWithItems(record, reads);
  },
};
