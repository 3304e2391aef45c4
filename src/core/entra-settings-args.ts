/**
 * The Entra ID identity settings of the bearer services, as a resource's `settings` input (each
 * field an Input) and as a function's `settings` argument. Written out per field so that each
 * has its own documentation; a type-level test keeps them in step with the settings schema.
 */
import type * as pulumi from "@pulumi/pulumi";

/** An Entra ID identity that every bearer service uses unless it names its own. */
export interface EntraIdentitySettings {
  /**
   * Which Entra ID identity signs in, instead of a static token: `clientSecret`,
   * `clientCertificate`, `workloadIdentity` (a federated token file, as GitHub Actions and GitLab
   * provide), `managedIdentity`, `azureCli` (the `az login` of this machine), `default` (whatever
   * this machine has, as `DefaultAzureCredential`), `usernamePassword` or `deviceCode` (delegated
   * sign-in, for the environment operations service).
   */
  entraCredential?: string;
  /**
   * The directory (tenant) id or domain the identity belongs to; `AZURE_TENANT_ID` when unset.
   */
  entraTenantId?: string;
  /**
   * The application (client) id: of the app registration, of a user-assigned managed identity, or
   * the public client for delegated sign-in; `AZURE_CLIENT_ID` when unset.
   */
  entraClientId?: string;
  /**
   * The client secret of the app registration (`clientSecret`). A secret: never stored in plain
   * text, never logged; `AZURE_CLIENT_SECRET` when unset.
   */
  entraClientSecret?: string;
  /**
   * The client certificate with its private key, as PEM text (`clientCertificate`). A secret: never
   * stored in plain text, never logged.
   */
  entraClientCertificate?: string;
  /**
   * A file holding the client certificate with its private key, PEM (`clientCertificate`);
   * `AZURE_CLIENT_CERTIFICATE_PATH` when unset.
   */
  entraClientCertificatePath?: string;
  /**
   * The password of an encrypted certificate key. A secret; `AZURE_CLIENT_CERTIFICATE_PASSWORD`
   * when unset.
   */
  entraClientCertificatePassword?: string;
  /**
   * The file the CI system writes its identity token to (`workloadIdentity`);
   * `AZURE_FEDERATED_TOKEN_FILE` when unset.
   */
  entraFederatedTokenFile?: string;
  /**
   * The user who signs in (`usernamePassword`); `AZURE_USERNAME` when unset.
   */
  entraUsername?: string;
  /**
   * The user's password (`usernamePassword`). Accounts with multi-factor authentication cannot use
   * it. A secret; `AZURE_PASSWORD` when unset.
   */
  entraPassword?: string;
  /**
   * The Entra ID authority host, `https:` only, such as `https://login.microsoftonline.us` for a
   * sovereign cloud (or the emulator's); the public cloud's when unset.
   */
  entraAuthorityHost?: string;
}

