import { randomUUID } from "node:crypto";
import { factsOf, type EnvironmentKind } from "./kinds";
import { isTerminal, progressAt, type OperationOutcome, type Progress } from "./progress";
import { startingTiming, type PowerPlatformOptions, type PowerPlatformTiming } from "./timing";

/** The F&O maintenance settings of an environment (`finopsadminsettings`). */
export interface MaintenanceSettings {
  cadence: string;
  days: string[];
}

/** One environment the service holds. Fields a copy or restore changes are mutable. */
export interface PowerPlatformEnvironment {
  /** Its id, a lower-case GUID. */
  readonly id: string;
  displayName: string;
  readonly kind: EnvironmentKind;
  /** Its Dataverse domain, such as `contoso-uat`: names its URLs. */
  readonly domainName: string;
  readonly geo: string;
  readonly azureRegion: string;
  readonly tenantId: string;
  securityGroupId: string | null;
  adminMode: "Enabled" | "Disabled";
  backgroundOperationsState: "Enabled" | "Disabled";
  /** Its F&O app id (`finOpsMetadata.id`, `appId`); null without an F&O app. */
  readonly finOpsId: string | null;
  /** Its F&O application version, such as `10.0.46.12`; null without an F&O app. */
  finOpsVersion: string | null;
  maintenance: MaintenanceSettings;
}

/** Who started an operation or took a backup (`UserIdentity`). */
export interface UserIdentity {
  readonly userId: string;
  readonly displayName: string;
  readonly tenantId: string;
  readonly type: string;
}

/** What a finished copy or restore sets on its target besides the copied data. */
export interface TargetOverrides {
  readonly displayName?: string;
  readonly securityGroupId?: string;
}

/** What a caller gives to start an operation. */
export interface OperationStart {
  readonly name: "Copy" | "Restore";
  /** The environment the operation overwrites. */
  readonly environmentId: string;
  readonly sourceEnvironmentId: string;
  readonly requestedBy: UserIdentity;
  readonly overrides: TargetOverrides;
  /** True for `ValidateOnly=true`: the operation ends at once in `ValidationPassed` and changes nothing. */
  readonly validateOnly: boolean;
}

/** A started operation. */
export interface PowerPlatformOperation extends OperationStart {
  readonly operationId: string;
  /** Epoch milliseconds on the service's clock. */
  readonly startedAt: number;
  readonly outcome: OperationOutcome;
}

/** A manual backup. */
export interface EnvironmentBackup {
  readonly id: string;
  readonly environmentId: string;
  readonly label: string;
  /** Epoch milliseconds. */
  readonly pointAt: number;
  readonly expiresAt: number;
  readonly createdBy: UserIdentity;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * In-memory state of the Power Platform service: environments, operations, manual backups, the
 * calls of each caller in the last minute, and the timing. {@link reset} brings back the seed.
 */
export class PowerPlatformStore {
  readonly timing: PowerPlatformTiming;
  private readonly start: PowerPlatformTiming;
  private readonly clock: () => number;
  private readonly environments = new Map<string, PowerPlatformEnvironment>();
  private readonly operationsById = new Map<string, PowerPlatformOperation>();
  private readonly backupsById = new Map<string, EnvironmentBackup>();
  private readonly calls = new Map<string, number[]>();
  /** Operations whose effects on their target are applied. */
  private readonly applied = new Set<string>();
  /** When operations that had ended before the step length last changed ended. */
  private readonly ends = new Map<string, number>();
  private outcomes: OperationOutcome[] = [];

  constructor(
    options: PowerPlatformOptions,
    private readonly seed: (store: PowerPlatformStore) => void,
  ) {
    this.start = startingTiming(options);
    this.timing = { ...this.start };
    this.clock = options.now ?? Date.now;
    this.reset();
  }

  /** The time on the service's clock, in epoch milliseconds. */
  now(): number {
    return this.clock();
  }

  /** Adds or replaces an environment (its id is kept in lower case). */
  putEnvironment(environment: PowerPlatformEnvironment): void {
    const id = environment.id.toLowerCase();
    this.environments.set(id, { ...environment, id, maintenance: { ...environment.maintenance } });
  }

  /** The environment with that id (any case), or undefined. */
  environment(id: string): PowerPlatformEnvironment | undefined {
    return this.environments.get(id.toLowerCase());
  }

  /** Removes every environment, with its operations and backups: an empty tenant to stage from. */
  clearEnvironments(): void {
    this.environments.clear();
    this.operationsById.clear();
    this.backupsById.clear();
    this.applied.clear();
    this.ends.clear();
  }

  /** Every environment, in the order added. */
  allEnvironments(): readonly PowerPlatformEnvironment[] {
    return [...this.environments.values()];
  }

  /** Starts an operation now; it takes the next queued outcome (else `Succeeded`). */
  startOperation(start: OperationStart): PowerPlatformOperation {
    const outcome: OperationOutcome = start.validateOnly
      ? "ValidationPassed"
      : (this.outcomes.shift() ?? "Succeeded");
    const operation = { ...start, operationId: randomUUID(), startedAt: this.now(), outcome };
    this.operationsById.set(operation.operationId, operation);
    return operation;
  }

  /** The operation with that id (any case), or undefined. */
  operation(operationId: string): PowerPlatformOperation | undefined {
    return this.operationsById.get(operationId.toLowerCase());
  }

