import { oneResourcePerRecordPolicy as policy } from "../../../src/policy";
import { type FakeResource, stackViolations } from "./support/policy-args";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const OTHER_COMPANY = "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4";
const RECORD = "e7089725-18dd-4891-8d70-98b93da42984";
const DIMENSION = "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b";

const status = (name: string, props: Record<string, unknown> = {}): FakeResource => ({
  kind: "DisputeStatus",
  name,
  props: { companyId: COMPANY, code: "PRICE", displayName: name, __provider: "x", ...props },
});
const record = (name: string, props: Record<string, unknown> = {}): FakeResource => ({
  kind: "Record",
  name,
  props: {
    companyId: COMPANY,
    apiRoute: "contoso/cars/v1.0",
    entitySet: "carBrands",
    keyFields: ["code"],
    fields: { code: "VOLVO", name: "Volvo" },
    ...props,
  },
});
const urnOf = (kind: string, name: string) =>
  `urn:pulumi:dev::app::pulumi-nodejs:dynamic/bizops:${kind}::${name}`;

describe("the one resource per record policy", () => {
  it("is mandatory", () => {
    expect(policy.enforcementLevel).toBe("mandatory");
  });

  it("refuses two resources with the same company, entity set and code, naming both, the company and the key", async () => {
    const found = await stackViolations(policy, [status("first"), status("second")]);
    expect(found).toEqual([{ message: expect.any(String), urn: urnOf("DisputeStatus", "second") }]);
    const message = found[0]!.message;
    expect(message).toContain(
      `DisputeStatus "second" and DisputeStatus "first" declare the same record: company ${COMPANY}, entity set v2.0/disputeStatus, code "PRICE".`,
    );
    expect(message).toContain("pulumi state delete");
  });

  it("reports the same violation whatever order the resources were registered in", async () => {
    const forward = await stackViolations(policy, [status("first"), status("second")]);
    const backward = await stackViolations(policy, [status("second"), status("first")]);
    expect(backward).toEqual(forward);
  });

  it("compares codes trimmed and in any case, as the service stores them", async () => {
    const found = await stackViolations(policy, [status("first"), status("second", { code: " price " })]);
    expect(found).toHaveLength(1);
  });

  it("compares companies as GUIDs, whatever their case, hyphens or braces", async () => {
    const found = await stackViolations(policy, [
      status("first"),
      status("second", { companyId: `{${COMPANY.toUpperCase()}}` }),
      status("third", { companyId: COMPANY.replace(/-/g, "") }),
    ]);
    expect(found.map((v) => v.urn)).toEqual([
      urnOf("DisputeStatus", "second"),
      urnOf("DisputeStatus", "third"),
    ]);
  });

  it("lets the same code pass in another company, another entity set, or with another code", async () => {
    const found = await stackViolations(policy, [
      status("first"),
      status("elsewhere", { companyId: OTHER_COMPANY }),
      { kind: "PaymentMethod", name: "method", props: { companyId: COMPANY, code: "PRICE" } },
      status("other", { code: "QUALITY" }),
    ]);
    expect(found).toEqual([]);
  });

  it("refuses customers, vendors and items with the same number", async () => {
    for (const kind of ["Customer", "Vendor", "Item"]) {
      const props = { companyId: COMPANY, number: "C10000", displayName: "Adatum" };
      const found = await stackViolations(policy, [
        { kind, name: "a", props },
        { kind, name: "b", props: { ...props, displayName: "Other name" } },
      ]);
      expect(found).toEqual([
        {
          message: expect.stringContaining(`entity set v2.0/${kind.toLowerCase()}s, number "C10000"`),
          urn: urnOf(kind, "b"),
        },
      ]);
    }
  });

  it("refuses two Records of the same API, entity set and key values, whatever the order of keyFields", async () => {
    const found = await stackViolations(policy, [
      record("first", { keyFields: ["code", "model"], fields: { code: "VOLVO", model: "XC40" } }),
      record("second", { keyFields: ["model", "code"], fields: { model: "xc40", code: "Volvo", name: "V" } }),
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain(
      'Record "second" and Record "first" declare the same record: company ' +
        `${COMPANY}, entity set contoso/cars/v1.0/carBrands, code "VOLVO", model "XC40" (code "Volvo", model "xc40" in "second").`,
    );
  });

  it("lets Records of other entity sets or APIs pass with the same key", async () => {
    const found = await stackViolations(policy, [
      record("first"),
      record("other-set", { entitySet: "carModels" }),
      record("other-api", { apiRoute: "contoso/cars/v2.0" }),
    ]);
    expect(found).toEqual([]);
  });

  it("refuses a typed resource and a Record of its API and entity set with the same key", async () => {
    const found = await stackViolations(policy, [
      status("typed"),
      record("generic", {
        apiRoute: "v2.0",
        entitySet: "disputeStatus",
        fields: { code: "PRICE", displayName: "Price" },
      }),
    ]);
    expect(found).toEqual([
      {
        message: expect.stringContaining(
          'Record "generic" and DisputeStatus "typed" declare the same record',
        ),
        urn: urnOf("Record", "generic"),
      },
    ]);
  });

  it("refuses two resources that adopt the same record, naming the id", async () => {
    const found = await stackViolations(policy, [
      status("first", { code: "A", adoptRecordId: RECORD }),
      status("second", { code: "B", adoptRecordId: RECORD.toUpperCase() }),
    ]);
    expect(found).toEqual([
      {
        message: expect.stringContaining(`adoptRecordId "${RECORD.toUpperCase()}"`),
        urn: urnOf("DisputeStatus", "second"),
      },
    ]);
  });

  it("refuses two currencies that take over the same currency by currencyId", async () => {
    const currency = (name: string): FakeResource => ({
      kind: "Currency",
      name,
      props: { companyId: COMPANY, currencyId: RECORD },
    });
    const found = await stackViolations(policy, [currency("eur"), currency("euro")]);
    expect(found).toEqual([
      { message: expect.stringContaining(`currencyId "${RECORD}"`), urn: urnOf("Currency", "euro") },
    ]);
  });

  it("reports a pair once when it shares both the key and the adopted record", async () => {
    const found = await stackViolations(policy, [
      status("first", { adoptRecordId: RECORD }),
      status("second", { adoptRecordId: RECORD }),
    ]);
    expect(found).toHaveLength(1);
  });

  it("keys dimension values on their dimension and code together", async () => {
    const value = (name: string, dimensionId: string): FakeResource => ({
      kind: "DimensionValue",
      name,
      props: { companyId: COMPANY, dimensionId, code: "NORTH" },
    });
    expect(await stackViolations(policy, [value("a", DIMENSION), value("b", RECORD)])).toEqual([]);
    expect(
      await stackViolations(policy, [value("a", DIMENSION), value("b", DIMENSION.toUpperCase())]),
    ).toHaveLength(1);
  });

  it("skips a resource whose company or key the preview does not know yet", async () => {
    // The policy SDK's properties throw when a value unknown in the preview is read.
    const props: Record<string, unknown> = { companyId: COMPANY, code: "PRICE" };
    const unknownKey = new Proxy(props, {
      get: (target, prop): unknown => {
        if (prop === "code") throw new Error("string value at .code can't be known during preview");
        return typeof prop === "string" ? target[prop] : undefined;
      },
    });
    const found = await stackViolations(policy, [
      status("first"),
      { kind: "DisputeStatus", name: "computed", props: unknownKey },
    ]);
    expect(found).toEqual([]);
  });

  it("leaves alone resources that declare no record and other packages' resources", async () => {
    const found = await stackViolations(policy, [
      { kind: "DatabaseRefresh", name: "a", props: { projectId: 7 } },
      { kind: "DatabaseRefresh", name: "b", props: { projectId: 7 } },
      { kind: "acme:index:Thing", name: "c", props: { companyId: COMPANY, code: "PRICE" } },
      { kind: "acme:index:Thing", name: "d", props: { companyId: COMPANY, code: "PRICE" } },
    ]);
    expect(found).toEqual([]);
  });
});
