import type { EntityDefinition } from "../definitions/entity-definition";
import { emailAddress } from "./email-address";
import { keyCode, text } from "./shared-fields";

/**
 * salespeoplePurchasers (API v2.0). Salesperson/Purchaser table (SalespersonPurchaser.Table.al):
 * Code Code[20], Name Text[50], E-Mail and E-Mail 2 Text[80], Phone No. Text[30], Job Title
 * Text[30], Commission % a decimal from 0 to 100.
 */
export const salespersonPurchaser: EntityDefinition = {
  name: "SalespersonPurchaser",
  plural: "SalespeoplePurchasers",
  entitySet: "salespeoplePurchasers",
  apiVersion: "v2.0",
  noun: "salesperson or purchaser",
  pluralNoun: "salespeople and purchasers",
  module: "salesperson-purchaser",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2SalespersonPurchaser.Page.al (page 30075); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/SalespersonPurchaser.Table.al",
  doc: "A salesperson or purchaser of the business records service.",
  fields: {
    code: keyCode(20),
    displayName: text("The name shown for the record.", 50),
    // One address each, trimmed (MailManagement.ValidateEmailAddressField, fields 5052 and 5086).
    email: emailAddress("The email address."),
    email2: emailAddress("A second email address."),
    phoneNo: text("The phone number.", 30),
    jobTitle: text("The job title.", 30),
    commisionPercent: {
      type: "number",
      doc: "The commission the person earns on sales, in percent (the page spells the field so).",
      input: "optional",
      // The table takes 0 to 100 (SalespersonPurchaser.Table.al:40-46).
      sign: "nonNegative",
      max: 100,
    },
    privacyBlocked: {
      type: "boolean",
      doc: "Whether the person's data may not be processed.",
      input: "optional",
    },
    blocked: {
      type: "boolean",
      doc: "Whether the salesperson or purchaser is blocked from use in new transactions.",
      input: "optional",
    },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
  // CRM/Team/SalespersonPurchaser.Table.al:393, field 5087 Blocked, Boolean: a blocked person may be on no new document (GB26 BaseApp).
  block: { field: "blocked", value: true },
};
