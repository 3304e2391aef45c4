/** The DisputeStatus implementation the runtime loads: the shared record lifecycle, posted and deleted. */
import { DISPUTE_STATUS } from "./collections";
import { filterEq } from "./odata";
import { recordResourceProvider, type RecordResourceSpec } from "./record-resource";
import { disputeStatusInputs, disputeStatusState } from "./schemas";

/** What makes this record resource what it is; tests build providers from it. */
export const disputeStatusSpec: RecordResourceSpec = {
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
  // `code` is the record's key in its company: the record holding it is the only candidate.
  recovery: {
    kind: "key",
    identity: (fields) => ({ code: fields.code }),
    filter: (fields) => filterEq("code", String(fields.code)),
  },
};

export const disputeStatusProvider = recordResourceProvider(disputeStatusSpec);
