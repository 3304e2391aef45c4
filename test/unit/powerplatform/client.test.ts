import { RequestError } from "../../../src/core/errors/errors";
import { PowerPlatformClient } from "../../../src/powerplatform/client";
import { FakePowerPlatform, OPERATION, SANDBOX, PRODUCTION } from "./support/fake-power-platform";

const fake = new FakePowerPlatform();
let client: PowerPlatformClient;

beforeAll(async () => {
  await fake.start();
});
beforeEach(() => {
  fake.reset();
  client = PowerPlatformClient.fromSources({
    explicit: { powerPlatformUrl: fake.url, powerPlatformToken: "pp-token-1" },
    env: {},
  });
});
afterAll(() => fake.stop());

describe("PowerPlatformClient", () => {
  it("sends a copy to the target's route with api-version, the source in the body, and the bearer token", async () => {
    const started = await client.startCopy(SANDBOX, { sourceEnvironmentId: PRODUCTION, copyType: "Full" });
    const [request] = fake.received;
    expect(request?.path).toBe(`/environmentmanagement/environments/${SANDBOX}/copy`);
    expect(request?.query.get("api-version")).toBe("2024-10-01");
    expect(request?.query.has("ValidateOnly")).toBe(false);
    expect(request?.headers.authorization).toBe("Bearer pp-token-1");
    expect(request?.body).toEqual({ sourceEnvironmentId: PRODUCTION, copyType: "Full" });
    expect(started).toEqual({ operationId: OPERATION, retryAfterMs: 5000 });
  });

  it("asks only for a validation with ValidateOnly=true", async () => {
    await client.startRestore(
      SANDBOX,
      { sourceEnvironmentId: SANDBOX, restorePointDateTime: "2026-11-20T06:00:00+00:00" },
      true,
    );
    expect(fake.received[0]?.query.get("ValidateOnly")).toBe("true");
    expect(fake.received[0]?.path).toMatch(/\/restore$/);
  });

  it("reads the operation id from Location when Operation-Location is absent", async () => {
    fake.on((r) =>
      r.method === "POST"
        ? {
            status: 202,
            headers: { location: `/environmentmanagement/operations/abc-1?api-version=2024-10-01` },
          }
        : undefined,
    );
    const started = await client.startCopy(SANDBOX, { sourceEnvironmentId: PRODUCTION, copyType: "Minimal" });
    expect(started.operationId).toBe("abc-1");
  });

  it("reports a ValidationResponse by field, as the error's target and details", async () => {
    fake.on(() => ({
      status: 400,
      body: {
        errorDetail: {
          code: "InvalidRequest",
          fieldErrors: {
            sourceEnvironmentId: { errorMessages: ["Source not found."], suggestedValue: null },
            copyType: { errorMessages: ["Unsupported."], suggestedValue: "Full" },
          },
        },
      },
    }));
    const error = (await client
      .startCopy(SANDBOX, { sourceEnvironmentId: PRODUCTION, copyType: "Minimal" })
      .catch((e: unknown) => e)) as RequestError;
    expect(error.code).toBe("Rejected");
    expect(error.serviceCode).toBe("InvalidRequest");
    expect(error.serviceTarget).toBe("sourceEnvironmentId, copyType");
    expect(error.serviceDetails).toEqual([
      "sourceEnvironmentId: Source not found.",
      "copyType: Unsupported. (suggested value: Full)",
    ]);
    expect(error.message).not.toContain("pp-token-1");
  });

  it("names the role and the application user the API needs on a 403", async () => {
    fake.on(() => ({ status: 403 }));
    const error = (await client.environment(SANDBOX).catch((e: unknown) => e)) as RequestError;
    expect(error.code).toBe("Unauthorized");
    expect(error.hint).toMatch(/Power Platform role at tenant scope/);
    expect(error.hint).toMatch(/System Administrator/);
  });

  it("follows continuationToken with the same route and query", async () => {
    fake.on((r) =>
      r.path.endsWith("/backups") && !r.query.has("continuationToken")
        ? { status: 200, body: { collection: [{ id: "b1" }], continuationToken: "t 2" } }
        : r.path.endsWith("/backups")
          ? { status: 200, body: { collection: [{ id: "b2" }] } }
          : undefined,
    );
    const ids: string[] = [];
    for await (const backup of client.listBackups(SANDBOX)) ids.push(backup.id);
    expect(ids).toEqual(["b1", "b2"]);
    expect(fake.received[1]?.query.get("continuationToken")).toBe("t 2");
    expect(fake.received[1]?.query.get("api-version")).toBe("2024-10-01");
  });

  it("refuses an environment id that is not a GUID, by name, before any request", async () => {
    await expect(client.environment("../admin")).rejects.toMatchObject({
      code: "InvalidInput",
      message: expect.stringMatching(/environmentId/),
    });
    expect(fake.received).toHaveLength(0);
  });

  it("sets the maintenance settings with PUT and both fields", async () => {
    fake.on((r) =>
      r.method === "PUT"
        ? {
            status: 200,
            body: { maintenanceWindowCadence: "EveryOtherUpdate", maintenanceWindowDaysOfWeek: ["Sunday"] },
          }
        : undefined,
    );
    const held = await client.updateMaintenance(SANDBOX, {
      updatedMaintenanceWindowCadence: "EveryOtherUpdate",
      updatedMaintenanceWindowDaysOfWeek: ["Sunday"],
    });
    expect(fake.received[0]?.path).toBe(`/dynamics/environments/${SANDBOX}/finopsadminsettings`);
    expect(fake.received[0]?.body).toEqual({
      updatedMaintenanceWindowCadence: "EveryOtherUpdate",
      updatedMaintenanceWindowDaysOfWeek: ["Sunday"],
    });
    expect(held.maintenanceWindowCadence).toBe("EveryOtherUpdate");
  });
});
