/**
 * `deletionPolicy`, the input every record resource takes: what deleting the resource does to its
 * record. Its values, its check and its words are written here once; the record inputs and state
 * (record-base.ts), the definitions' schemas, the generated Args and pages, and the plugin's schema
 * take them from here.
 */
import * as z from "zod";

/**
 * `delete` removes the record from the service (the default); `abandon` leaves it there as it is
 * and forgets it; `block` sets it blocked for everything and forgets it, where the record type has
 * a Blocked field.
 */
const DELETION_POLICIES = ["delete", "abandon", "block"] as const;

/** One of `delete`, `abandon`, `block`. */
export type DeletionPolicy = (typeof DELETION_POLICIES)[number];

/**
 * How Business Central retires a record of a type instead of deleting it: the Blocked field, and the
 * value that blocks the record for everything (a customer's `blocked` `All`, an item's `true`).
 */
export interface BlockedRetirement {
  readonly field: string;
  readonly value: string | boolean;
}

/** The policies a type takes: `block` only where it has a Blocked field. */
export function deletionPoliciesOf(block: BlockedRetirement | undefined): DeletionPolicy[] {
  return DELETION_POLICIES.filter((policy) => policy !== "block" || block !== undefined);
}

/** The value written in a doc: `"All"`, `true`. */
const shown = (value: string | boolean) => `\`${JSON.stringify(value)}\``;

/**
 * The input's schema for a type (`subject`: "a location", "records.Record"): one of its policies,
 * or left out for `delete`. `block` on a type without a Blocked field is refused by name, with the
 * way that does exist.
 */
export function deletionPolicyInput(subject: string, block: BlockedRetirement | undefined) {
  return z
    .enum(DELETION_POLICIES, { message: `must be one of ${deletionPoliciesOf(block).join(", ")}` })
    .refine((policy) => policy !== "block" || block !== undefined, {
      message: `must be delete or abandon: "block" is for record types with a Blocked field, such as Customer, Vendor and Item, and ${subject} has none; "abandon" leaves the record in the service`,
    })
    .optional();
}

/** The policy a state holds, for any state: one written before the input reads as `delete`. */
export const deletionPolicyState = z.enum(DELETION_POLICIES).optional();

/**
 * What the input does for a type, in sentences: its doc in the generated Args, the reference page
 * and the plugin's schema.
 */
export function deletionPolicyDoc(noun: string, block: BlockedRetirement | undefined): string {
  const blocking = block
    ? ` \`block\` sets \`${block.field}\` to ${shown(block.value)} (blocked for everything, as Business Central retires a ${noun}), guarded by the record's eTag, and stops managing it.`
    : ` A ${noun} has no Blocked field, so \`block\` is refused.`;
  return (
    `What deleting the resource (removing it from the program, a replacement, \`pulumi destroy\`) does to the ${noun}: \`delete\`, the default, deletes it; \`abandon\` leaves it in the service as it is and stops managing it.${blocking}` +
    " A change of it alone sends nothing to the service. Business Central refuses to delete a record in use (ledger entries, open documents); such a refusal keeps the resource, and this input or the `retainOnDelete` resource option is the way out (docs/retiring-records.md)."
  );
}
