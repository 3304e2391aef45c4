/** The record types' providers, specs and input schemas as tests use them, each made from its definition. */
import type * as z from "zod";
import { currency } from "../../src/records/entities/currency";
import { disputeStatus } from "../../src/records/entities/dispute-status";
import { purchaseCreditMemo } from "../../src/records/entities/purchase-credit-memo";
import { recordProviderOf } from "../../src/records/provider/entity-providers";
import { entitySpec } from "../../src/records/provider/entity-spec";

export const disputeStatusSpec = entitySpec(disputeStatus);
const currencySpec = entitySpec(currency);
export const purchaseCreditMemoSpec = entitySpec(purchaseCreditMemo);

export const disputeStatusProvider = recordProviderOf("DisputeStatus");
export const currencyProvider = recordProviderOf("Currency");
export const purchaseCreditMemoProvider = recordProviderOf("PurchaseCreditMemo");

// Each is a zod object (a refined one stays an object), whose shape the fuzz tests read.
export const disputeStatusInputs = disputeStatusSpec.inputs as unknown as z.ZodObject;
export const currencyInputs = currencySpec.inputs as unknown as z.ZodObject;
export const creditMemoInputs = purchaseCreditMemoSpec.inputs as unknown as z.ZodObject;
