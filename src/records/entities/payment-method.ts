import type { EntityDefinition } from "../entity-definition";

/** paymentMethods (API v2.0). */
export const paymentMethod: EntityDefinition = {
  name: "PaymentMethod",
  plural: "PaymentMethods",
  entitySet: "paymentMethods",
  apiVersion: "v2.0",
  noun: "payment method",
  module: "payment-method",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2PaymentMethods.Page.al (page 30020); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A payment method of the business records service.",
  fields: {
    code: {
      type: "string",
      doc: "The code that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
