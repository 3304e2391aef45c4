import { ResourceInitError } from "../../../../src/core/errors/errors";
import { configureProvider } from "../../../../src/core/provider/provider-config";
import { UNKNOWN } from "../../../../src/core/provider/unknowns";
import { OperationGuard } from "../../../../src/powerplatform/operations/operation-guard";
import { powerPlatformOperationProvider } from "../../../../src/powerplatform/operations/operation-resource";
import { ENVIRONMENT_COPY } from "../../../../src/powerplatform/resources/environment-copy-provider";
import { ENVIRONMENT_RESTORE } from "../../../../src/powerplatform/resources/environment-restore-provider";
import { FakeClock } from "../../../support/fake-clock";
import {
  environment,
  FakePowerPlatform,
  OPERATION,
  PRODUCTION,
  SANDBOX,
  UDE,
} from "../support/fake-power-platform";

const fake = new FakePowerPlatform();
const PROVIDER = "exports.handler = () => ({})";
let clock: FakeClock;
let reports: string[];

beforeAll(async () => {
  await fake.start();
  configureProvider({ get: () => undefined });
});
beforeEach(() => {
  fake.reset(
    environment(PRODUCTION, "Production", "UnifiedProduction"),
    environment(SANDBOX, "Sandbox", "UnifiedSandbox"),
    environment(UDE, "Sandbox", "UnifiedDeveloper"),
  );
  clock = new FakeClock();
  reports = [];
});
afterAll(() => fake.stop());

function copies() {
  return powerPlatformOperationProvider(ENVIRONMENT_COPY, {
    clock,
    report: (m) => reports.push(m),
    guard: new OperationGuard(),
  });
}

const settings = (over: Record<string, string> = {}) => ({
  powerPlatformUrl: fake.url,
  powerPlatformToken: "pp-token-1",
  ...over,
});

function copyInputs(over: Record<string, unknown> = {}) {
  return {
    sourceEnvironmentId: PRODUCTION,
    targetEnvironmentId: SANDBOX,
    copyType: "Full",
    transactionless: true,
    skipAuditData: true,
    settings: settings(),
    __provider: PROVIDER,
    ...over,
  };
}

const starts = () => fake.writes.filter((r) => r.query.get("ValidateOnly") !== "true");

describe("EnvironmentCopy check", () => {
  it("names each bad input before any request", async () => {
    const result = await copies().check(
      {},
      copyInputs({ copyType: "Everything", targetEnvironmentId: "uat", securityGroupIdToOverride: "x" }),
    );
    expect((result.failures ?? []).map((f) => f.property).sort()).toEqual([
      "copyType",
      "securityGroupIdToOverride",
      "targetEnvironmentId",
    ]);
    expect(fake.received).toHaveLength(0);
  });

  it("refuses a transaction-less Minimal copy by name", async () => {
    const result = await copies().check({}, copyInputs({ copyType: "Minimal" }));
    expect(result.failures?.map((f) => f.property)).toEqual(["transactionless"]);
  });

  it("sends nothing in a preview unless previewChecks is on", async () => {
    const result = await copies().check(
      {},
      copyInputs({ targetEnvironmentId: PRODUCTION, sourceEnvironmentId: SANDBOX }),
    );
    expect(result.failures).toBeUndefined();
    expect(fake.received).toHaveLength(0);
  });

  it("with previewChecks, fails the preview on a production target, by name, and starts nothing", async () => {
    const result = await copies().check(
      {},
      copyInputs({
        sourceEnvironmentId: SANDBOX,
        targetEnvironmentId: PRODUCTION,
        settings: settings({ previewChecks: "true" }),
      }),
    );
    expect(result.failures).toEqual([
      { property: "targetEnvironmentId", reason: expect.stringMatching(/only a sandbox can be overwritten/) },
    ]);
    expect(fake.writes).toHaveLength(0);
  });

  it("with previewChecks, reports the service's ValidateOnly field errors under the inputs that set them", async () => {
    fake.on((r) =>
      r.query.get("ValidateOnly") === "true"
        ? {
            status: 400,
            body: {
              errorDetail: {
                code: "ValidationFailed",
                fieldErrors: {
                  "copyOptions.executeAdvancedCopyForFinanceAndOperations": {
                    errorMessages: ["Source platform too old."],
                  },
                },
              },
            },
          }
        : undefined,
    );
    const result = await copies().check({}, copyInputs({ settings: settings({ previewChecks: "true" }) }));
    expect(result.failures).toEqual([{ property: "transactionless", reason: "Source platform too old." }]);
    expect(starts()).toHaveLength(0);
  });

  it("with previewChecks, asks nothing for a resource whose change starts nothing", async () => {
    const inputs = copyInputs({ settings: settings({ previewChecks: "true" }) });
    const result = await copies().check(inputs, { ...inputs, waitForCompletion: { pollSeconds: 5 } });
    expect(result.failures).toBeUndefined();
    expect(fake.received).toHaveLength(0);
  });

  it("does not judge a preview whose inputs are not known yet", async () => {
    const result = await copies().check(
      {},
      copyInputs({ targetEnvironmentId: UNKNOWN, settings: settings({ previewChecks: "true" }) }),
    );
    expect(result.failures).toBeUndefined();
    expect(fake.received).toHaveLength(0);
  });
});

