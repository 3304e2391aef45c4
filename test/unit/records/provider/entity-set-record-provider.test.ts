import { UNKNOWN } from "../../../../src/core/provider/unknowns";
import { EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";
import { getRecord, listRecords } from "../../../../src/records";
import { keyRecovery } from "../../../../src/records/provider/entity-spec";
import { genericCollection } from "../../../../src/records/client/entity-set-collection";
import { genericRecordProvider } from "../../../../src/records/provider/entity-set-record-provider";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const service = useConfiguredEmulator();
const implementation = genericRecordProvider(new CreateJournal());
// Every create here answers with outputs; the helper says so once for the tests' types.
const provider = {
  ...implementation,
  create: async (props: Record<string, unknown>) => {
    const result = await implementation.create(props);
    return { id: result.id, outs: result.outs ?? {} };
  },
};

// The docs' custom API walkthrough: bctech/demo/v1.0 carBrands, keyed by name.
const inputs = (over: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  apiRoute: "bctech/demo/v1.0",
  entitySet: "carBrands",
  keyFields: ["name"],
  fields: { name: "Contoso", description: "A car brand" },
  __provider: PROVIDER,
  ...over,
});

const stored = (id: string) => service.admin.record(COMPANY, "carBrands", id);

describe("Record check", () => {
  it("accepts a custom API's entity set and keeps the inputs", async () => {
    const result = await provider.check({}, inputs());
    expect(result.failures).toBeUndefined();
    expect(result.inputs).toMatchObject({ apiRoute: "bctech/demo/v1.0", fields: { name: "Contoso" } });
  });

  it("names each bad property before any request", async () => {
    const result = await provider.check(
      {},
      inputs({
        apiRoute: "bctech/../v1.0",
        entitySet: "car brands",
        keyFields: ["code"],
      }),
    );
    const properties = (result.failures ?? []).map((f) => f.property).sort();
    expect(properties).toEqual(expect.arrayContaining(["apiRoute", "entitySet"]));
    const reasons = (result.failures ?? []).map((f) => `${f.property}: ${f.reason}`).join("\n");
    expect(reasons).toMatch(/apiRoute: .*\.\./);
  });

  it("refuses field names the API cannot carry or the resource keeps, and key fields not set", async () => {
    const result = await provider.check(
      {},
      inputs({ keyFields: ["code"], fields: { name: "Contoso", etag: "x", "bad name": 1 } }),
    );
    const reasons = Object.fromEntries((result.failures ?? []).map((f) => [f.property, f.reason]));
    expect(reasons["fields.bad name"]).toMatch(/must be a field name/);
    expect(reasons["fields.etag"]).toMatch(/keeps for itself/);
    expect(reasons["keyFields[0]"] ?? reasons["keyFields.0"]).toMatch(
      /names "code", which fields does not set \(it sets name, etag, bad name\)/,
    );
  });

  it("refuses a field value with a lone surrogate, naming the field", async () => {
    const result = await provider.check({}, inputs({ fields: { name: "Contoso", description: "A\uDC00" } }));
    expect(result.failures).toContainEqual({
      property: "fields.description",
      reason: "must be well-formed Unicode text (no lone surrogate)",
    });
  });

  it("does not judge fields unknown during preview", async () => {
    const result = await provider.check({}, inputs({ fields: UNKNOWN }));
    expect(result.failures).toBeUndefined();
  });
});

