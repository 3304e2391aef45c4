import { creditMemoRetainedPolicy as policy } from "../../../src/policy";
import { violations } from "./support/policy-args";

const memo = { kind: "PurchaseCreditMemo", name: "memo", props: { companyId: "c", vendorId: "v" } };

describe("the credit memo retained policy", () => {
  it("is advisory", () => {
    expect(policy.enforcementLevel).toBe("advisory");
  });

  it("reports a credit memo with neither protect nor retainOnDelete, naming it and both options", async () => {
    const [message, ...rest] = await violations(policy, memo);
    expect(rest).toEqual([]);
    expect(message).toContain('PurchaseCreditMemo "memo" has neither protect nor retainOnDelete');
  });

  it("lets a protected credit memo pass", async () => {
    expect(await violations(policy, { ...memo, protect: true })).toEqual([]);
  });

  it("lets a credit memo listed as retained on delete pass, by name or by URN", async () => {
    expect(await violations(policy, { ...memo, config: { retainOnDeleteResources: ["memo"] } })).toEqual([]);
    const urn = "urn:pulumi:dev::app::pulumi-nodejs:dynamic/bizops:PurchaseCreditMemo::memo";
    expect(await violations(policy, { ...memo, config: { retainOnDeleteResources: [urn] } })).toEqual([]);
  });

  it("leaves other records alone", async () => {
    expect(await violations(policy, { ...memo, kind: "DisputeStatus" })).toEqual([]);
  });
});
