import { recordsInAllowedCompaniesPolicy as policy } from "../../../src/policy";
import { violations } from "./support/policy-args";

const ALLOWED = "a1b2c3d4-0000-4000-8000-000000000001";
const OTHER = "a1b2c3d4-0000-4000-8000-000000000002";
const config = { allowedCompanyIds: [ALLOWED.toUpperCase()] };

describe("the records in allowed companies policy", () => {
  it("is mandatory", () => {
    expect(policy.enforcementLevel).toBe("mandatory");
  });

  // Kinds of today, the generic Record, and one no version has yet: the rule keys on the type
  // prefix and a companyId input, not on a list of kinds.
  it.each([
    "DisputeStatus",
    "Currency",
    "PurchaseCreditMemo",
    "PaymentTerm",
    "Customer",
    "Record",
    "KindOfTomorrow",
  ])("reports a %s in a company not listed, naming the resource and the company", async (kind) => {
    const found = await violations(policy, {
      kind,
      name: "r1",
      props: { companyId: OTHER, __provider: "x" },
      config,
    });
    expect(found).toEqual([
      `${kind} "r1" is in company ${OTHER}, which is not among the policy config's allowedCompanyIds.`,
    ]);
  });

  it("lets a record in a listed company pass, whatever the case of its id", async () => {
    expect(await violations(policy, { kind: "Record", props: { companyId: ALLOWED }, config })).toEqual([]);
  });

  it("reports a companyId that is not a string", async () => {
    expect(await violations(policy, { kind: "Customer", props: { companyId: 42 }, config })).toHaveLength(1);
  });

  it("leaves alone bizops resources without a companyId and other packages' resources with one", async () => {
    expect(await violations(policy, { kind: "DatabaseRefresh", props: { projectId: 1 }, config })).toEqual(
      [],
    );
    expect(
      await violations(policy, { kind: "acme:index:Thing", props: { companyId: OTHER }, config }),
    ).toEqual([]);
  });

  it("checks nothing when no company list is configured, and refuses every company when the list is empty", async () => {
    expect(await violations(policy, { kind: "Record", props: { companyId: OTHER }, config: {} })).toEqual([]);
    const empty = { allowedCompanyIds: [] };
    expect(
      await violations(policy, { kind: "Record", props: { companyId: ALLOWED }, config: empty }),
    ).toHaveLength(1);
  });
});