describe("EnvironmentCopy create", () => {
  it("starts one transaction-less copy with the documented body, and keeps its operation id", async () => {
    const created = await copies().create(copyInputs());
    expect(starts()).toHaveLength(1);
    expect(starts()[0]?.body).toEqual({
      sourceEnvironmentId: PRODUCTION,
      copyType: "Full",
      copyOptions: { skipAuditData: true, executeAdvancedCopyForFinanceAndOperations: true },
    });
    expect(created.id).toBe(OPERATION);
    expect(created.outs).toMatchObject({ operationId: OPERATION, requestedAt: "2026-11-21T12:00:00.000Z" });
    expect(reports).toContain(`bizops:EnvironmentCopy: started copy ${OPERATION}.`);
  });

  it("refuses a production target before any start", async () => {
    await expect(
      copies().create(copyInputs({ sourceEnvironmentId: SANDBOX, targetEnvironmentId: PRODUCTION })),
    ).rejects.toMatchObject({ code: "Refused", message: expect.stringMatching(/targetEnvironmentId/) });
    expect(fake.writes).toHaveLength(0);
  });

  it("refuses a pair Microsoft does not support (UDE to USE), naming it", async () => {
    await expect(copies().create(copyInputs({ sourceEnvironmentId: UDE }))).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringMatching(/from UDE to USE/),
    });
    expect(fake.writes).toHaveLength(0);
  });

  it("refuses a target still running an operation", async () => {
    fake.operations = [{ operationId: "busy-1", name: "Copy", status: "InProgress" }];
    await expect(copies().create(copyInputs())).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringMatching(/busy: Copy busy-1 \(InProgress\)/),
    });
    expect(fake.writes).toHaveLength(0);
  });

  it("refuses a second start into the same target while the first has not ended, in one run", async () => {
    const provider = copies();
    await provider.create(copyInputs());
    await expect(provider.create(copyInputs({ triggers: ["again"] }))).rejects.toMatchObject({
      code: "Refused",
    });
    expect(starts()).toHaveLength(1);
  });

  it("records an operation already applied without sending anything", async () => {
    const created = await copies().create(copyInputs({ alreadyApplied: true }));
    expect(fake.received).toHaveLength(0);
    expect(created.outs).toMatchObject({ alreadyApplied: true });
    expect(created.outs?.operationId).toBeUndefined();
  });

  it("takes over an operation by id without starting one", async () => {
    const created = await copies().create(
      copyInputs({ adoptOperationId: OPERATION, waitForCompletion: { pollSeconds: 10 } }),
    );
    expect(fake.writes).toHaveLength(0);
    expect(created.outs).toMatchObject({ operationId: OPERATION, operationStatus: "Succeeded" });
  });

  it("waits the service's Retry-After before the first look, and polls until a final status", async () => {
    let looks = 0;
    fake.on((r) =>
      r.path.endsWith(`/operations/${OPERATION}`)
        ? { status: 200, body: { operationId: OPERATION, status: ++looks < 3 ? "InProgress" : "Succeeded" } }
        : undefined,
    );
    const created = await copies().create(copyInputs({ waitForCompletion: { pollSeconds: 1 } }));
    expect(created.outs?.operationStatus).toBe("Succeeded");
    expect(clock.sleeps[0]).toBe(5000);
    expect(looks).toBe(3);
  });

  it("keeps a failed copy in the stack with its operation id", async () => {
    fake.on((r) =>
      r.path.endsWith(`/operations/${OPERATION}`)
        ? { status: 200, body: { operationId: OPERATION, status: "Failed" } }
        : undefined,
    );
    const error = await copies()
      .create(copyInputs({ waitForCompletion: {} }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceInitError);
    expect((error as ResourceInitError).id).toBe(OPERATION);
  });
});

