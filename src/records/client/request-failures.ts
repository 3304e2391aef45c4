/**
 * What a failed request of the records client becomes: an error that names the record or the
 * collection and, for a 404, what to check of the route (the API version) it was sent on.
 */
import type * as z from "zod";
import {
  ConcurrencyError,
  hasCode,
  NotFoundError,
  RequestError,
  type RequestErrorDetails,
} from "../../core/errors/errors";
import type { RecordCollection } from "./record-collection";
import type { RecordRef } from "./record-ref";
import { routeUnserved } from "./served-version";

/**
 * The 404 code that says the record itself is gone: `Internal_RecordNotFound`
 * (NavCSideRecordNotFoundException in dev-itpro/webservices/dynamics-error-codes.md,
 * MicrosoftDocs/dynamics365smb-devitpro-pb). The other 404s (`BadRequest_NotFound`,
 * `BadRequest_ResourceNotFound` "Resource not found for the segment ...", a 404 with no body) may
 * name a path, a company or an API that is not there, and are checked before a record counts as gone.
 */
const RECORD_GONE_CODE = "Internal_RecordNotFound";

/** The record, as errors name it. */
export function describeRecord(collection: RecordCollection<z.ZodType>, ref: RecordRef): string {
  return `The ${collection.noun} ${ref.id} in company ${ref.companyId}`;
}

/**
 * The route a request went to: its API version, every version tried for it so far (the older one
 * after the newer one), and the setting that named it, if one did.
 */
export interface Route {
  version: string;
  tried: readonly string[];
  setting?: string;
}

/** What to check of the route when its 404 may say it is not served: the versions tried, named. */
function servedCheck(collection: RecordCollection<z.ZodType>, route: Route): string {
  if (route.setting !== undefined) {
    return `that the API ${route.version}, which the ${route.setting} setting names, serves ${collection.segment}`;
  }
  if (route.tried.length > 1) {
    return `that the service serves ${collection.segment} (API ${route.tried.join(" and API ")} were tried, and both answered 404)`;
  }
  return `that the API ${route.version} serves ${collection.segment}`;
}

/**
 * The error of a failed collection read: a collection has no record to be gone, so any 404 names
 * a path, a company or an API that is not there (`Rejected`, never `NotFound`).
 */
export function collectionFailure(
  collection: RecordCollection<z.ZodType>,
  companyId: string,
  route: Route,
  urlSetting: string,
): (facts: RequestErrorDetails) => RequestError {
  return (facts) =>
    facts.status === 404
      ? new RequestError({
          ...facts,
          code: "Rejected",
          hint: `The service answered 404 for the ${collection.segment} collection of company ${companyId}: check ${urlSetting}, the companyId and ${servedCheck(collection, route)}.`,
        })
      : new RequestError(facts);
}

/**
 * The error of a failed create: as a collection read's for a 404 that says the route is not
 * served; any other answer as the service gave it, for the create journal to judge.
 */
export function createFailure(
  collection: RecordCollection<z.ZodType>,
  companyId: string,
  route: Route,
  urlSetting: string,
): (facts: RequestErrorDetails) => RequestError {
  const unserved = collectionFailure(collection, companyId, route, urlSetting);
  return (facts) =>
    routeUnserved(new RequestError(facts), "collection") ? unserved(facts) : new RequestError(facts);
}

/** Whether a failed request reached a page: a 4xx other than a refused credential or a throttle. */
export function answeredByThePage(error: unknown): boolean {
  const status = error instanceof RequestError ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/** A 404 about a record that did not say the record is gone. */
export function unconfirmedMissing(error: unknown): error is RequestError {
  return hasCode(error, "Rejected") && error instanceof RequestError && error.status === 404;
}

/**
 * The error of a failed request about one record, naming it: a 404 `Internal_RecordNotFound` is a
 * {@link NotFoundError}; any other 404 is `Rejected` until the collection confirms the record is
 * gone. A stale eTag is a {@link ConcurrencyError}: the service says 409 `Request_EntityChanged`
 * ("Another user has already changed the record"); a 412 is another precondition and is reported
 * as the service worded it.
 */
export function recordFailure(
  collection: RecordCollection<z.ZodType>,
  ref: RecordRef,
  route: Route,
  urlSetting: string,
  notFoundHint?: string,
): (facts: RequestErrorDetails) => RequestError {
  const what = describeRecord(collection, ref);
  return (facts) => {
    if (facts.status === 404 && facts.serviceCode === RECORD_GONE_CODE) {
      return new NotFoundError({ ...facts, hint: notFoundHint ?? `${what} does not exist.` });
    }
    if (facts.status === 404) {
      return new RequestError({
        ...facts,
        code: "Rejected",
        hint: `The service answered 404 for the path, not for the ${collection.noun} ${ref.id}: check ${urlSetting}, the companyId ${ref.companyId} and ${servedCheck(collection, route)}, then run the command again. Nothing was written, and a stack that holds the record keeps it as it was.`,
      });
    }
    if (facts.status === 409 && facts.serviceCode === "Request_EntityChanged") {
      return new ConcurrencyError({
        ...facts,
        hint: `${what} was changed by someone else since Pulumi last read it; nothing was overwritten. Run \`pulumi refresh\` to take in the current values, then run the operation again.`,
      });
    }
    return new RequestError(facts);
  };
}
