/**
 * The records service client: company-scoped records with eTag concurrency. Each method is one
 * request; responses are parsed with the spec's schemas. The eTag travels only in `If-Match`.
 */
import * as z from "zod";
import { BizopsError, NotFoundError, type RequestError } from "../../core/errors/errors";
import { WELL_FORMED_RULE, wellFormed } from "../../core/schemas/formats";
import type { HttpResponse } from "../../core/http/http-types";
import {
  ServiceClient,
  type ServiceAuth,
  type ServiceClientOptions,
} from "../../core/clients/service-client";
import { pagesOf } from "../../core/clients/paging";
import { keyed, urlOf } from "../../core/clients/path-segment";
import { parseResponse } from "../../core/clients/response-shape";
import type { ServiceEndpoint, SettingSources } from "../../core/settings/settings";
import type { RecordCollection } from "./record-collection";
import { filterEqGuid } from "./odata";
import type { RecordRef } from "./record-ref";
import {
  answeredByThePage,
  collectionFailure,
  createFailure,
  describeRecord,
  recordFailure,
  unconfirmedMissing,
  type Route,
} from "./request-failures";
import { foundVersion, pinnedVersion, rememberVersion, routeUnserved } from "./served-version";

/** Client tunables (retry ladder, clock, timeout) passed through to the HTTP client. */
export type RecordsClientOptions = ServiceClientOptions & {
  /**
   * Where settings that pick an API version (`currencyApiVersion`) are read; without them, each
   * collection served on two versions is found as served-version.ts says.
   */
  versionSources?: SettingSources;
};

/** How this service authenticates. */
const RECORDS_AUTH: ServiceAuth = {
  url: "recordsUrl",
  credential: "recordsToken",
  entra: "records",
  header: "authorization",
  scheme: "Bearer",
  // Business Central processes 5 requests per user at once and queues 95 more before it refuses.
  maxConcurrentRequests: 5,
};

/**
 * The session language of every request. Business Central answers in the session's language: it
 * parses and shows date formulas in it ("1W+1D" reads "1S+1J" in French), formats dates and
 * numbers by its region, and words its errors in it; `Accept-Language` sets that language for the
 * request, over the user's own ("Tips for working with the APIs", Accept-Language,
 * MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/developer/devenv-connect-apps-tips.md). The
 * provider writes date formulas and reads service texts in English, so every request asks for it.
 */
const RECORDS_SESSION_HEADERS: Readonly<Record<string, string>> = { "accept-language": "en-US" };

export class RecordsClient extends ServiceClient {
  static override readonly auth = RECORDS_AUTH;

  private readonly versionSources: SettingSources | undefined;

  constructor(endpoint: ServiceEndpoint, options: RecordsClientOptions = {}) {
    const { versionSources, ...rest } = options;
    super({ ...endpoint, headers: { ...RECORDS_SESSION_HEADERS, ...endpoint.headers } }, rest);
    this.versionSources = versionSources;
  }

  /**
   * Builds a client from explicit settings, stack config and environment, as every service
   * client is built, reading the settings that pick an API version from the same sources.
   */
  static override fromSources<T>(
    this: { new (endpoint: ServiceEndpoint, options?: RecordsClientOptions): T; auth: ServiceAuth },
    sources: SettingSources,
    options: RecordsClientOptions = {},
  ): T {
    // The shared building, with the sources kept for the settings that pick an API version (the
    // base passes its options on to the constructor).
    const withSources: RecordsClientOptions = { ...options, versionSources: sources };
    return ServiceClient.fromSources.call(this, sources, withSources) as T;
  }

  /**
   * Reads one record; a missing record is a {@link NotFoundError}, with `notFoundHint` when the
   * caller knows better what to do about it.
   */
  async get<S extends z.ZodType>(
    collection: RecordCollection<S>,
    ref: RecordRef,
    notFoundHint?: string,
  ): Promise<z.infer<S>> {
    const operation = `records.${collection.segment}.get`;
    let response: HttpResponse;
    try {
      response = await this.onRoute(collection, ref.companyId, "record", (route) =>
        this.http.send({
          operation,
          method: "GET",
          url: this.recordUrl(collection, ref, route.version),
          idempotent: true,
          failure: recordFailure(collection, ref, route, this.urlSetting, notFoundHint),
        }),
      );
    } catch (error) {
      if (!unconfirmedMissing(error)) throw error;
      const found = await this.confirmMissing(collection, ref, error, notFoundHint);
      return found;
    }
    return parseResponse(collection.schema, response, operation);
  }

