import type { CollectionDefinition } from "../collection-types";
import { bounded, flag, codeKey, emailAddress, text } from "./field-specs";
import { SALESPERSON_USE } from "../rules/records-in-use";

// API page 30075 "APIV2 - Salesperson/Purchaser" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2SalespersonPurchaser.Page.al): plain table writes; the page
// spells `commisionPercent` so. Salesperson/Purchaser table: Code Code[20], Name Text[50], E-Mail
// and E-Mail 2 Text[80], Phone No. Text[30], Job Title Text[30]. "E-Mail" and "E-Mail 2" take one
// address each and are stored trimmed (MailManagement.ValidateEmailAddressField,
// SalespersonPurchaser.Table.al fields 5052 and 5086).
/** The salespeoplePurchasers entity set (API v2.0). */
export const salespeoplePurchasers: CollectionDefinition = {
  version: "v2.0",
  name: "salespeoplePurchasers",
  typeName: "Microsoft.NAV.salespersonPurchaser",
  fields: {
    code: codeKey(20),
    displayName: text(50),
    email: emailAddress,
    email2: emailAddress,
    phoneNo: text(30),
    jobTitle: text(30),
    // "Commission %": MinValue 0, MaxValue 100 (SalespersonPurchaser.Table.al:40-46).
    commisionPercent: bounded(0, 100),
    privacyBlocked: flag,
    blocked: flag,
    // Open tasks and opportunities, which no page writes (rules/records-in-use.ts).
    ...SALESPERSON_USE.fields,
  },
  uniqueKey: "code",
  defaults: {
    displayName: "",
    email: "",
    email2: "",
    phoneNo: "",
    jobTitle: "",
    commisionPercent: 0,
    privacyBlocked: false,
    blocked: false,
    ...SALESPERSON_USE.defaults,
  },
  onDelete: SALESPERSON_USE.onDelete,
};
