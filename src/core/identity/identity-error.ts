/**
 * Turns a failure of `@azure/identity` into an {@link IdentityError} that says which identity and
 * scope failed, the identity provider's code, and what to check (the network, when the sign-in host
 * never answered); secrets are taken out of the library's text first.
 */
import { IdentityError } from "../errors/errors";
import { redact } from "../errors/redact";

// What to check for the codes a misconfigured identity meets most; anything else gets the
// general advice. Codes: https://learn.microsoft.com/entra/identity-platform/reference-error-codes
const ADVICE: Record<string, string> = {
  AADSTS700016: "Check the client id, and that the application exists in this tenant.",
  AADSTS90002: "Check the tenant id: no such tenant.",
  AADSTS900023: "Check the tenant id: it is not a valid tenant id or domain.",
  AADSTS7000215: "The client secret is wrong: check that it is the secret's value, not its id.",
  AADSTS7000222: "The client secret has expired: create a new one and update the setting.",
  AADSTS700027: "The certificate was not accepted: check that it is uploaded to the application.",
  AADSTS700024: "The federated token has expired: the CI job must write a fresh one to the token file.",
  AADSTS70021: "No federated credential of the application matches the token's issuer and subject.",
  AADSTS65001: "The application has no consent for this scope: ask an administrator to grant it.",
  AADSTS500011: "The scope's resource is not in this tenant: check the scope setting.",
  AADSTS50126: "The user name or password is wrong.",
  AADSTS50076:
    "The account requires multi-factor authentication, which the password grant cannot do: use deviceCode or azureCli.",
  AADSTS50079:
    "The account requires multi-factor authentication, which the password grant cannot do: use deviceCode or azureCli.",
  AADSTS50034: "No such user in this tenant: check the user name.",
  AADSTS50053: "The account is locked, or signed in too often with a wrong password.",
};

const GENERAL_ADVICE =
  "Check the tenant id, the client id and its secret or certificate, that consent was given for the scope, and that the identity has a role on the service.";

/** The host an identity signs in at, for the advice when it cannot be reached. */
export interface SignInHost {
  /** Its host name, such as `login.microsoftonline.com`. */
  host: string;
  /** True when no authority host setting named it: the public cloud's, the library's default. */
  isDefault: boolean;
}

/**
 * An {@link IdentityError} for `description` (identity and scope) from what the library threw;
 * `signInHost` is where the identity signs in, when it signs in at an authority host.
 */
export function identityError(
  description: string,
  cause: unknown,
  secrets: readonly string[],
  signInHost?: SignInHost,
): IdentityError {
  const text = redact(libraryMessage(cause), secrets);
  const code = /AADSTS\d+/.exec(text)?.[0];
  const said = text ? `: ${firstLines(text)}` : "";
  // A sign-in host no connection could be made to is coded as the HTTP layer codes a service's:
  // nothing about the credential was learnt.
  if (unreachable(cause)) {
    return new IdentityError(`Could not get an Entra ID token for ${description}${said}.`, code, {
      hint: unreachableAdvice(signInHost),
      code: "InvalidSettings",
    });
  }
  const hint = (code && ADVICE[code]) ?? GENERAL_ADVICE;
  return new IdentityError(`Could not get an Entra ID token for ${description}${said}.`, code, { hint });
}

// MSAL's code for a request to the identity provider that got no answer at all, and the socket,
// resolver and timeout codes of a connection that was never made, which the HTTP layer of
// `@azure/identity` passes on as the cause.
const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  "network_error",
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
]);

/** True when the library never got an answer from the sign-in host, anywhere in the cause chain. */
function unreachable(cause: unknown): boolean {
  const seen = new Set<unknown>();
  // Read by shape: a library's error may come from another realm, where instanceof fails.
  for (let error = cause; typeof error === "object" && error !== null && !seen.has(error);) {
    seen.add(error);
    const { code, errorCode } = error as { code?: unknown; errorCode?: unknown };
    if ([code, errorCode].some((c) => typeof c === "string" && UNREACHABLE_CODES.has(c))) return true;
    error = (error as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What to do when the sign-in host did not answer: nothing about the identity was checked yet.
 * `@azure/identity` sends its requests through the proxy of HTTPS_PROXY (or HTTP_PROXY, less the
 * hosts of NO_PROXY), as the provider's own requests go (http/connection-pool.ts).
 */
function unreachableAdvice(signInHost: SignInHost | undefined): string {
  const which = signInHost
    ? `The sign-in host ${signInHost.host} (${signInHost.isDefault ? "the default authority host; bizops:entraAuthorityHost or BIZOPS_ENTRA_AUTHORITY_HOST sets another" : "from the entraAuthorityHost setting"})`
    : "The identity's sign-in endpoint";
  return `${which} could not be reached from this machine, so the identity's settings were not checked yet: check this machine's network connection, DNS and firewall, then run the command again. Behind a proxy, set HTTPS_PROXY (hosts in NO_PROXY go direct), which the sign-in and the provider's requests both use.`;
}

function libraryMessage(cause: unknown): string {
  if (cause === undefined) return "the identity returned no token";
  if (!(cause instanceof Error)) return typeof cause === "string" ? cause : "the identity library failed";
  const response = (cause as { errorResponse?: { error?: string; errorDescription?: string } }).errorResponse;
  // An answer from the identity provider: its description starts with the AADSTS code.
  if (response?.errorDescription) return `${response.error ?? "error"}: ${response.errorDescription}`;
  return cause.message;
}

// The provider's descriptions carry trace and correlation ids on later lines; the first lines say it.
function firstLines(text: string): string {
  const lines = text.split(/\r?\n/).filter((l) => l.trim().length > 0);
  const kept = lines.slice(0, 6).join(" ").trim();
  return kept.endsWith(".") ? kept.slice(0, -1) : kept;
}
