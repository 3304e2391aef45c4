/**
 * The test identities the emulator's identity provider knows: one tenant, an application with a
 * client secret, one with a certificate, one with a federated credential (a CI workload), and a
 * user who signs in through a public client. Test values, not secrets.
 */

/** The one tenant. Delegated sign-ins may also name `common` or `organizations`. */
export const IDENTITY_TENANT_ID = "7d3c2a10-5e1f-4b8a-9c0d-2f6e4a1b8c01";

/** An application that proves itself with a client secret. */
export const SECRET_CLIENT = Object.freeze({
  clientId: "1b0f6e2d-3c4a-4e59-8a71-5d2c9e0f4a11",
  secret: "emulator-client-secret-value",
  /** A secret the application had, which has expired (AADSTS7000222). */
  expiredSecret: "emulator-expired-client-secret",
});

/** An application that proves itself with the certificate the emulator makes at start. */
export const CERTIFICATE_CLIENT = Object.freeze({
  clientId: "2c1a7f3e-4d5b-4f6a-9b82-6e3d0f1a5b22",
});

/**
 * An application with a federated credential: it trusts tokens of {@link WORKLOAD_ISSUER} (the
 * emulator plays the CI's OIDC issuer) for this subject and audience.
 */
export const WORKLOAD_CLIENT = Object.freeze({
  clientId: "3d2b8a4f-5e6c-4a7b-8c93-7f4e1a2b6c33",
  subject: "repo:contoso/infrastructure:ref:refs/heads/main",
  audience: "api://AzureADTokenExchange",
});

/** The issuer of the federated tokens the emulator mints for {@link WORKLOAD_CLIENT}. */
export const WORKLOAD_ISSUER = "https://token.actions.emulator.invalid";

/** A user who signs in with a password through a public client (the delegated lifecycle set-up). */
export const PASSWORD_USER = Object.freeze({
  /** The public client's id. */
  clientId: "4e3c9b5a-6f7d-4b8c-9da4-8a5f2b3c7d44",
  username: "ops@emulator.example",
  password: "emulator-user-password",
  objectId: "5f4d0c6b-7a8e-4c9d-8eb5-9b6a3c4d8e55",
});

/** The tenants a delegated sign-in may name besides the tenant itself. */
export const DELEGATED_TENANT_ALIASES: readonly string[] = ["common", "organizations"];
