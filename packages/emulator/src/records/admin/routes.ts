import { readJsonObject, sendEmpty, sendJson } from "../../http-helpers";
import { adminRouteErrors, pickRoute, type RouteTable } from "../../route-table";
import { addCompany, listCompanies } from "./companies";
import { changeCompanySettings, readSettings } from "./company-settings";
import { findCollectionByName, type CollectionDefinition } from "../record-collections";
import { notFoundError, type RecordStore, type StoredRecord } from "../store/store";
import type { RecordWriter } from "../writer";
import { decodeKey } from "../odata/key";
import { recordToWire } from "../odata/wire";
import { notFound, pathNotFoundError, type AdminRoutes, type Exchange } from "../../service";

/** `/_admin/records/{companyId}/{collection}[/{id}]`, segments percent-encoded. */
const ADMIN_RECORDS_PATH = /^\/_admin\/records\/([^/]+)\/([^/]+)(?:\/([^/]+))?\/?$/;

/** `/_admin/companies`: list and add companies. */
const ADMIN_COMPANIES_PATH = /^\/_admin\/companies\/?$/;

/** `/_admin/companies/{companyId}/settings`: read or change a company's setup. */
const ADMIN_SETTINGS_PATH = /^\/_admin\/companies\/([^/]+)\/settings\/?$/;

/** What the admin record routes act on. */
interface AdminRecordsBackend {
  readonly store: RecordStore;
  readonly writer: RecordWriter;
}

interface AdminRecordTarget {
  /** The company's canonical id. */
  readonly companyId: string;
  readonly definition: CollectionDefinition;
  readonly id?: string;
}

type AdminRecordHandler = (
  exchange: Exchange,
  backend: AdminRecordsBackend,
  target: AdminRecordTarget,
) => Promise<void>;

function parseTarget(match: RegExpExecArray, writer: RecordWriter): AdminRecordTarget {
  const [, company = "", collection = "", id] = match;
  const definition = findCollectionByName(decodeKey(collection));
  if (definition === undefined) {
    throw notFound(`Unknown collection '${decodeKey(collection)}'.`);
  }
  // An unknown company is a 404 here too: a seed into it must not create the company on the side.
  const target = { companyId: writer.requireCompany(decodeKey(company)), definition };
  return id === undefined ? target : { ...target, id: decodeKey(id) };
}

function requireRecord(store: RecordStore, target: AdminRecordTarget): StoredRecord {
  if (target.id === undefined) throw pathNotFoundError();
  const record = store.get(target.companyId, target.definition, target.id);
  if (record === undefined) throw notFoundError(target.id);
  return record;
}

// Admin answers show hidden fields (such as a memo's line amount), so tests can see what they staged.
function sendAdminRecord(
  exchange: Exchange,
  status: number,
  target: AdminRecordTarget,
  record: StoredRecord,
): void {
  sendJson(exchange.res, status, recordToWire(target.definition, record, true));
}

const readRecord: AdminRecordHandler = async (exchange, { store }, target) => {
  sendAdminRecord(exchange, 200, target, requireRecord(store, target));
};

// A write behind the client's back: the record gets a new eTag and lastModifiedDateTime (drift).
const driftRecord: AdminRecordHandler = async (exchange, { store, writer }, target) => {
  const body = await readJsonObject(exchange.req);
  const current = requireRecord(store, target);
  const record = writer.update(target.companyId, target.definition, current, body, "drift");
  sendAdminRecord(exchange, 200, target, record);
};

const removeRecord: AdminRecordHandler = async ({ res }, { store, writer }, target) => {
  writer.remove(target.companyId, target.definition, requireRecord(store, target), true);
  sendEmpty(res, 204);
};

const seedRecord: AdminRecordHandler = async (exchange, { writer }, target) => {
  if (target.id !== undefined) throw pathNotFoundError();
  const body = await readJsonObject(exchange.req);
  sendAdminRecord(exchange, 201, target, writer.create(target.companyId, target.definition, body, "seed"));
};

type AdminCompanyHandler = (exchange: Exchange, backend: AdminRecordsBackend) => Promise<void>;

const COMPANY_ROUTES: RouteTable<AdminCompanyHandler> = {
  companies: { GET: listCompanies, POST: addCompany },
};

type AdminSettingsHandler = typeof readSettings;

const SETTINGS_ROUTES: RouteTable<AdminSettingsHandler> = {
  settings: { GET: readSettings, PATCH: changeCompanySettings },
};

const RECORD_ROUTES: RouteTable<AdminRecordHandler> = {
  record: { GET: readRecord, PATCH: driftRecord, DELETE: removeRecord, POST: seedRecord },
};

const ERRORS = adminRouteErrors("admin route");

/**
 * The records admin routes:
 * - `GET|POST /_admin/companies`: list companies, or add one (`{ "id"?: "<GUID>", "name"?, "seed"?: "demo" | "empty" }`: seeded like the demo company unless `empty`);
 * - `GET|PATCH /_admin/companies/{companyId}/settings`: a company's setup (`{ lcyCode?, taxMode?,
 *   manualNos?, linkDocDateToPostingDate? }`, see company-settings.ts);
 * - `/_admin/records/{companyId}/{collection}[/{id}]`: read, seed, change (drift) or remove a record
 *   directly in the store.
 */
export function recordsAdminRoutes(backend: AdminRecordsBackend): AdminRoutes {
  return {
    owns: (pathname) =>
      pathname.startsWith("/_admin/records/") ||
      ADMIN_COMPANIES_PATH.test(pathname) ||
      ADMIN_SETTINGS_PATH.test(pathname),
    handle: async (exchange) => {
      const { pathname } = exchange.url;
      const settings = ADMIN_SETTINGS_PATH.exec(pathname);
      if (settings !== null) {
        const target = { ...backend, companyId: decodeKey(settings[1] ?? "") };
        await pickRoute(SETTINGS_ROUTES, "settings", exchange.method, ERRORS)(exchange, target);
        return;
      }
      if (ADMIN_COMPANIES_PATH.test(pathname)) {
        await pickRoute(COMPANY_ROUTES, "companies", exchange.method, ERRORS)(exchange, backend);
        return;
      }
      const match = ADMIN_RECORDS_PATH.exec(pathname);
      if (match === null) throw pathNotFoundError();
      const target = parseTarget(match, backend.writer);
      await pickRoute(RECORD_ROUTES, "record", exchange.method, ERRORS)(exchange, backend, target);
    },
  };
}