describe("Record lifecycle against a custom API", () => {
  it("creates the record, keeping its fields under fields", async () => {
    const { id, outs } = await provider.create(inputs());
    expect(outs).toMatchObject({
      companyId: COMPANY,
      apiRoute: "bctech/demo/v1.0",
      entitySet: "carBrands",
      keyFields: ["name"],
      fields: { name: "Contoso", description: "A car brand" },
      managedFields: ["name", "description"],
    });
    expect(await stored(id)).toMatchObject({ name: "Contoso", description: "A car brand", country: "" });
  });

  it("shows each field's change in place and replaces on a new entity set", async () => {
    const { id, outs } = await provider.create(inputs());
    const changed = await provider.diff(
      id,
      outs,
      inputs({ fields: { name: "Contoso", description: "New" } }),
    );
    expect(changed).toMatchObject({ changes: true });
    expect(changed.replaces ?? []).toEqual([]);
    const same = await provider.diff(id, outs, inputs());
    expect(same.changes).toBe(false);
    const moved = await provider.diff(id, outs, inputs({ entitySet: "carModels" }));
    expect(moved.replaces).toEqual(["entitySet"]);
  });

  it("updates only the changed field, guarded by the eTag, and adds a newly managed one", async () => {
    const { id, outs } = await provider.create(inputs());
    const news = inputs({ fields: { name: "Contoso", description: "New", country: "DK" } });
    const { outs: after } = await provider.update(id, outs, news);
    expect(after).toMatchObject({ fields: { name: "Contoso", description: "New", country: "DK" } });
    expect(after?.etag).not.toEqual(outs.etag);
    expect(await stored(id)).toMatchObject({ description: "New", country: "DK" });
  });

  it("leaves a field the program no longer sets to the service: no change, and no drift in it after the next write", async () => {
    const { id, outs } = await provider.create(
      inputs({ fields: { name: "Contoso", description: "A car brand", country: "DK" } }),
    );
    expect(await provider.diff(id, outs, inputs())).toMatchObject({ changes: false });
    const news = inputs({ fields: { name: "Contoso", description: "New" } });
    const { outs: after } = await provider.update(id, outs, news);
    expect(await stored(id)).toMatchObject({ description: "New", country: "DK" });
    expect(after).toMatchObject({ managedFields: ["name", "description"] });
    expect(await provider.diff(id, after ?? {}, news)).toMatchObject({ changes: false });
    await service.admin.changeRecord(COMPANY, "carBrands", id, { country: "SE" });
    expect((await provider.read(id, after ?? {})).inputs).toBeUndefined();
  });

  it("reports drift in a managed field on refresh, and ignores a field it does not manage", async () => {
    const { id, outs } = await provider.create(inputs());
    await service.admin.changeRecord(COMPANY, "carBrands", id, { country: "SE" });
    const quiet = await provider.read(id, outs);
    expect(quiet.inputs).toBeUndefined();
    await service.admin.changeRecord(COMPANY, "carBrands", id, { description: "Changed by hand" });
    const drifted = await provider.read(id, outs);
    expect(drifted.props).toMatchObject({ fields: { name: "Contoso", description: "Changed by hand" } });
    expect(drifted.inputs).toMatchObject({
      entitySet: "carBrands",
      fields: { name: "Contoso", description: "Changed by hand" },
    });
  });

  it("drops a record deleted behind its back on refresh, and deletes its own", async () => {
    const first = await provider.create(inputs());
    await service.admin.removeRecord(COMPANY, "carBrands", first.id);
    expect((await provider.read(first.id, first.outs)).id).toBe("");
    const second = await provider.create(inputs({ fields: { name: "Fabrikam" } }));
    await provider.delete(second.id, second.outs);
    expect(await stored(second.id)).toBeUndefined();
  });

  it("adopts an existing record by id and patches only what differs", async () => {
    const seeded = await service.admin.seedRecord(COMPANY, "carBrands", {
      name: "Adatum",
      description: "Old",
    });
    const { id, outs } = await provider.create(
      inputs({ adoptRecordId: seeded.id, fields: { name: "Adatum", description: "Kept as code" } }),
    );
    expect(id).toBe(seeded.id);
    expect(outs).toMatchObject({ adoptRecordId: seeded.id, fields: { description: "Kept as code" } });
  });

  it("refuses a second record with the same key, naming the record that holds it", async () => {
    await provider.create(inputs());
    await expect(provider.create(inputs())).rejects.toThrow(/Contoso|name/);
    expect(await service.admin.list(COMPANY, "bctech/demo/v1.0", "carBrands")).toHaveLength(1);
  });

  it("works on the standard API by version, such as v2.0 paymentTerms", async () => {
    const { id, outs } = await provider.create(
      inputs({
        apiRoute: "v2.0",
        entitySet: "paymentTerms",
        keyFields: ["code"],
        fields: { code: "N45", displayName: "Net 45", dueDateCalculation: "45D" },
      }),
    );
    expect(outs).toMatchObject({ fields: { code: "N45", dueDateCalculation: "45D" } });
    expect(await service.admin.record(COMPANY, "paymentTerms", id)).toMatchObject({ displayName: "Net 45" });
  });
});