  /** The operations of an environment (its target or its source), newest first. */
  operationsOf(environmentId: string): readonly PowerPlatformOperation[] {
    const id = environmentId.toLowerCase();
    return [...this.operationsById.values()]
      .filter((op) => op.environmentId === id || op.sourceEnvironmentId === id)
      .reverse();
  }

  /** Every operation, in start order. */
  operations(): readonly PowerPlatformOperation[] {
    return [...this.operationsById.values()];
  }

  /** Where the operation is now. */
  progressOf(operation: PowerPlatformOperation): Progress {
    const ended = this.ends.get(operation.operationId);
    return progressAt(operation.startedAt, operation.outcome, this.now(), this.timing.stepMs, ended);
  }

  /** The operation that has not ended and overwrites the environment, if any. */
  runningOn(environmentId: string): PowerPlatformOperation | undefined {
    const id = environmentId.toLowerCase();
    return this.operations().find(
      (op) => op.environmentId === id && !op.validateOnly && !isTerminal(this.progressOf(op).status),
    );
  }

  /**
   * Applies what each operation that has succeeded since the last call does to its target: a
   * copied or restored environment is left in administration mode with background operations
   * disabled (MicrosoftDocs/power-platform power-platform/admin/copy-environment.md and
   * backup-restore-environments.md); a copy carries the source's code, so its F&O version
   * (unified-experience/finance-operations-apps-overview.md); the overrides take effect.
   */
  settle(): void {
    for (const op of this.operationsById.values()) {
      if (op.validateOnly || this.applied.has(op.operationId)) continue;
      const { status } = this.progressOf(op);
      if (!isTerminal(status)) continue;
      this.applied.add(op.operationId);
      const target = this.environment(op.environmentId);
      if (status !== "Succeeded" || target === undefined) continue;
      target.adminMode = "Enabled";
      target.backgroundOperationsState = "Disabled";
      if (op.overrides.displayName !== undefined) target.displayName = op.overrides.displayName;
      if (op.overrides.securityGroupId !== undefined) target.securityGroupId = op.overrides.securityGroupId;
      const source = this.environment(op.sourceEnvironmentId);
      if (op.name === "Copy" && source?.finOpsVersion != null && target.finOpsVersion !== null) {
        target.finOpsVersion = source.finOpsVersion;
      }
    }
  }

  /** Takes a manual backup of the environment now, kept as long as its kind keeps backups. */
  takeBackup(
    environment: PowerPlatformEnvironment,
    label: string,
    createdBy: UserIdentity,
  ): EnvironmentBackup {
    return this.putBackup({ environmentId: environment.id, label, createdBy, pointAt: this.now() });
  }

  /** Adds a backup (the admin route gives its id and point in time). */
  putBackup(backup: Omit<EnvironmentBackup, "id" | "expiresAt"> & { id?: string }): EnvironmentBackup {
    const environment = this.environment(backup.environmentId);
    const days = environment === undefined ? 0 : factsOf(environment.kind).retentionDays;
    const made = {
      ...backup,
      id: (backup.id ?? randomUUID()).toLowerCase(),
      expiresAt: backup.pointAt + days * DAY_MS,
    };
    this.backupsById.set(made.id, made);
    return made;
  }

  /** The environment's manual backups that have not expired, newest first. */
  backupsOf(environmentId: string): readonly EnvironmentBackup[] {
    const id = environmentId.toLowerCase();
    return [...this.backupsById.values()]
      .filter((backup) => backup.environmentId === id && backup.expiresAt > this.now())
      .sort((a, b) => b.pointAt - a.pointAt);
  }

  /** Deletes a backup of the environment; false when it has none with that id. */
  deleteBackup(environmentId: string, backupId: string): boolean {
    const backup = this.backupsOf(environmentId).find((b) => b.id === backupId.toLowerCase());
    return backup !== undefined && this.backupsById.delete(backup.id);
  }

  /**
   * Milliseconds until the caller may call again; 0 when it may now, and then the call is counted.
   * A refused call is not counted.
   */
  admitCall(caller: string): number {
    const limit = this.timing.callsPerMinute;
    if (limit === 0) return 0;
    const now = this.now();
    const recent = (this.calls.get(caller) ?? []).filter((at) => at > now - MINUTE_MS);
    this.calls.set(caller, recent);
    const oldest = recent[recent.length - limit];
    if (oldest !== undefined) return oldest + MINUTE_MS - now;
    recent.push(now);
    return 0;
  }

  /** Changes the step length; operations that have ended stay ended. */
  setStepMs(stepMs: number): void {
    for (const op of this.operationsById.values()) {
      const { endedAt } = this.progressOf(op);
      if (endedAt !== null) this.ends.set(op.operationId, endedAt);
    }
    this.timing.stepMs = stepMs;
  }

  /** Queues the outcome of the next `count` operations; returns the queue. */
  queueOutcomes(outcome: OperationOutcome, count: number): readonly OperationOutcome[] {
    for (let i = 0; i < count; i += 1) this.outcomes.push(outcome);
    return [...this.outcomes];
  }

  /** The outcomes the next operations will take, in order. */
  queuedOutcomes(): readonly OperationOutcome[] {
    return [...this.outcomes];
  }

  /** Back to the seed and the starting timing. */
  reset(): void {
    this.environments.clear();
    this.operationsById.clear();
    this.backupsById.clear();
    this.calls.clear();
    this.applied.clear();
    this.ends.clear();
    this.outcomes = [];
    Object.assign(this.timing, this.start);
    this.seed(this);
  }
}
