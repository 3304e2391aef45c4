import type { EntityDefinition } from "../entity-definition";
import { addressAndContact } from "./shared-fields";

/** vendors (API v2.0). */
export const vendor: EntityDefinition = {
  name: "Vendor",
  plural: "Vendors",
  entitySet: "vendors",
  apiVersion: "v2.0",
  noun: "vendor",
  module: "vendor",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Vendors.Page.al (page 30010); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A vendor of the business records service. Its `number` is required: it is the key a create whose answer was lost is found again by, so the service's number series is not used.",
  fields: {
    number: {
      type: "string",
      doc: "The number that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    displayName: { type: "string", doc: "The name shown for the record.", input: "optional" },
    ...addressAndContact,
    taxRegistrationNumber: { type: "string", doc: "The tax registration (VAT) number.", input: "optional" },
    currencyId: { type: "guid", doc: "The currency (a GUID).", input: "optional" },
    currencyCode: { type: "string", doc: "The currency's code, such as `EUR`.", input: "optional" },
    irs1099Code: { type: "string", doc: "The IRS 1099 code.", input: "optional" },
    paymentTermsId: { type: "guid", doc: "The payment terms (a GUID).", input: "optional" },
    paymentMethodId: { type: "guid", doc: "The payment method (a GUID).", input: "optional" },
    taxLiable: { type: "boolean", doc: "Whether sales tax applies.", input: "optional" },
    blocked: {
      type: "string",
      doc: "Which transactions are blocked.",
      input: "optional",
      values: ["_x0020_", "Payment", "All"],
    },
    balance: { type: "number", doc: "The balance, as the service computes it." },
  },
  key: ["number"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
