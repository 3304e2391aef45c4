/**
 * The metadata an identity client asks for before its first token: the OpenID configuration of a
 * tenant, its signing keys, and the instance discovery answer (for a client that does not skip it).
 */
import { sendJson } from "../http-helpers";
import type { Exchange } from "../service";
import { IDENTITY_TENANT_ID } from "./identities";
import type { IdentityProvider } from "./provider";

/** `GET /{tenant}/v2.0/.well-known/openid-configuration`. */
export function answerOpenIdConfiguration(exchange: Exchange, tenant: string): void {
  const base = `${exchange.baseUrl}/${tenant}`;
  sendJson(exchange.res, 200, {
    issuer: `${exchange.baseUrl}/${IDENTITY_TENANT_ID}/v2.0`,
    authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
    token_endpoint: `${base}/oauth2/v2.0/token`,
    device_authorization_endpoint: `${base}/oauth2/v2.0/devicecode`,
    end_session_endpoint: `${base}/oauth2/v2.0/logout`,
    jwks_uri: `${base}/discovery/v2.0/keys`,
    response_types_supported: ["code", "id_token", "code id_token", "id_token token"],
    subject_types_supported: ["pairwise"],
    id_token_signing_alg_values_supported: ["RS256"],
    token_endpoint_auth_methods_supported: ["client_secret_post", "private_key_jwt", "client_secret_basic"],
    scopes_supported: ["openid", "profile", "email", "offline_access"],
    tenant_region_scope: "EU",
  });
}

/** `GET /{tenant}/discovery/v2.0/keys`. */
export async function answerKeys(exchange: Exchange, provider: IdentityProvider): Promise<void> {
  sendJson(exchange.res, 200, await provider.authority.keySet());
}

/** `GET /common/discovery/instance`: the emulator is its own, only, alias. */
export function answerInstanceDiscovery(exchange: Exchange): void {
  const host = exchange.url.host === "emulator" ? new URL(exchange.baseUrl).host : exchange.url.host;
  sendJson(exchange.res, 200, {
    tenant_discovery_endpoint: `${exchange.baseUrl}/{tenant}/v2.0/.well-known/openid-configuration`,
    "api-version": "1.1",
    metadata: [{ preferred_network: host, preferred_cache: host, aliases: [host] }],
  });
}
