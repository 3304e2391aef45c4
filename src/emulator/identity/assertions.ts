/**
 * Client assertions (`urn:ietf:params:oauth:client-assertion-type:jwt-bearer`): a JWT signed with
 * the certificate application's key, or a federated token of the workload issuer.
 */
import { X509Certificate } from "node:crypto";
import { verifyJwt, withinLifetime } from "../signing/jwt";
import type { ServiceError } from "../service";
import { oauthError } from "./errors";
import { CERTIFICATE_CLIENT, WORKLOAD_CLIENT, WORKLOAD_ISSUER } from "./identities";
import type { IdentityProvider } from "./provider";

/** Checks the assertion of `clientId`; returns the error to answer, or undefined when it holds. */
export function assertionProblem(
  provider: IdentityProvider,
  clientId: string,
  assertion: string,
  nowMs = Date.now(),
): ServiceError | undefined {
  if (clientId === CERTIFICATE_CLIENT.clientId)
    return certificateProblem(provider, clientId, assertion, nowMs);
  if (clientId === WORKLOAD_CLIENT.clientId) return federatedProblem(provider, assertion, nowMs);
  return oauthError(
    400,
    "unauthorized_client",
    700016,
    `Application with identifier '${clientId}' was not found in the directory.`,
  );
}

function certificateProblem(
  provider: IdentityProvider,
  clientId: string,
  assertion: string,
  nowMs: number,
): ServiceError | undefined {
  const key = new X509Certificate(provider.clientCertificate.certificateDer).publicKey;
  const checked = verifyJwt(assertion, key);
  if (checked === undefined) {
    return oauthError(401, "invalid_client", 700027, "Client assertion failed signature validation.");
  }
  const { claims } = checked;
  if (claims.iss !== clientId || claims.sub !== clientId) {
    return oauthError(
      401,
      "invalid_client",
      700023,
      "Client assertion issuer and subject must be the client id.",
    );
  }
  if (!withinLifetime(claims, nowMs)) {
    return oauthError(401, "invalid_client", 700024, "Client assertion is not within its valid time range.");
  }
  return undefined;
}

function federatedProblem(
  provider: IdentityProvider,
  assertion: string,
  nowMs: number,
): ServiceError | undefined {
  const checked = verifyJwt(assertion, provider.authority.publicKey);
  if (checked === undefined) {
    return oauthError(
      401,
      "invalid_client",
      700211,
      "No matching federated identity record found for presented assertion issuer.",
    );
  }
  const { claims } = checked;
  if (!withinLifetime(claims, nowMs)) {
    return oauthError(400, "invalid_client", 700024, "Client assertion is not within its valid time range.");
  }
  if (
    claims.iss !== WORKLOAD_ISSUER ||
    claims.aud !== WORKLOAD_CLIENT.audience ||
    claims.sub !== WORKLOAD_CLIENT.subject
  ) {
    return oauthError(
      400,
      "invalid_client",
      70021,
      `No matching federated identity record found for presented assertion. Assertion Issuer: '${String(claims.iss)}'. Assertion Subject: '${String(claims.sub)}'. Assertion Audience: '${String(claims.aud)}'.`,
    );
  }
  return undefined;
}
