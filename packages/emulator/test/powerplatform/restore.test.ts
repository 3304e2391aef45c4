import { ENV, fieldErrorsOf, follow, HandClock, pp, usePowerPlatform } from "./support/powerplatform-client";

const clock = new HandClock();
const emulator = usePowerPlatform(clock);
const DAY_MS = 24 * 60 * 60 * 1000;

function restore(target: string, body: Record<string, unknown>, segment = "restore") {
  return pp(emulator, "POST", `/environmentmanagement/environments/${target}/${segment}`, body);
}

const daysAgo = (days: number) => new Date(clock.at - days * DAY_MS).toISOString().replace("Z", "+00:00");

describe("Power Platform restore", () => {
  it("restores a sandbox to a point within its 7 days, and the operation ends with the target renamed", async () => {
    const accepted = await restore(ENV.sandbox, {
      sourceEnvironmentId: ENV.sandbox,
      restorePointDateTime: daysAgo(6),
      restoreOptions: { environmentNameToOverride: "uat restored", skipAuditData: true },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.headers.get("operation-location")).toBe(accepted.headers.get("location"));
    clock.advance(5000);
    expect((await follow(emulator, accepted)).body).toMatchObject({
      name: "Restore",
      status: "Succeeded",
      updatedEnvironment: { displayName: "uat restored" },
    });
  });

  it("refuses a point outside the source's retention and suggests the oldest point allowed", async () => {
    const reply = await restore(ENV.sandbox, {
      sourceEnvironmentId: ENV.sandbox,
      restorePointDateTime: daysAgo(8),
    });
    expect(reply.status).toBe(400);
    const error = fieldErrorsOf(reply).restorePointDateTime;
    expect(error?.errorMessages[0]).toMatch(/last 7 days/);
    expect(Date.parse(error?.suggestedValue ?? "")).toBeGreaterThanOrEqual(clock.at - 7 * DAY_MS);
  });

  it("keeps 28 days for a production source", async () => {
    const body = { sourceEnvironmentId: ENV.production, restorePointDateTime: daysAgo(20) };
    expect((await restore(ENV.sandbox, body)).status).toBe(202);
  });

  it("refuses a point without its offset, and one in the future", async () => {
    const noOffset = await restore(ENV.sandbox, {
      sourceEnvironmentId: ENV.sandbox,
      restorePointDateTime: "2026-12-06T08:00:00",
    });
    expect(fieldErrorsOf(noOffset).restorePointDateTime?.errorMessages[0]).toMatch(/offset/);
    const future = await restore(ENV.sandbox, {
      sourceEnvironmentId: ENV.sandbox,
      restorePointDateTime: daysAgo(-1),
    });
    expect(fieldErrorsOf(future).restorePointDateTime).toBeDefined();
  });

  it("refuses a production target and a trial source", async () => {
    const production = await restore(ENV.production, {
      sourceEnvironmentId: ENV.production,
      restorePointDateTime: daysAgo(1),
    });
    expect(fieldErrorsOf(production).targetEnvironmentId).toBeDefined();
    const trial = await restore(ENV.sandbox, {
      sourceEnvironmentId: ENV.trial,
      restorePointDateTime: daysAgo(1),
    });
    expect(fieldErrorsOf(trial).sourceEnvironmentId?.errorMessages[0]).toMatch(/not backed up/);
  });

  it("takes the SDK's /Restore and its top-level skipAuditData", async () => {
    const reply = await restore(
      ENV.developer,
      { sourceEnvironmentId: ENV.developer, restorePointDateTime: daysAgo(1), skipAuditData: true },
      "Restore",
    );
    expect(reply.status).toBe(202);
  });

  it("answers 409 while a copy overwrites the target", async () => {
    await pp(emulator, "POST", `/environmentmanagement/environments/${ENV.sandbox}/copy`, {
      sourceEnvironmentId: ENV.production,
      copyType: "Minimal",
    });
    const reply = await restore(ENV.sandbox, {
      sourceEnvironmentId: ENV.sandbox,
      restorePointDateTime: daysAgo(1),
    });
    expect(reply.status).toBe(409);
  });
});
