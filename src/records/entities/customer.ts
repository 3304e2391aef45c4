import type { EntityDefinition } from "../entity-definition";
import { addressAndContact } from "./shared-fields";

/** customers (API v2.0). */
export const customer: EntityDefinition = {
  name: "Customer",
  plural: "Customers",
  entitySet: "customers",
  apiVersion: "v2.0",
  noun: "customer",
  module: "customer",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Customers.Page.al (page 30009); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources",
  doc: "A customer of the business records service. Its `number` is required: it is the key a create whose answer was lost is found again by, so the service's number series is not used.",
  fields: {
    number: {
      type: "string",
      doc: "The number that identifies the record in its company.",
      input: "required",
      always: true,
      nonEmpty: true,
    },
    // The page refuses a customer without a name on insert ('A "displayName" must be provided.').
    displayName: { type: "string", doc: "The name shown for the record.", input: "required" },
    type: { type: "string", doc: "The record's type.", input: "optional", values: ["Company", "Person"] },
    ...addressAndContact,
    salespersonCode: { type: "string", doc: "The code of the salesperson.", input: "optional" },
    balanceDue: { type: "number", doc: "The balance due, as the service computes it." },
    creditLimit: { type: "number", doc: "The credit limit, in the local currency.", input: "optional" },
    taxLiable: { type: "boolean", doc: "Whether sales tax applies.", input: "optional" },
    taxAreaId: { type: "guid", doc: "The tax area (a GUID).", input: "optional" },
    taxAreaDisplayName: { type: "string", doc: "The tax area's name." },
    taxRegistrationNumber: { type: "string", doc: "The tax registration (VAT) number.", input: "optional" },
    currencyId: { type: "guid", doc: "The currency (a GUID).", input: "optional" },
    currencyCode: { type: "string", doc: "The currency's code, such as `EUR`.", input: "optional" },
    paymentTermsId: { type: "guid", doc: "The payment terms (a GUID).", input: "optional" },
    shipmentMethodId: { type: "guid", doc: "The shipment method (a GUID).", input: "optional" },
    paymentMethodId: { type: "guid", doc: "The payment method (a GUID).", input: "optional" },
    blocked: {
      type: "string",
      doc: "Which transactions are blocked.",
      input: "optional",
      values: ["_x0020_", "Ship", "Invoice", "All"],
    },
  },
  key: ["number"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
