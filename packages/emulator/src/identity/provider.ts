/**
 * The identity provider's state: the token authority, the certificate application's certificate,
 * refresh tokens of signed-in users, and how many access tokens each client got.
 */
import { randomBytes } from "node:crypto";
import type { AccessTokenAuthority } from "../signing/access-tokens";
import type { SelfSignedCertificate } from "../signing/x509";
import { createClientCertificate } from "./client-certificate";

/** What a refresh token stands for. */
export interface RefreshGrant {
  readonly clientId: string;
  readonly username: string;
}

export class IdentityProvider {
  private certificate: SelfSignedCertificate | undefined;
  private readonly refreshTokens = new Map<string, RefreshGrant>();
  private readonly issued = new Map<string, number>();

  constructor(readonly authority: AccessTokenAuthority) {}

  /** The certificate of the certificate application (public half checks its assertions), made when first asked for. */
  get clientCertificate(): SelfSignedCertificate {
    this.certificate ??= createClientCertificate();
    return this.certificate;
  }

  /** Counts one access token issued to `clientId`. */
  countIssued(clientId: string): void {
    this.issued.set(clientId, (this.issued.get(clientId) ?? 0) + 1);
  }

  /** Access tokens issued per client id since the start or the last reset. */
  issuedCounts(): Record<string, number> {
    return Object.fromEntries(this.issued);
  }

  /** A new refresh token for a signed-in user. */
  newRefreshToken(grant: RefreshGrant): string {
    const token = randomBytes(32).toString("base64url");
    this.refreshTokens.set(token, grant);
    return token;
  }

  /** What a refresh token stands for, when it is one of ours. */
  refreshGrant(token: string): RefreshGrant | undefined {
    return this.refreshTokens.get(token);
  }

  reset(): void {
    this.issued.clear();
    this.refreshTokens.clear();
  }
}
