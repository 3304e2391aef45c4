import { entitySetAdoption, RECORD_RESOURCE } from "../../../../src/records/adoption/entity-set-adoption";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ID = "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9";

describe("entitySetAdoption", () => {
  const carBrands = entitySetAdoption("bctech/demo/v1.0", "carBrands", ["name", "rank"]);

  it("adopts a record of the entity set as records.Record, by its id", () => {
    expect(carBrands.resource).toBe(RECORD_RESOURCE);
    expect(carBrands.adoptInput).toBe("adoptRecordId");
    expect(carBrands.collection).toMatchObject({ segment: "carBrands", version: "bctech/demo/v1.0" });
  });

  it("names the record by its key fields' values, in the order given", () => {
    expect(carBrands.code({ id: ID, "@odata.etag": 'W/"x"', name: "Contoso", rank: 2 })).toBe("Contoso-2");
  });

  it("keeps the fields a program sets, and a key field at the service's default", () => {
    const record = {
      id: ID,
      "@odata.etag": 'W/"x"',
      lastModifiedDateTime: "2024-01-31T10:00:00Z",
      systemCreatedAt: "2024-01-31T10:00:00Z",
      name: "Contoso",
      rank: 0,
      country: "",
      description: "Cars",
      picture: { url: "x" },
    };

    expect(carBrands.convert(record, COMPANY)).toEqual({
      inputs: {
        adoptRecordId: ID,
        apiRoute: "bctech/demo/v1.0",
        entitySet: "carBrands",
        keyFields: ["name", "rank"],
        fields: { name: "Contoso", rank: 0, description: "Cars" },
      },
    });
  });
});
