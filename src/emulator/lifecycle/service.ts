import { requireBearer } from "../http-helpers";
import { authenticationFailed, methodNotAllowed, noRoute, renderLifecycleError } from "./envelope";
import { LIFECYCLE_HANDLERS } from "./operations";
import { isLifecyclePath, matchLifecycleRoute } from "./routes";
import type { LifecycleStore } from "./store";
import type { EmulatedService } from "../service";

/** Settings of the lifecycle (environment operations) service. */
export interface LifecycleServiceOptions {
  /** The bearer token every request must carry. */
  readonly token: string;
  /** Projects, operations, windows, certificates and timing (shared with the admin routes). */
  readonly store: LifecycleStore;
}

/**
 * Creates the lifecycle service (`/environmentinfo/...` and `/databasemovement/...`): the certificate
 * fetch with its per-environment window, database refresh and export with their per-day limit, and the
 * operation status route. Every answer, errors included, is the service's envelope.
 */
export function createLifecycleService(options: LifecycleServiceOptions): EmulatedService {
  const { store } = options;
  return {
    name: "lifecycle",
    requestIdHeader: "x-svc-request-id",
    owns: isLifecyclePath,
    routeName: (pathname) => matchLifecycleRoute(pathname)?.name ?? "(unknown)",
    renderError: renderLifecycleError,
    handle: async (exchange) => {
      // Authentication comes first: an unauthenticated caller learns nothing about paths or projects.
      requireBearer(exchange.req, options.token, authenticationFailed);
      const route = matchLifecycleRoute(exchange.url.pathname);
      if (route === undefined) throw noRoute(exchange.method, exchange.url.pathname);
      if (exchange.method !== route.method) throw methodNotAllowed(exchange.method, route.method);
      // Refresh and export carry no body; any sent is read and ignored so the connection stays usable.
      exchange.req.resume();
      LIFECYCLE_HANDLERS[route.name](exchange, store, route.segments);
    },
    reset: () => store.reset(),
  };
}
