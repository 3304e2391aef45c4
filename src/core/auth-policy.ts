/**
 * The credential header of each request: a static token or key as it is, or an Entra ID access
 * token asked of its source for every attempt, so that a renewed token is used as soon as there is one.
 */
import type { TokenSource } from "./token-source";

/** Which header carries the credential, and the credential or its source. */
export interface CredentialHeader {
  /** Lower case, such as `authorization`. */
  header: string;
  /** A scheme before the credential, such as `Bearer`. */
  scheme?: string | undefined;
  secret: string | TokenSource;
}

/** Sets the credential header on each attempt, and learns of refusals. */
export class AuthPolicy {
  constructor(private readonly credential: CredentialHeader) {}

  /** True when a refused credential can be replaced by a new one (an Entra ID token). */
  get renewable(): boolean {
    return typeof this.credential.secret !== "string";
  }

  /** Sets the header on `headers`; returns the credential sent, to name it if it is refused. */
  async apply(headers: Record<string, string>): Promise<string> {
    const { header, scheme, secret } = this.credential;
    const value = typeof secret === "string" ? secret : await secret.token();
    headers[header] = scheme ? `${scheme} ${value}` : value;
    return value;
  }

  /** The service answered 401 to `sent`: the next {@link apply} brings a new token. */
  refused(sent: string): void {
    if (typeof this.credential.secret !== "string") this.credential.secret.refused(sent);
  }

  /** Values to take out of any message: what was sent, and the identity's own secrets. */
  secrets(sent: string | undefined): string[] {
    const { secret } = this.credential;
    const own = typeof secret === "string" ? [secret] : [...secret.secrets];
    return sent === undefined ? own : [sent, ...own];
  }

  /** What to check when the service refuses the credential with `status` (401 or 403). */
  refusalHint(credentialSetting: string, status: number): string {
    const { secret } = this.credential;
    if (typeof secret === "string") return `Check the ${credentialSetting} setting.`;
    if (status === 403) {
      return `The service took the token of ${secret.description} but refused the action: check the identity's role or permissions in the service.`;
    }
    return `The service refused the token of ${secret.description}, also after renewing it: check that the scope is the service's audience and that the identity has access (a user or role in the service, admin consent for the application).`;
  }
}
