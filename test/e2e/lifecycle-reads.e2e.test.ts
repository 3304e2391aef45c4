/**
 * The lifecycle reads through the real Pulumi CLI: the environments, an environment's history and
 * the backups, the guard rails built on them that refuse a refresh before it starts, and the
 * certificate bundle, a secret that waits out the service's one-a-minute limit.
 */
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_ENVIRONMENTS,
  SEED_LIFECYCLE_PROJECT_ID,
  type Emulator,
} from "pulumi-bizops-emulator";
import type { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, type ProgramDir } from "./support/harness";
import { failure, LifecycleStacks, ofType, until } from "./support/lifecycle-program";

describeWithPulumi(
  "the lifecycle reads, their guard rails and the certificate bundle through the real Pulumi CLI",
  () => {
    let lifecycle: LifecycleStacks;
    let emulator: Emulator;
    let admin: EmulatorAdmin;
    let program: ProgramDir;

    // The service's clock: real time, unless a test holds it still; it never runs backwards.
    let clockOffsetMs = 0;
    let heldAt: number | undefined;
    const serviceNow = (): number => heldAt ?? Date.now() + clockOffsetMs;

    beforeAll(async () => {
      lifecycle = await LifecycleStacks.start(serviceNow);
      ({ emulator, admin, program } = lifecycle);
    });

    afterAll(() => lifecycle?.stop());

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
        await lifecycle.newStack("reads", {
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
        await lifecycle.newStack("busy", {
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
        expect(ofType(await lifecycle.resources("busy"), "DatabaseRefresh")).toEqual([]);
      });

      it("refuses a refresh into production before any operation starts", async () => {
        await lifecycle.newStack("into-production", {
          "e2e:projectId": project,
          "e2e:refreshSource": SEED_ENV_UAT,
          "e2e:refreshTarget": SEED_ENV_PRODUCTION,
        });
        await admin.resetRequests();
        const before = await lifecycle.starts();
        const message = await failure(program.run("up", "into-production"));
        expect(message).toContain(`targetEnvironmentId ${SEED_ENV_PRODUCTION} is contoso-prod`);
        expect(message).toContain("a Production environment; only a sandbox can be refreshed or exported");
        expect(await lifecycle.starts()).toBe(before);
        expect(await posts()).toBe(0);
        expect(ofType(await lifecycle.resources("into-production"), "DatabaseRefresh")).toEqual([]);
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
        await lifecycle.newStack("fourth", {
          "e2e:projectId": project,
          "e2e:refreshSource": SEED_ENV_PRODUCTION,
          "e2e:refreshTarget": SEED_ENV_TEST,
        });
        await admin.resetRequests();
        const before = await lifecycle.starts();
        const message = await failure(program.run("up", "fourth"));
        expect(message).toMatch(/environment contoso-test \(.*\) started 3 operations in the last 24 hours/);
        expect(message).toMatch(/the next can start at \d{4}-\d{2}-\d{2}T/);
        expect(await lifecycle.starts()).toBe(before);
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
      beforeAll(() => lifecycle.newStack(stack, { "e2e:certificateEnvironment": SEED_ENV_UAT }));

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