  /**
   * A 404 that does not say the record is gone (a wrong company, a path the service does not
   * serve right now, an API being updated) is checked against the collection: when the collection
   * answers and holds no record with the id, the record is gone ({@link NotFoundError}); when it
   * holds it, that is the record; when it does not answer, the first error stands.
   */
  private async confirmMissing<S extends z.ZodType>(
    collection: RecordCollection<S>,
    ref: RecordRef,
    unconfirmed: RequestError,
    notFoundHint?: string,
  ): Promise<z.infer<S>> {
    let page: Array<z.infer<S>>;
    try {
      const pages = this.list(collection, ref.companyId, { filter: filterEqGuid("id", ref.id) });
      const first = await pages.next();
      page = first.done === true ? [] : first.value;
      await pages.return(undefined);
    } catch {
      throw unconfirmed;
    }
    const record: z.infer<S> | undefined = page[0];
    if (record !== undefined) return record;
    throw new NotFoundError({
      ...unconfirmed.facts(),
      hint: notFoundHint ?? `${describeRecord(collection, ref)} does not exist.`,
    });
  }

  /** Every record of a collection in a company matching an OData `$filter`, one page at a time, following `@odata.nextLink`. */
  list<S extends z.ZodType>(
    collection: RecordCollection<S>,
    companyId: string,
    // `filter`: an OData `$filter` built with the helpers of `odata.ts`; `signal` stops the read
    // before its next request; `pageSize` asks for pages of at most that many records.
    options: { filter?: string; signal?: AbortSignal; pageSize?: number } = {},
  ): AsyncGenerator<z.infer<S>[]> {
    const operation = `records.${collection.segment}.list`;
    const schema = z.object({ value: z.array(collection.schema), "@odata.nextLink": z.string().nullish() });
    // OData's page-size preference: the service may page smaller, never larger. Without it the
    // service picks (several thousand records a page).
    const headers = options.pageSize ? { prefer: `odata.maxpagesize=${options.pageSize}` } : undefined;
    // The route the first page was read on: a later page's link is the service's, on the same route.
    let read: Route = { version: collection.version, tried: [collection.version] };
    const fetchPage = async (url: string, route: Route = read) => {
      const response = await this.http.send({
        operation,
        method: "GET",
        url,
        headers,
        idempotent: true,
        signal: options.signal,
        failure: collectionFailure(collection, companyId, route, this.urlSetting),
      });
      const page = parseResponse(schema, response, operation);
      return { value: page.value as z.infer<S>[], nextLink: page["@odata.nextLink"] ?? undefined };
    };
    // Built when the first page is asked for, so that a bad company id or filter is an error of the read.
    const firstPage = () =>
      this.onRoute(collection, companyId, "collection", (route) => {
        read = route;
        return fetchPage(
          this.collectionUrl(collection, companyId, route.version) + filterQuery(options.filter),
          route,
        );
      });
    return pagesOf(operation, firstPage, (url) => fetchPage(url), {
      origin: this.origin,
      signal: options.signal,
      maxPages: this.http.maxPages,
    });
  }

  /**
   * Creates a record with a POST to the collection. Not repeated on 5xx or a dropped connection:
   * the first attempt may have created the record.
   */
  async create<S extends z.ZodType>(
    collection: RecordCollection<S>,
    companyId: string,
    fields: Record<string, unknown>,
  ): Promise<z.infer<S>> {
    const operation = `records.${collection.segment}.create`;
    // A POST that meets a route the service does not serve reached no page, so it created nothing:
    // sending it again on the older version makes the one create there is. Answers that may mean a
    // record was made (a lost answer, a 5xx) are never sent again here; the create journal's
    // recovery (create-once.ts) handles them, its note covering the create on whichever route.
    const response = await this.onRoute(collection, companyId, "collection", (route) =>
      this.http.send({
        operation,
        method: "POST",
        url: this.collectionUrl(collection, companyId, route.version),
        body: fields,
        idempotent: false,
        failure: createFailure(collection, companyId, route, this.urlSetting),
      }),
    );
    return parseResponse(collection.schema, response, operation);
  }