/** The Entra ID identity of the records service alone, and the scope of its tokens. */
export interface RecordsEntraSettings {
  /**
   * For the records service only, and winning over `entraCredential`: which Entra ID identity signs
   * in, instead of a static token: `clientSecret`, `clientCertificate`, `workloadIdentity` (a
   * federated token file, as GitHub Actions and GitLab provide), `managedIdentity`, `azureCli` (the
   * `az login` of this machine), `default` (whatever this machine has, as
   * `DefaultAzureCredential`), `usernamePassword` or `deviceCode` (delegated sign-in, for the
   * environment operations service).
   */
  recordsEntraCredential?: string;
  /**
   * For the records service only, and winning over `entraTenantId`: the directory (tenant) id or
   * domain the identity belongs to; `AZURE_TENANT_ID` when unset.
   */
  recordsEntraTenantId?: string;
  /**
   * For the records service only, and winning over `entraClientId`: the application (client) id: of
   * the app registration, of a user-assigned managed identity, or the public client for delegated
   * sign-in; `AZURE_CLIENT_ID` when unset.
   */
  recordsEntraClientId?: string;
  /**
   * For the records service only, and winning over `entraClientSecret`: the client secret of the
   * app registration (`clientSecret`). A secret: never stored in plain text, never logged;
   * `AZURE_CLIENT_SECRET` when unset.
   */
  recordsEntraClientSecret?: string;
  /**
   * For the records service only, and winning over `entraClientCertificate`: the client certificate
   * with its private key, as PEM text (`clientCertificate`). A secret: never stored in plain text,
   * never logged.
   */
  recordsEntraClientCertificate?: string;
  /**
   * For the records service only, and winning over `entraClientCertificatePath`: a file holding the
   * client certificate with its private key, PEM (`clientCertificate`);
   * `AZURE_CLIENT_CERTIFICATE_PATH` when unset.
   */
  recordsEntraClientCertificatePath?: string;
  /**
   * For the records service only, and winning over `entraClientCertificatePassword`: the password
   * of an encrypted certificate key. A secret; `AZURE_CLIENT_CERTIFICATE_PASSWORD` when unset.
   */
  recordsEntraClientCertificatePassword?: string;
  /**
   * For the records service only, and winning over `entraFederatedTokenFile`: the file the CI
   * system writes its identity token to (`workloadIdentity`); `AZURE_FEDERATED_TOKEN_FILE` when
   * unset.
   */
  recordsEntraFederatedTokenFile?: string;
  /**
   * For the records service only, and winning over `entraUsername`: the user who signs in
   * (`usernamePassword`); `AZURE_USERNAME` when unset.
   */
  recordsEntraUsername?: string;
  /**
   * For the records service only, and winning over `entraPassword`: the user's password
   * (`usernamePassword`). Accounts with multi-factor authentication cannot use it. A secret;
   * `AZURE_PASSWORD` when unset.
   */
  recordsEntraPassword?: string;
  /**
   * For the records service only, and winning over `entraAuthorityHost`: the Entra ID authority
   * host, `https:` only, such as `https://login.microsoftonline.us` for a sovereign cloud (or the
   * emulator's); the public cloud's when unset.
   */
  recordsEntraAuthorityHost?: string;
  /**
   * The scope asked for the records service's tokens;
   * `https://api.businesscentral.dynamics.com/.default` when unset.
   */
  recordsEntraScope?: string;
}

/** The Entra ID identity of the data share service alone, and the scope of its tokens. */
export interface DataShareEntraSettings {
  /**
   * For the data share service only, and winning over `entraCredential`: which Entra ID identity
   * signs in, instead of a static token: `clientSecret`, `clientCertificate`, `workloadIdentity` (a
   * federated token file, as GitHub Actions and GitLab provide), `managedIdentity`, `azureCli` (the
   * `az login` of this machine), `default` (whatever this machine has, as
   * `DefaultAzureCredential`), `usernamePassword` or `deviceCode` (delegated sign-in, for the
   * environment operations service).
   */
  dataShareEntraCredential?: string;
  /**
   * For the data share service only, and winning over `entraTenantId`: the directory (tenant) id or
   * domain the identity belongs to; `AZURE_TENANT_ID` when unset.
   */
  dataShareEntraTenantId?: string;
  /**
   * For the data share service only, and winning over `entraClientId`: the application (client) id:
   * of the app registration, of a user-assigned managed identity, or the public client for
   * delegated sign-in; `AZURE_CLIENT_ID` when unset.
   */
  dataShareEntraClientId?: string;
  /**
   * For the data share service only, and winning over `entraClientSecret`: the client secret of the
   * app registration (`clientSecret`). A secret: never stored in plain text, never logged;
   * `AZURE_CLIENT_SECRET` when unset.
   */
  dataShareEntraClientSecret?: string;
  /**
   * For the data share service only, and winning over `entraClientCertificate`: the client
   * certificate with its private key, as PEM text (`clientCertificate`). A secret: never stored in
   * plain text, never logged.
   */
  dataShareEntraClientCertificate?: string;
  /**
   * For the data share service only, and winning over `entraClientCertificatePath`: a file holding
   * the client certificate with its private key, PEM (`clientCertificate`);
   * `AZURE_CLIENT_CERTIFICATE_PATH` when unset.
   */
  dataShareEntraClientCertificatePath?: string;
  /**
   * For the data share service only, and winning over `entraClientCertificatePassword`: the
   * password of an encrypted certificate key. A secret; `AZURE_CLIENT_CERTIFICATE_PASSWORD` when
   * unset.
   */
  dataShareEntraClientCertificatePassword?: string;
  /**
   * For the data share service only, and winning over `entraFederatedTokenFile`: the file the CI
   * system writes its identity token to (`workloadIdentity`); `AZURE_FEDERATED_TOKEN_FILE` when
   * unset.
   */
  dataShareEntraFederatedTokenFile?: string;
  /**
   * For the data share service only, and winning over `entraUsername`: the user who signs in
   * (`usernamePassword`); `AZURE_USERNAME` when unset.
   */
  dataShareEntraUsername?: string;
  /**
   * For the data share service only, and winning over `entraPassword`: the user's password
   * (`usernamePassword`). Accounts with multi-factor authentication cannot use it. A secret;
   * `AZURE_PASSWORD` when unset.
   */
  dataShareEntraPassword?: string;
  /**
   * For the data share service only, and winning over `entraAuthorityHost`: the Entra ID authority
   * host, `https:` only, such as `https://login.microsoftonline.us` for a sovereign cloud (or the
   * emulator's); the public cloud's when unset.
   */
  dataShareEntraAuthorityHost?: string;
  /**
   * The scope asked for the data share service's tokens; `https://management.azure.com/.default`
   * when unset.
   */
  dataShareEntraScope?: string;
}

