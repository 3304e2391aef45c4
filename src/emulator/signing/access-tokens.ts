/**
 * The emulator's token authority: one RSA key that signs the access tokens the identity service
 * issues, and the check every bearer service makes (signature, audience, expiry). Kept in the
 * kernel so that the services verify what the identity service signs without importing it.
 */
import { generateKeyPairSync, randomUUID, type KeyObject } from "node:crypto";
import { sameSecret } from "../http-helpers";
import { signJwt, verifyJwt, withinLifetime, type JwtClaims } from "./jwt";

/** Seconds an access token lives unless the emulator is told otherwise (as long as Entra ID's). */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;

/** Signs and verifies the emulator's access tokens. */
export class AccessTokenAuthority {
  /** Key id in each token's header and in the published key set. */
  readonly keyId = randomUUID();
  readonly publicKey: KeyObject;
  private readonly privateKey: KeyObject;
  /** Seconds each new token lives; changeable while the emulator runs. */
  lifetimeSeconds: number;

  constructor(lifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS) {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.publicKey = pair.publicKey;
    this.privateKey = pair.privateKey;
    this.lifetimeSeconds = checkLifetime(lifetimeSeconds);
  }

  /** A signed token with `claims`, valid from now for {@link lifetimeSeconds} unless told otherwise. */
  issue(
    claims: JwtClaims,
    options: { lifetimeSeconds?: number; nowMs?: number } = {},
  ): { token: string; expiresIn: number } {
    const now = Math.floor((options.nowMs ?? Date.now()) / 1000);
    const expiresIn = options.lifetimeSeconds ?? this.lifetimeSeconds;
    const token = signJwt(
      { ...claims, iat: now, nbf: now, exp: now + expiresIn, uti: randomUUID() },
      this.privateKey,
      this.keyId,
    );
    return { token, expiresIn };
  }

  /** The claims of `token` when it is one of ours, unexpired; undefined otherwise. */
  verified(token: string, nowMs = Date.now()): JwtClaims | undefined {
    const checked = verifyJwt(token, this.publicKey);
    if (checked === undefined || checked.header.kid !== this.keyId) return undefined;
    return withinLifetime(checked.claims, nowMs) ? checked.claims : undefined;
  }

  /** The published key set (`jwks_uri`). */
  keySet(): { keys: Record<string, unknown>[] } {
    return {
      keys: [{ ...this.publicKey.export({ format: "jwk" }), kid: this.keyId, use: "sig", alg: "RS256" }],
    };
  }
}

/** Refuses a lifetime that is not a whole number of seconds from 1 on. */
export function checkLifetime(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new RangeError(`token lifetime must be a whole number of seconds from 1 on, not ${seconds}`);
  }
  return seconds;
}

/**
 * What a bearer service accepts: its static token, or an access token of the emulator's authority
 * for its audience (with or without a trailing slash, as Entra ID writes either).
 */
export function bearerAcceptor(
  staticToken: string,
  audience: string,
  authority: AccessTokenAuthority,
): (token: string) => boolean {
  const audiences = new Set([audience, `${audience}/`]);
  return (token) => {
    if (sameSecret(token, staticToken)) return true;
    const claims = authority.verified(token);
    return claims !== undefined && typeof claims.aud === "string" && audiences.has(claims.aud);
  };
}
