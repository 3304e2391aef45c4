import type { AccessToken, GetTokenOptions, TokenCredential } from "@azure/identity";

/**
 * A TokenCredential, the interface every `@azure/identity` credential implements, that hands out
 * numbered tokens living `lifetimeMs` on the given clock, or throws what it is told to.
 */
export class CountingCredential implements TokenCredential {
  /** The scopes of every getToken call, in order. */
  readonly asked: string[] = [];
  failWith: Error | undefined;

  constructor(
    private readonly now: () => number,
    private readonly lifetimeMs = 60 * 60_000,
    private readonly prefix = "token",
  ) {}

  async getToken(scopes: string | string[], _options?: GetTokenOptions): Promise<AccessToken> {
    this.asked.push(String(scopes));
    if (this.failWith !== undefined) throw this.failWith;
    return { token: `${this.prefix}-${this.asked.length}`, expiresOnTimestamp: this.now() + this.lifetimeMs };
  }
}
