import { readJsonObject, sendEmpty, sendJson } from "./http-helpers";
import { findCollectionByName, type CollectionDefinition } from "./record-collections";
import { notFoundError, type RecordStore } from "./record-store";
import { checkWrite } from "./record-validation";
import { decodeKey, pathNotFoundError, recordToWire } from "./records";
import { ServiceError, type Exchange } from "./service";

/** `/_admin/records/{companyId}/{collection}[/{id}]`, segments percent-encoded. */
const ADMIN_RECORDS_PATH = /^\/_admin\/records\/([^/]+)\/([^/]+)(?:\/([^/]+))?\/?$/;

interface AdminRecordTarget {
  readonly companyId: string;
  readonly definition: CollectionDefinition;
  readonly id?: string;
}

type AdminRecordHandler = (
  exchange: Exchange,
  store: RecordStore,
  target: AdminRecordTarget,
) => Promise<void>;

function parseTarget(pathname: string): AdminRecordTarget {
  const match = ADMIN_RECORDS_PATH.exec(pathname);
  if (match === null) throw pathNotFoundError();
  const [, company = "", collection = "", id] = match;
  const definition = findCollectionByName(decodeKey(collection));
  if (definition === undefined) {
    throw new ServiceError(404, "BadRequest_NotFound", `Unknown collection '${decodeKey(collection)}'.`);
  }
  const target = { companyId: decodeKey(company), definition };
  return id === undefined ? target : { ...target, id: decodeKey(id) };
}

function requireRecordId(target: AdminRecordTarget): string {
  if (target.id === undefined) throw pathNotFoundError();
  return target.id;
}

const readRecord: AdminRecordHandler = async ({ res }, store, target) => {
  const id = requireRecordId(target);
  const record = store.get(target.companyId, target.definition, id);
  if (record === undefined) throw notFoundError(id);
  sendJson(res, 200, recordToWire(record));
};

// A write behind the client's back: the record gets a new eTag and lastModifiedDateTime (drift).
const driftRecord: AdminRecordHandler = async ({ req, res }, store, target) => {
  const id = requireRecordId(target);
  const body = await readJsonObject(req);
  const current = store.get(target.companyId, target.definition, id);
  if (current === undefined) throw notFoundError(id);
  const { changes } = checkWrite(target.definition, body, "drift", current);
  sendJson(res, 200, recordToWire(store.update(target.companyId, target.definition, id, changes)));
};

const removeRecord: AdminRecordHandler = async ({ res }, store, target) => {
  const id = requireRecordId(target);
  if (!store.remove(target.companyId, target.definition, id)) throw notFoundError(id);
  sendEmpty(res, 204);
};

const seedRecord: AdminRecordHandler = async ({ req, res }, store, target) => {
  if (target.id !== undefined) throw pathNotFoundError();
  const body = await readJsonObject(req);
  const { changes, id } = checkWrite(target.definition, body, "seed");
  sendJson(res, 201, recordToWire(store.insert(target.companyId, target.definition, changes, id)));
};

const HANDLERS: Readonly<Record<string, AdminRecordHandler>> = {
  GET: readRecord,
  PATCH: driftRecord,
  DELETE: removeRecord,
  POST: seedRecord,
};

/** Answers `/_admin/records/...`: read, seed, change (drift) or remove a record directly in the store. */
export async function handleAdminRecords(exchange: Exchange, store: RecordStore): Promise<void> {
  const target = parseTarget(exchange.url.pathname);
  const handler = HANDLERS[exchange.method];
  if (handler === undefined) {
    throw new ServiceError(
      405,
      "BadRequest_MethodNotAllowed",
      `Method '${exchange.method}' is not allowed here.`,
    );
  }
  await handler(exchange, store, target);
}
