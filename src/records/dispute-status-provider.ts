/** The DisputeStatus implementation the runtime loads: the shared record create/read/update/delete, posted and deleted. */
import { DISPUTE_STATUS } from "./collections";
import { recordResourceProvider } from "./record-resource";
import { disputeStatusInputs, disputeStatusState } from "./schemas";

export const disputeStatusProvider = recordResourceProvider({
  resource: "bizops:DisputeStatus",
  collection: DISPUTE_STATUS,
  inputs: disputeStatusInputs,
  state: disputeStatusState,
  fields: ["code", "displayName"],
  defaultManaged: ["code", "displayName"],
  replaceOn: ["code"],
  outputs: ["code", "displayName"],
  create: { kind: "post" },
  remove: "delete",
});
