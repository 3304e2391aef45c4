/**
 * Access tokens from an Entra ID identity, fetched lazily, cached per process and per scope, and
 * renewed before they expire. A service's 401 to a token makes the next request fetch a new one.
 */
import type { AccessToken, TokenCredential } from "@azure/identity";
import { identityError, type SignInHost } from "./identity-error";

/** Where a bearer token comes from: what the HTTP client asks before each attempt. */
export interface TokenSource {
  /** Names the identity and scope (never a secret), for errors. */
  readonly description: string;
  /** A token that is not about to expire; fetches one when needed. */
  token(): Promise<string>;
  /** The service refused `token` (401): forget it, so that the next {@link token} fetches anew. */
  refused(token: string): void;
  /** The secret values the identity was configured with, to keep them out of any message. */
  readonly secrets: readonly string[];
}

/** How a {@link CachedTokenSource} gets a credential and tells time. */
export interface TokenSourceOptions {
  /** Names the identity and scope, for errors. */
  description: string;
  scope: string;
  /** Makes the credential; called again after a refusal when {@link freshAfterRefusal} is true. */
  credential: () => TokenCredential;
  /**
   * Whether a refused token should be replaced through a new credential object. The library keeps
   * its own token cache per credential object and would hand the refused token back; an
   * interactive credential (device code) keeps its object, so that nobody is asked twice.
   */
  freshAfterRefusal: boolean;
  secrets?: readonly string[];
  /** Where the identity signs in, when at an authority host: named when it cannot be reached. */
  signInHost?: SignInHost | undefined;
  now?: () => number;
}

// Renew this long before expiry at most. The library's own cache treats a token within five
// minutes of its expiry as expired, so a larger margin would only get the same token back.
const MAX_RENEW_MARGIN_MS = 5 * 60_000;

interface Cached {
  token: string;
  renewAtMs: number;
}

/** One identity and one scope: at most one token request in flight, one cached token. */
export class CachedTokenSource implements TokenSource {
  readonly description: string;
  readonly secrets: readonly string[];
  private credential: TokenCredential | undefined;
  private cached: Cached | undefined;
  private pending: Promise<Cached> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: TokenSourceOptions) {
    this.description = options.description;
    this.secrets = options.secrets ?? [];
    this.now = options.now ?? Date.now;
  }

  async token(): Promise<string> {
    const cached = this.cached;
    if (cached && this.now() < cached.renewAtMs) return cached.token;
    // Concurrent requests share one token request.
    this.pending ??= this.fetch().finally(() => {
      this.pending = undefined;
    });
    return (await this.pending).token;
  }

  refused(token: string): void {
    // Only the token that was refused is dropped: another request may have renewed it already.
    if (this.cached?.token !== token) return;
    this.cached = undefined;
    if (this.options.freshAfterRefusal) this.credential = undefined;
  }

  private async fetch(): Promise<Cached> {
    this.credential ??= this.options.credential();
    const asked = this.now();
    let answer: AccessToken | null;
    try {
      answer = await this.credential.getToken(this.options.scope);
    } catch (error) {
      throw identityError(this.description, error, this.secrets, this.options.signInHost);
    }
    if (!answer?.token) throw identityError(this.description, undefined, this.secrets);
    this.cached = { token: answer.token, renewAtMs: renewAt(answer, asked) };
    return this.cached;
  }
}

/**
 * When to renew: a quarter of the token's lifetime before it expires, at most five minutes before,
 * or earlier when the identity provider says so (`refresh_in`).
 */
export function renewAt(token: AccessToken, askedAtMs: number): number {
  const lifetime = Math.max(0, token.expiresOnTimestamp - askedAtMs);
  const byExpiry = token.expiresOnTimestamp - Math.min(MAX_RENEW_MARGIN_MS, lifetime / 4);
  return token.refreshAfterTimestamp === undefined
    ? byExpiry
    : Math.min(byExpiry, token.refreshAfterTimestamp);
}

// One source per identity and scope for the whole process: every resource, every function call
// and every client built in it shares the token.
const registry = new Map<string, TokenSource>();

/** The process's source for `key` (identity and scope), made by `make` the first time. */
export function sharedTokenSource(key: string, make: () => TokenSource): TokenSource {
  let source = registry.get(key);
  if (!source) {
    source = make();
    registry.set(key, source);
  }
  return source;
}
