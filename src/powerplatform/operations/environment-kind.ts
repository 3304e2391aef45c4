/**
 * What kind of environment a copy or restore names, from what the service says of it: its SKU
 * (`type`, EnvironmentResponse) and, for a Finance and Operations environment, its deployment
 * (`deploymentType`, FinOpsPropertiesResponse: `UnifiedDeveloper`, `UnifiedSandbox`,
 * `UnifiedProduction`, `LCSSandbox`, `LCSProduction`, `Trial`, `Unknown`).
 */
import type { EnvironmentResponse, FinOpsProperties } from "../wire-schemas";

/** The deployments of the supported-pairs table, by the table's names. */
export type Deployment = "UDE" | "USE" | "UPE" | "LCS sandbox" | "LCS production";

const DEPLOYMENTS: Readonly<Record<string, Deployment>> = {
  unifieddeveloper: "UDE",
  unifiedsandbox: "USE",
  unifiedproduction: "UPE",
  lcssandbox: "LCS sandbox",
  lcsproduction: "LCS production",
};

/** An environment as the guard rails judge it. */
export interface EnvironmentKind {
  environmentId: string;
  displayName: string | undefined;
  /** The SKU, such as `Sandbox`, `Production`, `Default`, `Trial`. */
  type: string | undefined;
  geo: string | undefined;
  /** Undefined when the environment has no Finance and Operations deployment the table names. */
  deployment: Deployment | undefined;
}

/** The kind of an environment, from its record and its F&O properties (when it has F&O). */
export function kindOf(
  environment: EnvironmentResponse,
  properties: FinOpsProperties | undefined,
): EnvironmentKind {
  const deploymentType = properties?.deploymentType?.toLowerCase();
  return {
    environmentId: environment.id,
    displayName: environment.displayName ?? undefined,
    type: environment.type ?? undefined,
    geo: environment.geo ?? undefined,
    deployment: deploymentType === undefined ? undefined : DEPLOYMENTS[deploymentType],
  };
}

/**
 * The SKUs nothing may be copied or restored into, nor copied from (copy-environment.md: "You
 * can't copy from or to a default or trial environment", the target "can't be a production
 * environment"; backup-restore-environments.md: only sandboxes are restored into).
 */
const NEVER_TARGET = new Set(["production", "default", "trial", "subscriptionbasedtrial", "teams"]);
const NEVER_SOURCE = new Set(["default", "trial", "subscriptionbasedtrial"]);

/** Why `kind` cannot be overwritten, or undefined. */
export function targetRefusal(kind: EnvironmentKind): string | undefined {
  const type = kind.type?.toLowerCase();
  if (kind.deployment === "UPE" || kind.deployment === "LCS production" || (type && NEVER_TARGET.has(type))) {
    return `a ${kind.type ?? "production"} environment${kind.deployment ? ` (${kind.deployment})` : ""}; only a sandbox can be overwritten`;
  }
  return undefined;
}

/** Why `kind` cannot be copied from, or undefined. */
export function sourceRefusal(kind: EnvironmentKind): string | undefined {
  const type = kind.type?.toLowerCase();
  return type && NEVER_SOURCE.has(type)
    ? `a ${kind.type} environment, which cannot be copied from`
    : undefined;
}

/** `contoso-uat (00000000-...)`, or the id alone. */
export function labelOf(kind: EnvironmentKind): string {
  return kind.displayName ? `${kind.displayName} (${kind.environmentId})` : kind.environmentId;
}
