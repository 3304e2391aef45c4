/**
 * Convergence with a service that rewrites what it is sent, for rewrites no definition foresaw: a
 * loopback service fills in, upper-cases, substitutes and drops values as it likes, and the typed
 * resources and records.Record agree with it after one write, while a change made behind
 * Pulumi's back still shows and is put back.
 */
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { customer } from "../../../../src/records/entities/customer";
import { genericRecordProvider } from "../../../../src/records/provider/entity-set-record-provider";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import type { ResourceProviderImpl } from "../../../../src/core/provider/resource-provider";
import { RewritingService } from "../../../support/rewriting-service";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";

/** Rules of the kinds Business Central applies, none of which the provider knows of. */
function businessRules(record: Record<string, unknown>): Record<string, unknown> {
  const out = { ...record };
  if (out.currencyCode === "") out.currencyCode = "USD"; // a code for a blank
  if (typeof out.taxRegistrationNumber === "string")
    out.taxRegistrationNumber = out.taxRegistrationNumber.toUpperCase();
  if (out.postalCode === "GU1 1AA") Object.assign(out, { city: "GUILDFORD", state: "SURREY" }); // a fill-in
  if (out.website !== undefined) out.website = ""; // a field this localisation drops
  if (typeof out.dueDate === "string") out.dueDate = out.dueDate.toUpperCase(); // a format
  return out;
}

const service = new RewritingService(businessRules);
beforeAll(() => service.start());
afterAll(() => service.close());
beforeEach(() => service.records.clear());

type Bag = Record<string, unknown>;

/** One resource's life as the engine drives it: state after each step, and what each step wrote. */
class Lifecycle {
  id = "";
  state: Bag = {};
  constructor(private readonly provider: ResourceProviderImpl) {}

  async up(inputs: Bag): Promise<"created" | "updated" | "same"> {
    const checked = (await this.provider.check(this.state, inputs)).inputs ?? inputs;
    if (this.id === "") {
      const result = await this.provider.create(checked);
      [this.id, this.state] = [result.id, result.outs ?? {}];
      return "created";
    }
    const diff = await this.provider.diff(this.id, this.state, checked);
    if (!diff.changes) return "same";
    this.state = (await this.provider.update(this.id, this.state, checked)).outs ?? {};
    return "updated";
  }

  async preview(inputs: Bag): Promise<boolean> {
    const checked = (await this.provider.check(this.state, inputs)).inputs ?? inputs;
    return Boolean((await this.provider.diff(this.id, this.state, checked)).changes);
  }

  /** A refresh: the inputs it reports (undefined for no drift), state updated. */
  async refresh(): Promise<Bag | undefined> {
    const result = await this.provider.read(this.id, this.state);
    this.state = result.props ?? {};
    return result.inputs;
  }
}

const customerInputs = (over: Bag = {}): Bag => ({
  companyId: COMPANY,
  number: "C1000",
  displayName: "Trey Research",
  currencyCode: "",
  taxRegistrationNumber: "gb123456789",
  postalCode: "GU1 1AA",
  city: "Guildford",
  website: "https://trey.example.com",
  __provider: PROVIDER,
  ...over,
});

