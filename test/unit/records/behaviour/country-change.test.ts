/**
 * A record whose country changes: Business Central blanks the city, state and post code written
 * before the new country (fixtures/records/rules/addresses.ts, "country changes"). Against the
 * emulator, which applies that rule, the customer resource sends those the program sets again
 * after the country, so the record ends as the program says, and the next diff is clean.
 */
import type { ResourceProviderImpl } from "../../../../src/core/provider/resource-provider";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { customer } from "../../../../src/records/entities/customer";
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { genericRecordProvider } from "../../../../src/records/provider/entity-set-record-provider";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const service = useConfiguredEmulator();

type Bag = Record<string, unknown>;

const provider: ResourceProviderImpl = entityProvider(customer, {
  journal: new CreateJournal(),
  report: () => {},
});

const program = (over: Bag = {}): Bag => ({
  companyId: COMPANY,
  number: "CC100",
  displayName: "Mover",
  country: "GB",
  city: "Bath",
  state: "Somerset",
  postalCode: "BA1 1AA",
  __provider: PROVIDER,
  ...over,
});

async function checked(inputs: Bag): Promise<Bag> {
  const result = await provider.check({}, inputs);
  expect(result.failures).toBeUndefined();
  return result.inputs!;
}

/** Creates the customer, then moves it to `next`: the update's state and the PATCHes it sent. */
async function move(
  first: Bag,
  next: Bag,
): Promise<{ id: string; state: Bag; patches: number; inputs: Bag }> {
  const made = await provider.create(await checked(first));
  await service.admin.resetRequests();
  const inputs = await checked(next);
  const state = (await provider.update(made.id, made.outs ?? {}, inputs)).outs ?? {};
  const patches = (await service.admin.requests()).byRoute["PATCH customers"] ?? 0;
  return { id: made.id, state, patches, inputs };
}

describe("a customer whose country changes", () => {
  it("ends with the program's city, state and post code, sent again after the new country", async () => {
    const next = program({ country: "US", city: "Redmond", state: "WA", postalCode: "98052" });
    const { id, state, patches, inputs } = await move(program(), next);
    expect(patches).toBe(2);
    const record = await service.admin.record(COMPANY, "customers", id);
    expect(record).toMatchObject({ country: "US", city: "Redmond", state: "WA", postalCode: "98052" });
    expect((await provider.diff(id, state, inputs)).changes).toBe(false);
  });

  it("keeps the address the program leaves as it was when only the country changes", async () => {
    const { id, patches } = await move(program(), program({ country: "US" }));
    expect(patches).toBe(2);
    const record = await service.admin.record(COMPANY, "customers", id);
    expect(record).toMatchObject({ country: "US", city: "Bath", state: "Somerset", postalCode: "BA1 1AA" });
  });

  it("lets the service clear the fields the program does not set, in one request", async () => {
    const bare = { city: undefined, state: undefined, postalCode: undefined };
    const made = await provider.create(await checked(program()));
    await service.admin.resetRequests();
    const inputs = await checked(program({ ...bare, country: "US" }));
    const state = (await provider.update(made.id, made.outs ?? {}, inputs)).outs ?? {};
    expect((await service.admin.requests()).byRoute["PATCH customers"]).toBe(1);
    expect(await service.admin.record(COMPANY, "customers", made.id)).toMatchObject({ city: "", state: "" });
    expect((await provider.diff(made.id, state, inputs)).changes).toBe(false);
  });

  it("sends one request when the country is first set", async () => {
    const { id, patches } = await move(program({ country: "" }), program({ country: "GB", city: "York" }));
    expect(patches).toBe(1);
    expect(await service.admin.record(COMPANY, "customers", id)).toMatchObject({
      country: "GB",
      city: "York",
    });
  });

  it("sends the address again when overwriting a record whose country changed behind Pulumi's back", async () => {
    const made = await provider.create(
      await checked(program({ country: "", overwriteConcurrentChanges: true })),
    );
    await service.admin.changeRecord(COMPANY, "customers", made.id, { country: "GB" });
    const inputs = await checked(program({ country: "US", overwriteConcurrentChanges: true }));
    await provider.update(made.id, made.outs ?? {}, inputs);
    const record = await service.admin.record(COMPANY, "customers", made.id);
    expect(record).toMatchObject({ country: "US", city: "Bath", state: "Somerset", postalCode: "BA1 1AA" });
  });

  it("sends the address again when a record adopted in another country takes the program's", async () => {
    const existing = await service.admin.seedRecord(COMPANY, "customers", {
      number: "CC200",
      displayName: "Adopted",
      country: "GB",
      city: "Bath",
    });
    const inputs = await checked(
      program({ number: "CC200", country: "US", city: "Redmond", adoptRecordId: existing.id }),
    );
    await provider.create(inputs);
    const record = await service.admin.record(COMPANY, "customers", String(existing.id));
    expect(record).toMatchObject({
      country: "US",
      city: "Redmond",
      state: "Somerset",
      postalCode: "BA1 1AA",
    });
  });
});

describe("a records.Record on an entity set a record type covers, whose country changes", () => {
  const generic = genericRecordProvider(new CreateJournal());
  const vendor = (fields: Bag, over: Bag = {}): Bag => ({
    companyId: COMPANY,
    apiRoute: "v2.0",
    entitySet: "vendors",
    keyFields: ["number"],
    fields: { number: "VV100", displayName: "Mover", ...fields },
    __provider: PROVIDER,
    ...over,
  });

  async function checkedRecord(inputs: Bag): Promise<Bag> {
    const result = await generic.check({}, inputs);
    expect(result.failures).toBeUndefined();
    return result.inputs!;
  }

  it("sends the address again after the country, as the vendor resource does", async () => {
    const made = await generic.create(
      await checkedRecord(vendor({ country: "GB", city: "Bath", postalCode: "BA1 1AA" })),
    );
    await service.admin.resetRequests();
    const inputs = await checkedRecord(vendor({ country: "US", city: "Redmond", postalCode: "98052" }));
    const state = (await generic.update(made.id, made.outs ?? {}, inputs)).outs ?? {};
    expect((await service.admin.requests()).byRoute["PATCH vendors"]).toBe(2);
    expect(await service.admin.record(COMPANY, "vendors", made.id)).toMatchObject({
      country: "US",
      city: "Redmond",
      postalCode: "98052",
    });
    expect((await generic.diff(made.id, state, inputs)).changes).toBe(false);
  });
});
