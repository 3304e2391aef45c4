import { ADOPTABLE_TYPES } from "../../../../src/records/adoption/adoptable-types";
import { ENTITIES } from "../../../../src/records/entities";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ID = "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9";
const ETAG = 'W/"JzE7Jw=="';
const typeOf = (resource: string) => ADOPTABLE_TYPES.find((type) => type.resource === resource)!;

describe("ADOPTABLE_TYPES", () => {
  it("holds every record type a resource manages, and none the API only reads", () => {
    const names = ADOPTABLE_TYPES.map((type) => type.resource);

    expect(names).toEqual(ENTITIES.filter((entity) => !entity.readOnly).map((entity) => entity.name));
    expect(names).not.toContain("Dimension");
  });

  it("turns a record into the inputs that adopt it, leaving out fields at the service's default", () => {
    const conversion = typeOf("DisputeStatus").convert(
      { id: ID, "@odata.etag": ETAG, code: "ACCEPT", displayName: "" },
      COMPANY,
    );

    expect(conversion).toEqual({ inputs: { adoptRecordId: ID, code: "ACCEPT" } });
  });

  it("refuses a record the service no longer lets anyone change, naming the field", () => {
    const memos = typeOf("PurchaseCreditMemo");
    const conversion = memos.convert(
      { id: ID, "@odata.etag": ETAG, number: "PCM-1", status: "Open" },
      COMPANY,
    );

    expect(memos.baseFilter).toContain("status eq");
    expect(conversion).toEqual({ reason: expect.stringMatching(/^status is "Open": only Draft /) });
  });
});