describe("getRecord and listRecords", () => {
  const settings = () => ({
    recordsUrl: service.emulator.url,
    recordsToken: EMULATOR_DEFAULT_TOKENS.records,
  });

  it("list every record of a custom API's entity set that the filter keeps, and read one by id", async () => {
    const contoso = await service.admin.seedRecord(COMPANY, "carBrands", { name: "Contoso" });
    await service.admin.seedRecord(COMPANY, "carBrands", { name: "Fabrikam" });
    const all = await listRecords({
      companyId: COMPANY,
      apiRoute: "bctech/demo/v1.0",
      entitySet: "carBrands",
      settings: settings(),
    });
    expect(all.value.map((record) => record.name).sort()).toEqual(["Contoso", "Fabrikam"]);
    const some = await listRecords({
      companyId: COMPANY,
      apiRoute: "bctech/demo/v1.0",
      entitySet: "carBrands",
      filter: "name eq 'Fabrikam'",
      settings: settings(),
    });
    expect(some.value.map((record) => record.name)).toEqual(["Fabrikam"]);
    const one = await getRecord({
      companyId: COMPANY,
      apiRoute: "bctech/demo/v1.0",
      entitySet: "carBrands",
      id: String(contoso.id),
      settings: settings(),
    });
    expect(one).toMatchObject({ id: contoso.id, name: "Contoso" });
  });

  it("refuse an entity set or route that is not one path segment, before any request", async () => {
    await expect(
      listRecords({ companyId: COMPANY, apiRoute: "v2.0", entitySet: "../companies", settings: settings() }),
    ).rejects.toThrow(/entitySet/);
    await expect(
      getRecord({
        companyId: COMPANY,
        apiRoute: "a/b",
        entitySet: "carBrands",
        id: COMPANY,
        settings: settings(),
      }),
    ).rejects.toThrow(/apiRoute/);
  });
});

describe("Record's lookups and names", () => {
  it("compares a number or a boolean key bare in the lookup of a lost create, and text quoted", () => {
    const recovery = keyRecovery(["lineNo", "active", "code"]);
    expect(recovery.filter({ lineNo: 10000, active: true, code: "A'B" }, new Date())).toBe(
      "lineNo eq 10000 and active eq true and code eq 'A''B'",
    );
  });

  it("files the journal notes of an entity set under its API route, so two APIs' tables never share one", () => {
    expect(genericCollection("contoso/app/v1.0", "items").journalScope).not.toBe(
      genericCollection("fabrikam/wh/v2.0", "items").journalScope,
    );
  });

  it("refuses a field named like the resource's own inputs or the stored provider", async () => {
    const result = await provider.check(
      {},
      inputs({ fields: { name: "Contoso", __provider: "x", entitySet: "y" } }),
    );
    expect((result.failures ?? []).map((f) => f.property).sort()).toEqual([
      "fields.__provider",
      "fields.entitySet",
    ]);
  });

  it("shows a replacement in preview when the entity set changes while the fields are not known yet", async () => {
    const { id, outs } = await provider.create(inputs());
    const diff = await provider.diff(id, outs, inputs({ entitySet: "carModels", fields: UNKNOWN }));
    expect(diff).toMatchObject({ changes: true, replaces: ["entitySet"] });
  });
});
