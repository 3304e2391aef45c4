/**
 * The kinds of environment the Power Platform API holds Finance and Operations (F&O) apps in, and
 * what each kind implies: its SKU (`type`), its F&O deployment type, how its F&O app is linked, and
 * how long its backups are kept.
 */

/** Every kind of environment the emulator seeds and the admin route takes. */
export const ENVIRONMENT_KINDS = [
  "UnifiedProduction",
  "UnifiedSandbox",
  "UnifiedDeveloper",
  "LcsProduction",
  "LcsSandbox",
  "LcsCloudHosted",
  "Default",
  "Trial",
] as const;

/** One of {@link ENVIRONMENT_KINDS}. */
export type EnvironmentKind = (typeof ENVIRONMENT_KINDS)[number];

/** What a kind implies. */
export interface KindFacts {
  /** `EnvironmentResponse.type`. */
  readonly sku: "Production" | "Sandbox" | "Default" | "Trial";
  /** `FinOpsPropertiesResponse.deploymentType`; null: the environment holds no F&O app. */
  readonly deploymentType: string | null;
  /** `finOpsMetadata.type`; null with no F&O app. */
  readonly finOpsLink: "Internal" | "Linked" | null;
  /** Days back a restore point may lie; 0: never backed up. */
  readonly retentionDays: number;
  /** Whether manual backups may be taken. */
  readonly manualBackups: boolean;
}

// SKUs: UDE and USE are both Sandbox, UPE is Production (MicrosoftDocs/power-platform
// power-platform/admin/unified-experience/unified-environment-types-and-templates.md). Deployment
// types: the enum of FinOpsPropertiesResponse (Learn, dynamics/finance-and-operations-properties/
// get-fin-ops-properties); an LCS cloud-hosted box has none of its own there, so `Unknown`.
// Links: `Internal` for unified, `Linked` for LCS, as BAP's linkedAppMetadata writes them
// (d365collaborative/d365bap.tools Get-BapEnvironment.ps1; not documented for this API).
// Retention: production with Dynamics 365 apps 28 days, sandboxes 7, default 7 without manual
// backups, trials not backed up (MicrosoftDocs/power-platform power-platform/admin/
// backup-restore-environments.md, the retention table).
const FACTS: Readonly<Record<EnvironmentKind, KindFacts>> = {
  UnifiedProduction: fo("Production", "UnifiedProduction", "Internal", 28),
  UnifiedSandbox: fo("Sandbox", "UnifiedSandbox", "Internal", 7),
  UnifiedDeveloper: fo("Sandbox", "UnifiedDeveloper", "Internal", 7),
  LcsProduction: fo("Production", "LCSProduction", "Linked", 28),
  LcsSandbox: fo("Sandbox", "LCSSandbox", "Linked", 7),
  LcsCloudHosted: fo("Sandbox", "Unknown", "Linked", 7),
  Default: { sku: "Default", deploymentType: null, finOpsLink: null, retentionDays: 7, manualBackups: false },
  Trial: {
    sku: "Trial",
    deploymentType: "Trial",
    finOpsLink: "Internal",
    retentionDays: 0,
    manualBackups: false,
  },
};

function fo(
  sku: KindFacts["sku"],
  deploymentType: string,
  finOpsLink: "Internal" | "Linked",
  retentionDays: number,
): KindFacts {
  return { sku, deploymentType, finOpsLink, retentionDays, manualBackups: true };
}

/** What the kind implies. */
export function factsOf(kind: EnvironmentKind): KindFacts {
  return FACTS[kind];
}

/** True when the value is one of {@link ENVIRONMENT_KINDS}. */
export function isEnvironmentKind(value: unknown): value is EnvironmentKind {
  return typeof value === "string" && (ENVIRONMENT_KINDS as readonly string[]).includes(value);
}

/** The short names the refusals use, as Microsoft's copy tutorial names the kinds. */
export const KIND_NAMES: Readonly<Record<EnvironmentKind, string>> = {
  UnifiedProduction: "unified production environment (UPE)",
  UnifiedSandbox: "unified sandbox environment (USE)",
  UnifiedDeveloper: "unified developer environment (UDE)",
  LcsProduction: "Lifecycle Services production environment",
  LcsSandbox: "Lifecycle Services sandbox environment",
  LcsCloudHosted: "Lifecycle Services cloud-hosted environment",
  Default: "default environment",
  Trial: "trial environment",
};
