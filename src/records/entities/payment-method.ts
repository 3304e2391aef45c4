import type { EntityDefinition } from "../definitions/entity-definition";
import { keyCode, text } from "./shared-fields";

/** paymentMethods (API v2.0). Payment Method table (PaymentMethod.Table.al): Code Code[10], Description Text[100]. */
export const paymentMethod: EntityDefinition = {
  name: "PaymentMethod",
  plural: "PaymentMethods",
  entitySet: "paymentMethods",
  apiVersion: "v2.0",
  noun: "payment method",
  module: "payment-method",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2PaymentMethods.Page.al (page 30020); MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources; lengths: StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/PaymentMethod.Table.al",
  doc: "A payment method of the business records service.",
  fields: {
    code: keyCode(10),
    displayName: text("The name shown for the record.", 100),
  },
  key: ["code"],
  stampsLastModified: true,
  create: { kind: "post" },
  remove: "delete",
};
