/**
 * Compact JSON Web Tokens signed with RSA (RS256, and PS256 as client assertions may be signed):
 * what the identity service issues and every bearer service verifies.
 */
import { constants, sign, verify, type KeyObject } from "node:crypto";

/** The claims of a token, as decoded. */
export type JwtClaims = Record<string, unknown>;

/** A token whose signature checked out. */
export interface VerifiedJwt {
  readonly header: Record<string, unknown>;
  readonly claims: JwtClaims;
}

function encodePart(value: unknown): string {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
}

function decodePart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Signs `claims` with RS256 under key id `kid`. */
export function signJwt(claims: JwtClaims, privateKey: KeyObject, kid: string): string {
  const input = `${encodePart({ typ: "JWT", alg: "RS256", kid })}.${encodePart(claims)}`;
  return `${input}.${sign("sha256", Buffer.from(input), privateKey).toString("base64url")}`;
}

/** The token's header and claims when its RS256 or PS256 signature verifies with `publicKey`. */
export function verifyJwt(token: string, publicKey: KeyObject): VerifiedJwt | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [headerPart = "", claimsPart = "", signaturePart = ""] = parts;
  const header = decodePart(headerPart);
  const claims = decodePart(claimsPart);
  if (header === undefined || claims === undefined) return undefined;
  const input = Buffer.from(`${headerPart}.${claimsPart}`);
  const signature = Buffer.from(signaturePart, "base64url");
  const key =
    header.alg === "RS256"
      ? publicKey
      : header.alg === "PS256"
        ? { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }
        : undefined;
  if (key === undefined) return undefined;
  try {
    return verify("sha256", input, key, signature) ? { header, claims } : undefined;
  } catch {
    return undefined;
  }
}

/** True while `claims` are inside their `nbf`..`exp` window (seconds since the epoch) at `nowMs`. */
export function withinLifetime(claims: JwtClaims, nowMs: number): boolean {
  const now = nowMs / 1000;
  if (typeof claims.exp !== "number" || claims.exp <= now) return false;
  return typeof claims.nbf !== "number" || claims.nbf <= now + 5;
}
