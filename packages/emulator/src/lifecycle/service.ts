import { requireBearer } from "../http-helpers";
import { pickRoute } from "../route-table";
import { namingOf, type EmulatedService, type ServiceDefinition, type ServiceNaming } from "../service";
import { requireVersion } from "./checks";
import { lifecycleAdminRoutes } from "./admin";
import { authenticationFailed, methodNotAllowed, noRoute, renderLifecycleError } from "./envelope";
import { LIFECYCLE_ROUTES } from "./operations";
import { isLifecyclePath, matchLifecycleRoute } from "./routes";
import { applyLifecycleSeed } from "./seed";
import {
  LIFECYCLE_FLAGS,
  LIFECYCLE_TOKENS,
  type LifecycleStartOptions,
  type LifecycleTokens,
} from "./options";
import { LifecycleStore } from "./store";
import { startingTiming } from "./timing";
import { bearerAcceptor } from "../signing/access-tokens";

/** The audience of access tokens for the environment operations API (the `aud` claim Entra ID writes). */
const LIFECYCLE_AUDIENCE = "https://lcsapi.lcs.dynamics.com";

/** Settings of the lifecycle (environment operations) service. */
interface LifecycleServiceOptions {
  /** Whether a bearer token is one the service takes (its static token, or an access token for it). */
  readonly accepts: (token: string) => Promise<boolean>;
  /** Projects, operations, windows, certificates and timing (shared with the admin routes). */
  readonly store: LifecycleStore;
  /** Whether the spec's version header is taken beside Microsoft's. */
  readonly naming: ServiceNaming;
}

/**
 * Creates the lifecycle service (`/environmentinfo/...` and `/databasemovement/...`): the certificate
 * fetch with its per-environment window, database refresh and export with their per-day limit, and the
 * operation status route. Every answer, errors included, is the service's envelope.
 */
function createLifecycleService(options: LifecycleServiceOptions): EmulatedService {
  const { store } = options;
  return {
    name: "lifecycle",
    requestIdHeader: "x-svc-request-id",
    owns: isLifecyclePath,
    routeName: (pathname) => matchLifecycleRoute(pathname)?.name ?? "(unknown)",
    renderError: renderLifecycleError,
    handle: async (exchange) => {
      // Authentication comes first: an unauthenticated caller learns nothing about paths or projects.
      await requireBearer(exchange.req, options.accepts, authenticationFailed);
      const { method, url } = exchange;
      const route = matchLifecycleRoute(url.pathname);
      if (route === undefined) throw noRoute(method, url.pathname);
      const handler = pickRoute(LIFECYCLE_ROUTES, route.name, method, {
        notFound: () => noRoute(method, url.pathname),
        methodNotAllowed: (asked, allow) => methodNotAllowed(asked, allow.join(", ")),
      });
      requireVersion(exchange, route.name, options.naming);
      // Refresh and export carry no body; any sent is read and ignored so the connection stays usable.
      exchange.req.resume();
      handler(exchange, store, route.segments);
    },
    admin: lifecycleAdminRoutes(store),
    reset: () => store.reset(),
  };
}

/** The lifecycle service, seeded with the project of `seed.ts`; its timing comes from the `lifecycle` option. */
export const LIFECYCLE_SERVICE: ServiceDefinition<LifecycleStartOptions, LifecycleTokens> = {
  tokens: LIFECYCLE_TOKENS,
  flags: LIFECYCLE_FLAGS,
  checkOptions: (options) => {
    namingOf(options);
    // Throws RangeError on a bad timing.
    startingTiming(options.lifecycle);
  },
  create: ({ tokens, options, accessTokens }) => {
    const store = new LifecycleStore(options.lifecycle ?? {}, applyLifecycleSeed);
    return createLifecycleService({
      accepts: bearerAcceptor(tokens.lifecycle, LIFECYCLE_AUDIENCE, accessTokens),
      store,
      naming: namingOf(options),
    });
  },
};
