import type { FaultInjector } from "./faults";
import { parseFaultRules } from "./faults";
import { readJson, sendEmpty, sendJson } from "./http-helpers";
import type { RequestCounter } from "./request-counter";
import { adminRouteErrors, pickRoute, type RouteTable } from "./route-table";
import type { EmulatedService, Exchange } from "./service";

/** Path prefix of the admin routes (no authentication). */
export const ADMIN_PREFIX = "/_admin/";

/** What the admin routes act on. */
export interface AdminContext {
  readonly counter: RequestCounter;
  readonly faults: FaultInjector;
  readonly services: readonly EmulatedService[];
}

type AdminHandler = (exchange: Exchange, context: AdminContext) => Promise<void>;

const getRequests: AdminHandler = async ({ res }, { counter }) => sendJson(res, 200, counter.snapshot());

const resetRequests: AdminHandler = async ({ res }, { counter }) => {
  counter.reset();
  sendEmpty(res, 204);
};

const armFaults: AdminHandler = async ({ req, res }, { faults }) => {
  faults.arm(parseFaultRules(await readJson(req)));
  sendEmpty(res, 204);
};

const clearFaults: AdminHandler = async ({ res }, { faults }) => {
  faults.clear();
  sendEmpty(res, 204);
};

// Records go back to the seed (the default company with its vendors and currencies), not to nothing.
const resetAll: AdminHandler = async ({ res }, { counter, faults, services }) => {
  counter.reset();
  faults.clear();
  for (const service of services) service.reset();
  sendEmpty(res, 204);
};

/** The admin routes of the server itself; each service brings its own ({@link EmulatedService.admin}). */
const ROUTES: RouteTable<AdminHandler> = {
  "/_admin/requests": { GET: getRequests, DELETE: resetRequests },
  "/_admin/faults": { POST: armFaults, DELETE: clearFaults },
  "/_admin/reset": { POST: resetAll },
};

const ERRORS = adminRouteErrors("admin route");

/** Answers one admin request, by the service that owns its path or by the server; may throw a `ServiceError`. */
export async function handleAdmin(exchange: Exchange, context: AdminContext): Promise<void> {
  const { pathname } = exchange.url;
  const admin = context.services.find((service) => service.admin?.owns(pathname) === true)?.admin;
  if (admin !== undefined) {
    await admin.handle(exchange);
    return;
  }
  await pickRoute(ROUTES, pathname.replace(/\/$/, ""), exchange.method, ERRORS)(exchange, context);
}
