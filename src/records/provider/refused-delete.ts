/**
 * A delete the service refused for a reason of its own (a record in use: ledger entries, open
 * documents, items in a category), not because the record is gone or changed. Business Central
 * answers such a table OnDelete `Error` as a 400 `Application_DialogException`, and a `Confirm` it
 * cannot ask an API session as `Application_CallbackNotAllowed` (MicrosoftDocs/dynamics365smb-devitpro-pb
 * dev-itpro/webservices/dynamics-error-codes.md). The error keeps the service's words and says
 * the ways out; the engine keeps a resource whose delete failed, so the stack still holds it.
 */
import { hasCode, requestFactsOf, withHint, type BizopsError } from "../../core/errors/errors";
import type { BlockedRetirement } from "../definitions/deletion-policy";

/** Whether a failed delete is the service refusing it: a 400, not a 404 (gone) nor a 409 (changed). */
export function isRefusedDelete(error: unknown): error is BizopsError {
  return hasCode(error, "Rejected") && requestFactsOf(error).status === 400;
}

/**
 * The refusal, with the next step. Where the service names records that still use this one (an
 * item's base unit, a category's child categories), those go first, by hand or, when they are
 * resources of the stack, by Pulumi once they take this resource's output. Where the record itself
 * is in use (ledger entries, open documents), it stays: `deletionPolicy` (with `block` where the
 * type has a Blocked field) or Pulumi's `retainOnDelete` leave it in the service.
 */
export function refusedDeleteError(error: BizopsError, block: BlockedRetirement | undefined): BizopsError {
  const policies = block
    ? `\`deletionPolicy: "abandon"\` (or \`"block"\`, which sets ${block.field} to ${JSON.stringify(block.value)})`
    : '`deletionPolicy: "abandon"`';
  return withHint(
    error,
    "The service keeps the record, and the stack keeps the resource. Where the service names records that still use this one, delete those records, or change them to use another, first; when they are resources of this stack, set their reference from this resource's output (such as an item's `baseUnitOfMeasureCode: unit.code` rather than the literal code), so that Pulumi deletes them before this one. " +
      `Where the record itself is in use (ledger entries, open documents), leave it in the service and stop managing it: declare the resource with ${policies} and run \`pulumi up\` (a change of the policy alone sends nothing), then remove it; or give it the \`retainOnDelete: true\` resource option. See docs/retiring-records.md.`,
  );
}
