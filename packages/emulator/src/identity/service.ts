/**
 * The identity provider (a stand-in for Microsoft Entra ID): a token endpoint and the metadata its
 * clients ask for, under `/{tenant}/...`. Clients reach it over https (the identity library refuses
 * anything else), on the emulator's https listener (`httpsPort` below gives it its port).
 */
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from "../signing/access-tokens";
import { pickRoute, type RouteTable } from "../route-table";
import {
  pathNotFoundError,
  ServiceError,
  type EmulatedService,
  type Exchange,
  type ServiceDefinition,
} from "../service";
import { identityAdminRoutes } from "./admin";
import { IDENTITY_FLAGS, type IdentityStartOptions } from "./options";
import { renderOAuthError } from "./errors";
import { answerInstanceDiscovery, answerKeys, answerOpenIdConfiguration } from "./metadata";
import { IdentityProvider } from "./provider";
import { answerTokenRequest } from "./token-endpoint";

// `/{tenant}/<route>`: tenants are GUIDs, domain names or the aliases, never `_admin` or `api`.
const IDENTITY_PATH =
  /^\/([0-9A-Za-z][0-9A-Za-z.-]*)\/(oauth2\/v2\.0\/token|v2\.0\/\.well-known\/openid-configuration|discovery\/v2\.0\/keys|discovery\/instance)$/;

type Handler = (exchange: Exchange, provider: IdentityProvider, tenant: string) => Promise<void>;

const ROUTES: RouteTable<Handler> = {
  "oauth2/v2.0/token": { POST: answerTokenRequest },
  "v2.0/.well-known/openid-configuration": {
    GET: async (exchange, _provider, tenant) => answerOpenIdConfiguration(exchange, tenant),
  },
  "discovery/v2.0/keys": { GET: (exchange, provider) => answerKeys(exchange, provider) },
  "discovery/instance": { GET: async (exchange) => answerInstanceDiscovery(exchange) },
};

const ERRORS = {
  notFound: () => pathNotFoundError(),
  methodNotAllowed: (method: string, allow: readonly string[]) =>
    new ServiceError(
      405,
      "invalid_request",
      `AADSTS900561: The endpoint only accepts ${allow.join(", ")} requests. Received a ${method} request.`,
    ),
};

function createIdentityService(provider: IdentityProvider): EmulatedService {
  return {
    name: "identity",
    requestIdHeader: "x-ms-request-id",
    owns: (pathname) => IDENTITY_PATH.test(pathname),
    routeName: (pathname) => IDENTITY_PATH.exec(pathname)?.[2] ?? "(unknown)",
    renderError: renderOAuthError,
    handle: async (exchange) => {
      const match = IDENTITY_PATH.exec(exchange.url.pathname);
      if (match === null) throw pathNotFoundError();
      const [, tenant = "", route = ""] = match;
      await pickRoute(ROUTES, route, exchange.method, ERRORS)(exchange, provider, tenant);
    },
    admin: identityAdminRoutes(provider),
    reset: () => provider.reset(),
  };
}

/** The identity provider; its token lifetime and the https listener's port come from the `identity` option. */
export const IDENTITY_SERVICE: ServiceDefinition<IdentityStartOptions, Record<never, string>> = {
  tokens: {},
  flags: IDENTITY_FLAGS,
  httpsPort: ({ identity }) => identity?.port,
  checkOptions: ({ identity }) => {
    const seconds = identity?.tokenLifetimeSeconds;
    if (seconds !== undefined && !(Number.isInteger(seconds) && seconds >= 1)) {
      throw new RangeError(
        `identity.tokenLifetimeSeconds must be a whole number of seconds from 1 on, not ${seconds}.`,
      );
    }
  },
  create: ({ options, accessTokens }) => {
    accessTokens.lifetimeSeconds = options.identity?.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS;
    return createIdentityService(new IdentityProvider(accessTokens));
  },
  // Its clients take an https authority host only, so the command names the https address.
  startupLines: ({ httpsUrl }) => [`identity provider (authority host) on ${httpsUrl}`],
};
