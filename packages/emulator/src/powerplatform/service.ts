/**
 * The Power Platform API (`https://api.powerplatform.com`) as far as Finance and Operations
 * environments need it: environments, copy and restore with their operations, manual backups, and
 * the F&O maintenance settings, properties and versions. Its facts and choices are those of
 * shared/research/power-platform-api.md, each rule naming its public source where it is made.
 */
import { requireBearerCaller } from "../http-helpers";
import { pickRoute, type RouteTable } from "../route-table";
import { ServiceError, type EmulatedService, type ServiceDefinition } from "../service";
import { bearerIdentifier } from "../signing/access-tokens";
import { powerPlatformAdminRoutes } from "./admin";
import { BACKUP_ROUTES } from "./backup-routes";
import type { PowerPlatformHandler } from "./context";
import { ENVIRONMENT_ROUTES } from "./environment-routes";
import { notFoundError, renderPowerPlatformError, unauthorized } from "./errors";
import { FINOPS_ROUTES } from "./finops-routes";
import { OPERATION_ROUTES } from "./operation-routes";
import {
  POWER_PLATFORM_FLAGS,
  POWER_PLATFORM_TOKENS,
  type PowerPlatformStartOptions,
  type PowerPlatformTokens,
} from "./options";
import { requireApiVersion } from "./request";
import { isPowerPlatformPath, matchPowerPlatformRoute, type PowerPlatformRouteName } from "./routes";
import { applyPowerPlatformSeed, SEED_POWER_PLATFORM_TENANT_ID } from "./seed";
import { PowerPlatformStore, type UserIdentity } from "./store";
import { startingTiming } from "./timing";

/**
 * The audience of its access tokens: the resource of the scope `https://api.powerplatform.com/.default`
 * (MicrosoftDocs/power-platform power-platform/admin/programmability-authentication-v2.md).
 */
const POWER_PLATFORM_AUDIENCE = "https://api.powerplatform.com";

/** Who the static token speaks for, as operations and backups record it. */
const STATIC_CALLER: UserIdentity = {
  userId: "9f1c2b3a-0d4e-4f5a-8b6c-7d8e9f0a1b2c",
  displayName: "emulator static token",
  tenantId: SEED_POWER_PLATFORM_TENANT_ID,
  type: "Application",
};

function identityOf(caller: string): UserIdentity {
  if (caller === "static") return STATIC_CALLER;
  const id = caller.replace(/^entra:/, "");
  return { userId: id, displayName: id, tenantId: SEED_POWER_PLATFORM_TENANT_ID, type: "Application" };
}

const ROUTES = {
  ...ENVIRONMENT_ROUTES,
  ...OPERATION_ROUTES,
  ...BACKUP_ROUTES,
  ...FINOPS_ROUTES,
} satisfies Record<PowerPlatformRouteName, RouteTable<PowerPlatformHandler>[string]>;

/**
 * Every environment management route lists 429 Too Many Requests without a number or a header
 * (Learn, environmentmanagement/...); the `/dynamics` routes list none, so only the former count
 * against the caller's calls per minute. `Retry-After` in seconds is the emulator's choice.
 */
function throttle(store: PowerPlatformStore, caller: string, family: string): void {
  if (family !== "environmentmanagement") return;
  const waitMs = store.admitCall(caller);
  if (waitMs === 0) return;
  throw new ServiceError(429, "TooManyRequests", "Too many requests; retry after the time given.", {
    "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

function createPowerPlatformService(
  store: PowerPlatformStore,
  identify: (token: string) => Promise<string | undefined>,
): EmulatedService {
  return {
    name: "powerplatform",
    requestIdHeader: "x-ms-correlation-id",
    owns: isPowerPlatformPath,
    routeName: (pathname) => matchPowerPlatformRoute(pathname)?.name ?? "(unknown)",
    renderError: renderPowerPlatformError,
    handle: async (exchange) => {
      // Authentication first: an unauthenticated caller learns nothing about environments.
      const caller = await requireBearerCaller(exchange.req, identify, unauthorized);
      const { method, url } = exchange;
      const route = matchPowerPlatformRoute(url.pathname);
      if (route === undefined) throw notFoundError(`No route matches ${method} ${url.pathname}.`);
      throttle(store, caller, route.family);
      const handler = pickRoute(ROUTES, route.name, method, {
        notFound: () => notFoundError(`No route matches ${method} ${url.pathname}.`),
        methodNotAllowed: (asked, allow) =>
          new ServiceError(405, "MethodNotAllowed", `Method '${asked}' is not allowed here.`, {
            Allow: allow.join(", "),
          }),
      });
      requireApiVersion(exchange, route.family);
      store.settle();
      await handler(exchange, { store, caller: identityOf(caller) }, route.segments);
    },
    admin: powerPlatformAdminRoutes(store),
    reset: () => store.reset(),
  };
}

/** The Power Platform service, seeded with one environment of each kind (seed.ts). */
export const POWER_PLATFORM_SERVICE: ServiceDefinition<PowerPlatformStartOptions, PowerPlatformTokens> = {
  tokens: POWER_PLATFORM_TOKENS,
  flags: POWER_PLATFORM_FLAGS,
  // Throws RangeError on a bad timing.
  checkOptions: (options) => void startingTiming(options.powerPlatform),
  create: ({ tokens, options, accessTokens }) =>
    createPowerPlatformService(
      new PowerPlatformStore(options.powerPlatform ?? {}, applyPowerPlatformSeed),
      bearerIdentifier(tokens.powerPlatform, POWER_PLATFORM_AUDIENCE, accessTokens),
    ),
};
