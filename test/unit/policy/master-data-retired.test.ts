import { masterDataRetiredPolicy as policy } from "../../../src/policy";
import { violations } from "./support/policy-args";

const customer = {
  kind: "Customer",
  name: "contoso",
  props: { companyId: "c", displayName: "Contoso" },
  stack: "prod",
};

describe("the master data retired policy", () => {
  it("is advisory", () => {
    expect(policy.enforcementLevel).toBe("advisory");
  });

  it("reports master data without a deletion policy in a production stack, naming it and both ways", async () => {
    const [message, ...rest] = await violations(policy, customer);
    expect(rest).toEqual([]);
    expect(message).toContain('Customer "contoso" would be deleted from the service');
    expect(message).toContain('deletionPolicy: "block"');
    expect(message).toContain('"abandon"');
  });

  it("reports deletionPolicy delete, and each master-data type of the provider plugin too", async () => {
    expect(await violations(policy, { ...customer, props: { deletionPolicy: "delete" } })).toHaveLength(1);
    for (const kind of [
      "bizops:records:Vendor",
      "bizops:records:Item",
      "bizops:records:SalespersonPurchaser",
    ]) {
      expect(await violations(policy, { ...customer, kind })).toHaveLength(1);
    }
  });

  it("lets block, abandon and protect pass", async () => {
    expect(await violations(policy, { ...customer, props: { deletionPolicy: "block" } })).toEqual([]);
    expect(await violations(policy, { ...customer, props: { deletionPolicy: "abandon" } })).toEqual([]);
    expect(await violations(policy, { ...customer, protect: true })).toEqual([]);
  });

  it("takes prod and production for production stacks by default, in any case, and others from its config", async () => {
    expect(await violations(policy, { ...customer, stack: "Production" })).toHaveLength(1);
    expect(await violations(policy, { ...customer, stack: "dev" })).toEqual([]);
    const config = { productionStacks: ["live-eu"] };
    expect(await violations(policy, { ...customer, stack: "live-eu", config })).toHaveLength(1);
    expect(await violations(policy, { ...customer, stack: "prod", config })).toEqual([]);
  });

  it("leaves setup records alone", async () => {
    expect(await violations(policy, { ...customer, kind: "Location", props: { code: "EAST" } })).toEqual([]);
  });
});
