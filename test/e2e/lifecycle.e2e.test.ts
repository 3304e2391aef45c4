import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_ENVIRONMENTS,
  SEED_LIFECYCLE_PROJECT_ID,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, StackError, type StackResult } from "./support/harness";

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

type Resource = Record<string, unknown> & {
  type?: string;
  outputs?: Record<string, unknown>;
  initErrors?: string[];
};

describeWithPulumi(
  "DatabaseRefresh, DatabaseExport and the certificate bundle through the real Pulumi CLI",
  () => {
    let emulator: Emulator;
    let admin: EmulatorAdmin;
    let program: ProgramDir;

    const starts = async () => (await admin.operations()).length;
    const resources = async (stack: string): Promise<Resource[]> => {
      const exported = await program.run("export", stack);
      return exported.deployment?.deployment.resources ?? [];
    };
    const ofType = (list: Resource[], name: string) =>
      list.filter((r) => String(r.type).endsWith(`bizops:${name}`));
    const failure = (run: Promise<StackResult>) =>
      run.then(
        () => {
          throw new Error("the update was expected to fail");
        },
        (error: unknown) => {
          if (!(error instanceof StackError)) throw error;
          return error.message;
        },
      );

    /** Resolves once `holds` answers true, or once `run` has ended (its own result then tells). */
    async function until(holds: () => Promise<boolean>, run: Promise<unknown>): Promise<void> {
      let ended = false;
      void run.then(
        () => (ended = true),
        () => (ended = true),
      );
      while (!ended && !(await holds())) await new Promise((resolve) => setTimeout(resolve, 100));
    }

    async function newStack(stack: string, values: Record<string, unknown>): Promise<void> {
      await program.configure(stack, {
        "bizops:lifecycleUrl": emulator.url,
        "bizops:lifecycleToken": { value: EMULATOR_DEFAULT_TOKENS.lifecycle, secret: true },
        "e2e:projectId": SEED_LIFECYCLE_PROJECT_ID,
        ...values,
      });
    }

    // The service's clock: real time, unless a test holds it still; it never runs backwards.
    let clockOffsetMs = 0;
    let heldAt: number | undefined;
    const serviceNow = (): number => heldAt ?? Date.now() + clockOffsetMs;

    beforeAll(async () => {
      emulator = await startEmulator({ lifecycle: { stepMs: 300, now: serviceNow } });
      admin = new EmulatorAdmin(emulator.url);
      program = new ProgramDir().install(PROGRAM);
    });

    afterAll(async () => {
      await emulator?.close();
      program?.remove();
    });

    describe("operations run exactly when the program says so", () => {
      const stack = "ops";
      beforeAll(() =>
        newStack(stack, {
          "e2e:refreshSource": SEED_ENV_PRODUCTION,
          "e2e:refreshTarget": SEED_ENV_UAT,
          "e2e:exportEnvironment": SEED_ENV_TEST,
          "e2e:backupName": "test-2026-11-22",
        }),
      );

      it("starts one refresh and one export on the first up", async () => {
        const up = await program.run("up", stack);
        const operations = await admin.operations();
        expect(operations.map((o) => o.operationType).sort()).toEqual(["Export", "Refresh"]);
        const refresh = operations.find((o) => o.operationType === "Refresh");
        expect(up.outputs?.refreshId).toBe(refresh?.operationActivityId);
        expect(refresh).toMatchObject({
          environmentId: SEED_ENV_UAT,
          sourceEnvironmentId: SEED_ENV_PRODUCTION,
        });
        expect(up.outputs?.refreshVersionEOL).toEqual(expect.any(String));
        expect(Date.parse(String(up.outputs?.refreshRequestedAt))).not.toBeNaN();
      });

      it("starts nothing on a second up, nor on a refresh of the stack", async () => {
        await program.run("up", stack);
        await program.run("refresh", stack);
        const up = await program.run("up", stack);
        expect(up.summary).toEqual({ same: 3 });
        expect(await starts()).toBe(2);
      });

      it("previews a triggers change as a replacement without starting anything", async () => {
        await program.configure(stack, { "e2e:trigger": "sprint-48" });
        const preview = await program.run("preview", stack);
        expect(preview.changeSummary).toMatchObject({ replace: 1 });
        expect(await starts()).toBe(2);
      });

      it("starts exactly one new refresh when triggers change, and leaves the export alone", async () => {
        await admin.resetRequests();
        const up = await program.run("up", stack);
        expect(up.summary).toMatchObject({ replace: 1, same: 2 });
        const operations = await admin.operations();
        expect(operations).toHaveLength(3);
        expect(operations[2]).toMatchObject({
          operationType: "Refresh",
          operationActivityId: up.outputs?.refreshId,
        });
        const { byRoute } = await admin.requests();
        expect(byRoute["POST refresh"]).toBe(1);
        expect(byRoute["POST export"]).toBeUndefined();
      });

      it("removes both from the stack on destroy, starting nothing", async () => {
        await program.run("destroy", stack);
        expect(await starts()).toBe(3);
      });
    });

    describe("a refused operation", () => {
      const stack = "refused";

      it("is not created, and the error carries the service's ErrorMessage", async () => {
        await newStack(stack, { "e2e:exportEnvironment": SEED_ENV_UAT, "e2e:backupName": "uat-limit" });
        await admin.dailyLimit(0);
        try {
          const message = await failure(program.run("up", stack));
          expect(message).toContain("Maximum allowed API operations");
          expect(message).toContain("was not created");
        } finally {
          await admin.dailyLimit(10);
        }
        expect(ofType(await resources(stack), "DatabaseExport")).toEqual([]);
      });

      it("refuses a refresh into its own source in check, before any request", async () => {
        await newStack("refused-check", {
          "e2e:refreshSource": SEED_ENV_UAT,
          "e2e:refreshTarget": SEED_ENV_UAT,
        });
        await admin.resetRequests();
        const message = await failure(program.run("up", "refused-check"));
        expect(message).toMatch(/targetEnvironmentId.*must differ from sourceEnvironmentId/s);
        expect((await admin.requests()).total).toBe(0);
      });
    });

    describe("waiting for completion", () => {
      const stack = "wait";
      // A project of its own: its three refreshes spend their environment's whole daily allowance.
      const project = 2001;
      beforeAll(async () => {
        await admin.lifecycleProject({ projectId: project, environments: [...SEED_LIFECYCLE_ENVIRONMENTS] });
        await newStack(stack, {
          "e2e:projectId": project,
          "e2e:refreshSource": SEED_ENV_PRODUCTION,
          "e2e:refreshTarget": SEED_ENV_TEST,
          "e2e:waitMinutes": 2,
        });
      });

      it("waits for a refresh to complete and reports its final status", async () => {
        // The refresh stays NotStarted until the provider has asked for its status, however late
        // a loaded machine lets that first look come; then it runs to its end in two short steps.
        await admin.lifecycleTiming({ stepMs: 600_000 });
        await admin.resetRequests();
        const running = program.run("up", stack);
        try {
          await until(async () => ((await admin.requests()).byRoute["GET fetchstatus"] ?? 0) > 0, running);
        } finally {
          await admin.lifecycleTiming({ stepMs: 300 });
        }
        const up = await running;
        expect(up.outputs?.refreshStatus).toBe("Completed");
        expect(up.stdout).toMatch(/InProgress|NotStarted/);
      });

      it("fails the update when the refresh fails, keeping its id in state", async () => {
        await admin.nextOutcome("Failed");
        await program.configure(stack, { "e2e:trigger": "second" });
        const before = await starts();
        const message = await failure(program.run("up", stack));
        expect(message).toContain("ended Failed");
        const operations = await admin.operations();
        expect(operations).toHaveLength(before + 1);
        // The replaced refresh may still be listed beside it until the next update deletes it.
        const refresh = ofType(await resources(stack), "DatabaseRefresh").find((r) => r.initErrors?.length);
        expect(refresh?.outputs).toMatchObject({
          operationActivityId: operations[before]?.operationActivityId,
          operationStatus: "Failed",
        });
        expect(refresh?.initErrors?.join("\n")).toContain("ended Failed");
      });

      it("never starts a second refresh for a failed one: the next up reports the same failure", async () => {
        const before = await starts();
        const message = await failure(program.run("up", stack));
        expect(message).toContain("ended Failed");
        expect(await starts()).toBe(before);
      });

      it("still reports the failure after pulumi refresh clears the engine's mark", async () => {
        await program.run("refresh", stack);
        const before = await starts();
        const message = await failure(program.run("up", stack));
        expect(message).toContain("ended Failed");
        expect(await starts()).toBe(before);
      });

      it("resumes watching the same refresh after a timeout, and starts no other", async () => {
        await admin.lifecycleTiming({ stepMs: 60_000 });
        await program.configure(stack, { "e2e:trigger": "third", "e2e:waitMinutes": 0.05 });
        const message = await failure(program.run("up", stack));
        expect(message).toMatch(/still (NotStarted|InProgress) after 0.05 minute/);
        const started = await starts();
        const waiting = ofType(await resources(stack), "DatabaseRefresh").find((r) => r.initErrors?.length);
        const id = waiting?.outputs?.operationActivityId;

        await admin.lifecycleTiming({ stepMs: 100 });
        await program.configure(stack, { "e2e:waitMinutes": 2 });
        const up = await program.run("up", stack);
        expect(up.outputs).toMatchObject({ refreshId: id, refreshStatus: "Completed" });
        expect(await starts()).toBe(started);
        await admin.lifecycleTiming({ stepMs: 300 });
      });
    });

    describe("an operation whose id never reached the stack", () => {
      const stack = "adopt";

      it("is taken over by adoptOperationActivityId, starting nothing", async () => {
        const res = await fetch(
          `${emulator.url}/databasemovement/v1/refresh/project/${SEED_LIFECYCLE_PROJECT_ID}/source/${SEED_ENV_PRODUCTION}/target/${SEED_ENV_TEST}`,
          {
            method: "POST",
            headers: {
              authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.lifecycle}`,
              "x-svc-version": "2017-09-15",
            },
          },
        );
        const started = ((await res.json()) as { OperationActivityId: string }).OperationActivityId;
        await newStack(stack, {
          "e2e:refreshSource": SEED_ENV_PRODUCTION,
          "e2e:refreshTarget": SEED_ENV_TEST,
          "e2e:adopt": started,
          "e2e:waitMinutes": 2,
        });
        const before = await starts();
        const up = await program.run("up", stack);
        expect(up.outputs).toMatchObject({ refreshId: started, refreshStatus: "Completed" });
        expect(await starts()).toBe(before);
      });
    });

    describe("the environment reads and the guard rails", () => {
      // A project of its own, two environments to a page: every read follows the pages.
      const project = 3001;
      const posts = async () => (await admin.requests()).byRoute["POST refresh"] ?? 0;
      beforeAll(async () => {
        await admin.lifecycleProject({ projectId: project, environments: [...SEED_LIFECYCLE_ENVIRONMENTS] });
        await admin.lifecycleTiming({ pageSize: 2 });
      });
      afterAll(() => admin.lifecycleTiming({ pageSize: 20 }));

      it("lists the environments with their types, an environment's history and the backups", async () => {
        await admin.manualOperation({
          projectId: project,
          environmentId: SEED_ENV_UAT,
          type: "InstallAddin",
        });
        await newStack("reads", {
          "e2e:projectId": project,
          "e2e:reads": true,
          "e2e:historyEnvironment": SEED_ENV_UAT,
        });
        const up = await program.run("up", "reads");
        expect(up.outputs).toMatchObject({
          environments: ["contoso-prod:Production", "contoso-uat:Sandbox", "contoso-test:Sandbox"],
          history: ["InstallAddin"],
          backups: [],
        });
      });

      it("refuses a refresh into a sandbox whose operation done by hand still runs, naming it, before any start", async () => {
        // The add-in installed by hand in the test above has not ended.
        await newStack("busy", {
          "e2e:projectId": project,
          "e2e:refreshSource": SEED_ENV_PRODUCTION,
          "e2e:refreshTarget": SEED_ENV_UAT,
        });
        await admin.resetRequests();
        const message = await failure(program.run("up", "busy"));
        expect(message).toMatch(
          /environment contoso-uat \(.*\) is busy: InstallAddin [0-9a-f-]{36} \(InProgress, started /,
        );
        expect(message).toContain("pulumi up");
        expect(await posts()).toBe(0);
        expect(ofType(await resources("busy"), "DatabaseRefresh")).toEqual([]);
      });

      it("refuses a refresh into production before any operation starts", async () => {
        await newStack("into-production", {
          "e2e:projectId": project,
          "e2e:refreshSource": SEED_ENV_UAT,
          "e2e:refreshTarget": SEED_ENV_PRODUCTION,
        });
        await admin.resetRequests();
        const before = await starts();
        const message = await failure(program.run("up", "into-production"));
        expect(message).toContain(`targetEnvironmentId ${SEED_ENV_PRODUCTION} is contoso-prod`);
        expect(message).toContain("a Production environment; only a sandbox can be refreshed or exported");
        expect(await starts()).toBe(before);
        expect(await posts()).toBe(0);
        expect(ofType(await resources("into-production"), "DatabaseRefresh")).toEqual([]);
      });

      it("refuses a fourth refresh in 24 hours before it is sent, naming when the next can start", async () => {
        const url = `${emulator.url}/databasemovement/v1/refresh/project/${project}/source/${SEED_ENV_PRODUCTION}/target/${SEED_ENV_TEST}`;
        const headers = {
          authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.lifecycle}`,
          "x-svc-version": "2017-09-15",
        };
        // Three refreshes started elsewhere (a script, the web page) within the last minutes, each
        // ended before the next (steps of 0 ms): the service runs one at a time per environment.
        await admin.lifecycleTiming({ stepMs: 0 });
        try {
          for (let i = 0; i < 3; i += 1) {
            const reply = (await (await fetch(url, { method: "POST", headers })).json()) as {
              IsSuccess: boolean;
            };
            expect(reply.IsSuccess).toBe(true);
          }
        } finally {
          await admin.lifecycleTiming({ stepMs: 300 });
        }
        await newStack("fourth", {
          "e2e:projectId": project,
          "e2e:refreshSource": SEED_ENV_PRODUCTION,
          "e2e:refreshTarget": SEED_ENV_TEST,
        });
        await admin.resetRequests();
        const before = await starts();
        const message = await failure(program.run("up", "fourth"));
        expect(message).toMatch(/environment contoso-test \(.*\) started 3 operations in the last 24 hours/);
        expect(message).toMatch(/the next can start at \d{4}-\d{2}-\d{2}T/);
        expect(await starts()).toBe(before);
        expect(await posts()).toBe(0);
      });

      it("makes no request in a preview", async () => {
        await admin.resetRequests();
        await program.run("preview", "fourth");
        expect((await admin.requests()).total).toBe(0);
      });
    });

    describe("the certificate bundle", () => {
      const stack = "certificate";
      beforeAll(() => newStack(stack, { "e2e:certificateEnvironment": SEED_ENV_UAT }));

      it("is a secret stack output: no zip or password in state, output or transcript", async () => {
        await admin.lifecycleTiming({ certificateWindowSeconds: 0 });
        const up = await program.run("up", stack);
        expect(up.outputs).toMatchObject({
          bundle: "[secret]",
          thumbprint: expect.stringMatching(/^[0-9A-F]{40}$/),
          files: ["contoso-uat.pfx", "contoso-uat.cer"],
        });
        const exported = JSON.stringify((await program.run("export", stack)).deployment);
        const stored = [exported, ...program.stateFiles(), ...program.transcript].join("\n");
        // A zip starts with "PK\x03\x04", which base 64 writes as "UEsDB".
        expect(stored).not.toContain("UEsDB");
        expect(stored).not.toContain("certificateSecretEncoded");
        expect(stored).not.toContain(EMULATOR_DEFAULT_TOKENS.lifecycle);
        expect(exported).toContain("ciphertext");
      });

      it("waits out the one-a-minute limit with a visible message, then succeeds", async () => {
        // A fetch from elsewhere (the web page) opens the window, and the service's clock stands
        // still until the up has met it, however long a loaded machine takes to start the up.
        const url = `${emulator.url}/environmentinfo/v1/rsatdownload/project/${SEED_LIFECYCLE_PROJECT_ID}/environment/${SEED_ENV_UAT}`;
        const headers = {
          authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.lifecycle}`,
          "x-svc-version": "2017-09-15",
        };
        const windowSeconds = 10;
        await admin.lifecycleTiming({ certificateWindowSeconds: 0 });
        heldAt = serviceNow();
        expect((await fetch(url, { headers })).ok).toBe(true);
        await admin.lifecycleTiming({ certificateWindowSeconds: windowSeconds });
        await admin.resetRequests();
        const running = program.run("up", stack);
        try {
          await until(async () => ((await admin.requests()).byRoute["GET rsatdownload"] ?? 0) > 0, running);
        } finally {
          // The clock runs on from the window's end, so the fetch after the up's wait is taken
          // however late this look saw the refusal.
          clockOffsetMs = heldAt + windowSeconds * 1000 - Date.now();
          heldAt = undefined;
        }
        const up = await running;
        expect(up.outputs?.thumbprint).toMatch(/^[0-9A-F]{40}$/);
        expect(up.stdout).toMatch(/waiting \d+ s before fetching the certificate/);
        // The first answer was a 429, the second the bundle.
        expect((await admin.requests()).byRoute["GET rsatdownload"]).toBe(2);
      });

      it("does not fetch in a preview", async () => {
        await admin.resetRequests();
        await program.run("preview", stack);
        expect((await admin.requests()).total).toBe(0);
      });
    });
  },
);
