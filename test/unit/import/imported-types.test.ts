/**
 * How bizops-import turns a record into the inputs of the resource that adopts it, for the fields
 * that name another record twice (by id and by code): a program sets one of the two.
 */
import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import type { LiveRecord } from "../../../src/records/definitions/record-base";
import { liveRecord } from "./support/fixture-reader";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const EMPTY_GUID = "00000000-0000-0000-0000-000000000000";
const EUR_ID = "7b2a1c3d-44e3-ea11-bb43-000d3a2feca1";

function convert(type: string, fields: Record<string, unknown>) {
  const imported = IMPORTED_TYPES.find((candidate) => candidate.key === type);
  if (!imported) throw new Error(`no imported type ${type}`);
  return imported.convert(liveRecord(fields) as LiveRecord, COMPANY);
}

describe("bizops-import's inputs for a pair of fields that name one record", () => {
  it("writes a customer's currencyCode and leaves out its currencyId, which the service keeps in step", () => {
    const result = convert("customers", {
      number: "C10000",
      displayName: "Adatum",
      currencyId: EUR_ID,
      currencyCode: "EUR",
    });
    expect(result).toEqual({
      inputs: expect.objectContaining({ currencyCode: "EUR" }) as unknown,
    });
    expect(result).not.toHaveProperty("inputs.currencyId");
  });

  it("writes only the code of each of an item's five pairs", () => {
    const result = convert("items", {
      number: "1000",
      itemCategoryId: "11111111-44e3-ea11-bb43-000d3a2feca1",
      itemCategoryCode: "TOOLS",
      taxGroupId: "22222222-44e3-ea11-bb43-000d3a2feca1",
      taxGroupCode: "TAXABLE",
      baseUnitOfMeasureId: "33333333-44e3-ea11-bb43-000d3a2feca1",
      baseUnitOfMeasureCode: "BOX",
      generalProductPostingGroupId: "44444444-44e3-ea11-bb43-000d3a2feca1",
      generalProductPostingGroupCode: "RETAIL",
      inventoryPostingGroupId: "55555555-44e3-ea11-bb43-000d3a2feca1",
      inventoryPostingGroupCode: "RESALE",
    });
    expect("inputs" in result ? Object.keys(result.inputs) : result).toEqual([
      "adoptRecordId",
      "number",
      "itemCategoryCode",
      "taxGroupCode",
      "baseUnitOfMeasureCode",
      "generalProductPostingGroupCode",
      "inventoryPostingGroupCode",
    ]);
  });

  it("writes the id when the record holds no code, and neither when it holds neither", () => {
    const byId = convert("vendors", { number: "V10000", currencyId: EUR_ID, currencyCode: "" });
    expect(byId).toEqual({ inputs: expect.objectContaining({ currencyId: EUR_ID }) as unknown });
    expect(byId).not.toHaveProperty("inputs.currencyCode");
    const neither = convert("vendors", { number: "V10000", currencyId: EMPTY_GUID, currencyCode: "" });
    expect("inputs" in neither ? Object.keys(neither.inputs) : neither).toEqual(["adoptRecordId", "number"]);
  });
});
