import { addCompany, listCompanies } from "./records/admin-companies";
import { ADMIN_DATASHARE_PREFIX, handleAdminDataShare } from "./datashare/admin";
import { ADMIN_LIFECYCLE_PREFIX, handleAdminLifecycle } from "./lifecycle/admin";
import { handleAdminRecords } from "./records/admin";
import type { DataShareStore } from "./datashare/store";
import type { FaultInjector } from "./faults";
import { parseFaultRules } from "./faults";
import { parseJson, readBodyText, sendEmpty, sendJson } from "./http-helpers";
import type { LifecycleStore } from "./lifecycle/store";
import type { RecordStore } from "./records/store";
import type { RecordWriter } from "./records/writer";
import type { RequestCounter } from "./request-counter";
import { pickAdminHandler } from "./route-table";
import type { EmulatedService, Exchange } from "./service";

/** Path prefix of the admin routes (no authentication). */
export const ADMIN_PREFIX = "/_admin/";

/** What the admin routes act on. */
export interface AdminContext {
  readonly counter: RequestCounter;
  readonly faults: FaultInjector;
  readonly services: readonly EmulatedService[];
  readonly recordStore: RecordStore;
  readonly recordWriter: RecordWriter;
  readonly dataShareStore: DataShareStore;
  readonly lifecycleStore: LifecycleStore;
}

type AdminHandler = (exchange: Exchange, context: AdminContext) => Promise<void>;

const getRequests: AdminHandler = async ({ res }, { counter }) => sendJson(res, 200, counter.snapshot());

const resetRequests: AdminHandler = async ({ res }, { counter }) => {
  counter.reset();
  sendEmpty(res, 204);
};

const armFaults: AdminHandler = async ({ req, res }, { faults }) => {
  faults.arm(parseFaultRules(parseJson(await readBodyText(req))));
  sendEmpty(res, 204);
};

const clearFaults: AdminHandler = async ({ res }, { faults }) => {
  faults.clear();
  sendEmpty(res, 204);
};

const getCompanies: AdminHandler = async (exchange, { recordStore }) => listCompanies(exchange, recordStore);

const postCompany: AdminHandler = async (exchange, { recordStore }) => addCompany(exchange, recordStore);

// Records go back to the seed (the default company with its vendors and currencies), not to nothing.
const resetAll: AdminHandler = async ({ res }, { counter, faults, services }) => {
  counter.reset();
  faults.clear();
  for (const service of services) service.reset();
  sendEmpty(res, 204);
};

const ROUTES: Readonly<Record<string, Readonly<Record<string, AdminHandler>>>> = {
  "/_admin/requests": { GET: getRequests, DELETE: resetRequests },
  "/_admin/faults": { POST: armFaults, DELETE: clearFaults },
  "/_admin/reset": { POST: resetAll },
  "/_admin/companies": { GET: getCompanies, POST: postCompany },
};

/** Answers one admin request; may throw a `ServiceError`. */
export async function handleAdmin(exchange: Exchange, context: AdminContext): Promise<void> {
  const pathname = exchange.url.pathname.replace(/\/$/, "");
  if (pathname.startsWith("/_admin/records/")) {
    await handleAdminRecords(exchange, { store: context.recordStore, writer: context.recordWriter });
    return;
  }
  if (pathname.startsWith(ADMIN_DATASHARE_PREFIX)) {
    await handleAdminDataShare(exchange, context.dataShareStore);
    return;
  }
  if (exchange.url.pathname.startsWith(ADMIN_LIFECYCLE_PREFIX)) {
    await handleAdminLifecycle(exchange, context.lifecycleStore);
    return;
  }
  const handler = pickAdminHandler(ROUTES, pathname, exchange.method, "admin route");
  await handler(exchange, context);
}
