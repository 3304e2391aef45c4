import { protectedEnvironmentsPolicy as policy } from "../../../src/policy";
import { violations } from "./support/policy-args";

const PROTECTED = "6d3a0c1e-5b7f-4f7e-9d1a-2b3c4d5e6f70";
const SANDBOX = "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9";
const config = { protectedEnvironmentIds: [PROTECTED.toUpperCase()] };
const refresh = (target: string) => ({
  kind: "DatabaseRefresh",
  name: "nightly",
  props: { projectId: 7, sourceEnvironmentId: PROTECTED, targetEnvironmentId: target, __provider: "x" },
  config,
});

describe("the protected environments policy", () => {
  it("is mandatory", () => {
    expect(policy.enforcementLevel).toBe("mandatory");
  });

  it("reports a refresh whose target is protected, naming the resource, the input and the environment, whatever the case", async () => {
    const [message, ...rest] = await violations(policy, refresh(PROTECTED));
    expect(rest).toEqual([]);
    expect(message).toContain('DatabaseRefresh "nightly"');
    expect(message).toContain(`${PROTECTED} (targetEnvironmentId)`);
  });

  it("lets a refresh from a protected environment into a sandbox pass: the source is only read", async () => {
    expect(await violations(policy, refresh(SANDBOX))).toEqual([]);
  });

  it("reports an export of a protected environment", async () => {
    const found = await violations(policy, {
      kind: "DatabaseExport",
      name: "backup",
      props: { projectId: 7, environmentId: PROTECTED, backupName: "b1" },
      config,
    });
    expect(found).toEqual([
      expect.stringContaining(
        `DatabaseExport "backup" would act on environment ${PROTECTED} (environmentId)`,
      ),
    ]);
  });

  it.each(["EnvironmentCopy", "EnvironmentRestore"])(
    "reports a Power Platform %s into a protected environment, and lets one from it pass",
    async (kind) => {
      const operation = (source: string, target: string) => ({
        kind,
        name: "uat",
        props: { sourceEnvironmentId: source, targetEnvironmentId: target },
        config,
      });
      expect(await violations(policy, operation(SANDBOX, PROTECTED))).toEqual([
        expect.stringContaining(`${kind} "uat" would act on environment ${PROTECTED} (targetEnvironmentId)`),
      ]);
      expect(await violations(policy, operation(PROTECTED, SANDBOX))).toEqual([]);
    },
  );

  it("judges the provider plugin's copy as the dynamic provider's", async () => {
    const found = await violations(policy, {
      kind: "bizops:lifecycle:EnvironmentCopy",
      props: { sourceEnvironmentId: SANDBOX, targetEnvironmentId: PROTECTED },
      config,
    });
    expect(found).toHaveLength(1);
  });

  it("matches an environment listed without hyphens or in braces, as listEnvironments may write it", async () => {
    for (const listed of [PROTECTED.replace(/-/g, ""), `{${PROTECTED.toUpperCase()}}`]) {
      const found = await violations(policy, {
        ...refresh(PROTECTED),
        config: { protectedEnvironmentIds: [listed] },
      });
      expect(found).toHaveLength(1);
    }
  });

  it("matches a program's hyphen-less target against a hyphenated listing", async () => {
    expect(await violations(policy, refresh(PROTECTED.replace(/-/g, "")))).toHaveLength(1);
  });

  it("declares its list as GUIDs, so the CLI refuses a config entry that is not one", () => {
    const items = (policy.configSchema?.properties?.protectedEnvironmentIds as { items: { pattern: string } })
      .items;
    const guid = new RegExp(items.pattern);
    expect(guid.test(PROTECTED)).toBe(true);
    expect(guid.test(PROTECTED.replace(/-/g, "").toUpperCase())).toBe(true);
    expect(guid.test(`{${PROTECTED}}`)).toBe(true);
    expect(guid.test("production")).toBe(false);
    expect(guid.test(`${PROTECTED}0`)).toBe(false);
  });

  it("protects nothing without config", async () => {
    expect(await violations(policy, { ...refresh(PROTECTED), config: {} })).toEqual([]);
  });

  it("leaves other resources alone, even with an input of the same name", async () => {
    const found = await violations(policy, {
      kind: "DisputeStatus",
      props: { targetEnvironmentId: PROTECTED, environmentId: PROTECTED },
      config,
    });
    expect(found).toEqual([]);
  });
});
