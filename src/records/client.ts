/**
 * The records service client: company-scoped records with eTag concurrency. Each method is one
 * request; responses are parsed with the spec's schemas. The eTag travels only in `If-Match`.
 */
import * as z from "zod";
import { ConcurrencyError, NotFoundError, RequestError, type RequestErrorDetails } from "../core/errors";
import { ServiceClient, type ServiceAuth, type ServiceClientOptions } from "../core/service-client";
import { pagesOf } from "../core/paging";
import { parseResponse } from "../core/response-shape";
import type { RecordCollection } from "./collections";

/** Client tunables (retry ladder, clock, timeout) passed through to the HTTP client. */
export type RecordsClientOptions = ServiceClientOptions;

/** Identifies one record for requests and messages. */
export interface RecordRef {
  companyId: string;
  id: string;
}

/** How this service authenticates. */
const RECORDS_AUTH: ServiceAuth = {
  url: "recordsUrl",
  credential: "recordsToken",
  entra: "records",
  header: "authorization",
  scheme: "Bearer",
};

export class RecordsClient extends ServiceClient {
  static override readonly auth = RECORDS_AUTH;

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
    const response = await this.http.send({
      operation,
      method: "GET",
      url: this.recordUrl(collection, ref),
      idempotent: true,
      failure: recordFailure(collection, ref, notFoundHint),
    });
    return parseResponse(collection.schema, response, operation);
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
    const fetchPage = async (url: string) => {
      const response = await this.http.send({
        operation,
        method: "GET",
        url,
        headers,
        idempotent: true,
        signal: options.signal,
      });
      const page = parseResponse(schema, response, operation);
      return { value: page.value as z.infer<S>[], nextLink: page["@odata.nextLink"] ?? undefined };
    };
    // The filter is encoded with %20 for spaces, as OData documents its URLs, not `+`.
    const query = options.filter ? `?$filter=${encodeURIComponent(options.filter)}` : "";
    return pagesOf(operation, () => fetchPage(this.collectionUrl(collection, companyId) + query), fetchPage, {
      origin: this.origin,
      signal: options.signal,
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
    const response = await this.http.send({
      operation,
      method: "POST",
      url: this.collectionUrl(collection, companyId),
      body: fields,
      idempotent: false,
    });
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
    const response = await this.http.send({
      operation,
      method: "PATCH",
      url: this.recordUrl(collection, ref),
      headers: { "if-match": etag },
      body: changes,
      // A repeated PATCH after a lost answer would meet its own new eTag and look like a conflict.
      idempotent: false,
      failure: recordFailure(collection, ref),
    });
    return parseResponse(collection.schema, response, operation);
  }

  /** Deletes a record guarded by its eTag. */
  async delete(collection: RecordCollection<z.ZodType>, ref: RecordRef, etag: string): Promise<void> {
    await this.http.send({
      operation: `records.${collection.segment}.delete`,
      method: "DELETE",
      url: this.recordUrl(collection, ref),
      headers: { "if-match": etag },
      idempotent: true,
      failure: recordFailure(collection, ref),
    });
  }

  private collectionUrl(collection: RecordCollection<z.ZodType>, companyId: string): string {
    const company = encodeURIComponent(companyId);
    return `${this.endpoint.baseUrl}/api/${collection.version}/companies(${company})/${collection.segment}`;
  }

  private recordUrl(collection: RecordCollection<z.ZodType>, ref: RecordRef): string {
    return `${this.collectionUrl(collection, ref.companyId)}(${encodeURIComponent(ref.id)})`;
  }
}

/**
 * The error of a failed request about one record: a 404 is a {@link NotFoundError}, a stale eTag
 * (409 Request_EntityChanged, or 412) a {@link ConcurrencyError}, each naming the record.
 */
function recordFailure(
  collection: RecordCollection<z.ZodType>,
  ref: RecordRef,
  notFoundHint?: string,
): (facts: RequestErrorDetails) => RequestError {
  const what = `The ${collection.noun} ${ref.id} in company ${ref.companyId}`;
  return (facts) => {
    if (facts.status === 404) {
      return new NotFoundError({ ...facts, hint: notFoundHint ?? `${what} does not exist.` });
    }
    if (facts.status === 412 || (facts.status === 409 && facts.serviceCode === "Request_EntityChanged")) {
      return new ConcurrencyError({
        ...facts,
        hint: `${what} was changed by someone else since Pulumi last read it; nothing was overwritten. Run \`pulumi refresh\` to take in the current values, then run the operation again.`,
      });
    }
    return new RequestError(facts);
  };
}
