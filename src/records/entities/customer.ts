import type { EntityDefinition } from "../definitions/entity-definition";
import {
  addressAndContact,
  code,
  currencyCode,
  keyNumber,
  phoneNumberWithoutLetters,
  taxRegistrationNumber,
} from "./shared-fields";

/**
 * customers (API v2.0). Customer table (Customer.Table.al): No. Code[20], Name Text[100], Salesperson
 * Code Code[20], VAT Registration No. Text[20], Currency Code Code[10]; the address fields' lengths
 * are in shared-fields.ts.
 */
export const customer: EntityDefinition = {
  name: "Customer",
  plural: "Customers",
  entitySet: "customers",
  apiVersion: "v2.0",
  noun: "customer",
  module: "customer",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2Customers.Page.al (page 30009); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/Customer.Table.al",
  doc: "A customer of the business records service. Its `number` comes from the company's number series unless the program sets it. Fields a create does not set take the values of the config template the company's API Setup selects, if it has one.",
  fields: {
    number: keyNumber,
    // The page refuses a customer without a name on insert ('A "displayName" must be provided.')
    // and a blank name on change ('The blank "displayName" is not allowed.').
    displayName: {
      type: "string",
      doc: "The name shown for the record.",
      input: "required",
      nonEmpty: true,
      maxLength: 100,
    },
    type: {
      type: "string",
      doc: "Whether the customer is a company or a person.",
      input: "optional",
      values: ["Company", "Person"],
    },
    ...addressAndContact,
    phoneNumber: phoneNumberWithoutLetters,
    // Customer.Table.al:1920-1921: OnInsert fills a blank "Salesperson Code" from the User Setup.
    salespersonCode: code(
      "The code of the salesperson. A create that leaves it out gets the API Setup template's salesperson, if the template sets one; one that leaves it blank otherwise gets the API user's salesperson from the User Setup, if it has one.",
      20,
    ),
    balanceDue: { type: "number", doc: "The balance due, as the service computes it." },
    creditLimit: { type: "number", doc: "The credit limit, in the local currency.", input: "optional" },
    taxLiable: { type: "boolean", doc: "Whether sales tax applies.", input: "optional" },
    // The Customer table's "Tax Area ID" names a Tax Area, or a VAT Business Posting Group where
    // General Ledger Setup uses VAT; UpdateTaxAreaCode reads it with an unguarded GetBySystemId, and
    // on the empty GUID exits, leaving the stored code, from which OnModify's UpdateTaxAreaId sets the
    // id again (Customer.Table.al).
    taxAreaId: {
      type: "guid",
      doc: "The id of the tax area (a GUID); in a company that uses VAT, of a VAT business posting group. The service refuses an id that names none.",
      input: "optional",
      rewrites:
        "An id of all zeros (`00000000-0000-0000-0000-000000000000`) does not remove a tax area the customer has: the service keeps its id.",
    },
    // APIV2Customers.Page.al SetCalculatedFields: TaxAreaBuffer.GetTaxAreaDisplayName("Tax Area ID")
    // (TaxAreaBuffer.Table.al), the description of the record the id names.
    taxAreaDisplayName: {
      type: "string",
      doc: "The description of the tax area `taxAreaId` names (in a company that uses VAT, of the VAT business posting group); blank for none.",
    },
    taxRegistrationNumber,
    currencyId: { type: "guid", doc: "The id of the currency (a GUID).", input: "optional" },
    currencyCode: currencyCode("The currency's code, such as `EUR`."),
    paymentTermsId: { type: "guid", doc: "The id of the payment terms (a GUID).", input: "optional" },
    shipmentMethodId: { type: "guid", doc: "The id of the shipment method (a GUID).", input: "optional" },
    paymentMethodId: { type: "guid", doc: "The id of the payment method (a GUID).", input: "optional" },
    blocked: {
      type: "string",
      doc: "Which transactions with the customer are blocked (`_x0020_`, a blank, for none).",
      input: "optional",
      values: ["_x0020_", "Ship", "Invoice", "All"],
    },
  },
  key: ["number"],
  exclusive: [{ id: "currencyId", code: "currencyCode" }],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
  // Customer.Table.al:448, field 39 Blocked, enum "Customer Blocked" (" ", Ship, Invoice, All): All blocks every transaction (GB26 BaseApp).
  block: { field: "blocked", value: "All" },
};
