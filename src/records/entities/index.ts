/**
 * Every record type the package manages, in the order the reference, the import and the
 * generated program declare them. A type is added here and in its own definition file, then
 * `npm run generate` writes its class, Args, record and list types, provider module and page.
 */
import type { EntityDefinition } from "../entity-definition";
import { currency } from "./currency";
import { disputeStatus } from "./dispute-status";
import { purchaseCreditMemo } from "./purchase-credit-memo";

export const ENTITIES: readonly EntityDefinition[] = [disputeStatus, currency, purchaseCreditMemo];
