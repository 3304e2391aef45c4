import type { EnvironmentKind } from "./kinds";
import type { PowerPlatformEnvironment, PowerPlatformStore } from "./store";

/** The tenant of the seeded environments: the emulator's identity provider's tenant. */
export const SEED_POWER_PLATFORM_TENANT_ID = "7d3c2a10-5e1f-4b8a-9c0d-2f6e4a1b8c01";

/** The F&O version seeded environments run, unless staged otherwise. */
export const DEFAULT_FINOPS_VERSION = "10.0.46.12";

/** The seeded environments' ids by name: one of each kind, all in the tenant and in `europe`. */
export const SEED_POWER_PLATFORM_ENVIRONMENTS = Object.freeze({
  /** `contoso-prod`, a unified production environment (UPE): a copy source, never a target. */
  production: "0a1b2c3d-1111-4a5b-8c6d-7e8f9a0b1c01",
  /** `contoso-uat`, a unified sandbox (USE). */
  sandbox: "0a1b2c3d-2222-4a5b-8c6d-7e8f9a0b1c02",
  /** `contoso-dev`, a unified developer environment (UDE). */
  developer: "0a1b2c3d-3333-4a5b-8c6d-7e8f9a0b1c03",
  /** `contoso-lcs-prod`, an LCS production environment linked to Power Platform. */
  lcsProduction: "0a1b2c3d-4444-4a5b-8c6d-7e8f9a0b1c04",
  /** `contoso-lcs-uat`, an LCS sandbox linked to Power Platform. */
  lcsSandbox: "0a1b2c3d-5555-4a5b-8c6d-7e8f9a0b1c05",
  /** `contoso-devbox`, an LCS cloud-hosted environment: never a copy source into a unified one. */
  lcsCloudHosted: "0a1b2c3d-6666-4a5b-8c6d-7e8f9a0b1c06",
  /** `Contoso (default)`, the tenant's default environment, without F&O. */
  default: "0a1b2c3d-7777-4a5b-8c6d-7e8f9a0b1c07",
  /** `contoso-trial`, a trial. */
  trial: "0a1b2c3d-8888-4a5b-8c6d-7e8f9a0b1c08",
});

/** The settings an environment starts with: every update, at the weekend. */
function defaultMaintenance(): { cadence: string; days: string[] } {
  return { cadence: "EveryUpdate", days: ["Saturday", "Sunday"] };
}

/** An environment of the kind with the emulator's defaults for what is not given. */
export function makeEnvironment(
  given: Pick<PowerPlatformEnvironment, "id" | "displayName" | "kind"> & Partial<PowerPlatformEnvironment>,
): PowerPlatformEnvironment {
  const hasFinOps = given.kind !== "Default";
  return {
    domainName:
      given.displayName
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, "-")
        .replace(/^-+|-+$/g, "") || "environment",
    geo: "europe",
    azureRegion: "westeurope",
    tenantId: SEED_POWER_PLATFORM_TENANT_ID,
    securityGroupId: null,
    adminMode: "Disabled",
    backgroundOperationsState: "Enabled",
    finOpsId: hasFinOps ? finOpsIdOf(given.id) : null,
    finOpsVersion: hasFinOps ? DEFAULT_FINOPS_VERSION : null,
    maintenance: defaultMaintenance(),
    ...given,
  };
}

// A stable F&O app id per environment, so that a reset gives the same ids.
function finOpsIdOf(id: string): string {
  return `f0${id.slice(2)}`.toLowerCase();
}

const SEEDED: readonly [keyof typeof SEED_POWER_PLATFORM_ENVIRONMENTS, string, EnvironmentKind][] = [
  ["production", "contoso-prod", "UnifiedProduction"],
  ["sandbox", "contoso-uat", "UnifiedSandbox"],
  ["developer", "contoso-dev", "UnifiedDeveloper"],
  ["lcsProduction", "contoso-lcs-prod", "LcsProduction"],
  ["lcsSandbox", "contoso-lcs-uat", "LcsSandbox"],
  ["lcsCloudHosted", "contoso-devbox", "LcsCloudHosted"],
  ["default", "Contoso (default)", "Default"],
  ["trial", "contoso-trial", "Trial"],
];

/** Puts the seeded environments in the store. */
export function applyPowerPlatformSeed(store: PowerPlatformStore): void {
  for (const [key, displayName, kind] of SEEDED) {
    store.putEnvironment(makeEnvironment({ id: SEED_POWER_PLATFORM_ENVIRONMENTS[key], displayName, kind }));
  }
}