/** The Entra ID identity of the environment operations service alone, and the scope of its tokens. */
export interface LifecycleEntraSettings {
  /**
   * For the environment operations service only, and winning over `entraCredential`: which Entra ID
   * identity signs in, instead of a static token: `clientSecret`, `clientCertificate`,
   * `workloadIdentity` (a federated token file, as GitHub Actions and GitLab provide),
   * `managedIdentity`, `azureCli` (the `az login` of this machine), `default` (whatever this
   * machine has, as `DefaultAzureCredential`), `usernamePassword` or `deviceCode` (delegated sign-
   * in, for the environment operations service).
   */
  lifecycleEntraCredential?: string;
  /**
   * For the environment operations service only, and winning over `entraTenantId`: the directory
   * (tenant) id or domain the identity belongs to; `AZURE_TENANT_ID` when unset.
   */
  lifecycleEntraTenantId?: string;
  /**
   * For the environment operations service only, and winning over `entraClientId`: the application
   * (client) id: of the app registration, of a user-assigned managed identity, or the public client
   * for delegated sign-in; `AZURE_CLIENT_ID` when unset.
   */
  lifecycleEntraClientId?: string;
  /**
   * For the environment operations service only, and winning over `entraClientSecret`: the client
   * secret of the app registration (`clientSecret`). A secret: never stored in plain text, never
   * logged; `AZURE_CLIENT_SECRET` when unset.
   */
  lifecycleEntraClientSecret?: string;
  /**
   * For the environment operations service only, and winning over `entraClientCertificate`: the
   * client certificate with its private key, as PEM text (`clientCertificate`). A secret: never
   * stored in plain text, never logged.
   */
  lifecycleEntraClientCertificate?: string;
  /**
   * For the environment operations service only, and winning over `entraClientCertificatePath`: a
   * file holding the client certificate with its private key, PEM (`clientCertificate`);
   * `AZURE_CLIENT_CERTIFICATE_PATH` when unset.
   */
  lifecycleEntraClientCertificatePath?: string;
  /**
   * For the environment operations service only, and winning over `entraClientCertificatePassword`:
   * the password of an encrypted certificate key. A secret; `AZURE_CLIENT_CERTIFICATE_PASSWORD`
   * when unset.
   */
  lifecycleEntraClientCertificatePassword?: string;
  /**
   * For the environment operations service only, and winning over `entraFederatedTokenFile`: the
   * file the CI system writes its identity token to (`workloadIdentity`);
   * `AZURE_FEDERATED_TOKEN_FILE` when unset.
   */
  lifecycleEntraFederatedTokenFile?: string;
  /**
   * For the environment operations service only, and winning over `entraUsername`: the user who
   * signs in (`usernamePassword`); `AZURE_USERNAME` when unset.
   */
  lifecycleEntraUsername?: string;
  /**
   * For the environment operations service only, and winning over `entraPassword`: the user's
   * password (`usernamePassword`). Accounts with multi-factor authentication cannot use it. A
   * secret; `AZURE_PASSWORD` when unset.
   */
  lifecycleEntraPassword?: string;
  /**
   * For the environment operations service only, and winning over `entraAuthorityHost`: the Entra
   * ID authority host, `https:` only, such as `https://login.microsoftonline.us` for a sovereign
   * cloud (or the emulator's); the public cloud's when unset.
   */
  lifecycleEntraAuthorityHost?: string;
  /**
   * The scope asked for the environment operations service's tokens; its delegated
   * `user_impersonation` scope when unset.
   */
  lifecycleEntraScope?: string;
}

