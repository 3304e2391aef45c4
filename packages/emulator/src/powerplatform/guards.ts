/**
 * The rules a copy or a restore must pass whatever its body says: which environments may be
 * overwritten, which source and target pairs the service supports, and one operation at a time.
 */
import { isGuid } from "../formats";
import { FieldErrors, validationError } from "./errors";
import { factsOf, KIND_NAMES, type EnvironmentKind } from "./kinds";
import type { PowerPlatformEnvironment, PowerPlatformStore } from "./store";

// The pairs Microsoft's copy tutorial marks unsupported (MicrosoftDocs/power-platform
// power-platform/admin/unified-experience/tutorial-copy-lifecycle-services-environment-unified-environment.md,
// the table of source and target combinations): an LCS cloud-hosted source into any unified
// environment, UDE into USE or UPE, USE into UPE. Pairs the table does not list are taken: the
// live suite confirms (docs/emulator.md, "Power Platform: what the live suite must confirm").
const UNSUPPORTED_PAIRS: readonly (readonly [EnvironmentKind, EnvironmentKind])[] = [
  ["LcsCloudHosted", "UnifiedDeveloper"],
  ["LcsCloudHosted", "UnifiedSandbox"],
  ["LcsCloudHosted", "UnifiedProduction"],
  ["UnifiedDeveloper", "UnifiedSandbox"],
  ["UnifiedDeveloper", "UnifiedProduction"],
  ["UnifiedSandbox", "UnifiedProduction"],
];

/** True when the tutorial's table marks the pair unsupported. */
export function unsupportedPair(source: EnvironmentKind, target: EnvironmentKind): boolean {
  return UNSUPPORTED_PAIRS.some(([from, to]) => from === source && to === target);
}

/**
 * Refuses a target the service never overwrites: "The target environment can't be a production
 * environment", and a copy cannot go to or come from a default or trial environment
 * (MicrosoftDocs/power-platform power-platform/admin/copy-environment.md); only a sandbox can be
 * restored into (backup-restore-environments.md, "Restore a system backup").
 */
export function checkTarget(
  errors: FieldErrors,
  target: PowerPlatformEnvironment,
  what: "copy" | "restore",
): void {
  const sku = factsOf(target.kind).sku;
  if (sku === "Sandbox") return;
  errors.add(
    "targetEnvironmentId",
    `The target ${target.displayName} is a ${KIND_NAMES[target.kind]}; only a sandbox can be the target of a ${what}.`,
  );
}

/**
 * Resolves the body's `sourceEnvironmentId` against the target: it must name an environment of the
 * same tenant and region (copy-environment.md and the unified tutorials: "both environments in the
 * same region"), other than the target for a copy. Returns the source, or undefined with the
 * problems added.
 */
export function resolveSource(
  errors: FieldErrors,
  store: PowerPlatformStore,
  value: unknown,
  target: PowerPlatformEnvironment,
  what: "copy" | "restore",
): PowerPlatformEnvironment | undefined {
  if (value === undefined || value === null) {
    errors.add("sourceEnvironmentId", "The sourceEnvironmentId field is required.");
    return undefined;
  }
  if (typeof value !== "string" || !isGuid(value)) {
    errors.add("sourceEnvironmentId", `${JSON.stringify(value)} is not an environment id (a GUID).`);
    return undefined;
  }
  const source = store.environment(value);
  if (source === undefined) {
    errors.add("sourceEnvironmentId", `Environment ${value} was not found.`);
    return undefined;
  }
  if (what === "copy" && source.id === target.id) {
    errors.add("sourceEnvironmentId", "The source and target environments must be different.");
  }
  if (source.tenantId !== target.tenantId || source.geo !== target.geo) {
    errors.add(
      "sourceEnvironmentId",
      `The source ${source.displayName} (${source.geo}) and the target ${target.displayName} (${target.geo}) must be in the same tenant and region.`,
    );
  }
  return source;
}

/**
 * Refuses a copy or restore while an operation overwrites its target or its source: the target of a
 * copy is "overwritten" and left in administration mode (copy-environment.md), so a second operation
 * cannot run beside it. The pages list 409 Conflict without its cause: this one is the emulator's.
 */
export function checkNotBusy(
  store: PowerPlatformStore,
  target: PowerPlatformEnvironment,
  source?: PowerPlatformEnvironment,
): void {
  const errors = new FieldErrors();
  for (const [field, environment] of [
    ["targetEnvironmentId", target],
    ["sourceEnvironmentId", source],
  ] as const) {
    if (environment === undefined) continue;
    const running = store.runningOn(environment.id);
    if (running === undefined) continue;
    errors.add(
      field,
      `Another operation is in progress on environment ${environment.id}: ${running.name} ${running.operationId}.`,
    );
  }
  if (!errors.empty) throw errors.toError(409);
}

/** The 409 answered when a backup is asked of an environment being overwritten. */
export function busyBackup(store: PowerPlatformStore, environment: PowerPlatformEnvironment): void {
  const running = store.runningOn(environment.id);
  if (running === undefined) return;
  throw validationError(409, {
    environmentId: {
      errorMessages: [
        `Another operation is in progress on environment ${environment.id}: ${running.name} ${running.operationId}.`,
      ],
      suggestedValue: null,
    },
  });
}
