import type { CollectionDefinition } from "./collection-types";
import { purchaseCreditMemos } from "./credit-memo-collection";
import { currencies } from "./currency-rules";
import { disputeStatus } from "./dispute-status-collection";
import { vendors } from "./vendor-collection";

export type { CollectionDefinition, FieldSpec } from "./collection-types";

/** Every collection the emulator holds, whether served on the public API or reached by admin routes only. */
export const RECORD_COLLECTIONS: readonly CollectionDefinition[] = [
  disputeStatus,
  currencies,
  purchaseCreditMemos,
  vendors,
];

/** Finds a collection the public API serves, by path version and name. */
export function findCollection(version: string, name: string): CollectionDefinition | undefined {
  return RECORD_COLLECTIONS.find((c) => c.servedOnApi !== false && c.version === version && c.name === name);
}

/** Finds a collection by name alone (admin paths carry no version), including admin-only ones. */
export function findCollectionByName(name: string): CollectionDefinition | undefined {
  return RECORD_COLLECTIONS.find((c) => c.name === name);
}
