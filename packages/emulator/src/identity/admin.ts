/**
 * Admin routes of the identity provider, for tests: the token lifetime, how many tokens each client
 * got, the certificate application's PEM, and federated tokens as a CI's OIDC issuer mints them.
 */
import { checkLifetime } from "../signing/access-tokens";
import { isJsonObject, readJson, sendEmpty, sendJson } from "../http-helpers";
import { adminRouteErrors, pickRoute, type RouteTable } from "../route-table";
import { badRequest, type AdminRoutes, type Exchange } from "../service";
import { certificateWithKeyPem } from "./client-certificate";
import { WORKLOAD_CLIENT, WORKLOAD_ISSUER } from "./identities";
import type { IdentityProvider } from "./provider";

const PREFIX = "/_admin/identity/";

type Handler = (exchange: Exchange, provider: IdentityProvider) => Promise<void>;

async function readObject(exchange: Exchange): Promise<Record<string, unknown>> {
  const body = await readJson(exchange.req);
  if (!isJsonObject(body)) throw badRequest("The body must be a JSON object.");
  return body;
}

function seconds(value: unknown, name: string): number {
  if (typeof value !== "number") throw badRequest(`'${name}' must be a number of seconds.`);
  try {
    return checkLifetime(value);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
}

const setLifetime: Handler = async (exchange, provider) => {
  const body = await readObject(exchange);
  provider.authority.lifetimeSeconds = seconds(body.seconds, "seconds");
  sendEmpty(exchange.res, 204);
};

const getLifetime: Handler = async ({ res }, provider) =>
  sendJson(res, 200, { seconds: provider.authority.lifetimeSeconds });

const getIssued: Handler = async ({ res }, provider) => sendJson(res, 200, provider.issuedCounts());

const resetIssued: Handler = async ({ res }, provider) => {
  provider.reset();
  sendEmpty(res, 204);
};

const getClientCertificate: Handler = async ({ res }, provider) =>
  sendJson(res, 200, { pem: certificateWithKeyPem(provider.clientCertificate) });

// Body (all optional): `subject`, `audience`, `lifetimeSeconds` (default an hour), to mint a token
// that the federated credential does not match, or one that has expired.
const mintFederatedToken: Handler = async (exchange, provider) => {
  const body = await readObject(exchange);
  const lifetime =
    body.lifetimeSeconds === undefined ? 3600 : seconds(body.lifetimeSeconds, "lifetimeSeconds");
  const { token } = await provider.authority.issue(
    {
      iss: WORKLOAD_ISSUER,
      sub: typeof body.subject === "string" ? body.subject : WORKLOAD_CLIENT.subject,
      aud: typeof body.audience === "string" ? body.audience : WORKLOAD_CLIENT.audience,
    },
    { lifetimeSeconds: lifetime },
  );
  sendJson(exchange.res, 200, { token });
};

const ROUTES: RouteTable<Handler> = {
  "/_admin/identity/token-lifetime": { GET: getLifetime, PUT: setLifetime },
  "/_admin/identity/issued": { GET: getIssued, DELETE: resetIssued },
  "/_admin/identity/client-certificate": { GET: getClientCertificate },
  "/_admin/identity/federated-token": { POST: mintFederatedToken },
};

const ERRORS = adminRouteErrors("identity admin route");

/** The identity provider's admin routes. */
export function identityAdminRoutes(provider: IdentityProvider): AdminRoutes {
  return {
    owns: (pathname) => pathname.startsWith(PREFIX),
    handle: async (exchange) => {
      const { pathname } = exchange.url;
      await pickRoute(ROUTES, pathname, exchange.method, ERRORS)(exchange, provider);
    },
  };
}
