import type { EntityDefinition } from "../definitions/entity-definition";
import { keyCode, text } from "./shared-fields";

/** taxGroups (API v2.0). Tax Group table (TaxGroup.Table.al): Code Code[20], Description Text[100]. */
export const taxGroup: EntityDefinition = {
  name: "TaxGroup",
  plural: "TaxGroups",
  entitySet: "taxGroups",
  apiVersion: "v2.0",
  noun: "tax group",
  module: "tax-group",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2TaxGroups.Page.al (page 30015); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/TaxGroup.Table.al",
  doc: "A tax group of the business records service.",
  fields: {
    // A rename fails in a sales-tax company: the buffer's PropagateUpdate renames the Tax Group to
    // a boolean and modifies a key that does not exist (TaxGroupBuffer.Table.al:102-117), so a
    // changed code makes a new record instead. In a VAT company the buffer renames the VAT Product
    // Posting Group in place (StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/
    // Integration/Entity/TaxGroupBuffer.Table.al:91-95), and a rename carries the code over to the
    // VAT posting setup and the items, which a replacement (a new group, the old one deleted,
    // :120-131) would leave naming the old code: the record's taxType tells the two apart.
    code: {
      ...keyCode(20),
      replaces: true,
      replacesOnlyWhile: {
        field: "taxType",
        values: ["Sales_x0020_Tax"],
        reason:
          "in a VAT company (taxType VAT) the service renames the VAT product posting group in place, and the VAT posting setup and items follow the new code",
      },
    },
    displayName: text("The name shown for the record.", 100),
    taxType: { type: "string", doc: "The tax type.", values: ["Sales_x0020_Tax", "VAT"] },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
