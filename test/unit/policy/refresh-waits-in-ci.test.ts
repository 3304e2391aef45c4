import { refreshWaitsInCiPolicy as policy } from "../../../src/policy";
import { runsInCi } from "../../../src/policy/ci-detection";
import { violations } from "./support/policy-args";

const refresh = (props: Record<string, unknown> = {}, config: object = {}) => ({
  kind: "DatabaseRefresh",
  name: "nightly",
  props: { projectId: 7, sourceEnvironmentId: "s", targetEnvironmentId: "t", ...props },
  config,
});

describe("the refresh waits in CI policy", () => {
  const saved = process.env.CI;
  afterEach(() => {
    if (saved === undefined) delete process.env.CI;
    else process.env.CI = saved;
  });

  it("is advisory", () => {
    expect(policy.enforcementLevel).toBe("advisory");
  });

  it("reports, in CI, a refresh that does not wait for completion, naming it", async () => {
    process.env.CI = "true";
    expect(await violations(policy, refresh())).toEqual([
      expect.stringContaining('DatabaseRefresh "nightly" does not wait'),
    ]);
  });

  it("lets, in CI, a refresh that waits pass, even with the defaults", async () => {
    process.env.CI = "true";
    expect(await violations(policy, refresh({ waitForCompletion: {} }))).toEqual([]);
    expect(await violations(policy, refresh({ waitForCompletion: { timeoutMinutes: 30 } }))).toEqual([]);
  });

  it("checks nothing outside CI, unless its config says always", async () => {
    delete process.env.CI;
    expect(await violations(policy, refresh())).toEqual([]);
    expect(await violations(policy, refresh({}, { appliesWhen: "always" }))).toHaveLength(1);
  });

  it("leaves exports alone", async () => {
    process.env.CI = "true";
    expect(await violations(policy, { ...refresh(), kind: "DatabaseExport" })).toEqual([]);
  });
});

describe("CI detection", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["0", false],
    ["FALSE", false],
    ["true", true],
    ["1", true],
    ["yes", true],
  ])("takes CI=%p as %p", (value, expected) => {
    expect(runsInCi(value === undefined ? {} : { CI: value })).toBe(expected);
  });
});
