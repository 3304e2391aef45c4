import { randomUUID } from "node:crypto";
import type { EnvironmentCertificate } from "./certificate/environment-certificate";
import { environmentIdKey, sameEnvironmentId } from "./environment-id";
import {
  HISTORY_TYPES,
  OPERATION_OUTCOMES,
  type LifecycleOperation,
  type ManualOperation,
  type OperationOutcome,
  type OperationStart,
  type OperationStatus,
  type RunningOperation,
} from "./operation-entries";
import { startingTiming, type LifecycleOptions, type LifecycleTiming } from "./timing";

/** The kind of an environment: only a sandbox can be refreshed or exported. */
export type EnvironmentType = "Production" | "Sandbox";

/** One environment of a project. */
export interface LifecycleEnvironment {
  /** Its id (a GUID) as the project lists it. */
  readonly environmentId: string;
  /** Its name, such as `contoso-uat`; names the certificate files. */
  readonly name: string;
  readonly type: EnvironmentType;
  /** Its application release (`10.0.41` unless given: application-release.ts); null reports none. */
  readonly applicationRelease?: string | null;
  /** Its application build (`10.0.2015.54` unless given); null reports none. */
  readonly applicationBuildVersion?: string | null;
}

/** A project and its environments. */
export interface LifecycleProject {
  readonly projectId: number;
  readonly environments: readonly LifecycleEnvironment[];
}

/** A database backup in a project's asset library. */
export interface DatabaseBackup {
  /** Its id (a GUID). */
  readonly id: string;
  readonly projectId: number;
  /** The name it was given, such as an export's backup name. */
  readonly name: string;
  /** The `.bacpac` file's name. */
  readonly fileName: string;
  /** When it was added, in epoch milliseconds on the lifecycle clock. */
  readonly createdAt: number;
}

/** One rate-limit window of the environment information routes: a key, and its length. */
export interface CallWindow {
  readonly key: string;
  readonly windowMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The key of an environment in a project: GUIDs compare without regard to case or hyphens. */
function environmentKey(projectId: number, environmentId: string): string {
  return `${projectId}/${environmentIdKey(environmentId)}`;
}

/**
 * In-memory state of the lifecycle service: projects and environments, started operations, the starts
 * that count against each environment's 24-hour allowance, certificate windows, one certificate per environment, and the
 * timing. {@link LifecycleStore.reset} brings back the seed and the starting timing.
 */
export class LifecycleStore {
  /** The timing in force; the admin routes change its fields. */
  readonly timing: LifecycleTiming;
  private readonly start: LifecycleTiming;
  private readonly clock: () => number;
  private readonly projectsById = new Map<number, LifecycleProject>();
  private readonly operationsById = new Map<string, LifecycleOperation>();
  private readonly lastFetch = new Map<string, number>();
  private readonly certificates = new Map<string, EnvironmentCertificate>();
  private outcomes: OperationOutcome[] = [];
  private readonly backupsByProject = new Map<number, DatabaseBackup[]>();
  private readonly manual: ManualOperation[] = [];
  private readonly calls = new Map<string, number[]>();
  /** When each operation that had ended before the step length last changed reached its outcome. */
  private readonly ends = new Map<string, number>();

  /**
   * @param options - starting timing and clock (checked: a bad value throws RangeError).
   * @param seed - puts the starting projects in the store.
   */
  constructor(
    options: LifecycleOptions,
    private readonly seed: (store: LifecycleStore) => void,
  ) {
    this.start = startingTiming(options);
    this.timing = { ...this.start };
    this.clock = options.now ?? Date.now;
    this.reset();
  }

  /** The time on the lifecycle clock, in epoch milliseconds. */
  now(): number {
    return this.clock();
  }

  /** Adds or replaces a project; a replaced project's certificates and windows are forgotten. */
  putProject(project: LifecycleProject): void {
    if (this.projectsById.has(project.projectId)) {
      for (const map of [this.certificates, this.lastFetch]) {
        for (const key of map.keys()) if (key.startsWith(`${project.projectId}/`)) map.delete(key);
      }
    }
    this.projectsById.set(project.projectId, project);
  }

  /** The project, or undefined when the service holds none with that id. */
  project(projectId: number): LifecycleProject | undefined {
    return this.projectsById.get(projectId);
  }

