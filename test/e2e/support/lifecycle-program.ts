/**
 * The lifecycle end-to-end files' program, a user's program that declares a refresh, an export,
 * the environment reads and the certificate bundle each when its config is set, installed from the
 * packed package and run through the real Pulumi CLI against an emulator of this process.
 */
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_LIFECYCLE_PROJECT_ID,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../../support/emulator-admin";
import { ProgramDir, StackError, type StackResult } from "./harness";

// A user's program: a refresh and an export, and the certificate bundle, each declared when its
// config is set. `wait` turns on waitForCompletion with a one-second poll.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const projectId = cfg.requireNumber("projectId");
const waitMinutes = cfg.getNumber("waitMinutes");
const waitForCompletion = waitMinutes === undefined ? undefined : { timeoutMinutes: waitMinutes, pollSeconds: 1 };
if (cfg.get("refreshTarget")) {
  const refresh = new bizops.lifecycle.DatabaseRefresh("refresh", {
    projectId,
    sourceEnvironmentId: cfg.require("refreshSource"),
    targetEnvironmentId: cfg.require("refreshTarget"),
    triggers: [cfg.get("trigger") || "initial"],
    waitForCompletion,
    adoptOperationActivityId: cfg.get("adopt"),
  });
  exports.refreshId = refresh.operationActivityId;
  exports.refreshStatus = refresh.operationStatus;
  exports.refreshRequestedAt = refresh.requestedAt;
  exports.refreshVersionEOL = refresh.versionEOL;
}
if (cfg.get("exportEnvironment")) {
  const backup = new bizops.lifecycle.DatabaseExport("export", {
    projectId,
    environmentId: cfg.require("exportEnvironment"),
    backupName: cfg.require("backupName"),
  });
  exports.exportId = backup.operationActivityId;
}
if (cfg.getBoolean("reads")) {
  const environments = bizops.lifecycle.listEnvironmentsOutput({ projectId });
  exports.environments = environments.environments.apply((list) =>
    list.map((e) => e.environmentName + ":" + e.environmentType),
  );
  exports.history = bizops.lifecycle
    .getEnvironmentHistoryOutput({ projectId, environmentId: cfg.require("historyEnvironment") })
    .operations.apply((list) => list.map((o) => o.type));
  exports.backups = pulumi.unsecret(
    bizops.lifecycle.listDatabaseBackupsOutput({ projectId }).backups.apply((list) => list.map((b) => b.name)),
  );
}
if (cfg.get("certificateEnvironment")) {
  const bundle = bizops.lifecycle.getCertificateBundleOutput({
    projectId,
    environmentId: cfg.require("certificateEnvironment"),
    maxWaitSeconds: 30,
  });
  exports.bundle = bundle;
  exports.thumbprint = pulumi.unsecret(bundle.certificateThumbprint);
  exports.files = pulumi.unsecret(bundle.files);
}
`;

/** A resource of a stack's state, as `pulumi stack export` writes it. */
export type Resource = Record<string, unknown> & {
  type?: string;
  outputs?: Record<string, unknown>;
  initErrors?: string[];
};

/** The lifecycle program installed, and the emulator it talks to (steps of 300 ms). */
export class LifecycleStacks {
  private constructor(
    readonly emulator: Emulator,
    readonly admin: EmulatorAdmin,
    readonly program: ProgramDir,
  ) {}

  /** Starts the emulator, its lifecycle service on the clock `now` when given, and installs the program. */
  static async start(now?: () => number): Promise<LifecycleStacks> {
    const emulator = await startEmulator({ lifecycle: { stepMs: 300, ...(now && { now }) } });
    return new LifecycleStacks(emulator, new EmulatorAdmin(emulator.url), new ProgramDir().install(PROGRAM));
  }

  async stop(): Promise<void> {
    await this.emulator.close();
    this.program.remove();
  }

  /** How many operations the service has started. */
  async starts(): Promise<number> {
    return (await this.admin.operations()).length;
  }

  /** The resources of `stack`'s state. */
  async resources(stack: string): Promise<Resource[]> {
    const exported = await this.program.run("export", stack);
    return exported.deployment?.deployment.resources ?? [];
  }

  /** Makes `stack`, pointed at the emulator's lifecycle service and the seeded project, with `values`. */
  async newStack(stack: string, values: Record<string, unknown>): Promise<void> {
    await this.program.configure(stack, {
      "bizops:lifecycleUrl": this.emulator.url,
      "bizops:lifecycleToken": { value: EMULATOR_DEFAULT_TOKENS.lifecycle, secret: true },
      "e2e:projectId": SEED_LIFECYCLE_PROJECT_ID,
      ...values,
    });
  }
}

/** The resources of `list` of the lifecycle type `name`. */
export function ofType(list: Resource[], name: string): Resource[] {
  return list.filter((r) => String(r.type).endsWith(`bizops:${name}`));
}

/** The message of the update `run`, which must fail. */
export function failure(run: Promise<StackResult>): Promise<string> {
  return run.then(
    () => {
      throw new Error("the update was expected to fail");
    },
    (error: unknown) => {
      if (!(error instanceof StackError)) throw error;
      return error.message;
    },
  );
}

/** Resolves once `holds` answers true, or once `run` has ended (its own result then tells). */
export async function until(holds: () => Promise<boolean>, run: Promise<unknown>): Promise<void> {
  let ended = false;
  void run.then(
    () => (ended = true),
    () => (ended = true),
  );
  while (!ended && !(await holds())) await new Promise((resolve) => setTimeout(resolve, 100));
}
