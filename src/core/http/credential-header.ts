/**
 * The credential header of each request: a static token or key as it is, or an Entra ID access
 * token asked of its source for every attempt, so that a renewed token is used as soon as there is one.
 */
import { SettingsError } from "../errors/errors";
import { isHeaderValue } from "../settings/header-value";
import { SETTING_SOURCES, type SettingName, type SettingOrigin } from "../settings/settings";
import { describeSetting } from "../settings/setting-origin";
import type { TokenSource } from "../identity/token-source";

/** Which header carries the credential, and the credential or its source. */
export interface CredentialHeader {
  /** Lower case, such as `authorization`. */
  header: string;
  /** A scheme before the credential, such as `Bearer`. */
  scheme?: string | undefined;
  secret: string | TokenSource;
  /** The setting a static credential comes from, to name it when it cannot be sent. */
  setting?: SettingName | undefined;
}

/** Sets the credential header on each attempt, and learns of refusals. */
export class RequestCredential {
  /** Throws a {@link SettingsError} at once for a static credential that no header can carry. */
  constructor(private readonly credential: CredentialHeader) {
    if (typeof credential.secret === "string") this.assertSendable(credential.secret);
  }

  /** True when a refused credential can be replaced by a new one (an Entra ID token). */
  get renewable(): boolean {
    return typeof this.credential.secret !== "string";
  }

  /** Sets the header on `headers`; returns the credential sent, to name it if it is refused. */
  async apply(headers: Record<string, string>): Promise<string> {
    const { header, scheme, secret } = this.credential;
    const value = typeof secret === "string" ? secret : await secret.token();
    this.assertSendable(value);
    headers[header] = scheme ? `${scheme} ${value}` : value;
    return value;
  }

  /**
   * Refuses a credential that an HTTP header cannot carry (a line break, a control character, a
   * space at either end), naming where it came from and never showing it: sent, undici would
   * refuse it as the request leaves, and the failure would read as a network error.
   */
  private assertSendable(value: string): void {
    if (isHeaderValue(value)) return;
    const { secret, setting, header } = this.credential;
    if (typeof secret !== "string") {
      throw new SettingsError(
        `The access token of ${secret.description} holds characters an HTTP header cannot carry; nothing was sent.`,
        { hint: "Check the identity's token source." },
      );
    }
    const where =
      setting === undefined ? `The credential for the ${header} header` : credentialLabel(setting);
    throw new SettingsError(`${where} holds characters an HTTP header cannot carry; nothing was sent.`, {
      hint: "Set it again without line breaks, control characters or spaces at either end (a value read from a file often ends in a line break).",
    });
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

  /**
   * What to check when the service refuses the credential with `status` (401 or 403); `origin`,
   * where a static credential was read, names the one place to set another.
   */
  refusalHint(credentialSetting: SettingName, status: number, origin?: SettingOrigin): string {
    const { secret } = this.credential;
    if (typeof secret === "string") {
      const set = whereToSet(credentialSetting, origin);
      const setting = describeSetting(credentialSetting, origin);
      return status === 403
        ? `Check ${setting}: the service took it but refused the action, so give its user the permission the action needs, or set one that has it ${set}.`
        : `Check ${setting}: set a valid one ${set}.`;
    }
    if (status === 403) {
      return `The service took the token of ${secret.description} but refused the action: check the identity's role or permissions in the service.`;
    }
    return `The service refused the token of ${secret.description}, also after renewing it: check that the scope is the service's audience and that the identity has access (a user or role in the service, admin consent for the application).`;
  }
}

/** `Setting recordsToken (bizops:recordsToken or BIZOPS_RECORDS_TOKEN)`. */
function credentialLabel(name: SettingName): string {
  const where = SETTING_SOURCES[name];
  return `Setting ${name} (${where.config} or ${where.env})`;
}

/** How to set another value of a static credential: where it was read, or each place it may be. */
function whereToSet(name: SettingName, origin: SettingOrigin | undefined): string {
  const where = SETTING_SOURCES[name];
  const config = `with \`pulumi config set --secret ${where.config} ...\``;
  if (origin === undefined) return `${config} or ${where.env}`;
  if (origin.source === "config") return config;
  if (origin.source === "env") return `in the environment variable ${where.env}`;
  return origin.explicitName === undefined ? `in settings.${name}` : `with ${origin.explicitName}`;
}
