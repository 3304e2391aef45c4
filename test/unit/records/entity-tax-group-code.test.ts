/**
 * A TaxGroup's changed code replaces the record: the Tax Group Buffer's rename fails in a
 * sales-tax company (TaxGroupBuffer.Table.al:102-117). Only the diff changes: stored state reads
 * as before.
 */
import { ENTITIES } from "../../../src/records/entities";
import { stateSchemaOf } from "../../../src/records/definitions/entity-schemas";
import { entitySpec } from "../../../src/records/provider/entity-spec";
import { recordProviderOf } from "../../../src/records/provider/entity-providers";
import { useConfiguredEmulator } from "../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const taxGroup = ENTITIES.find((entity) => entity.name === "TaxGroup");
const provider = recordProviderOf("TaxGroup");
useConfiguredEmulator();

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
});
