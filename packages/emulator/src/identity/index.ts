/**
 * What the identity provider makes public, exported from the package's root (services.ts re-exports
 * it): the tenant and the identities it signs in, and its options.
 */
export {
  CERTIFICATE_CLIENT,
  IDENTITY_TENANT_ID,
  PASSWORD_USER,
  SECRET_CLIENT,
  WORKLOAD_CLIENT,
  WORKLOAD_ISSUER,
} from "./identities";
export type { IdentityOptions } from "./options";