/** An Entra ID identity that every bearer service uses unless it names its own. */
export interface EntraIdentitySettingsArgs {
  /**
   * Which Entra ID identity signs in, instead of a static token: `clientSecret`,
   * `clientCertificate`, `workloadIdentity` (a federated token file, as GitHub Actions and GitLab
   * provide), `managedIdentity`, `azureCli` (the `az login` of this machine), `default` (whatever
   * this machine has, as `DefaultAzureCredential`), `usernamePassword` or `deviceCode` (delegated
   * sign-in, for the environment operations service).
   */
  entraCredential?: pulumi.Input<string>;
  /**
   * The directory (tenant) id or domain the identity belongs to; `AZURE_TENANT_ID` when unset.
   */
  entraTenantId?: pulumi.Input<string>;
  /**
   * The application (client) id: of the app registration, of a user-assigned managed identity, or
   * the public client for delegated sign-in; `AZURE_CLIENT_ID` when unset.
   */
  entraClientId?: pulumi.Input<string>;
  /**
   * The client secret of the app registration (`clientSecret`). A secret: never stored in plain
   * text, never logged; `AZURE_CLIENT_SECRET` when unset.
   */
  entraClientSecret?: pulumi.Input<string>;
  /**
   * The client certificate with its private key, as PEM text (`clientCertificate`). A secret: never
   * stored in plain text, never logged.
   */
  entraClientCertificate?: pulumi.Input<string>;
  /**
   * A file holding the client certificate with its private key, PEM (`clientCertificate`);
   * `AZURE_CLIENT_CERTIFICATE_PATH` when unset.
   */
  entraClientCertificatePath?: pulumi.Input<string>;
  /**
   * The password of an encrypted certificate key. A secret; `AZURE_CLIENT_CERTIFICATE_PASSWORD`
   * when unset.
   */
  entraClientCertificatePassword?: pulumi.Input<string>;
  /**
   * The file the CI system writes its identity token to (`workloadIdentity`);
   * `AZURE_FEDERATED_TOKEN_FILE` when unset.
   */
  entraFederatedTokenFile?: pulumi.Input<string>;
  /**
   * The user who signs in (`usernamePassword`); `AZURE_USERNAME` when unset.
   */
  entraUsername?: pulumi.Input<string>;
  /**
   * The user's password (`usernamePassword`). Accounts with multi-factor authentication cannot use
   * it. A secret; `AZURE_PASSWORD` when unset.
   */
  entraPassword?: pulumi.Input<string>;
  /**
   * The Entra ID authority host, `https:` only, such as `https://login.microsoftonline.us` for a
   * sovereign cloud (or the emulator's); the public cloud's when unset.
   */
  entraAuthorityHost?: pulumi.Input<string>;
}

