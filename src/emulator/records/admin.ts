import { adminMethodNotAllowed } from "../route-table";
import { readJsonObject, sendEmpty, sendJson } from "../http-helpers";
import { findCollectionByName, type CollectionDefinition } from "./collections";
import { notFoundError, type RecordStore, type StoredRecord } from "./store";
import type { RecordWriter } from "./writer";
import { decodeKey, pathNotFoundError, recordToWire } from "./service";
import { ServiceError, type Exchange } from "../service";

/** `/_admin/records/{companyId}/{collection}[/{id}]`, segments percent-encoded. */
const ADMIN_RECORDS_PATH = /^\/_admin\/records\/([^/]+)\/([^/]+)(?:\/([^/]+))?\/?$/;

/** What the admin record routes act on. */
export interface AdminRecordsBackend {
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

function parseTarget(pathname: string, writer: RecordWriter): AdminRecordTarget {
  const match = ADMIN_RECORDS_PATH.exec(pathname);
  if (match === null) throw pathNotFoundError();
  const [, company = "", collection = "", id] = match;
  const definition = findCollectionByName(decodeKey(collection));
  if (definition === undefined) {
    throw new ServiceError(404, "BadRequest_NotFound", `Unknown collection '${decodeKey(collection)}'.`);
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

const HANDLERS: Readonly<Record<string, AdminRecordHandler>> = {
  GET: readRecord,
  PATCH: driftRecord,
  DELETE: removeRecord,
  POST: seedRecord,
};

/** Answers `/_admin/records/...`: read, seed, change (drift) or remove a record directly in the store. */
export async function handleAdminRecords(exchange: Exchange, backend: AdminRecordsBackend): Promise<void> {
  const target = parseTarget(exchange.url.pathname, backend.writer);
  const handler = HANDLERS[exchange.method];
  if (handler === undefined) throw adminMethodNotAllowed(exchange.method, Object.keys(HANDLERS));
  await handler(exchange, backend, target);
}
