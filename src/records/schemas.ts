/**
 * The records service's shapes, as the spec and the observed service give them. Every response
 * body is parsed with these; types are inferred from them, never written twice.
 */
import * as z from "zod";
import { guid, isoDate } from "../core/formats";
import { CREDIT_MEMO_FIELDS, type CreditMemoField } from "./credit-memo-fields";
import { liveRecordBase, recordInputsBase, recordStateBase } from "./record-base";

export { recordsSettings } from "./record-base";

// ---- disputeStatus ---------------------------------------------------------------------------

/** disputeStatus as the service returns it. Unknown extra fields are tolerated. */
export const disputeStatusRecord = z.looseObject({
  ...liveRecordBase,
  code: z.string(),
  displayName: z.string(),
});

/**
 * Inputs of the DisputeStatus resource. Lengths follow the service's table definition
 * (Code[10], Text[100]); the spec shows none, so they are kept here, in one place.
 */
export const disputeStatusInputs = z.strictObject({
  ...recordInputsBase,
  code: z
    .string()
    .min(1, { message: "must not be empty" })
    .max(10, { message: "must be at most 10 characters" }),
  displayName: z.string().max(100, { message: "must be at most 100 characters" }),
  adoptRecordId: guid.optional(),
});

/** DisputeStatus outputs stored in state. */
export const disputeStatusState = z.looseObject({
  ...recordStateBase,
  code: z.string(),
  displayName: z.string(),
});

// ---- currencies (v1.0) -----------------------------------------------------------------------

const DECIMAL_PLACES = /^(\d{1,2}):(\d{1,2})$/;

/** `<min>:<max>` decimal places, such as `2:2` or `2:5`. */
const decimalPlaces = z
  .string()
  .regex(DECIMAL_PLACES, { message: "must be written <min>:<max>, such as 2:2 or 2:5" })
  .refine(
    (value) => {
      // zod runs refinements after a failed format check too; that case is already reported.
      const [, min, max] = DECIMAL_PLACES.exec(value) ?? [];
      return min === undefined || max === undefined || Number(min) <= Number(max);
    },
    { message: "must have <min> no greater than <max>" },
  );

/** A currency as the service returns it. The spec shows a truncated response, so only `code` is required. */
export const currencyRecord = z.looseObject({
  ...liveRecordBase,
  // The currencies page of API v1.0 (APIV1 in microsoft/ALAppExtensions) exposes it.
  lastModifiedDateTime: z.string(),
  code: z.string(),
  displayName: z.string().optional(),
  symbol: z.string().optional(),
  amountDecimalPlaces: z.string().optional(),
  amountRoundingPrecision: z.number().optional(),
});

/**
 * Inputs of the Currency resource: it adopts the currency `currencyId` and manages only the
 * fields the program sets. Lengths follow the service's table (Text[30], Text[10]).
 */
export const currencyInputs = z.strictObject({
  ...recordInputsBase,
  currencyId: guid,
  displayName: z.string().max(30, { message: "must be at most 30 characters" }).optional(),
  symbol: z.string().max(10, { message: "must be at most 10 characters" }).optional(),
  amountDecimalPlaces: decimalPlaces.optional(),
  amountRoundingPrecision: z.number().positive({ message: "must be greater than 0" }).optional(),
});

/** Currency outputs stored in state. */
export const currencyState = z.looseObject({
  ...recordStateBase,
  currencyId: z.string(),
  code: z.string(),
});

// ---- purchaseCreditMemos ---------------------------------------------------------------------

/** The schema of each memo field a program may write: one for each of {@link CREDIT_MEMO_FIELDS}. */
const creditMemoWritable = {
  creditMemoDate: isoDate,
  postingDate: isoDate,
  dueDate: isoDate,
  vendorId: guid,
  vendorNumber: z.string().min(1).max(20),
  // "Vendor Cr. Memo No." of the Purchase Header: Code[35].
  vendorCreditMemoNumber: z.string().max(35),
  payToVendorId: guid,
  payToVendorNumber: z.string().min(1).max(20),
  buyFromAddressLine1: z.string().max(100),
  buyFromAddressLine2: z.string().max(50),
  buyFromCity: z.string().max(30),
  buyFromCountry: z.string().max(10),
  buyFromState: z.string().max(30),
  buyFromPostCode: z.string().max(20),
  payToAddressLine1: z.string().max(100),
  payToAddressLine2: z.string().max(50),
  payToCity: z.string().max(30),
  payToCountry: z.string().max(10),
  payToState: z.string().max(30),
  payToPostCode: z.string().max(20),
  shortcutDimension1Code: z.string().max(20),
  shortcutDimension2Code: z.string().max(20),
  currencyId: guid,
  currencyCode: z.string().max(10),
  paymentTermsId: guid,
  shipmentMethodId: guid,
  purchaser: z.string().max(20),
  discountAmount: z.number().nonnegative({ message: "must not be negative" }),
  invoiceId: guid,
  invoiceNumber: z.string().max(20),
  vendorReturnReasonId: guid,
} satisfies Record<CreditMemoField, z.ZodType>;

/** A memo as the service returns it: the writable fields may be absent, their types are checked. */
export const creditMemoRecord = z.looseObject({
  ...liveRecordBase,
  // The purchaseCreditMemos page (APIV2) exposes it, and create recovery filters on it.
  lastModifiedDateTime: z.string(),
  number: z.string(),
  status: z.string(),
  vendorName: z.string().optional(),
  payToName: z.string().optional(),
  pricesIncludeTax: z.boolean().optional(),
  discountAppliedBeforeTax: z.boolean().optional(),
  totalAmountExcludingTax: z.number().optional(),
  totalTaxAmount: z.number().optional(),
  totalAmountIncludingTax: z.number().optional(),
  // The service writes empty ids and dates for fields not set, so they are plain strings here.
  ...(Object.fromEntries(
    CREDIT_MEMO_FIELDS.map((field) => [
      field,
      field === "discountAmount" ? z.number().optional() : z.string().optional(),
    ]),
  ) as {
    [K in keyof typeof creditMemoWritable]: z.ZodOptional<
      K extends "discountAmount" ? z.ZodNumber : z.ZodString
    >;
  }),
});

/** Inputs of the PurchaseCreditMemo resource: a vendor, and any writable field. */
export const creditMemoInputs = z
  .strictObject({
    ...recordInputsBase,
    ...Object.fromEntries(
      Object.entries(creditMemoWritable).map(([key, schema]) => [key, schema.optional()]),
    ),
    adoptRecordId: guid.optional(),
  } as typeof recordInputsBase & {
    [K in keyof typeof creditMemoWritable]: z.ZodOptional<(typeof creditMemoWritable)[K]>;
  } & {
    adoptRecordId: z.ZodOptional<typeof guid>;
  })
  .refine((memo) => memo.vendorId !== undefined || memo.vendorNumber !== undefined, {
    message: 'a "vendorNumber" or a "vendorId" must be provided',
    path: ["vendorNumber"],
  });

/** PurchaseCreditMemo outputs stored in state. */
export const creditMemoState = z.looseObject({
  ...recordStateBase,
  number: z.string(),
  status: z.string(),
});