  /** Every project, in id order. */
  projects(): readonly LifecycleProject[] {
    return [...this.projectsById.values()].sort((a, b) => a.projectId - b.projectId);
  }

  /**
   * When the environment's operations of the last 24 hours (on the lifecycle clock) started, oldest
   * first: the service counts each start for 24 hours from that start.
   */
  startsInLastDay(projectId: number, environmentId: string): number[] {
    const key = environmentKey(projectId, environmentId);
    const since = this.now() - DAY_MS;
    return [...this.operationsById.values(), ...this.manual]
      .filter((op) => environmentKey(op.projectId, op.environmentId) === key && op.startedAt > since)
      .map((op) => op.startedAt)
      .sort((a, b) => a - b);
  }

  /**
   * The environment's operations that have not ended, oldest first: those the API started while
   * NotStarted or InProgress, and those done by hand with no end and a status that is not one of
   * {@link OPERATION_OUTCOMES} (such as `InProgress` or `RollbackInProgress`).
   */
  runningOperations(projectId: number, environmentId: string): RunningOperation[] {
    const key = environmentKey(projectId, environmentId);
    const final: readonly string[] = OPERATION_OUTCOMES;
    const started = [...this.operationsById.values()]
      .filter((op) => environmentKey(op.projectId, op.environmentId) === key)
      .map((op) => ({
        type: HISTORY_TYPES[op.operationType],
        activityId: op.operationActivityId,
        status: this.statusOf(op),
        startedAt: op.startedAt,
      }))
      .filter((op) => !final.includes(op.status));
    const byHand = this.manualOperations(projectId, environmentId)
      .filter((op) => op.endedAt === null && !final.includes(op.status))
      .map(({ type, activityId, status, startedAt }) => ({ type, activityId, status, startedAt }));
    return [...started, ...byHand].sort((a, b) => a.startedAt - b.startedAt);
  }

  /** Adds an operation done by hand to an environment's history. */
  addManualOperation(operation: ManualOperation): void {
    this.manual.push(operation);
  }

  /** The environment's operations done by hand, in the order they were added. */
  manualOperations(projectId: number, environmentId: string): readonly ManualOperation[] {
    const key = environmentKey(projectId, environmentId);
    return this.manual.filter((op) => environmentKey(op.projectId, op.environmentId) === key);
  }

  /** Adds a backup to a project's asset library. */
  putBackup(backup: DatabaseBackup): void {
    const list = this.backupsByProject.get(backup.projectId) ?? [];
    list.push(backup);
    this.backupsByProject.set(backup.projectId, list);
  }

  /**
   * The project's asset library: the backups put there, then each export that has completed, as
   * the backup it wrote (its id is the export's operation id), oldest first.
   */
  backups(projectId: number): readonly DatabaseBackup[] {
    const exported = [...this.operationsById.values()]
      .filter(
        (op) =>
          op.projectId === projectId &&
          op.operationType === "Export" &&
          (this.statusOf(op) === "Completed" || this.statusOf(op) === "SignedOff"),
      )
      .map((op) => ({
        id: op.operationActivityId,
        projectId,
        name: op.backupName ?? op.operationActivityId,
        fileName: `${op.backupName ?? op.operationActivityId}.bacpac`,
        createdAt: this.endOf(op),
      }));
    return [...(this.backupsByProject.get(projectId) ?? []), ...exported];
  }

  /**
   * Milliseconds until a call may pass every window (each allows {@link LifecycleTiming.environmentInfoCalls}
   * calls); 0 when it may pass now, and then the call is counted in each window. A refused call
   * is not counted.
   */
  admitCall(windows: readonly CallWindow[]): number {
    const limit = this.timing.environmentInfoCalls;
    if (limit === 0) return 0;
    const now = this.now();
    let waitMs = 0;
    for (const { key, windowMs } of windows) {
      const recent = (this.calls.get(key) ?? []).filter((at) => at > now - windowMs);
      this.calls.set(key, recent);
      const oldest = recent[recent.length - limit];
      if (oldest !== undefined) waitMs = Math.max(waitMs, oldest + windowMs - now);
    }
    if (waitMs > 0) return waitMs;
    for (const { key } of windows) this.calls.get(key)?.push(now);
    return 0;
  }

