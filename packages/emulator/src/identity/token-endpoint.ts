/**
 * `POST /{tenant}/oauth2/v2.0/token`: the client credentials grant (client secret or client
 * assertion), the password grant of a public client, and the refresh token grant that follows it.
 * Each access token is an RS256 JWT for the resource of the requested scope.
 */
import { readBodyText, sameSecret, sendJson } from "../http-helpers";
import type { ServiceError, Exchange } from "../service";
import { assertionProblem } from "./assertions";
import { oauthError } from "./errors";
import { DELEGATED_TENANT_ALIASES, IDENTITY_TENANT_ID, PASSWORD_USER, SECRET_CLIENT } from "./identities";
import type { IdentityProvider } from "./provider";

const JWT_BEARER = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
// Scopes of OpenID Connect itself, which name no resource.
const OIDC_SCOPES = new Set(["openid", "profile", "offline_access", "email"]);

/** Answers one token request of `tenant`. */
export async function answerTokenRequest(
  exchange: Exchange,
  provider: IdentityProvider,
  tenant: string,
): Promise<void> {
  const form = new URLSearchParams(await readBodyText(exchange.req));
  const grant = form.get("grant_type");
  const issuer = `${exchange.baseUrl}/${IDENTITY_TENANT_ID}/v2.0`;
  if (grant === "client_credentials") {
    checkTenant(tenant, false);
    const { clientId, resource } = await appGrant(provider, form);
    const issued = await provider.authority.issue({
      aud: resource,
      iss: issuer,
      tid: IDENTITY_TENANT_ID,
      appid: clientId,
      azp: clientId,
      sub: clientId,
      oid: clientId,
      idtyp: "app",
      roles: ["API.ReadWrite.All"],
    });
    provider.countIssued(clientId);
    sendJson(exchange.res, 200, {
      token_type: "Bearer",
      expires_in: issued.expiresIn,
      ext_expires_in: issued.expiresIn,
      access_token: issued.token,
    });
    return;
  }
  if (grant === "password" || grant === "refresh_token") {
    checkTenant(tenant, true);
    const clientId = publicClient(form);
    const username = grant === "password" ? signIn(form) : refreshedUser(provider, form, clientId);
    const { resource, scope } = resourceOf(form);
    const claims = {
      tid: IDENTITY_TENANT_ID,
      oid: PASSWORD_USER.objectId,
      sub: PASSWORD_USER.objectId,
      upn: username,
      preferred_username: username,
      name: "Emulator Operator",
    };
    const issued = await provider.authority.issue({
      ...claims,
      aud: resource,
      iss: issuer,
      appid: clientId,
      azp: clientId,
      scp: scope.slice(resource.length + 1),
    });
    provider.countIssued(clientId);
    const idToken = await provider.authority.issue({ ...claims, aud: clientId, iss: issuer, ver: "2.0" });
    sendJson(exchange.res, 200, {
      token_type: "Bearer",
      scope,
      expires_in: issued.expiresIn,
      ext_expires_in: issued.expiresIn,
      access_token: issued.token,
      refresh_token: provider.newRefreshToken({ clientId, username }),
      id_token: idToken.token,
      client_info: Buffer.from(
        JSON.stringify({ uid: PASSWORD_USER.objectId, utid: IDENTITY_TENANT_ID }),
      ).toString("base64url"),
    });
    return;
  }
  throw oauthError(
    400,
    "unsupported_grant_type",
    70003,
    `The app requested an unsupported grant type '${grant ?? ""}'.`,
  );
}

function checkTenant(tenant: string, delegated: boolean): void {
  if (tenant === IDENTITY_TENANT_ID) return;
  if (delegated && DELEGATED_TENANT_ALIASES.includes(tenant)) return;
  throw oauthError(
    400,
    "invalid_request",
    90002,
    `Tenant '${tenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`,
  );
}

/** The application's proof (secret or assertion) checked; its id and the scope's resource. */
async function appGrant(
  provider: IdentityProvider,
  form: URLSearchParams,
): Promise<{ clientId: string; resource: string }> {
  const clientId = form.get("client_id") ?? "";
  const secret = form.get("client_secret");
  const assertion = form.get("client_assertion");
  let problem: ServiceError | undefined;
  if (secret !== null) problem = secretProblem(clientId, secret);
  else if (assertion !== null && form.get("client_assertion_type") === JWT_BEARER)
    problem = await assertionProblem(provider, clientId, assertion);
  else
    problem = oauthError(
      401,
      "invalid_client",
      7000218,
      "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
    );
  if (problem !== undefined) throw problem;
  const { resource, scope } = resourceOf(form);
  if (!scope.endsWith("/.default")) {
    throw oauthError(
      400,
      "invalid_scope",
      1002012,
      `The provided value for scope ${scope} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI).`,
    );
  }
  return { clientId, resource };
}

function secretProblem(clientId: string, secret: string): ServiceError | undefined {
  if (clientId !== SECRET_CLIENT.clientId) {
    return oauthError(
      400,
      "unauthorized_client",
      700016,
      `Application with identifier '${clientId}' was not found in the directory '${IDENTITY_TENANT_ID}'.`,
    );
  }
  if (sameSecret(secret, SECRET_CLIENT.secret)) return undefined;
  if (sameSecret(secret, SECRET_CLIENT.expiredSecret)) {
    return oauthError(
      401,
      "invalid_client",
      7000222,
      `The provided client secret keys for app '${clientId}' are expired.`,
    );
  }
  return oauthError(
    401,
    "invalid_client",
    7000215,
    "Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID.",
  );
}

function publicClient(form: URLSearchParams): string {
  const clientId = form.get("client_id") ?? "";
  if (clientId !== PASSWORD_USER.clientId) {
    throw oauthError(
      400,
      "unauthorized_client",
      700016,
      `Application with identifier '${clientId}' was not found in the directory '${IDENTITY_TENANT_ID}'.`,
    );
  }
  return clientId;
}

function signIn(form: URLSearchParams): string {
  const username = form.get("username") ?? "";
  const password = form.get("password") ?? "";
  if (username.toLowerCase() === PASSWORD_USER.username && sameSecret(password, PASSWORD_USER.password))
    return PASSWORD_USER.username;
  throw oauthError(
    400,
    "invalid_grant",
    50126,
    "Error validating credentials due to invalid username or password.",
  );
}

function refreshedUser(provider: IdentityProvider, form: URLSearchParams, clientId: string): string {
  const grant = provider.refreshGrant(form.get("refresh_token") ?? "");
  if (grant === undefined || grant.clientId !== clientId) {
    throw oauthError(400, "invalid_grant", 9002313, "Invalid request. Request is malformed or invalid.");
  }
  return grant.username;
}

/** The one resource scope asked for, and its resource (the scope without its last segment). */
function resourceOf(form: URLSearchParams): { resource: string; scope: string } {
  const scopes = (form.get("scope") ?? "").split(/\s+/).filter((s) => s.length > 0 && !OIDC_SCOPES.has(s));
  const scope = scopes[0];
  const cut = scope?.lastIndexOf("/") ?? -1;
  if (scope === undefined || scopes.length > 1 || cut <= 0) {
    throw oauthError(
      400,
      "invalid_scope",
      70011,
      `The provided value for the input parameter 'scope' is not valid. (${scopes.join(" ")})`,
    );
  }
  return { resource: scope.slice(0, cut), scope };
}
