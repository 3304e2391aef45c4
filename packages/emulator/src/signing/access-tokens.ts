/**
 * The emulator's token authority: one RSA key that signs (with jose) the access tokens the identity
 * service issues, and the check every bearer service makes (signature, audience, expiry). Kept in
 * the kernel so that the services verify what the identity service signs without importing it.
 * The key (and jose) are made and loaded at the first token or key set asked for: most runs never
 * need one.
 */
import { generateKeyPair, randomUUID, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import type { JWK, JWTPayload } from "jose";
import { sameSecret } from "../http-helpers";

/** Seconds an access token lives unless the emulator is told otherwise (as long as Entra ID's). */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;

interface KeyPair {
  readonly publicKey: KeyObject;
  readonly privateKey: KeyObject;
}

// Async, so the key is made off the event loop.
const generateRsaKeyPair = promisify(generateKeyPair);

/** Signs and verifies the emulator's access tokens. */
export class AccessTokenAuthority {
  /** Key id in each token's header and in the published key set. */
  readonly keyId = randomUUID();
  /** Seconds each new token lives; changeable while the emulator runs. */
  lifetimeSeconds: number;
  private keys: Promise<KeyPair> | undefined;

  constructor(lifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS) {
    this.lifetimeSeconds = checkLifetime(lifetimeSeconds);
  }

  /** The signing key pair, made at the first call. */
  private keyPair(): Promise<KeyPair> {
    this.keys ??= generateRsaKeyPair("rsa", { modulusLength: 2048 });
    return this.keys;
  }

  /** The public key that checks the tokens (and the federated tokens minted for tests). */
  async publicKey(): Promise<KeyObject> {
    return (await this.keyPair()).publicKey;
  }

  /** A signed RS256 token with `claims`, valid from now for {@link lifetimeSeconds} unless told otherwise. */
  async issue(
    claims: JWTPayload,
    options: { lifetimeSeconds?: number } = {},
  ): Promise<{ token: string; expiresIn: number }> {
    const { SignJWT } = await import("jose");
    const { privateKey } = await this.keyPair();
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = options.lifetimeSeconds ?? this.lifetimeSeconds;
    const token = await new SignJWT({ ...claims, uti: randomUUID() })
      .setProtectedHeader({ typ: "JWT", alg: "RS256", kid: this.keyId })
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + expiresIn)
      .sign(privateKey);
    return { token, expiresIn };
  }

  /** The claims of `token` when it is one of ours for one of `audiences`, unexpired; undefined otherwise. */
  async verified(token: string, audiences: readonly string[]): Promise<JWTPayload | undefined> {
    // Without a key no token was ever issued: there is nothing to check, and no key to make.
    if (this.keys === undefined) return undefined;
    const { jwtVerify } = await import("jose");
    const { publicKey } = await this.keys;
    try {
      const options = { algorithms: ["RS256"], audience: [...audiences], requiredClaims: ["exp"] };
      return (await jwtVerify(token, publicKey, options)).payload;
    } catch {
      return undefined;
    }
  }

  /** The published key set (`jwks_uri`). */
  async keySet(): Promise<{ keys: JWK[] }> {
    const { exportJWK } = await import("jose");
    const jwk = await exportJWK(await this.publicKey());
    return { keys: [{ ...jwk, kid: this.keyId, use: "sig", alg: "RS256" }] };
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
): (token: string) => Promise<boolean> {
  const identify = bearerIdentifier(staticToken, audience, authority);
  return async (token) => (await identify(token)) !== undefined;
}

/**
 * Who a bearer token speaks for, as a service's per-user limits count callers: the static token is
 * one caller; an access token is its object id (the user, or the application of an app token), else
 * its subject or application id. Undefined for a token the service does not take.
 */
export function bearerIdentifier(
  staticToken: string,
  audience: string,
  authority: AccessTokenAuthority,
): (token: string) => Promise<string | undefined> {
  const audiences = [audience, `${audience}/`];
  return async (token) => {
    if (sameSecret(token, staticToken)) return "static";
    const claims = await authority.verified(token, audiences);
    if (claims === undefined) return undefined;
    const who = [claims.oid, claims.sub, claims.appid].find((claim) => typeof claim === "string");
    return `entra:${String(who ?? "")}`;
  };
}
