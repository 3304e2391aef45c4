import type { WriteContext } from "../collection-types";
import type { JsonObject } from "../../http-helpers";
import { ServiceError } from "../../service";
import { VAT_POSTING_SETUPS } from "../collections/vat-posting-setups";
import { mustHaveValueError } from "./field-errors";

/**
 * Item "Price Includes VAT" OnValidate (StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base
 * Application/Inventory/Item/Item.Table.al:906-922): when it is set true, the Sales & Receivables Setup
 * must have a "VAT Bus. Posting Gr. (Price)" (TestField), which the item takes, and the VAT Posting
 * Setup must hold that group with the item's "VAT Prod. Posting Group" (Get). The items page validates
 * `priceIncludesTax` (APIV2Items.Page.al:143) before `generalProductPostingGroupCode` (:246), whose
 * OnValidate gives the item its VAT product group, so on a create the product group is still blank.
 * A sales-tax company leaves the setup field blank, so it refuses the flag.
 */
export function applyPriceIncludesTax(fields: JsonObject, context: WriteContext): void {
  if (context.changes.priceIncludesTax !== true) return;
  const group = context.settings.vatBusPostingGroupPrice ?? "";
  if (group === "") {
    throw mustHaveValueError("VAT Bus. Posting Gr. (Price)", {
      table: "Sales & Receivables Setup",
      keys: [["Primary Key", ""]],
    });
  }
  fields.vatBusPostingGroupPrice = group;
  const product = typeof fields.vatProductPostingGroup === "string" ? fields.vatProductPostingGroup : "";
  const found = context
    .findAll(VAT_POSTING_SETUPS, "vatBusPostingGroup", group)
    .some((row) => row.vatProdPostingGroup === product);
  if (found) return;
  // Record.Get's error for a missing record, every key field named as the platform names them.
  throw new ServiceError(
    400,
    "Internal_RecordNotFound",
    `The VAT Posting Setup does not exist. Identification fields and values: VAT Bus. Posting Group='${group}',VAT Prod. Posting Group='${product}'`,
  );
}
