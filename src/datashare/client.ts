/**
 * The data share client: three POST list operations, each paged by `nextLink`. Later pages are
 * fetched with a POST to the link exactly as given, with no body (the link is self-contained).
 */
import type * as z from "zod";
import { RequestError, type RequestErrorDetails } from "../core/errors/errors";
import { ServiceClient, type ServiceAuth, type ServiceClientOptions } from "../core/clients/service-client";
import { pagedItems, type Page } from "../core/clients/paging";
import { segment, urlOf } from "../core/clients/path-segment";
import { parseResponse } from "../core/clients/response-shape";
import { pageOf, shareSubscriptionRef } from "./checks";
import {
  scheduledSourceSynchronizationSetting,
  shareSubscriptionSynchronization,
  synchronizationDetails,
} from "./generated/datashare-schemas";
import type {
  ScheduledSourceSynchronizationSetting,
  ShareSubscriptionSynchronization,
  SynchronizationDetails,
} from "./generated/datashare-types";
import { DATASHARE_NAMING, DATASHARE_PROVIDER, UNKNOWN_NAMESPACE_CODE } from "./naming";

/** The API version of every path the spec shows. */
export const DATASHARE_API_VERSION = "2021-08-01";

/**
 * Identifies a share subscription. Each name is one path segment, checked as the functions check
 * it (see `listSynchronizations`) and refused with `InvalidInput` before a request.
 */
export interface ShareSubscriptionRef {
  subscriptionId: string;
  resourceGroupName: string;
  accountName: string;
  shareSubscriptionName: string;
}

/** OData options of the two operations that take them. */
export interface ListOptions {
  filter?: string | undefined;
  orderby?: string | undefined;
}

export type DataShareClientOptions = ServiceClientOptions;

/** How this service authenticates. */
const DATASHARE_AUTH: ServiceAuth = {
  url: "dataShareUrl",
  credential: "dataShareToken",
  entra: "dataShare",
  header: "authorization",
  scheme: "Bearer",
  naming: DATASHARE_NAMING,
};

export class DataShareClient extends ServiceClient {
  static override readonly auth = DATASHARE_AUTH;

  /** Every synchronization of the share subscription, page after page. */
  listSynchronizations(
    ref: ShareSubscriptionRef,
    options: ListOptions = {},
  ): AsyncGenerator<ShareSubscriptionSynchronization> {
    return this.list(
      "datashare.listSynchronizations",
      shareSubscriptionSynchronization,
      ref,
      "listSynchronizations",
      options,
    );
  }

  /** Every data-set-level detail of one synchronization, page after page. */
  listSynchronizationDetails(
    ref: ShareSubscriptionRef,
    synchronizationId: string,
    options: ListOptions = {},
  ): AsyncGenerator<SynchronizationDetails> {
    return this.list(
      "datashare.listSynchronizationDetails",
      synchronizationDetails,
      ref,
      "listSynchronizationDetails",
      options,
      {
        synchronizationId,
      },
    );
  }

  /** Every source-share synchronization setting, page after page. */
  listSourceShareSynchronizationSettings(
    ref: ShareSubscriptionRef,
  ): AsyncGenerator<ScheduledSourceSynchronizationSetting> {
    return this.list(
      "datashare.listSourceShareSynchronizationSettings",
      scheduledSourceSynchronizationSetting,
      ref,
      "listSourceShareSynchronizationSettings",
      {},
    );
  }

  private list<T extends z.ZodType>(
    operation: string,
    item: T,
    ref: ShareSubscriptionRef,
    action: string,
    options: ListOptions,
    body?: unknown,
  ): AsyncGenerator<z.infer<T>> {
    const schema = pageOf(item);
    const fetchPage = async (url: string, pageBody: unknown): Promise<Page<z.infer<T>>> => {
      // A list is a read: repeating it changes nothing, so it is retried like a GET.
      const response = await this.http.send({
        operation,
        method: "POST",
        url,
        body: pageBody,
        idempotent: true,
        failure: (facts) => this.failure(facts),
      });
      const page = parseResponse(schema, response, operation);
      return { value: page.value, nextLink: page.nextLink ?? undefined };
    };
    return pagedItems(
      operation,
      // The path is built (and a bad name refused) when the first page is asked for.
      () => fetchPage(this.firstPageUrl(ref, action, options), body),
      (link) => fetchPage(link, undefined),
      { origin: this.origin },
    );
  }

  /**
   * Resource Manager's 404 for a namespace it does not know is what a path under the spec's
   * names meets at Microsoft's service: the hint names the naming setting.
   */
  private failure(facts: RequestErrorDetails): RequestError {
    const naming =
      facts.status === 404 && facts.serviceCode === UNKNOWN_NAMESPACE_CODE
        ? this.microsoftNamingHint(`providers/${DATASHARE_PROVIDER.spec}`)
        : undefined;
    return new RequestError(naming === undefined ? facts : { ...facts, hint: naming });
  }

  private firstPageUrl(ref: ShareSubscriptionRef, action: string, options: ListOptions): string {
    const rules = shareSubscriptionRef;
    const url = urlOf(
      this.endpoint.baseUrl,
      "subscriptions",
      segment("subscriptionId", ref.subscriptionId, rules.subscriptionId),
      "resourceGroups",
      segment("resourceGroupName", ref.resourceGroupName, rules.resourceGroupName),
      "providers",
      DATASHARE_PROVIDER[this.naming],
      "accounts",
      segment("accountName", ref.accountName, rules.accountName),
      "shareSubscriptions",
      segment("shareSubscriptionName", ref.shareSubscriptionName, rules.shareSubscriptionName),
      action,
    );
    const query = new URLSearchParams({ "api-version": DATASHARE_API_VERSION });
    if (options.filter) query.set("$filter", options.filter);
    if (options.orderby) query.set("$orderby", options.orderby);
    return `${url}?${query.toString()}`;
  }
}
