import { GUID } from "../support/emulator-client";
import {
  ENV,
  fieldErrorsOf,
  follow,
  HandClock,
  pp,
  ppAdmin,
  startCopy,
  usePowerPlatform,
} from "./support/powerplatform-client";

const clock = new HandClock();
const emulator = usePowerPlatform(clock);
const TARGET = `/environmentmanagement/environments/${ENV.sandbox}`;

describe("Power Platform copy", () => {
  it("answers 202 with Location and Operation-Location on the target's operation, and Retry-After", async () => {
    const reply = await startCopy(emulator, ENV.production, ENV.sandbox);
    expect(reply.status).toBe(202);
    expect(reply.text).toBe("");
    const location = reply.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`${TARGET}/operations/[0-9a-f-]{36}\\?api-version=2024-10-01$`));
    expect(reply.headers.get("operation-location")).toBe(location);
    expect(reply.headers.get("retry-after")).toBe("1");
  });

  it("goes Queued, through its stages, to Succeeded, and leaves the target in admin mode with the overrides", async () => {
    const group = "11111111-2222-4333-8444-555555555555";
    const accepted = await startCopy(emulator, ENV.production, ENV.sandbox, {
      copyOptions: {
        environmentNameToOverride: "uat from prod",
        securityGroupIdToOverride: group,
        skipAuditData: true,
      },
    });
    expect((await follow(emulator, accepted)).body).toMatchObject({
      name: "Copy",
      status: "Queued",
      endTime: null,
    });
    clock.advance(3000);
    const running = await follow(emulator, accepted);
    expect(running.body.status).toBe("InProgress");
    expect(running.headers.get("retry-after")).toBe("1");
    expect(
      (running.body.stageStatuses as { name: string; status: string }[]).map((s) => `${s.name}:${s.status}`),
    ).toEqual(["Validate:Succeeded", "Prepare:Succeeded", "Run:InProgress", "Finalize:NotStarted"]);
    expect((await pp(emulator, "GET", TARGET)).body).toMatchObject({
      adminMode: "Disabled",
      displayName: "contoso-uat",
    });
    clock.advance(2000);
    const done = await follow(emulator, accepted);
    expect(done.body).toMatchObject({
      status: "Succeeded",
      updatedEnvironment: { environmentId: ENV.sandbox, displayName: "uat from prod" },
    });
    expect(done.headers.get("retry-after")).toBeNull();
    expect((await pp(emulator, "GET", TARGET)).body).toMatchObject({
      displayName: "uat from prod",
      securityGroupId: group,
      adminMode: "Enabled",
      backgroundOperationsState: "Disabled",
    });
  });

  it("ends in Failed with errorDetail and a failed Run stage when the admin route queues a failure, and changes nothing", async () => {
    await ppAdmin(emulator, "POST", "next-outcome", { status: "Failed" });
    const accepted = await startCopy(emulator, ENV.production, ENV.sandbox);
    clock.advance(5000);
    const done = await follow(emulator, accepted);
    expect(done.body).toMatchObject({ status: "Failed", errorDetail: { code: "CopyFailed" } });
    const stages = done.body.stageStatuses as { name: string; status: string }[];
    expect(stages.map((s) => s.status)).toEqual(["Succeeded", "Succeeded", "Failed", "Skipped"]);
    expect((await pp(emulator, "GET", TARGET)).body).toMatchObject({ adminMode: "Disabled" });
  });

  it("refuses a production target with a ValidationResponse naming targetEnvironmentId", async () => {
    const reply = await startCopy(emulator, ENV.sandbox, ENV.production);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errorDetail: { code: "ValidationFailed" } });
    expect(fieldErrorsOf(reply).targetEnvironmentId?.errorMessages[0]).toMatch(
      /unified production environment/,
    );
  });

  it.each([
    ["a default", "default"],
    ["a trial", "trial"],
  ] as const)("refuses %s environment as the target and as the source", async (_, kind) => {
    expect(
      fieldErrorsOf(await startCopy(emulator, ENV.production, ENV[kind])).targetEnvironmentId,
    ).toBeDefined();
    expect(
      fieldErrorsOf(await startCopy(emulator, ENV[kind], ENV.sandbox)).sourceEnvironmentId,
    ).toBeDefined();
  });

  it.each([
    ["UDE into USE", "developer", "sandbox"],
    ["an LCS cloud-hosted box into a UDE", "lcsCloudHosted", "developer"],
  ] as const)("refuses the unsupported pair %s by name", async (_, source, target) => {
    const reply = await startCopy(emulator, ENV[source], ENV[target]);
    expect(reply.status).toBe(400);
    expect(fieldErrorsOf(reply).sourceEnvironmentId?.errorMessages[0]).toMatch(/is not supported/);
  });

  it("takes the supported pairs UPE into UDE and an LCS sandbox into a USE", async () => {
    expect((await startCopy(emulator, ENV.production, ENV.developer)).status).toBe(202);
    expect((await startCopy(emulator, ENV.lcsSandbox, ENV.sandbox)).status).toBe(202);
  });

  it("names every problem at once, and suggests Full for BAP's FullCopy", async () => {
    const reply = await startCopy(emulator, "not-a-guid", ENV.sandbox, {
      copyType: "FullCopy",
      copyOptions: { skipAuditData: "yes" },
    });
    expect(reply.status).toBe(400);
    const errors = fieldErrorsOf(reply);
    expect(Object.keys(errors).sort()).toEqual([
      "copyOptions.skipAuditData",
      "copyType",
      "sourceEnvironmentId",
    ]);
    expect(errors.copyType).toEqual({
      errorMessages: ["The copy type must be Minimal or Full."],
      suggestedValue: "Full",
    });
  });

  it("refuses a source in another region", async () => {
    const other = "abcdef01-2345-4678-9abc-def012345678";
    await ppAdmin(emulator, "POST", "environments", {
      id: other,
      kind: "UnifiedProduction",
      displayName: "us-prod",
      geo: "unitedstates",
    });
    expect(
      fieldErrorsOf(await startCopy(emulator, other, ENV.sandbox)).sourceEnvironmentId?.errorMessages[0],
    ).toMatch(/same tenant and region/);
  });

  it("answers 409 while an operation overwrites the target, and takes the copy once it has ended", async () => {
    expect((await startCopy(emulator, ENV.production, ENV.sandbox)).status).toBe(202);
    const second = await startCopy(emulator, ENV.production, ENV.sandbox);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ errorDetail: { code: "Conflict" } });
    expect(fieldErrorsOf(second).targetEnvironmentId?.errorMessages[0]).toMatch(
      /Another operation is in progress/,
    );
    clock.advance(5000);
    expect((await startCopy(emulator, ENV.production, ENV.sandbox)).status).toBe(202);
  });

  it("with ValidateOnly=true starts an operation that has passed at once and neither holds nor changes the target", async () => {
    const accepted = await startCopy(emulator, ENV.production, ENV.sandbox, {}, "?ValidateOnly=true");
    expect(accepted.status).toBe(202);
    expect((await follow(emulator, accepted)).body).toMatchObject({ status: "ValidationPassed" });
    expect((await startCopy(emulator, ENV.production, ENV.sandbox)).status).toBe(202);
  });

  it("with ValidateOnly answers the same 400 as the copy would", async () => {
    const reply = await startCopy(emulator, ENV.sandbox, ENV.production, {}, "?ValidateOnly=true");
    expect(reply.status).toBe(400);
    expect(fieldErrorsOf(reply).targetEnvironmentId).toBeDefined();
  });

  it("with ValidateProperties reports only the properties named, and refuses them without ValidateOnly", async () => {
    const only = await startCopy(
      emulator,
      ENV.production,
      ENV.sandbox,
      { copyType: "Bad" },
      "?ValidateOnly=true&ValidateProperties=sourceEnvironmentId",
    );
    expect(only.status).toBe(202);
    const without = await startCopy(
      emulator,
      ENV.production,
      ENV.sandbox,
      {},
      "?ValidateProperties=copyType",
    );
    expect(fieldErrorsOf(without).ValidateProperties).toBeDefined();
  });

  it("lists the target's operations newest first, and finds each by id at the tenant route", async () => {
    const first = await startCopy(emulator, ENV.production, ENV.sandbox);
    clock.advance(5000);
    const second = await startCopy(emulator, ENV.production, ENV.sandbox);
    const ids = [first, second].map(
      (reply) => /operations\/([^?]+)/.exec(reply.headers.get("location") ?? "")?.[1],
    );
    const list = await pp(emulator, "GET", `${TARGET}/operations?limit=1`);
    expect((list.body.collection as { operationId: string }[]).map((op) => op.operationId)).toEqual([ids[1]]);
    const token = String(list.body.continuationToken);
    const next = await pp(emulator, "GET", `${TARGET}/operations?limit=1&continuationToken=${token}`);
    expect(next.body).toMatchObject({ collection: [{ operationId: ids[0] }], continuationToken: null });
    const byId = await pp(emulator, "GET", `/environmentmanagement/operations/${ids[0]}`);
    expect(byId.body).toMatchObject({ operationId: ids[0], status: "Succeeded" });
    expect(ids[0]).toMatch(GUID);
  });
});