  /** Starts an operation now: it takes the next queued outcome (else Completed) and counts for 24 hours. */
  startOperation(start: OperationStart): LifecycleOperation {
    const operation: LifecycleOperation = {
      ...start,
      operationActivityId: randomUUID(),
      startedAt: this.now(),
      outcome: this.outcomes.shift() ?? "Completed",
    };
    this.operationsById.set(operation.operationActivityId, operation);
    return operation;
  }

  /** The operation with that id in that project and environment, or undefined. */
  operation(
    projectId: number,
    environmentId: string,
    operationActivityId: string,
  ): LifecycleOperation | undefined {
    const operation = this.operationsById.get(operationActivityId.toLowerCase());
    const matches =
      operation !== undefined &&
      operation.projectId === projectId &&
      sameEnvironmentId(operation.environmentId, environmentId);
    return matches ? operation : undefined;
  }

  /** Every started operation, in start order. */
  operations(): readonly LifecycleOperation[] {
    return [...this.operationsById.values()];
  }

  /**
   * Changes the step length. Operations still running follow the new length at once; those that
   * have ended stay ended (an ended operation does not start again when a test slows the steps).
   */
  setStepMs(stepMs: number): void {
    for (const operation of this.operationsById.values()) {
      const end = this.endOf(operation);
      if (end <= this.now()) this.ends.set(operation.operationActivityId, end);
    }
    this.timing.stepMs = stepMs;
  }

  /** When the operation reaches (or reached) its outcome, in epoch milliseconds. */
  private endOf(operation: LifecycleOperation): number {
    return this.ends.get(operation.operationActivityId) ?? operation.startedAt + 2 * this.timing.stepMs;
  }

  /** The status now: NotStarted for one step, InProgress for the next, then the outcome. */
  statusOf(operation: LifecycleOperation): OperationStatus {
    if (this.ends.has(operation.operationActivityId)) return operation.outcome;
    const elapsed = this.now() - operation.startedAt;
    // The current step length applies to operations already running, so a test can speed them up.
    if (elapsed < this.timing.stepMs) return "NotStarted";
    if (elapsed < 2 * this.timing.stepMs) return "InProgress";
    return operation.outcome;
  }

  /** When the operation reached its outcome (ISO 8601), or null while it runs. */
  completionOf(operation: LifecycleOperation): string | null {
    const end = this.endOf(operation);
    return this.now() < end ? null : new Date(end).toISOString();
  }

  /** Queues the outcome of the next `count` operations (after those already queued); returns the queue. */
  queueOutcomes(outcome: OperationOutcome, count: number): readonly OperationOutcome[] {
    for (let i = 0; i < count; i += 1) this.outcomes.push(outcome);
    return [...this.outcomes];
  }

  /** The outcomes the next operations will take, in order. */
  queuedOutcomes(): readonly OperationOutcome[] {
    return [...this.outcomes];
  }

  /** Milliseconds until the environment's certificate may be fetched again; 0 when it may be now. */
  certificateWaitMs(projectId: number, environmentId: string): number {
    const last = this.lastFetch.get(environmentKey(projectId, environmentId));
    if (last === undefined) return 0;
    return Math.max(0, last + this.timing.certificateWindowSeconds * 1000 - this.now());
  }

  /** Opens the environment's window: called after a successful fetch only. */
  recordCertificateFetch(projectId: number, environmentId: string): void {
    this.lastFetch.set(environmentKey(projectId, environmentId), this.now());
  }

  /** The environment's certificate, made by `create` on first use and kept until reset. */
  certificate(
    projectId: number,
    environmentId: string,
    create: () => EnvironmentCertificate,
  ): EnvironmentCertificate {
    const key = environmentKey(projectId, environmentId);
    const existing = this.certificates.get(key);
    if (existing !== undefined) return existing;
    const made = create();
    this.certificates.set(key, made);
    return made;
  }

  /**
   * Back to the seed and the starting timing; forgets operations, counts, windows, certificates,
   * backups, operations done by hand and queued outcomes.
   */
  reset(): void {
    this.projectsById.clear();
    this.operationsById.clear();
    this.lastFetch.clear();
    this.certificates.clear();
    this.outcomes = [];
    this.backupsByProject.clear();
    this.manual.length = 0;
    this.calls.clear();
    this.ends.clear();
    Object.assign(this.timing, this.start);
    this.seed(this);
  }
}
