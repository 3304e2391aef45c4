/**
 * Builds the `@azure/identity` credential for an identity, and the process's shared token source
 * for it. Every OAuth flow is the library's; this file only picks the class and its options.
 */
import type { TokenCredential } from "@azure/identity";
import { describeIdentity, identityKey, identitySecrets, type EntraIdentity } from "./entra-identity";
import { identityLibrary } from "./identity-library";
import type { SignInHost } from "./identity-error";
import type { EntraCredentialName } from "../settings/entra-settings";
import { CachedTokenSource, sharedTokenSource, type TokenSource } from "./token-source";

// The library's authority host when none is set.
const PUBLIC_CLOUD_HOST = "login.microsoftonline.com";

// The public and sovereign clouds' hosts, which the library knows. For any other host (a private
// authority, the emulator) instance discovery would ask login.microsoftonline.com about it.
const KNOWN_AUTHORITY_HOSTS = new Set([
  "login.microsoftonline.com",
  "login.microsoftonline.us",
  "login.chinacloudapi.cn",
  "login.partner.microsoftonline.cn",
]);

/** The process's token source for the identity and its scope. */
export function tokenSourceFor(identity: EntraIdentity): TokenSource {
  return sharedTokenSource(
    identityKey(identity),
    () =>
      new CachedTokenSource({
        description: describeIdentity(identity),
        scope: identity.scope,
        credential: () => credentialFor(identity),
        freshAfterRefusal: identity.credential !== "deviceCode",
        secrets: identitySecrets(identity),
        signInHost: signInHostOf(identity),
      }),
  );
}

// The credentials that sign in at an authority host themselves: a managed identity asks its
// machine's endpoint, the Azure CLI signs in on its own, and the default chain tries several.
const AUTHORITY_SIGN_INS: ReadonlySet<EntraCredentialName> = new Set([
  "clientSecret",
  "clientCertificate",
  "workloadIdentity",
  "usernamePassword",
  "deviceCode",
]);

/** The host the identity signs in at, or undefined when its credential signs in elsewhere. */
export function signInHostOf(identity: EntraIdentity): SignInHost | undefined {
  if (!AUTHORITY_SIGN_INS.has(identity.credential)) return undefined;
  if (identity.authorityHost === undefined) return { host: PUBLIC_CLOUD_HOST, isDefault: true };
  return { host: new URL(identity.authorityHost).host, isDefault: false };
}

/** The library's credential for the identity. */
export function credentialFor(identity: EntraIdentity): TokenCredential {
  const common = authorityOptions(identity.authorityHost);
  const { tenantId = "", clientId = "" } = identity;
  const {
    AzureCliCredential,
    ClientSecretCredential,
    DefaultAzureCredential,
    DeviceCodeCredential,
    ManagedIdentityCredential,
    UsernamePasswordCredential,
    WorkloadIdentityCredential,
  } = identityLibrary();
  switch (identity.credential) {
    case "clientSecret":
      return new ClientSecretCredential(tenantId, clientId, identity.clientSecret ?? "", common);
    case "clientCertificate":
      return certificateCredential(identity, common);
    case "workloadIdentity":
      return identity.federatedToken !== undefined
        ? federatedTokenCredential(tenantId, clientId, identity.federatedToken, common)
        : new WorkloadIdentityCredential({
            ...common,
            tenantId,
            clientId,
            tokenFilePath: identity.federatedTokenFile ?? "",
          });
    case "managedIdentity":
      return identity.clientId
        ? new ManagedIdentityCredential({ clientId: identity.clientId })
        : new ManagedIdentityCredential();
    case "azureCli":
      return new AzureCliCredential(identity.tenantId ? { tenantId: identity.tenantId } : {});
    case "default":
      return new DefaultAzureCredential({
        ...common,
        tenantId: identity.tenantId,
        managedIdentityClientId: identity.clientId,
        workloadIdentityClientId: identity.clientId,
      });
    case "usernamePassword":
      return new UsernamePasswordCredential(
        tenantId,
        clientId,
        identity.username ?? "",
        identity.password ?? "",
        common,
      );
    case "deviceCode":
      return new DeviceCodeCredential({
        ...common,
        tenantId,
        clientId: identity.clientId,
        // The provider runs without a terminal of its own; the engine shows its stderr to the user.
        userPromptCallback: (info) => {
          process.stderr.write(`${info.message}\n`);
        },
      });
  }
}

/**
 * A workload identity whose federated token is given as a string: the library's client assertion
 * credential, which asks for the assertion at each sign-in (the file credential is the same one
 * reading its file each time). The string cannot be renewed: once the CI system's token expires,
 * a run that needs a new access token fails to sign in.
 */
function federatedTokenCredential(
  tenantId: string,
  clientId: string,
  token: string,
  common: AuthorityOptions,
): TokenCredential {
  const { ClientAssertionCredential } = identityLibrary();
  return new ClientAssertionCredential(tenantId, clientId, () => Promise.resolve(token), common);
}

function certificateCredential(identity: EntraIdentity, common: AuthorityOptions): TokenCredential {
  const { tenantId = "", clientId = "", clientCertificate, clientCertificatePassword } = identity;
  const { ClientCertificateCredential } = identityLibrary();
  if (clientCertificate !== undefined) {
    return new ClientCertificateCredential(
      tenantId,
      clientId,
      { certificate: clientCertificate, certificatePassword: clientCertificatePassword },
      common,
    );
  }
  return new ClientCertificateCredential(
    tenantId,
    clientId,
    { certificatePath: identity.clientCertificatePath ?? "", certificatePassword: clientCertificatePassword },
    common,
  );
}

interface AuthorityOptions {
  authorityHost?: string;
  disableInstanceDiscovery?: boolean;
}

function authorityOptions(authorityHost: string | undefined): AuthorityOptions {
  if (authorityHost === undefined) return {};
  const known = KNOWN_AUTHORITY_HOSTS.has(new URL(authorityHost).hostname);
  return { authorityHost, disableInstanceDiscovery: !known };
}
