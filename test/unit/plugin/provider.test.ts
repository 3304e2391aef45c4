/**
 * The plugin's provider against the emulator, called as the SDK's server calls it (wire bags,
 * secrets wrapped): the dynamic provider's implementations behind the plugin's tokens, secrets
 * kept, `recordId` beside a record's outputs, imports by their ids, and functions by token.
 */
import type { Provider } from "@pulumi/pulumi/provider";
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { applyConfiguration } from "../../../src/plugin/plugin-config";
import { bizopsProvider } from "../../../src/plugin/provider";
import { wrapSecret } from "../../../src/plugin/secrets";
import { EmulatorAdmin } from "../../support/emulator-admin";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const urn = (type: string, name = "r") => `urn:pulumi:dev::p::${type}::${name}`;
const TERM = urn("bizops:records:PaymentTerm");
const RECORD = urn("bizops:records:Record");
const SECRET_KEY = "4dabf18193072939515e22adb298388d";

let emulator: Emulator;
let admin: EmulatorAdmin;
let provider: Required<Pick<Provider, "check" | "diff" | "create" | "read" | "update" | "delete" | "invoke">>;

beforeAll(async () => {
  emulator = await startEmulator();
  admin = new EmulatorAdmin(emulator.url);
  // As a Configure request carries them: the token a secret, unwrapped by sdk-gaps.ts.
  applyConfiguration({
    recordsUrl: emulator.url,
    recordsToken: EMULATOR_DEFAULT_TOKENS.records,
    lifecycleUrl: emulator.url,
    lifecycleToken: EMULATOR_DEFAULT_TOKENS.lifecycle,
  });
  provider = bizopsProvider("0.1.0") as typeof provider;
});
afterAll(() => emulator.close());

const isSecret = (value: unknown) => typeof value === "object" && value !== null && SECRET_KEY in value;

describe("resources", () => {
  it("checks with the kind's own rules, and keeps settings a secret however they came", async () => {
    const settings = { recordsUrl: emulator.url, recordsToken: EMULATOR_DEFAULT_TOKENS.records };
    const checked = await provider.check(TERM, {}, { companyId: COMPANY, code: "NET10", settings });
    expect(checked.failures).toEqual([]);
    expect(isSecret((checked.inputs as Record<string, unknown>).settings)).toBe(true);
    const refused = await provider.check(TERM, {}, { companyId: COMPANY, code: "net10" });
    expect(refused.failures?.map((failure) => failure.property)).toEqual(["code"]);
  });

  it("creates, refreshes, updates and deletes a record, its id the record's", async () => {
    const inputs = { companyId: COMPANY, code: "NET11", displayName: "Net 11", settings: undefined };
    const created = await provider.create(TERM, { ...inputs, dueDateCalculation: wrapSecret("11D") });
    const outs = created.outs as Record<string, unknown>;
    expect(outs).toMatchObject({ code: "NET11", recordId: created.id });
    // A value that came as a secret goes back as one.
    expect(isSecret(outs.dueDateCalculation)).toBe(true);
    expect(outs).not.toHaveProperty("__provider");

    const read = await provider.read(created.id, TERM, outs);
    expect(read).toMatchObject({ id: created.id, props: { code: "NET11", recordId: created.id } });

    const news = { companyId: COMPANY, code: "NET11", displayName: "Net eleven", dueDateCalculation: "11D" };
    const diff = await provider.diff(created.id, TERM, outs, news);
    expect(diff).toMatchObject({ changes: true });
    const updated = await provider.update(created.id, TERM, outs, news);
    expect(updated.outs).toMatchObject({ displayName: "Net eleven", recordId: created.id });
    expect(await admin.record(COMPANY, "paymentTerms", created.id)).toMatchObject({
      displayName: "Net eleven",
    });

    await provider.delete(created.id, TERM, updated.outs as Record<string, unknown>);
    expect(await admin.record(COMPANY, "paymentTerms", created.id)).toBeUndefined();
  });

  it("imports a typed record by <companyId>/<recordId>: the fields beside the service's defaults, adopted, read only", async () => {
    const made = await admin.seedRecord(COMPANY, "paymentTerms", {
      code: "NET12",
      displayName: "Net 12",
      dueDateCalculation: "12D",
    });
    await admin.resetRequests();
    const read = await provider.read(`${COMPANY}/${String(made.id)}`, TERM, {});
    expect(read.id).toBe(made.id);
    // discountPercent 0 and calculateDiscountOnCreditMemos false are the service's defaults.
    expect(read.inputs).toEqual({
      companyId: COMPANY,
      deletionPolicy: "abandon",
      code: "NET12",
      displayName: "Net 12",
      dueDateCalculation: "12D",
    });
    expect(read.props).toMatchObject({ code: "NET12", recordId: made.id, etag: made["@odata.etag"] });
    const { byRoute } = await admin.requests();
    expect(Object.keys(byRoute).filter((route) => !route.startsWith("GET "))).toEqual([]);
    // The next preview of a program that declares those values changes nothing.
    const checked = await provider.check(TERM, read.inputs, read.inputs);
    const diff = await provider.diff(read.id!, TERM, read.props, checked.inputs);
    expect(diff.changes).toBe(false);
  });

  it("imports a records.Record by <companyId>/<apiRoute>/<entitySet>/<keyFields>/<recordId>", async () => {
    const made = await admin.seedRecord(COMPANY, "paymentTerms", { code: "NET13", displayName: "Net 13" });
    await admin.resetRequests();
    const read = await provider.read(`${COMPANY}/v2.0/paymentTerms/code/${String(made.id)}`, RECORD, {});
    expect(read.inputs).toMatchObject({
      companyId: COMPANY,
      apiRoute: "v2.0",
      entitySet: "paymentTerms",
      keyFields: ["code"],
      fields: { code: "NET13", displayName: "Net 13" },
    });
    expect(read.props).toMatchObject({ recordId: made.id, fields: { code: "NET13" } });
    const checked = await provider.check(RECORD, read.inputs, read.inputs);
    expect(checked.failures).toEqual([]);
    expect((await provider.diff(read.id!, RECORD, read.props, checked.inputs)).changes).toBe(false);
    // The import, the check and the diff only read.
    const { byRoute } = await admin.requests();
    expect(Object.keys(byRoute).filter((route) => !route.startsWith("GET "))).toEqual([]);
  });

  it("refuses an import id of another form, and an import of an environment operation", async () => {
    await expect(provider.read("not-an-id", TERM, {})).rejects.toMatchObject({ code: "InvalidInput" });
    await expect(provider.read("x", urn("bizops:lifecycle:DatabaseRefresh"), {})).rejects.toMatchObject({
      code: "Unsupported",
    });
  });

  it("starts an environment operation once, its id the operation's", async () => {
    const refresh = urn("bizops:lifecycle:DatabaseRefresh");
    const inputs = {
      projectId: SEED_LIFECYCLE_PROJECT_ID,
      sourceEnvironmentId: SEED_ENV_UAT,
      targetEnvironmentId: SEED_ENV_TEST,
    };
    const checked = await provider.check(refresh, {}, inputs);
    expect(checked.failures).toEqual([]);
    const before = (await admin.operations()).length;
    const created = await provider.create(refresh, checked.inputs as Record<string, unknown>);
    expect(created.outs).toMatchObject({
      operationActivityId: created.id,
      projectId: SEED_LIFECYCLE_PROJECT_ID,
    });
    expect(created.outs).not.toHaveProperty("recordId");
    expect(created.outs).not.toHaveProperty("__provider");
    // A refresh of it starts nothing.
    await provider.read(created.id, refresh, created.outs as Record<string, unknown>);
    expect((await admin.operations()).length).toBe(before + 1);
  });

  it("fails with the dynamic path's advice: a delete the service refuses says what goes first", async () => {
    const unit = urn("bizops:records:UnitOfMeasure");
    const created = await provider.create(unit, { companyId: COMPANY, code: "PLUGBOX", displayName: "Box" });
    await admin.seedRecord(COMPANY, "items", {
      number: "PLUG1",
      displayName: "Boxed",
      baseUnitOfMeasureCode: "PLUGBOX",
    });
    const refused = provider.delete(created.id, unit, created.outs as Record<string, unknown>);
    await expect(refused).rejects.toThrow(
      /You cannot delete the unit of measure[\s\S]*set their reference from this resource's output/,
    );
  });

  it("names a type it does not know", async () => {
    await expect(provider.check(urn("bizops:records:Nope"), {}, {})).rejects.toMatchObject({
      code: "Unsupported",
    });
  });
});

