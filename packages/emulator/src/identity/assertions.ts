/**
 * Client assertions (`urn:ietf:params:oauth:client-assertion-type:jwt-bearer`): a JWT signed with
 * the certificate application's key, or a federated token of the workload issuer, checked with jose.
 */
import { X509Certificate, type KeyObject } from "node:crypto";
import type { JWTPayload, JWTVerifyOptions } from "jose";
import type { ServiceError } from "../service";
import { oauthError } from "./errors";
import { CERTIFICATE_CLIENT, WORKLOAD_CLIENT, WORKLOAD_ISSUER } from "./identities";
import type { IdentityProvider } from "./provider";

// The identity library rounds an assertion's times to the nearest second, so `nbf` may be a
// moment ahead of this clock; Entra ID allows some skew as well.
const CLOCK_TOLERANCE_SECONDS = 5;

/** Checks the assertion of `clientId`; resolves with the error to answer, or undefined when it holds. */
export async function assertionProblem(
  provider: IdentityProvider,
  clientId: string,
  assertion: string,
): Promise<ServiceError | undefined> {
  if (clientId === CERTIFICATE_CLIENT.clientId) return certificateProblem(provider, clientId, assertion);
  if (clientId === WORKLOAD_CLIENT.clientId) return federatedProblem(provider, assertion);
  return oauthError(
    400,
    "unauthorized_client",
    700016,
    `Application with identifier '${clientId}' was not found in the directory.`,
  );
}

/** Why jose refused an assertion: its signature or form, a claim's value, or its times. */
type Refusal = "signature" | "claims" | "times";

const TIME_CLAIMS: readonly string[] = ["exp", "nbf", "iat"];

/** The assertion's claims when its signature and claims check out; why not otherwise. */
async function verifiedClaims(
  assertion: string,
  key: KeyObject,
  options: JWTVerifyOptions,
): Promise<JWTPayload | Refusal> {
  const { errors, jwtVerify } = await import("jose");
  try {
    const checks = { requiredClaims: ["exp"], clockTolerance: CLOCK_TOLERANCE_SECONDS, ...options };
    return (await jwtVerify(assertion, key, checks)).payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) return "times";
    if (error instanceof errors.JWTClaimValidationFailed) {
      return TIME_CLAIMS.includes(error.claim) ? "times" : "claims";
    }
    return "signature";
  }
}

async function certificateProblem(
  provider: IdentityProvider,
  clientId: string,
  assertion: string,
): Promise<ServiceError | undefined> {
  const key = new X509Certificate(provider.clientCertificate.certificateDer).publicKey;
  const checked = await verifiedClaims(assertion, key, {
    algorithms: ["RS256", "PS256"],
    issuer: clientId,
    subject: clientId,
  });
  if (typeof checked !== "string") return undefined;
  if (checked === "times") {
    return oauthError(401, "invalid_client", 700024, "Client assertion is not within its valid time range.");
  }
  if (checked === "claims") {
    return oauthError(
      401,
      "invalid_client",
      700023,
      "Client assertion issuer and subject must be the client id.",
    );
  }
  return oauthError(401, "invalid_client", 700027, "Client assertion failed signature validation.");
}

async function federatedProblem(
  provider: IdentityProvider,
  assertion: string,
): Promise<ServiceError | undefined> {
  const checked = await verifiedClaims(assertion, await provider.authority.publicKey(), {
    algorithms: ["RS256"],
  });
  if (checked === "times") {
    return oauthError(400, "invalid_client", 700024, "Client assertion is not within its valid time range.");
  }
  if (typeof checked === "string") {
    return oauthError(
      401,
      "invalid_client",
      700211,
      "No matching federated identity record found for presented assertion issuer.",
    );
  }
  if (
    checked.iss !== WORKLOAD_ISSUER ||
    checked.aud !== WORKLOAD_CLIENT.audience ||
    checked.sub !== WORKLOAD_CLIENT.subject
  ) {
    return oauthError(
      400,
      "invalid_client",
      70021,
      `No matching federated identity record found for presented assertion. Assertion Issuer: '${String(checked.iss)}'. Assertion Subject: '${String(checked.sub)}'. Assertion Audience: '${String(checked.aud)}'.`,
    );
  }
  return undefined;
}