  /**
   * Sends only the changed fields, guarded by the record's eTag. A stale tag is a
   * {@link ConcurrencyError} and nothing is written.
   */
  async update<S extends z.ZodType>(
    collection: RecordCollection<S>,
    ref: RecordRef,
    changes: Record<string, unknown>,
    etag: string,
  ): Promise<z.infer<S>> {
    const operation = `records.${collection.segment}.update`;
    // A record's id and eTag are the record's, not the page's: the same on either version.
    const response = await this.onRoute(collection, ref.companyId, "record", (route) =>
      this.http.send({
        operation,
        method: "PATCH",
        url: this.recordUrl(collection, ref, route.version),
        headers: { "if-match": etag },
        body: changes,
        // A repeated PATCH after a lost answer would meet its own new eTag and look like a conflict.
        idempotent: false,
        failure: recordFailure(collection, ref, route, this.urlSetting),
      }),
    );
    return parseResponse(collection.schema, response, operation);
  }

  /**
   * Deletes a record guarded by its eTag. A 404 that does not say the record is gone is checked
   * as {@link RecordsClient.get} checks it, so that a wrong path never passes for a delete done.
   */
  async delete(collection: RecordCollection<z.ZodType>, ref: RecordRef, etag: string): Promise<void> {
    try {
      await this.onRoute(collection, ref.companyId, "record", (route) =>
        this.http.send({
          operation: `records.${collection.segment}.delete`,
          method: "DELETE",
          url: this.recordUrl(collection, ref, route.version),
          headers: { "if-match": etag },
          idempotent: true,
          failure: recordFailure(collection, ref, route, this.urlSetting),
        }),
      );
    } catch (error) {
      if (!unconfirmedMissing(error)) throw error;
      await this.confirmMissing(collection, ref, error);
      // The collection holds the record: the path of the delete, not the record, was not found.
      throw error;
    }
  }

  /**
   * Sends a request on the route that serves the collection: its only version; the version a
   * setting names; the one found earlier in this process for the base URL and company; or else
   * its own version first and, when the service answers that this route is not served, the older
   * one, remembered once it answers as a served route does. Either way one request is sent where
   * the route is known, and one more only the first time the older version serves.
   */
  private async onRoute<T>(
    collection: RecordCollection<z.ZodType>,
    companyId: string,
    target: "collection" | "record",
    send: (route: Route) => Promise<T>,
  ): Promise<T> {
    const { older } = collection;
    if (older === undefined) return send({ version: collection.version, tried: [collection.version] });
    const pinned = this.versionSources && pinnedVersion(older.setting, this.versionSources);
    if (pinned !== undefined) return send({ version: pinned, tried: [pinned], setting: older.setting });
    const { baseUrl } = this.endpoint;
    const known = foundVersion(baseUrl, companyId, collection.segment);
    if (known !== undefined) return send({ version: known, tried: [known] });
    try {
      return await send({ version: collection.version, tried: [collection.version] });
    } catch (error) {
      if (!routeUnserved(error, target)) throw error;
    }
    const tried = [collection.version, older.version];
    try {
      const result = await send({ version: older.version, tried });
      rememberVersion(baseUrl, companyId, collection.segment, older.version);
      return result;
    } catch (error) {
      // The page's own refusal of the request (a stale eTag, a record gone, a rule) still shows
      // that the route serves; a refused credential, a throttle or a fault says nothing of it.
      if (answeredByThePage(error) && !routeUnserved(error, target)) {
        rememberVersion(baseUrl, companyId, collection.segment, older.version);
      }
      throw error;
    }
  }

  private collectionUrl(collection: RecordCollection<z.ZodType>, companyId: string, version: string): string {
    return urlOf(
      this.endpoint.baseUrl,
      "api",
      version,
      keyed("companies", "companyId", companyId),
      collection.segment,
    );
  }

  private recordUrl(collection: RecordCollection<z.ZodType>, ref: RecordRef, version: string): string {
    return urlOf(
      this.endpoint.baseUrl,
      "api",
      version,
      keyed("companies", "companyId", ref.companyId),
      keyed(collection.segment, "id", ref.id),
    );
  }
}

/**
 * The `$filter` query, encoded with %20 for spaces, as OData documents its URLs, not `+`. A lone
 * surrogate cannot be encoded: such a filter is refused by name.
 */
function filterQuery(filter: string | undefined): string {
  if (!filter) return "";
  if (!wellFormed(filter)) {
    throw new BizopsError(`Invalid argument filter: ${WELL_FORMED_RULE}.`, { code: "InvalidInput" });
  }
  return `?$filter=${encodeURIComponent(filter)}`;
}
