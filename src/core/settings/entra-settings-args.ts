/**
 * The Entra ID settings of a bearer service's resource or function, as a resource's `settings`
 * input (each field an Input) and as a function's `settings` argument: the shared identity fields
 * and the service's scope. (The service-prefixed copies, such as `bizops:recordsEntraTenantId`,
 * are stack config and environment names only.) Written out per field: each field's doc is in the
 * plain interface, and its Args twin points to it (`See {@link ...}`); a type-level test keeps them
 * in step with the settings schema.
 */
import type * as pulumi from "@pulumi/pulumi";

/**
 * The Entra ID identity that signs in to this resource's or function's service. An identity named
 * here takes its fields from here alone: none from the stack config or the environment.
 */
export interface EntraIdentitySettings {
  /**
   * Which Entra ID identity signs in, instead of a static token: `clientSecret`,
   * `clientCertificate`, `workloadIdentity` (a federated token, as a file or as a string, as GitHub
   * Actions, GitLab and Pulumi ESC provide), `managedIdentity`, `azureCli` (the `az login` of this
   * machine), `default` (whatever this machine has, as `DefaultAzureCredential`),
   * `usernamePassword` or `deviceCode` (delegated sign-in, for the environment operations service).
   */
  entraCredential?: string;
  /**
   * The directory (tenant) id or domain the identity belongs to.
   */
  entraTenantId?: string;
  /**
   * The application (client) id: of the app registration, of a user-assigned managed identity, or
   * the public client for delegated sign-in.
   */
  entraClientId?: string;
  /**
   * The client secret of the app registration (`clientSecret`). A secret: never stored in plain
   * text, never logged.
   */
  entraClientSecret?: string;
  /**
   * The client certificate with its private key, as PEM text (`clientCertificate`). A secret: never
   * stored in plain text, never logged.
   */
  entraClientCertificate?: string;
  /**
   * A file holding the client certificate with its private key, PEM (`clientCertificate`).
   */
  entraClientCertificatePath?: string;
  /**
   * The password of an encrypted certificate key. A secret.
   */
  entraClientCertificatePassword?: string;
  /**
   * The file the CI system writes its identity token to (`workloadIdentity`); read again at each
   * renewal. The token itself is not taken here, since settings are stored in state and a token
   * expires within minutes: give it in the stack config (`bizops:entraFederatedToken`) or the
   * environment (`BIZOPS_ENTRA_FEDERATED_TOKEN`, `ARM_OIDC_TOKEN`).
   */
  entraFederatedTokenFile?: string;
  /**
   * The user who signs in (`usernamePassword`).
   */
  entraUsername?: string;
  /**
   * The user's password (`usernamePassword`). Accounts with multi-factor authentication cannot use
   * it. A secret.
   */
  entraPassword?: string;
  /**
   * The Entra ID authority host, `https:` only, such as `https://login.microsoftonline.us` for a
   * sovereign cloud (or the emulator's); the public cloud's when unset.
   */
  entraAuthorityHost?: string;
}

/** {@link EntraIdentitySettings}, each of which may be an Output. */
export interface EntraIdentitySettingsArgs {
  /** See {@link EntraIdentitySettings.entraCredential}. */
  entraCredential?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraTenantId}. */
  entraTenantId?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraClientId}. */
  entraClientId?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraClientSecret}. */
  entraClientSecret?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraClientCertificate}. */
  entraClientCertificate?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraClientCertificatePath}. */
  entraClientCertificatePath?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraClientCertificatePassword}. */
  entraClientCertificatePassword?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraFederatedTokenFile}. */
  entraFederatedTokenFile?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraUsername}. */
  entraUsername?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraPassword}. */
  entraPassword?: pulumi.Input<string>;
  /** See {@link EntraIdentitySettings.entraAuthorityHost}. */
  entraAuthorityHost?: pulumi.Input<string>;
}

/** The scope of the records service's Entra ID tokens. */
export interface RecordsEntraSettings {
  /**
   * The scope asked for the records service's tokens;
   * `https://api.businesscentral.dynamics.com/.default` when unset.
   */
  recordsEntraScope?: string;
}

/** The scope of the data share service's Entra ID tokens. */
export interface DataShareEntraSettings {
  /**
   * The scope asked for the data share service's tokens; `https://management.azure.com/.default`
   * when unset.
   */
  dataShareEntraScope?: string;
}

/** The scope of the environment operations service's Entra ID tokens. */
export interface LifecycleEntraSettings {
  /**
   * The scope asked for the environment operations service's tokens; its delegated
   * `user_impersonation` scope when unset.
   */
  lifecycleEntraScope?: string;
}

/** {@link RecordsEntraSettings}, which may be an Output. */
export interface RecordsEntraSettingsArgs {
  /** See {@link RecordsEntraSettings.recordsEntraScope}. */
  recordsEntraScope?: pulumi.Input<string>;
}

/** {@link DataShareEntraSettings}, which may be an Output. */
export interface DataShareEntraSettingsArgs {
  /** See {@link DataShareEntraSettings.dataShareEntraScope}. */
  dataShareEntraScope?: pulumi.Input<string>;
}

/** {@link LifecycleEntraSettings}, which may be an Output. */
export interface LifecycleEntraSettingsArgs {
  /** See {@link LifecycleEntraSettings.lifecycleEntraScope}. */
  lifecycleEntraScope?: pulumi.Input<string>;
}

/** The scope of the Power Platform API's Entra ID tokens. */
export interface PowerPlatformEntraSettings {
  /**
   * The scope asked for the Power Platform API's tokens; `https://api.powerplatform.com/.default`
   * (client credentials: a service principal) when unset.
   */
  powerPlatformEntraScope?: string;
}

/** {@link PowerPlatformEntraSettings}, which may be an Output. */
export interface PowerPlatformEntraSettingsArgs {
  /** See {@link PowerPlatformEntraSettings.powerPlatformEntraScope}. */
  powerPlatformEntraScope?: pulumi.Input<string>;
}