/** The Entra ID identity of the records service alone, and the scope of its tokens. */
export interface RecordsEntraSettingsArgs {
  /**
   * For the records service only, and winning over `entraCredential`: which Entra ID identity signs
   * in, instead of a static token: `clientSecret`, `clientCertificate`, `workloadIdentity` (a
   * federated token file, as GitHub Actions and GitLab provide), `managedIdentity`, `azureCli` (the
   * `az login` of this machine), `default` (whatever this machine has, as
   * `DefaultAzureCredential`), `usernamePassword` or `deviceCode` (delegated sign-in, for the
   * environment operations service).
   */
  recordsEntraCredential?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraTenantId`: the directory (tenant) id or
   * domain the identity belongs to; `AZURE_TENANT_ID` when unset.
   */
  recordsEntraTenantId?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraClientId`: the application (client) id: of
   * the app registration, of a user-assigned managed identity, or the public client for delegated
   * sign-in; `AZURE_CLIENT_ID` when unset.
   */
  recordsEntraClientId?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraClientSecret`: the client secret of the
   * app registration (`clientSecret`). A secret: never stored in plain text, never logged;
   * `AZURE_CLIENT_SECRET` when unset.
   */
  recordsEntraClientSecret?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraClientCertificate`: the client certificate
   * with its private key, as PEM text (`clientCertificate`). A secret: never stored in plain text,
   * never logged.
   */
  recordsEntraClientCertificate?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraClientCertificatePath`: a file holding the
   * client certificate with its private key, PEM (`clientCertificate`);
   * `AZURE_CLIENT_CERTIFICATE_PATH` when unset.
   */
  recordsEntraClientCertificatePath?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraClientCertificatePassword`: the password
   * of an encrypted certificate key. A secret; `AZURE_CLIENT_CERTIFICATE_PASSWORD` when unset.
   */
  recordsEntraClientCertificatePassword?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraFederatedTokenFile`: the file the CI
   * system writes its identity token to (`workloadIdentity`); `AZURE_FEDERATED_TOKEN_FILE` when
   * unset.
   */
  recordsEntraFederatedTokenFile?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraUsername`: the user who signs in
   * (`usernamePassword`); `AZURE_USERNAME` when unset.
   */
  recordsEntraUsername?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraPassword`: the user's password
   * (`usernamePassword`). Accounts with multi-factor authentication cannot use it. A secret;
   * `AZURE_PASSWORD` when unset.
   */
  recordsEntraPassword?: pulumi.Input<string>;
  /**
   * For the records service only, and winning over `entraAuthorityHost`: the Entra ID authority
   * host, `https:` only, such as `https://login.microsoftonline.us` for a sovereign cloud (or the
   * emulator's); the public cloud's when unset.
   */
  recordsEntraAuthorityHost?: pulumi.Input<string>;
  /**
   * The scope asked for the records service's tokens;
   * `https://api.businesscentral.dynamics.com/.default` when unset.
   */
  recordsEntraScope?: pulumi.Input<string>;
}

/** The Entra ID identity of the data share service alone, and the scope of its tokens. */
export interface DataShareEntraSettingsArgs {
  /**
   * For the data share service only, and winning over `entraCredential`: which Entra ID identity
   * signs in, instead of a static token: `clientSecret`, `clientCertificate`, `workloadIdentity` (a
   * federated token file, as GitHub Actions and GitLab provide), `managedIdentity`, `azureCli` (the
   * `az login` of this machine), `default` (whatever this machine has, as
   * `DefaultAzureCredential`), `usernamePassword` or `deviceCode` (delegated sign-in, for the
   * environment operations service).
   */
  dataShareEntraCredential?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraTenantId`: the directory (tenant) id or
   * domain the identity belongs to; `AZURE_TENANT_ID` when unset.
   */
  dataShareEntraTenantId?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraClientId`: the application (client) id:
   * of the app registration, of a user-assigned managed identity, or the public client for
   * delegated sign-in; `AZURE_CLIENT_ID` when unset.
   */
  dataShareEntraClientId?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraClientSecret`: the client secret of the
   * app registration (`clientSecret`). A secret: never stored in plain text, never logged;
   * `AZURE_CLIENT_SECRET` when unset.
   */
  dataShareEntraClientSecret?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraClientCertificate`: the client
   * certificate with its private key, as PEM text (`clientCertificate`). A secret: never stored in
   * plain text, never logged.
   */
  dataShareEntraClientCertificate?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraClientCertificatePath`: a file holding
   * the client certificate with its private key, PEM (`clientCertificate`);
   * `AZURE_CLIENT_CERTIFICATE_PATH` when unset.
   */
  dataShareEntraClientCertificatePath?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraClientCertificatePassword`: the
   * password of an encrypted certificate key. A secret; `AZURE_CLIENT_CERTIFICATE_PASSWORD` when
   * unset.
   */
  dataShareEntraClientCertificatePassword?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraFederatedTokenFile`: the file the CI
   * system writes its identity token to (`workloadIdentity`); `AZURE_FEDERATED_TOKEN_FILE` when
   * unset.
   */
  dataShareEntraFederatedTokenFile?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraUsername`: the user who signs in
   * (`usernamePassword`); `AZURE_USERNAME` when unset.
   */
  dataShareEntraUsername?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraPassword`: the user's password
   * (`usernamePassword`). Accounts with multi-factor authentication cannot use it. A secret;
   * `AZURE_PASSWORD` when unset.
   */
  dataShareEntraPassword?: pulumi.Input<string>;
  /**
   * For the data share service only, and winning over `entraAuthorityHost`: the Entra ID authority
   * host, `https:` only, such as `https://login.microsoftonline.us` for a sovereign cloud (or the
   * emulator's); the public cloud's when unset.
   */
  dataShareEntraAuthorityHost?: pulumi.Input<string>;
  /**
   * The scope asked for the data share service's tokens; `https://management.azure.com/.default`
   * when unset.
   */
  dataShareEntraScope?: pulumi.Input<string>;
}

