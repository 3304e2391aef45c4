import type { EntityDefinition } from "../definitions/entity-definition";

/** disputeStatus (API v2.0): Code[10] and Text[100] in the service's table. */
export const disputeStatus: EntityDefinition = {
  name: "DisputeStatus",
  plural: "DisputeStatuses",
  entitySet: "disputeStatus",
  apiVersion: "v2.0",
  noun: "dispute status",
  module: "dispute-status",
  source:
    "microsoft/ALAppExtensions Apps/W1/APIV2/app/src/pages/APIV2DisputeStatus.Page.al (page 30088): id, code and displayName only, no lastModifiedDateTime",
  doc: "A dispute status record of the business records service.",
  fields: {
    code: {
      type: "string",
      doc: "The dispute status code; its key in the company.",
      input: "required",
      replaces: true,
      always: true,
      maxLength: 10,
      nonEmpty: true,
      code: true,
    },
    displayName: {
      type: "string",
      // The table's Description has no NotBlank (StefanMaron/MSDyn365BC.Code.History BaseApp/Source/
      // Base Application/Sales/Customer/DisputeStatus.table.al:18-23): a create may leave it out.
      doc: "What users see; blank when left out, as the table does not require it.",
      input: "optional",
      always: true,
      maxLength: 100,
    },
  },
  key: ["code"],
  stampsLastModified: false,
  create: { kind: "post" },
  remove: "delete",
  legacyManaged: ["code", "displayName"],
};