describe("functions", () => {
  it("calls a typed record's list function by its token", async () => {
    const { outputs } = await provider.invoke("bizops:records:listPaymentTerms", {
      companyId: COMPANY,
      filter: "code eq 'NET12'",
    });
    expect((outputs as { value: Array<{ code: string }> }).value.map((term) => term.code)).toEqual(["NET12"]);
  });

  it("calls a typed record's get function by its token: the record with the key given, or NotFound", async () => {
    const made = await admin.seedRecord(COMPANY, "paymentTerms", { code: "NET14", displayName: "Net 14" });
    const { outputs } = await provider.invoke("bizops:records:getPaymentTerm", {
      companyId: COMPANY,
      code: "NET14",
    });
    expect(outputs).toMatchObject({ id: made.id, code: "NET14", displayName: "Net 14" });
    await expect(
      provider.invoke("bizops:records:getPaymentTerm", { companyId: COMPANY, code: "NET99" }),
    ).rejects.toMatchObject({ code: "NotFound", message: expect.stringContaining("records.getPaymentTerm") });
    // The key follows the resource's rules, before any request.
    await expect(
      provider.invoke("bizops:records:getPaymentTerm", { companyId: COMPANY, code: "net14" }),
    ).rejects.toMatchObject({ code: "InvalidInput" });
  });

  it("gives getRecord's open record fixed members", async () => {
    const [term] = await admin.list(COMPANY, "v2.0", "paymentTerms");
    const { outputs } = await provider.invoke("bizops:records:getRecord", {
      companyId: COMPANY,
      apiRoute: "v2.0",
      entitySet: "paymentTerms",
      id: term!.id,
    });
    expect(outputs).toEqual({
      id: term!.id,
      etag: term!["@odata.etag"],
      record: expect.objectContaining(term),
    });
  });

  it("makes a result from a secret argument a secret", async () => {
    const { outputs } = await provider.invoke("bizops:records:listPaymentTerms", {
      companyId: COMPANY,
      settings: wrapSecret({ recordsUrl: emulator.url, recordsToken: EMULATOR_DEFAULT_TOKENS.records }),
    });
    expect(isSecret((outputs as Record<string, unknown>).value)).toBe(true);
  });

  it("names a function it does not know", async () => {
    await expect(provider.invoke("bizops:records:nope", {})).rejects.toMatchObject({ code: "Unsupported" });
  });
});
