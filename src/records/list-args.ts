/**
 * Arguments and results of the record list functions. One shape for the three types: the
 * company, an optional OData `$filter`, and the settings of the records service.
 */
import { z } from "zod";
import { guid } from "../core/formats";
import { recordsSettings } from "./record-base";
import type { creditMemoRecord, currencyRecord, disputeStatusRecord } from "./schemas";

/** What every record list function takes. */
export const listRecordsArgs = z.strictObject({
  companyId: guid,
  filter: z
    .string()
    .trim()
    .min(1, { message: "must not be empty; leave it out to list every record" })
    .optional(),
  settings: recordsSettings.optional(),
});

/**
 * What each record list function takes:
 * - `companyId`: the company (GUID).
 * - `filter`: an OData `$filter` expression, such as `startswith(code,'P')`; every record when absent.
 * - `settings`: `recordsUrl` and `recordsToken` for this call; otherwise stack config `bizops:*`,
 *   then `BIZOPS_*` environment variables.
 */
type ListRecordsArgs = z.input<typeof listRecordsArgs>;
/** Arguments of `listDisputeStatuses`: `companyId`, `filter?` (OData `$filter`), `settings?`. */
export type ListDisputeStatusesArgs = ListRecordsArgs;
/** Arguments of `listCurrencies`: `companyId`, `filter?` (OData `$filter`), `settings?`. */
export type ListCurrenciesArgs = ListRecordsArgs;
/** Arguments of `listPurchaseCreditMemos`: `companyId`, `filter?` (OData `$filter`), `settings?`. */
export type ListPurchaseCreditMemosArgs = ListRecordsArgs;

/** A dispute status as the service returns it, with its `@odata.etag`. */
export type DisputeStatusRecord = z.infer<typeof disputeStatusRecord>;
/** A currency as the service returns it, with its `@odata.etag`. */
export type CurrencyRecord = z.infer<typeof currencyRecord>;
/** A purchase credit memo as the service returns it, with its `@odata.etag`. */
export type PurchaseCreditMemoRecord = z.infer<typeof creditMemoRecord>;

/** Every dispute status that matches, from every page, in the service's order. */
export interface ListDisputeStatusesResult {
  value: DisputeStatusRecord[];
}

/** Every currency that matches, from every page, in the service's order. */
export interface ListCurrenciesResult {
  value: CurrencyRecord[];
}

/** Every purchase credit memo that matches, from every page, in the service's order. */
export interface ListPurchaseCreditMemosResult {
  value: PurchaseCreditMemoRecord[];
}
