import { copiesRunInCiPolicy as policy } from "../../../src/policy";
import { violations } from "./support/policy-args";

const SANDBOX = "0a1b2c3d-2222-4a5b-8c6d-7e8f9a0b1c02";
const copy = (props: Record<string, unknown> = {}) => ({
  kind: "EnvironmentCopy",
  name: "uat-from-prod",
  props: { sourceEnvironmentId: "p", targetEnvironmentId: SANDBOX, copyType: "Full", ...props },
});

describe("the copies run in CI policy", () => {
  const saved = process.env.CI;
  afterEach(() => {
    if (saved === undefined) delete process.env.CI;
    else process.env.CI = saved;
  });

  it("is advisory", () => {
    expect(policy.enforcementLevel).toBe("advisory");
  });

  it("reports, outside CI, a copy and a restore, naming the resource and the environment overwritten", async () => {
    delete process.env.CI;
    expect(await violations(policy, copy())).toEqual([
      expect.stringContaining(`EnvironmentCopy "uat-from-prod" would copy into environment ${SANDBOX}`),
    ]);
    const restore = { ...copy({ restorePointDateTime: "2026-11-30T06:00:00Z" }), kind: "EnvironmentRestore" };
    expect(await violations(policy, restore)).toEqual([
      expect.stringContaining(`EnvironmentRestore "uat-from-prod" would restore into environment ${SANDBOX}`),
    ]);
  });

  it("lets a copy pass in CI", async () => {
    process.env.CI = "true";
    expect(await violations(policy, copy())).toEqual([]);
  });

  it("lets pass, outside CI, a copy that starts nothing: already applied, or adopting an operation", async () => {
    process.env.CI = "false";
    expect(await violations(policy, copy({ alreadyApplied: true }))).toEqual([]);
    expect(
      await violations(policy, copy({ adoptOperationId: "5d1f0c3a-0000-4000-8000-000000000001" })),
    ).toEqual([]);
    expect(await violations(policy, copy({ alreadyApplied: false }))).toHaveLength(1);
  });

  it("leaves backups, maintenance settings and LCS refreshes alone", async () => {
    delete process.env.CI;
    for (const kind of ["EnvironmentBackup", "MaintenanceSettings", "DatabaseRefresh"]) {
      expect(await violations(policy, { ...copy(), kind })).toEqual([]);
    }
  });
});
