/**
 * A TaxGroup's changed code replaces the record in a sales-tax company, where the Tax Group Buffer's
 * rename fails (TaxGroupBuffer.Table.al:102-117), and renames it in place in a VAT company, where the
 * buffer renames the VAT Product Posting Group (TaxGroupBuffer.Table.al:91-95): the record's taxType
 * tells which. Only the diff changes: stored state reads as before.
 */
import { ENTITIES } from "../../../../src/records/entities";
import { stateSchemaOf } from "../../../../src/records/definitions/entity-schemas";
import { entitySpec } from "../../../../src/records/provider/entity-spec";
import { recordProviderOf } from "../../../../src/records/provider/entity-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const taxGroup = ENTITIES.find((entity) => entity.name === "TaxGroup");
const provider = recordProviderOf("TaxGroup");
const service = useConfiguredEmulator();

// State as releases before this rule wrote it, for a program that sets the code and the name.
const EARLIER_STATE = {
  __provider: 'exports.handler = () => require("pulumi-bizops/providers/tax-group");\n',
  companyId: COMPANY,
  code: "TAXABLE",
  displayName: "Taxable goods",
  taxType: "Sales_x0020_Tax",
  recordId: "e7089725-18dd-4891-8d70-98b93da42984",
  etag: 'W/"JzE7clUrNUJlVUl2YXdRekx6eDswMDsn"',
  lastModifiedDateTime: "2026-11-21T21:48:24.881Z",
  managedFields: ["code", "displayName"],
};

describe("TaxGroup code", () => {
  it("is among the fields whose change replaces the record", () => {
    expect(taxGroup && entitySpec(taxGroup).replaceOn).toEqual(["code"]);
  });

  it("replaces the record when a created tax group's code changes, and changes the name in place", async () => {
    const inputs = { companyId: COMPANY, code: "TAXABLE", displayName: "Taxable goods" };
    const { id, outs } = await provider.create(inputs);
    await expect(provider.diff(id, outs ?? {}, { ...inputs, code: "EXEMPT" })).resolves.toMatchObject({
      changes: true,
      replaces: ["code"],
    });
    const renamed = await provider.diff(id, outs ?? {}, { ...inputs, displayName: "Taxable" });
    expect(renamed).toMatchObject({ changes: true });
    expect(renamed.replaces ?? []).toEqual([]);
  });

  it("reads state written before the rule, diffs it unchanged, and replaces on a new code", async () => {
    expect(taxGroup && stateSchemaOf(taxGroup).safeParse(EARLIER_STATE).success).toBe(true);
    const inputs = { companyId: COMPANY, code: "TAXABLE", displayName: "Taxable goods" };
    await expect(provider.diff(EARLIER_STATE.recordId, EARLIER_STATE, inputs)).resolves.toMatchObject({
      changes: false,
    });
    await expect(
      provider.diff(EARLIER_STATE.recordId, EARLIER_STATE, { ...inputs, code: "EXEMPT" }),
    ).resolves.toMatchObject({ changes: true, replaces: ["code"] });
  });

  it("renames a tax group of a VAT company in place, keeping the record and its id", async () => {
    await service.admin.companySettings(COMPANY, { taxMode: "vat" });
    const inputs = { companyId: COMPANY, code: "STANDARD", displayName: "Standard rate" };
    const { id, outs } = await provider.create(inputs);
    expect(outs).toMatchObject({ taxType: "VAT" });
    const renamed = { ...inputs, code: "STD" };
    const diff = await provider.diff(id, outs ?? {}, renamed);
    expect(diff).toMatchObject({ changes: true });
    expect(diff.replaces ?? []).toEqual([]);
    const updated = await provider.update(id, outs ?? {}, renamed);
    expect(updated.outs).toMatchObject({ code: "STD", taxType: "VAT" });
    expect(await service.admin.record(COMPANY, "taxGroups", id)).toMatchObject({ code: "STD" });
  });

  it("replaces when the state holds no taxType, as a company's tax mode is then not known", async () => {
    const { taxType: _left, ...state } = { ...EARLIER_STATE, taxType: undefined };
    const inputs = { companyId: COMPANY, code: "EXEMPT", displayName: "Taxable goods" };
    await expect(provider.diff(EARLIER_STATE.recordId, state, inputs)).resolves.toMatchObject({
      changes: true,
      replaces: ["code"],
    });
  });
});
