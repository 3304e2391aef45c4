/**
 * A service's own identity settings (`recordsEntraTenantId`) in a resource's or function's
 * `settings`. Earlier releases took them there beside the shared ones (`entraTenantId`), the
 * service's own winning; now `settings` take the shared names only, since they belong to one
 * service already. New inputs that name one are refused by name; stored state that holds them
 * still reads, with each lifted onto its shared name.
 */
import {
  ENTRA_SETTING_SOURCES,
  NOT_IN_RESOURCE_SETTINGS,
  sharedNameOf,
  type SharedEntraSetting,
} from "./entra-settings";

/**
 * Stored `settings` with each service-prefixed identity field under its shared name. The prefixed
 * one wins where both are present, as it did when the state was written.
 */
export function liftServiceIdentity(settings: unknown): unknown {
  if (!isPlainObject(settings)) return settings;
  const entries = Object.entries(settings);
  if (!entries.some(([name]) => sharedNameOf(name) !== undefined)) return settings;
  const kept = entries.filter(([name]) => sharedNameOf(name) === undefined);
  const lifted = entries.flatMap(([name, value]) => {
    const shared = sharedNameOf(name);
    return shared === undefined ? [] : [[shared, value] as const];
  });
  return Object.fromEntries([...kept, ...lifted]);
}

/**
 * Why a `settings` object refuses these keys: for a field that `settings` never take (the
 * federated token), where to set it instead; for a service's own identity setting, the shared
 * name to use instead. Undefined otherwise, for zod's own wording of an unknown key.
 */
export function serviceIdentityRefusal(keys: readonly PropertyKey[]): string | undefined {
  const elsewhere = keys.flatMap((key) => {
    const name = String(key);
    const shared = Object.hasOwn(ENTRA_SETTING_SOURCES, name) ? (sharedNameOf(name) ?? name) : undefined;
    return shared !== undefined && isConfigOnly(shared) ? [name] : [];
  });
  if (elsewhere.length > 0) return configOnlyRefusal(elsewhere);
  const renames = keys.flatMap((key) => {
    const shared = sharedNameOf(String(key));
    return shared === undefined ? [] : [`${shared} instead of ${String(key)}`];
  });
  if (renames.length === 0) return undefined;
  return (
    `a resource's or function's settings name one identity, for its own service, by the shared ` +
    `names: use ${renames.join(", ")} (the service-prefixed names are for stack config and the ` +
    `environment)`
  );
}

function isConfigOnly(shared: string): boolean {
  return NOT_IN_RESOURCE_SETTINGS.some((field) => shared === `entra${field}`);
}

/** Where a federated token goes instead: stack config or the environment, read afresh at each run. */
function configOnlyRefusal(names: readonly string[]): string {
  const shared = "entraFederatedToken" satisfies SharedEntraSetting;
  const where = ENTRA_SETTING_SOURCES[shared];
  return (
    `${names.join(", ")} cannot be given in a resource's or function's settings: they are stored ` +
    `in state and used again by later refreshes and destroys, after a federated token has ` +
    `expired. Set it in the stack config (${where.config}, as a secret) or the environment ` +
    `(${where.env}, or ARM_OIDC_TOKEN from Pulumi ESC), or give entraFederatedTokenFile here`
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
