/**
 * The PurchaseCreditMemo implementation the runtime loads: posted (or adopted) and deleted;
 * a change of vendor replaces the memo; writes are refused once a memo has left `Draft`.
 */
import { CREDIT_MEMO } from "./collections";
import { filterAfter, filterAnd, filterEq, filterEqGuid } from "./odata";
import { recordResourceProvider, type RecordResourceSpec } from "./record-resource";
import { CREDIT_MEMO_FIELDS, CREDIT_MEMO_READ_ONLY } from "./credit-memo-fields";
import { creditMemoInputs, creditMemoState } from "./schemas";

/** The only status in which the service accepts changes to a memo (a memo made through the API starts as `Draft`). */
const EDITABLE_STATUS = "Draft";

/** What makes this record resource what it is; tests build providers from it. */
export const purchaseCreditMemoSpec: RecordResourceSpec = {
  resource: "bizops:PurchaseCreditMemo",
  collection: CREDIT_MEMO,
  inputs: creditMemoInputs,
  state: creditMemoState,
  fields: CREDIT_MEMO_FIELDS,
  defaultManaged: [],
  replaceOn: ["vendorId", "vendorNumber"],
  outputs: [...CREDIT_MEMO_FIELDS, ...CREDIT_MEMO_READ_ONLY],
  create: { kind: "post" },
  remove: "delete",
  // A memo has no key: the candidates are the vendor's Draft memos modified since the create was
  // sent, and only one whose every sent field is equal is taken for the one created.
  recovery: {
    kind: "recent",
    identity: (fields) => fields,
    filter: (fields, since) =>
      filterAnd(
        typeof fields.vendorId === "string"
          ? filterEqGuid("vendorId", fields.vendorId)
          : filterEq("vendorNumber", String(fields.vendorNumber)),
        filterEq("status", EDITABLE_STATUS),
        filterAfter("lastModifiedDateTime", since),
      ),
  },
  writeRefusal(memo, action) {
    if (typeof memo.status !== "string" || memo.status === EDITABLE_STATUS) return undefined;
    const number = typeof memo.number === "string" ? memo.number : "";
    const status = memo.status.replace(/_x0020_/g, " ");
    const change = action === "update" ? "changed" : "deleted";
    const next =
      action === "update"
        ? "Run `pulumi refresh` if you expect it to be Draft again."
        : `To stop managing it without deleting it, run \`pulumi state delete\` on this resource.`;
    return `Purchase credit memo ${number} has status ${status}; only a Draft memo can be ${change}. ${next}`;
  },
};

export const purchaseCreditMemoProvider = recordResourceProvider(purchaseCreditMemoSpec);
