/**
 * Which collection and record a records request names: its path parsed, then checked against the
 * API versions served, the collections, the keys' form, the company and the parent record, in the
 * order the service checks them.
 */
import { isGuid } from "../formats";
import { notFound, pathNotFoundError, ServiceError } from "../service";
import { removedRoute, type CurrencyApiVersions } from "./api-versions";
import { findCollection, findCollectionByName, type CollectionDefinition } from "./record-collections";
import type { CustomRoute } from "./collection-types";
import { decodeKey } from "./odata/key";
import { notFoundError, type RecordStore } from "./store/store";
import type { RecordWriter } from "./writer";

/**
 * A parsed records path: `/api/[{publisher}/{group}/]{version}/companies({companyId})/[{parent}({parentId})/]{collection}[({id})]`.
 */
export interface RecordsPath {
  /** The publisher and group of an extension's API; absent on the standard API. */
  readonly route?: CustomRoute;
  readonly version: string;
  readonly companyId: string;
  /** The record a part is reached under, such as `dimensions({id})` before `dimensionValues`. */
  readonly parent?: { readonly collection: string; readonly id: string };
  readonly collection: string;
  readonly id?: string;
}

/** A request's target: its path, the collection it names, and the company. */
export interface Target {
  readonly path: RecordsPath;
  readonly definition: CollectionDefinition;
  /** The company's canonical id (the path may spell it in another case). */
  readonly companyId: string;
}

/** What resolving a target reads: the records, the companies, the API versions served. */
interface TargetSources {
  readonly store: RecordStore;
  readonly writer: RecordWriter;
  /** The API versions that serve the currencies. */
  readonly currencyApiVersions: CurrencyApiVersions;
}

// An extension's page adds `{publisher}/{group}/` before the version (the docs' custom API walkthrough,
// dev-itpro/developer/devenv-develop-custom-api.md); a part adds `{parent}({id})/` before the entity set
// (dev-itpro/api-reference/v2.0/api/dynamics_dimensionvalue_get.md).
const RECORDS_PATH =
  /^\/api\/(?:([A-Za-z][A-Za-z0-9]*)\/([A-Za-z][A-Za-z0-9]*)\/)?(v\d+\.\d+)\/companies\(([^()/]+)\)\/(?:([A-Za-z][A-Za-z0-9]*)\(([^()/]*)\)\/)?([A-Za-z][A-Za-z0-9]*)(?:\(([^()/]*)\))?\/?$/;

/** Parses a records path, or returns undefined when the path is not one. */
export function parseRecordsPath(pathname: string): RecordsPath | undefined {
  const match = RECORDS_PATH.exec(pathname);
  if (match === null) return undefined;
  const [, publisher, group, version = "", company = "", parent, parentId = "", collection = "", id] = match;
  return {
    version,
    companyId: decodeKey(company),
    collection,
    ...(publisher === undefined || group === undefined ? {} : { route: { publisher, group } }),
    ...(parent === undefined ? {} : { parent: { collection: parent, id: decodeKey(parentId) } }),
    ...(id === undefined ? {} : { id: decodeKey(id) }),
  };
}

// Path first, company second: a misspelt collection is a 404 whatever the company. The codes
// are the service's (dev-itpro/webservices/dynamics-error-codes.md): an unknown segment is
// BadRequest_ResourceNotFound, a key that does not parse BadRequest_NotFound (a query syntax
// error); neither says that a record is gone.
export function resolveTarget(pathname: string, backend: TargetSources): Target {
  const { store, writer } = backend;
  const path = parseRecordsPath(pathname);
  if (path === undefined) throw pathNotFoundError();
  const { version, collection, route } = path;
  if (removedRoute(backend.currencyApiVersions, { version, collection, custom: route !== undefined })) {
    throw pathNotFoundError();
  }
  const definition = findCollection(path.version, path.collection, path.route);
  const parentKnown = path.parent === undefined || findCollectionByName(path.parent.collection) !== undefined;
  if (!parentKnown) throw resourceNotFound(path.parent?.collection ?? "");
  if (
    definition === undefined ||
    definition.parent?.collection !== (path.parent?.collection ?? definition.parent?.collection)
  ) {
    throw resourceNotFound(path.collection);
  }
  for (const key of [path.id, path.parent?.id]) {
    if (key !== undefined && !isGuid(key)) throw notFound("Bad Request - Error in query syntax.");
  }
  const companyId = writer.requireCompany(path.companyId);
  if (path.parent !== undefined) requireParent(store, companyId, path.parent);
  return { path, definition, companyId };
}

/** The 404 for a segment the service does not know (an entity set, or a part its parent does not have). */
function resourceNotFound(segment: string): ServiceError {
  return new ServiceError(
    404,
    "BadRequest_ResourceNotFound",
    `Resource not found for the segment '${segment}'.`,
  );
}

/** A part's records are reached only under a parent record that exists. */
function requireParent(
  store: RecordStore,
  companyId: string,
  parent: { collection: string; id: string },
): void {
  const definition = findCollectionByName(parent.collection);
  if (definition === undefined || store.get(companyId, definition, parent.id) === undefined) {
    throw notFoundError(parent.id);
  }
}
