import type { CollectionDefinition } from "../collection-types";

// Dispute Status in the real service: Code is Code[10], Description is Text[100]. Its API page
// (30088 "APIV2 - Dispute Status", microsoft/ALAppExtensions) has id, code and displayName only.
/** The disputeStatus collection (API version v2.0). */
export const disputeStatus: CollectionDefinition = {
  version: "v2.0",
  name: "disputeStatus",
  typeName: "Microsoft.NAV.disputeStatus",
  fields: {
    code: { type: "string", required: true, maxLength: 10, code: true },
    displayName: { type: "string", maxLength: 100 },
  },
  uniqueKey: "code",
  defaults: { displayName: "" },
  stampsLastModified: false,
};
