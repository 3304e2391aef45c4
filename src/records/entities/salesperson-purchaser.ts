import type { EntityDefinition } from "../entity-definition";

/** salespeoplePurchasers (API v2.0). */
export const salespersonPurchaser: EntityDefinition = {
  name: "SalespersonPurchaser",
  plural: "SalespeoplePurchasers",
  entitySet: "salespeoplePurchasers",
  apiVersion: "v2.0",
  noun: "salesperson or purchaser",
  pluralNoun: "salespeople and purchasers",
  module: "salesperson-purchaser",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2SalespersonPurchaser.Page.al (page 30075); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A salesperson or purchaser of the business records service.",
  fields: {
    code: {
      type: "string",
      doc: "The code that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
    email: { type: "string", doc: "The email address.", input: "optional" },
    email2: { type: "string", doc: "Email2.", input: "optional" },
    phoneNo: { type: "string", doc: "Phone no.", input: "optional" },
    jobTitle: { type: "string", doc: "The job title.", input: "optional" },
    commisionPercent: { type: "number", doc: "Commision percent.", input: "optional" },
    privacyBlocked: {
      type: "boolean",
      doc: "Whether the person's data may not be processed.",
      input: "optional",
    },
    blocked: { type: "boolean", doc: "Which transactions are blocked.", input: "optional" },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
