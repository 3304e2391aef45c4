import { ENV, HandClock, pp, ppAdmin, usePowerPlatform } from "./support/powerplatform-client";

const clock = new HandClock();
const emulator = usePowerPlatform(clock);
const ENVIRONMENTS = "/environmentmanagement/environments";
const dynamics = (env: string, route: string) => `/dynamics/environments/${env}/${route}`;

describe("Power Platform environments", () => {
  it("lists one seeded environment of each kind, with F&O details where there is an F&O app", async () => {
    const list = await pp(emulator, "GET", ENVIRONMENTS);
    const value = list.body.value as {
      id: string;
      type: string;
      finOpsMetadata?: { type: string; url: string };
    }[];
    expect(value).toHaveLength(8);
    const byId = new Map(value.map((env) => [env.id, env]));
    expect(byId.get(ENV.sandbox)).toMatchObject({
      type: "Sandbox",
      finOpsMetadata: { type: "Internal", url: "https://contoso-uat.sandbox.operations.dynamics.com/" },
    });
    expect(byId.get(ENV.lcsProduction)).toMatchObject({
      type: "Production",
      finOpsMetadata: { type: "Linked" },
    });
    expect(byId.get(ENV.default)?.finOpsMetadata).toBeUndefined();
  });

  it("filters on type, pages with $top and @odata.nextLink, and selects properties", async () => {
    const sandboxes = await pp(
      emulator,
      "GET",
      `${ENVIRONMENTS}?$filter=type eq 'Sandbox'&$top=2&$select=id,type`,
    );
    expect(sandboxes.body.value).toEqual([
      { id: ENV.sandbox, type: "Sandbox" },
      { id: ENV.developer, type: "Sandbox" },
    ]);
    expect(String(sandboxes.body["@odata.nextLink"])).toContain("%24skip=2");
    const bad = await pp(emulator, "GET", `${ENVIRONMENTS}?$filter=displayName eq 'x'`);
    expect(bad.status).toBe(400);
  });

  it("answers 404 to an unknown environment", async () => {
    expect((await pp(emulator, "GET", `${ENVIRONMENTS}/99999999-9999-4999-8999-999999999999`)).status).toBe(
      404,
    );
  });

  it("offers a production source's copy candidates: sandboxes of its region, never production, default or trial", async () => {
    const reply = await pp(emulator, "GET", `${ENVIRONMENTS}/${ENV.production}/copyCandidates`);
    const ids = (reply.body.collection as { environmentId: string }[]).map((c) => c.environmentId);
    expect(ids).toEqual([ENV.sandbox, ENV.developer, ENV.lcsSandbox, ENV.lcsCloudHosted]);
    const fromDeveloper = await pp(emulator, "GET", `${ENVIRONMENTS}/${ENV.developer}/copyCandidates`);
    expect(
      (fromDeveloper.body.collection as { environmentId: string }[]).map((c) => c.environmentId),
    ).not.toContain(ENV.sandbox);
  });

  it("offers a sandbox's restore candidates, itself included", async () => {
    const reply = await pp(emulator, "GET", `${ENVIRONMENTS}/${ENV.sandbox}/restoreCandidates`);
    expect((reply.body.collection as { environmentId: string }[]).map((c) => c.environmentId)).toContain(
      ENV.sandbox,
    );
  });
});

describe("Power Platform Finance and Operations routes", () => {
  it("reads and updates the maintenance settings, a field left out keeping its value", async () => {
    const path = dynamics(ENV.sandbox, "finopsadminsettings");
    expect((await pp(emulator, "GET", path)).body).toEqual({
      maintenanceWindowCadence: "EveryUpdate",
      maintenanceWindowDaysOfWeek: ["Saturday", "Sunday"],
    });
    const put = await pp(emulator, "PUT", path, { updatedMaintenanceWindowCadence: "EveryOtherUpdate" });
    expect(put.body).toEqual({
      maintenanceWindowCadence: "EveryOtherUpdate",
      maintenanceWindowDaysOfWeek: ["Saturday", "Sunday"],
    });
    const days = await pp(emulator, "PUT", path, { updatedMaintenanceWindowDaysOfWeek: ["Wednesday"] });
    expect((await pp(emulator, "GET", path)).body).toEqual(days.body);
    expect(days.body.maintenanceWindowDaysOfWeek).toEqual(["Wednesday"]);
  });

  it("refuses unknown cadences and days with a FinOpsErrorResponse", async () => {
    const reply = await pp(emulator, "PUT", dynamics(ENV.sandbox, "finopsadminsettings"), {
      updatedMaintenanceWindowDaysOfWeek: ["Someday"],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: "InvalidMaintenanceSettings" } });
  });

  it("answers 404 for an environment without F&O, and 400 for an id that is not a GUID", async () => {
    expect((await pp(emulator, "GET", dynamics(ENV.default, "finopsadminsettings"))).body).toMatchObject({
      error: { code: "FinOpsEnvironmentNotFound" },
    });
    expect((await pp(emulator, "GET", dynamics("contoso", "finopsproperties"))).status).toBe(400);
  });

  it("reports each kind's deployment type, and the versions at or above the environment's", async () => {
    const developer = await pp(emulator, "GET", dynamics(ENV.developer, "finopsproperties"));
    expect(developer.body).toMatchObject({ deploymentType: "UnifiedDeveloper" });
    const lcs = await pp(emulator, "GET", dynamics(ENV.lcsSandbox, "finopsproperties"));
    expect(lcs.body).toMatchObject({ deploymentType: "LCSSandbox" });
    await ppAdmin(emulator, "POST", "environments", {
      id: ENV.sandbox,
      kind: "UnifiedSandbox",
      displayName: "contoso-uat",
      finOpsVersion: "10.0.47.5",
    });
    const versions = await pp(emulator, "GET", dynamics(ENV.sandbox, "finopsversions"));
    expect(versions.body).toEqual({
      availableVersions: [{ version: "10.0.47.5", releaseStage: "EarlyRelease" }],
    });
  });
});