describe("EnvironmentCopy diff, refresh and second up", () => {
  const state = () => ({ ...copyInputs(), operationId: OPERATION, requestedAt: "2026-11-21T12:00:00.000Z" });

  it("shows no change when nothing changed, so a second up starts nothing", async () => {
    expect(await copies().diff(OPERATION, state(), copyInputs())).toEqual({ changes: false });
  });

  it("replaces on a triggers change, and changes alreadyApplied in place", async () => {
    expect(await copies().diff(OPERATION, state(), copyInputs({ triggers: [1] }))).toMatchObject({
      replaces: ["triggers"],
    });
    expect(await copies().diff(OPERATION, state(), copyInputs({ alreadyApplied: true }))).toEqual({
      changes: true,
    });
  });

  it("reads nothing on refresh for a program that did not ask to wait", async () => {
    const read = await copies().read(OPERATION, state());
    expect(read.id).toBe(OPERATION);
    expect(fake.received).toHaveLength(0);
  });
});

describe("EnvironmentRestore", () => {
  const restores = () =>
    powerPlatformOperationProvider(ENVIRONMENT_RESTORE, { clock, guard: new OperationGuard() });

  it("refuses a point in time without its offset, by name", async () => {
    const result = await restores().check(
      {},
      {
        sourceEnvironmentId: SANDBOX,
        targetEnvironmentId: SANDBOX,
        restorePointDateTime: "2026-11-20T06:00:00",
        __provider: PROVIDER,
      },
    );
    expect(result.failures?.map((f) => f.property)).toEqual(["restorePointDateTime"]);
  });

  it("refuses a point older than a sandbox's 7 days before any start", async () => {
    await expect(
      restores().create({
        sourceEnvironmentId: SANDBOX,
        targetEnvironmentId: SANDBOX,
        restorePointDateTime: "2026-11-10T06:00:00+00:00",
        settings: settings(),
      }),
    ).rejects.toMatchObject({ code: "Refused", message: expect.stringMatching(/more than 7 days ago/) });
    expect(fake.writes).toHaveLength(0);
  });

  it("starts a restore with the options under restoreOptions", async () => {
    await restores().create({
      sourceEnvironmentId: PRODUCTION,
      targetEnvironmentId: SANDBOX,
      restorePointDateTime: "2026-11-01T06:00:00+00:00",
      environmentNameToOverride: "uat restored",
      settings: settings(),
    });
    expect(fake.writes[0]?.path).toBe(`/environmentmanagement/environments/${SANDBOX}/restore`);
    expect(fake.writes[0]?.body).toEqual({
      sourceEnvironmentId: PRODUCTION,
      restorePointDateTime: "2026-11-01T06:00:00+00:00",
      restoreOptions: { environmentNameToOverride: "uat restored" },
    });
  });
});
