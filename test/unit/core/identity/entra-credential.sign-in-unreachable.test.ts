/**
 * A sign-in that never reached the identity provider checked nothing of the identity: its error
 * names the sign-in host and says to look at the network, not at the tenant, client or secret.
 */
import {
  AuthenticationError,
  AuthenticationRequiredError,
  CredentialUnavailableError,
} from "@azure/identity";
import { IdentityError } from "../../../../src/core/errors/errors";
import { signInHostOf } from "../../../../src/core/identity/entra-credential";
import type { EntraIdentity } from "../../../../src/core/identity/entra-identity";
import type { SignInHost } from "../../../../src/core/identity/identity-error";
import { CachedTokenSource } from "../../../../src/core/identity/token-source";
import { CountingCredential } from "../../../support/counting-credential";

const SCOPE = "https://api.businesscentral.dynamics.com/.default";
const NETWORK_ERROR = "network_error: See https://aka.ms/msal.js.errors#network_error for details";
const PUBLIC_CLOUD: SignInHost = { host: "login.microsoftonline.com", isDefault: true };

/** What a token request fails with when the credential throws `thrown`; `null`: no sign-in host. */
async function signInFailure(thrown: Error, signInHost: SignInHost | null = PUBLIC_CLOUD) {
  const credential = new CountingCredential(() => 0);
  credential.failWith = thrown;
  const tokens = new CachedTokenSource({
    description: `the records service's Entra ID clientSecret identity (tenant t1, client id c1), scope ${SCOPE}`,
    scope: SCOPE,
    credential: () => credential,
    freshAfterRefusal: true,
    signInHost: signInHost ?? undefined,
  });
  const error = await tokens.token().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(IdentityError);
  return error as IdentityError;
}

/** MSAL's network failure as `@azure/identity` passes it on: its ClientAuthError as the cause. */
function msalNetworkError(): Error {
  const cause = Object.assign(new Error(NETWORK_ERROR), {
    name: "ClientAuthError",
    errorCode: "network_error",
  });
  return new AuthenticationRequiredError({ scopes: [SCOPE], message: NETWORK_ERROR, cause });
}

/** A connection error with Node's code, as the library's HTTP layer wraps it. */
function connectionError(code: string): Error {
  const cause = Object.assign(new Error(`getaddrinfo ${code} login.microsoftonline.com`), { code });
  return new CredentialUnavailableError("the request to the authority failed", { cause });
}

describe("a sign-in whose host cannot be reached", () => {
  it("names the default sign-in host and says to check the network, not the credential", async () => {
    const error = await signInFailure(msalNetworkError());
    expect(error.code).toBe("InvalidSettings");
    expect(error.message).toContain(`Could not get an Entra ID token for the records service's`);
    expect(error.hint).toBe(
      "The sign-in host login.microsoftonline.com (the default authority host; bizops:entraAuthorityHost or BIZOPS_ENTRA_AUTHORITY_HOST sets another) could not be reached from this machine, so the identity's settings were not checked yet: check this machine's network connection, DNS and firewall, then run the command again. Behind a proxy, set HTTPS_PROXY (hosts in NO_PROXY go direct), which the sign-in and the provider's requests both use.",
    );
    expect(error.hint).not.toMatch(/tenant id|client id|secret or certificate/);
  });

  it.each(["ENOTFOUND", "ECONNREFUSED", "ETIMEDOUT", "EAI_AGAIN"])(
    "takes %s anywhere in the cause chain for a host that could not be reached",
    async (code) => {
      const error = await signInFailure(connectionError(code));
      expect(error.hint).toMatch(/^The sign-in host login\.microsoftonline\.com .* could not be reached/);
    },
  );

  it("names an authority host that a setting chose", async () => {
    const error = await signInFailure(msalNetworkError(), {
      host: "login.microsoftonline.us",
      isDefault: false,
    });
    expect(error.hint).toMatch(
      /^The sign-in host login\.microsoftonline\.us \(from the entraAuthorityHost setting\) could not be reached/,
    );
  });

  it("speaks of the identity's sign-in endpoint when its credential signs in elsewhere", async () => {
    const error = await signInFailure(connectionError("ECONNREFUSED"), null);
    expect(error.hint).toMatch(/^The identity's sign-in endpoint could not be reached from this machine/);
  });

  it("keeps the credential advice for an answer of the identity provider", async () => {
    const error = await signInFailure(
      new AuthenticationError(400, {
        error: "invalid_request",
        error_description: "AADSTS90002: Tenant 't1' not found.",
      }),
    );
    expect(error.hint).toBe("Check the tenant id: no such tenant.");
  });

  it("keeps the general advice for a failure that is not the network's", async () => {
    const error = await signInFailure(
      new CredentialUnavailableError("Please run 'az login' to set up an account"),
    );
    expect(error.hint).toMatch(/^Check the tenant id, the client id and its secret or certificate/);
  });
});

describe("the sign-in host of an identity", () => {
  const identity = (over: Partial<EntraIdentity>): EntraIdentity => ({
    service: "records",
    credential: "clientSecret",
    scope: SCOPE,
    chosenBy: "entraCredential",
    ...over,
  });

  it("is the public cloud's unless an authority host is set", () => {
    expect(signInHostOf(identity({}))).toEqual(PUBLIC_CLOUD);
    expect(signInHostOf(identity({ authorityHost: "https://login.microsoftonline.us" }))).toEqual({
      host: "login.microsoftonline.us",
      isDefault: false,
    });
  });

  it("is none for a credential that does not sign in at an authority host itself", () => {
    expect(signInHostOf(identity({ credential: "managedIdentity" }))).toBeUndefined();
    expect(signInHostOf(identity({ credential: "azureCli" }))).toBeUndefined();
  });
});