/** The Entra ID identity of the environment operations service alone, and the scope of its tokens. */
export interface LifecycleEntraSettingsArgs {
  /**
   * For the environment operations service only, and winning over `entraCredential`: which Entra ID
   * identity signs in, instead of a static token: `clientSecret`, `clientCertificate`,
   * `workloadIdentity` (a federated token file, as GitHub Actions and GitLab provide),
   * `managedIdentity`, `azureCli` (the `az login` of this machine), `default` (whatever this
   * machine has, as `DefaultAzureCredential`), `usernamePassword` or `deviceCode` (delegated sign-
   * in, for the environment operations service).
   */
  lifecycleEntraCredential?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraTenantId`: the directory
   * (tenant) id or domain the identity belongs to; `AZURE_TENANT_ID` when unset.
   */
  lifecycleEntraTenantId?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraClientId`: the application
   * (client) id: of the app registration, of a user-assigned managed identity, or the public client
   * for delegated sign-in; `AZURE_CLIENT_ID` when unset.
   */
  lifecycleEntraClientId?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraClientSecret`: the client
   * secret of the app registration (`clientSecret`). A secret: never stored in plain text, never
   * logged; `AZURE_CLIENT_SECRET` when unset.
   */
  lifecycleEntraClientSecret?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraClientCertificate`: the
   * client certificate with its private key, as PEM text (`clientCertificate`). A secret: never
   * stored in plain text, never logged.
   */
  lifecycleEntraClientCertificate?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraClientCertificatePath`: a
   * file holding the client certificate with its private key, PEM (`clientCertificate`);
   * `AZURE_CLIENT_CERTIFICATE_PATH` when unset.
   */
  lifecycleEntraClientCertificatePath?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraClientCertificatePassword`:
   * the password of an encrypted certificate key. A secret; `AZURE_CLIENT_CERTIFICATE_PASSWORD`
   * when unset.
   */
  lifecycleEntraClientCertificatePassword?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraFederatedTokenFile`: the
   * file the CI system writes its identity token to (`workloadIdentity`);
   * `AZURE_FEDERATED_TOKEN_FILE` when unset.
   */
  lifecycleEntraFederatedTokenFile?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraUsername`: the user who
   * signs in (`usernamePassword`); `AZURE_USERNAME` when unset.
   */
  lifecycleEntraUsername?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraPassword`: the user's
   * password (`usernamePassword`). Accounts with multi-factor authentication cannot use it. A
   * secret; `AZURE_PASSWORD` when unset.
   */
  lifecycleEntraPassword?: pulumi.Input<string>;
  /**
   * For the environment operations service only, and winning over `entraAuthorityHost`: the Entra
   * ID authority host, `https:` only, such as `https://login.microsoftonline.us` for a sovereign
   * cloud (or the emulator's); the public cloud's when unset.
   */
  lifecycleEntraAuthorityHost?: pulumi.Input<string>;
  /**
   * The scope asked for the environment operations service's tokens; its delegated
   * `user_impersonation` scope when unset.
   */
  lifecycleEntraScope?: pulumi.Input<string>;
}