describe("a typed record on a service that rewrites what it is sent", () => {
  const provider = entityProvider(customer, { journal: new CreateJournal(), report: () => {} });

  it("shows no change after one up, and a second up sends nothing", async () => {
    const customerLife = new Lifecycle(provider);
    expect(await customerLife.up(customerInputs())).toBe("created");
    expect(customerLife.state).toMatchObject({
      currencyCode: "USD",
      taxRegistrationNumber: "GB123456789",
      city: "GUILDFORD",
      website: "",
    });
    service.takeWrites();
    expect(await customerLife.preview(customerInputs())).toBe(false);
    expect(await customerLife.up(customerInputs())).toBe("same");
    expect(service.takeWrites()).toEqual([]);
  });

  it("reports no drift on refresh for a value the service rewrote", async () => {
    const customerLife = new Lifecycle(provider);
    await customerLife.up(customerInputs());
    expect(await customerLife.refresh()).toBeUndefined();
    expect(await customerLife.preview(customerInputs())).toBe(false);
  });

  it("finds a change made behind Pulumi's back and puts the program's value back with one PATCH", async () => {
    const customerLife = new Lifecycle(provider);
    await customerLife.up(customerInputs());
    service.change(customerLife.id, { taxRegistrationNumber: "GB999", currencyCode: "EUR" });
    const reported = await customerLife.refresh();
    expect(reported).toMatchObject({
      taxRegistrationNumber: "GB999",
      currencyCode: "EUR",
      city: "Guildford",
    });
    expect(await customerLife.preview(customerInputs())).toBe(true);
    service.takeWrites();
    expect(await customerLife.up(customerInputs())).toBe("updated");
    expect(service.takeWrites()).toEqual([
      { method: "PATCH", body: { taxRegistrationNumber: "gb123456789", currencyCode: "" } },
    ]);
    expect(service.records.get(customerLife.id)).toMatchObject({
      taxRegistrationNumber: "GB123456789",
      currencyCode: "USD",
    });
    expect(await customerLife.preview(customerInputs())).toBe(false);
  });

  it("sends a program's change as one PATCH of that field, also back to a value the service rewrites", async () => {
    const customerLife = new Lifecycle(provider);
    await customerLife.up(customerInputs());
    service.takeWrites();
    expect(await customerLife.up(customerInputs({ currencyCode: "EUR" }))).toBe("updated");
    expect(await customerLife.up(customerInputs({ currencyCode: "" }))).toBe("updated");
    expect(service.takeWrites()).toEqual([
      { method: "PATCH", body: { currencyCode: "EUR" } },
      { method: "PATCH", body: { currencyCode: "" } },
    ]);
    expect(await customerLife.preview(customerInputs())).toBe(false);
  });

  it("converges a field that a write of another field changed", async () => {
    const customerLife = new Lifecycle(provider);
    await customerLife.up(customerInputs({ postalCode: "SW1A 1AA", city: "Guildford" }));
    expect(await customerLife.up(customerInputs())).toBe("updated");
    expect(customerLife.state).toMatchObject({ city: "GUILDFORD", state: "SURREY" });
    expect(await customerLife.preview(customerInputs())).toBe(false);
  });

  it("reads, diffs and updates state an earlier release wrote, converging after one update", async () => {
    const customerLife = new Lifecycle(provider);
    await customerLife.up(customerInputs());
    const { sentValues, ...earlier } = customerLife.state;
    expect(sentValues).toBeDefined();
    customerLife.state = earlier;
    expect(await customerLife.preview(customerInputs())).toBe(true);
    expect(await customerLife.up(customerInputs())).toBe("updated");
    expect(await customerLife.preview(customerInputs())).toBe(false);
  });

  it("keeps no sent values when the service stores every field as sent", async () => {
    const customerLife = new Lifecycle(provider);
    await customerLife.up({
      companyId: COMPANY,
      number: "C2000",
      displayName: "Plain",
      currencyCode: "EUR",
      __provider: PROVIDER,
    });
    expect(customerLife.state.sentValues).toBeUndefined();
  });
});

describe("records.Record on a service that rewrites what it is sent", () => {
  const provider = genericRecordProvider(new CreateJournal());
  const recordInputs = (fields: Bag): Bag => ({
    companyId: COMPANY,
    apiRoute: "contoso/ops/v1.0",
    entitySet: "slots",
    keyFields: ["code"],
    fields: { code: "S1", ...fields },
    __provider: PROVIDER,
  });

  it("converges on a field the service formats, and still finds and undoes drift", async () => {
    const life = new Lifecycle(provider);
    await life.up(recordInputs({ dueDate: "cm+10d" }));
    expect(life.state).toMatchObject({ fields: { dueDate: "CM+10D" } });
    expect(await life.preview(recordInputs({ dueDate: "cm+10d" }))).toBe(false);
    expect(await life.refresh()).toBeUndefined();
    service.change(life.id, { dueDate: "CM+20D" });
    expect(await life.refresh()).toMatchObject({ fields: { dueDate: "CM+20D" } });
    service.takeWrites();
    expect(await life.up(recordInputs({ dueDate: "cm+10d" }))).toBe("updated");
    expect(service.takeWrites()).toEqual([{ method: "PATCH", body: { dueDate: "cm+10d" } }]);
    expect(await life.preview(recordInputs({ dueDate: "cm+10d" }))).toBe(false);
  });
});
