import { SEED_CURRENCY_EUR } from "pulumi-bizops-emulator";
import { currencyProvider, purchaseCreditMemoProvider } from "../../../support/record-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";
import { CURRENCY_PROGRAM, CURRENCY_SHAPES } from "../support/currency-state-fixtures";

// State of Currency and PurchaseCreditMemo as earlier releases wrote it. Each `outs` below was
// taken by running that release's own provider: a worktree of the commit, this repository's
// node_modules linked in, and a tsx script that started the commit's emulator and called its
// provider's check and create for the program beside the fixture (taken 2026-11-26). Only the
// `__provider` is added by hand: the first release's is the closure serializer's text, shortened
// here as in the DisputeStatus fixtures; later ones are the commit's providerText. Add a fixture
// whenever the state shape changes. The Currency fixtures are in currency-state-fixtures.ts.

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const CLOSURE_SHIM = "exports.handler = __f0; ...";
const shim = (module: string) => `exports.handler = () => require("pulumi-bizops/providers/${module}");\n`;

type Bag = Record<string, unknown>;
type Provider = typeof currencyProvider;

/** The inputs check hands to diff and update, as the engine would; check must accept the program. */
async function checked(provider: Provider, olds: Bag, program: Bag): Promise<Bag> {
  const result = await provider.check(olds, program);
  expect(result.failures ?? []).toEqual([]);
  if (!result.inputs) throw new Error("check returned no inputs");
  return result.inputs;
}

// --- PurchaseCreditMemo: posted for vendor V10000 ----------------------------------------------

const MEMO_PROGRAM: Bag = { companyId: COMPANY, creditMemoDate: "2026-11-20", vendorNumber: "V10000" };
// 218900c's program also set vendorCreditMemoNumber, which the memo managed from 3d6be06 on.
const MEMO_PROGRAM_218900C: Bag = { ...MEMO_PROGRAM, vendorCreditMemoNumber: "VCM-1" };

const NO_GUID = "00000000-0000-0000-0000-000000000000";
const MEMO_FIELDS_AS_POSTED = {
  companyId: COMPANY,
  creditMemoDate: "2026-11-20",
  postingDate: "2026-11-20",
  dueDate: "2026-11-20",
  vendorId: "c3b6d1e2-44e3-ea11-bb43-000d3a2feca1",
  vendorNumber: "V10000",
  payToVendorId: "c3b6d1e2-44e3-ea11-bb43-000d3a2feca1",
  payToVendorNumber: "V10000",
  buyFromAddressLine1: "10 North Lake Avenue",
  buyFromAddressLine2: "",
  buyFromCity: "Atlanta",
  buyFromCountry: "US",
  buyFromState: "GA",
  buyFromPostCode: "31772",
  payToAddressLine1: "10 North Lake Avenue",
  payToAddressLine2: "",
  payToCity: "Atlanta",
  payToCountry: "US",
  payToState: "GA",
  payToPostCode: "31772",
  shortcutDimension1Code: "",
  shortcutDimension2Code: "",
  currencyId: NO_GUID,
  currencyCode: "",
  paymentTermsId: NO_GUID,
  shipmentMethodId: NO_GUID,
  purchaser: "",
  discountAmount: 0,
  invoiceId: NO_GUID,
  invoiceNumber: "",
  vendorReturnReasonId: NO_GUID,
  number: "PCM-00001",
  vendorName: "Fabrikam, Inc.",
  payToName: "Fabrikam, Inc.",
  pricesIncludeTax: false,
  discountAppliedBeforeTax: true,
  totalAmountExcludingTax: 0,
  totalTaxAmount: 0,
  totalAmountIncludingTax: 0,
  status: "Draft",
};

/** 3a7a812, the first release of PurchaseCreditMemo: no vendorCreditMemoNumber yet, recordId. */
const MEMO_FIRST_RELEASE: Bag = {
  __provider: CLOSURE_SHIM,
  ...MEMO_FIELDS_AS_POSTED,
  recordId: "5188f810-8ecd-4933-96a6-74c971e2a094",
  etag: 'W/"JzU7Mi95blhpVWdHaXhmVlVCeTswMDsn"',
  lastModifiedDateTime: "2026-11-26T11:08:36.036Z",
  managedFields: ["creditMemoDate", "vendorNumber"],
};

/** c680c13: the one-line provider shim; still recordId, still no vendorCreditMemoNumber. */
const MEMO_SHIM_WITH_RECORD_ID: Bag = {
  ...MEMO_FIRST_RELEASE,
  __provider: shim("purchase-credit-memo"),
  recordId: "e641c8a4-e0a9-47d7-a0cc-9ab709548a91",
  etag: 'W/"JzU7b1Vzdm4zVmhJMTlvRmhrTzswMDsn"',
  lastModifiedDateTime: "2026-11-26T11:08:37.661Z",
};

/** 218900c: no recordId; vendorCreditMemoNumber an output (and managed, as its program set it). */
const MEMO_218900C: Bag = {
  __provider: shim("purchase-credit-memo"),
  ...MEMO_FIELDS_AS_POSTED,
  vendorCreditMemoNumber: "VCM-1",
  etag: 'W/"JzU7bmJuMjFGTlkyZ0ZjdVhyYTswMDsn"',
  lastModifiedDateTime: "2026-11-26T11:08:25.081Z",
  managedFields: ["creditMemoDate", "vendorNumber", "vendorCreditMemoNumber"],
};

// The id each memo state belongs to (the resource's id), as its release's create returned it.
const MEMO_IDS = new Map<Bag, string>([
  [MEMO_FIRST_RELEASE, "5188f810-8ecd-4933-96a6-74c971e2a094"],
  [MEMO_SHIM_WITH_RECORD_ID, "e641c8a4-e0a9-47d7-a0cc-9ab709548a91"],
  [MEMO_218900C, "73e01e43-9876-4e52-bf5a-78f4163933c7"],
]);

const MEMO_SHAPES = [
  ["the first release (3a7a812)", MEMO_FIRST_RELEASE, MEMO_PROGRAM],
  ["the one-line shim with recordId (c680c13)", MEMO_SHIM_WITH_RECORD_ID, MEMO_PROGRAM],
  ["218900c, with vendorCreditMemoNumber", MEMO_218900C, MEMO_PROGRAM_218900C],
] as const;

const service = useConfiguredEmulator();

function withoutProvider(state: Bag): Bag {
  const { __provider: _provider, ...outputs } = state;
  return outputs;
}

describe("Currency and PurchaseCreditMemo state of earlier releases, without the service", () => {
  it.each(CURRENCY_SHAPES)("diffs Currency state of %s with its program as unchanged", async (_, state) => {
    const news = await checked(currencyProvider, state, CURRENCY_PROGRAM);
    await expect(currencyProvider.diff(SEED_CURRENCY_EUR.id, state, news)).resolves.toMatchObject({
      changes: false,
    });
  });

  it.each(MEMO_SHAPES)(
    "diffs PurchaseCreditMemo state of %s with its program as unchanged",
    async (_, state, program) => {
      const id = MEMO_IDS.get(state) ?? "";
      const news = await checked(purchaseCreditMemoProvider, state, program);
      await expect(purchaseCreditMemoProvider.diff(id, state, news)).resolves.toMatchObject({
        changes: false,
      });
    },
  );

  it.each(CURRENCY_SHAPES)(
    "diffs a changed displayName in Currency state of %s as an update",
    async (_, state) => {
      const news = await checked(currencyProvider, state, { ...CURRENCY_PROGRAM, displayName: "Euro (EUR)" });
      await expect(currencyProvider.diff(SEED_CURRENCY_EUR.id, state, news)).resolves.toMatchObject({
        changes: true,
      });
    },
  );
});

describe("Currency state of earlier releases, against the service", () => {
  /** The fixture with the eTag and stamp of the seeded EUR, as the release would have stored them. */
  async function stateOver(fixture: Bag): Promise<Bag> {
    const live = await service.admin.record(COMPANY, "currencies", SEED_CURRENCY_EUR.id);
    return { ...fixture, etag: live?.["@odata.etag"], lastModifiedDateTime: live?.lastModifiedDateTime };
  }

  it.each(CURRENCY_SHAPES)(
    "refreshes Currency state of %s in its own shape, naming no inputs",
    async (_, fixture) => {
      const state = await stateOver(fixture);
      await service.admin.resetRequests();
      const read = await currencyProvider.read(SEED_CURRENCY_EUR.id, state);
      expect(read.id).toBe(SEED_CURRENCY_EUR.id);
      expect(read.props).toEqual(withoutProvider(state));
      expect(read.inputs).toBeUndefined();
      expect((await service.admin.requests()).byRoute).toEqual({ "GET currencies": 1 });
    },
  );

  it.each(CURRENCY_SHAPES)(
    "updates displayName of Currency state of %s in place with one PATCH, into today's shape",
    async (_, fixture) => {
      const state = await stateOver(fixture);
      const news = await checked(currencyProvider, state, { ...CURRENCY_PROGRAM, displayName: "Euro (EUR)" });
      await service.admin.resetRequests();
      const { outs } = await currencyProvider.update(SEED_CURRENCY_EUR.id, state, news);
      expect((await service.admin.requests()).byRoute).toEqual({ "PATCH currencies": 1 });
      expect(outs).toMatchObject({ code: "EUR", displayName: "Euro (EUR)", managedFields: ["displayName"] });
      expect(outs).not.toHaveProperty("recordId");
      expect(await service.admin.record(COMPANY, "currencies", SEED_CURRENCY_EUR.id)).toMatchObject({
        displayName: "Euro (EUR)",
        symbol: "€",
      });
    },
  );

  it.each(CURRENCY_SHAPES)(
    "refuses to update Currency state of %s over a change made since, by its stored eTag",
    async (_, fixture) => {
      const state = await stateOver(fixture);
      await service.admin.changeRecord(COMPANY, "currencies", SEED_CURRENCY_EUR.id, {
        displayName: "Euro (€)",
      });
      const news = await checked(currencyProvider, state, { ...CURRENCY_PROGRAM, displayName: "Euro (EUR)" });
      await expect(currencyProvider.update(SEED_CURRENCY_EUR.id, state, news)).rejects.toMatchObject({
        code: "ConcurrentChange",
      });
      expect(await service.admin.record(COMPANY, "currencies", SEED_CURRENCY_EUR.id)).toMatchObject({
        displayName: "Euro (€)",
      });
    },
  );

  it.each(CURRENCY_SHAPES)(
    "forgets Currency state of %s on delete, leaving the currency and sending nothing",
    async (_, fixture) => {
      const state = await stateOver(fixture);
      await service.admin.resetRequests();
      await currencyProvider.delete(SEED_CURRENCY_EUR.id, state);
      expect((await service.admin.requests()).total).toBe(0);
      expect(await service.admin.record(COMPANY, "currencies", SEED_CURRENCY_EUR.id)).toMatchObject({
        code: "EUR",
        displayName: "Euro",
      });
    },
  );
});

describe("PurchaseCreditMemo state of earlier releases, against the service", () => {
  /**
   * Posts the memo the fixture's program posted and points the fixture at it: the service
   * assigns the id, eTag and stamp, so those (and a recordId the fixture holds) are the seeded one's.
   */
  async function seedFor(fixture: Bag, program: Bag): Promise<{ id: string; state: Bag }> {
    const { companyId: _company, ...fields } = program;
    // The posting date the service gave the memo then (the day it was created).
    const posted = { ...fields, postingDate: fixture.postingDate };
    const seeded = await service.admin.seedRecord(COMPANY, "purchaseCreditMemos", posted);
    const id = String(seeded.id);
    const state: Bag = {
      ...fixture,
      etag: seeded["@odata.etag"],
      lastModifiedDateTime: seeded.lastModifiedDateTime,
      ...("recordId" in fixture ? { recordId: id } : {}),
    };
    return { id, state };
  }

  it.each(MEMO_SHAPES)(
    "diffs PurchaseCreditMemo state of %s unchanged and refreshes it keeping its shape",
    async (_, fixture, program) => {
      const { id, state } = await seedFor(fixture, program);
      const news = await checked(purchaseCreditMemoProvider, state, program);
      await expect(purchaseCreditMemoProvider.diff(id, state, news)).resolves.toMatchObject({
        changes: false,
      });
      const read = await purchaseCreditMemoProvider.read(id, state);
      expect(read.id).toBe(id);
      expect(read.inputs).toBeUndefined();
      // Every output the release wrote is kept with the service's value; a field that became an
      // output later (vendorCreditMemoNumber) may join, as an output that only adds.
      const { vendorCreditMemoNumber: _added, ...props } = read.props ?? {};
      const { vendorCreditMemoNumber: _stored, ...expected } = withoutProvider(state);
      // The states were written against an emulator that answered the local currency blank; the
      // service answers it as its code (APIV2PurchaseCreditMemos.Page.al, currencyCode), an output
      // these programs do not set.
      expect(props).toEqual({ ...expected, currencyCode: "USD" });
      expect(read.props?.vendorCreditMemoNumber).toBe(program["vendorCreditMemoNumber"] ?? "");
    },
  );

  it.each(MEMO_SHAPES)(
    "updates creditMemoDate of PurchaseCreditMemo state of %s in place with one PATCH, into today's shape",
    async (_, fixture, program) => {
      const { id, state } = await seedFor(fixture, program);
      const news = await checked(purchaseCreditMemoProvider, state, {
        ...program,
        creditMemoDate: "2026-11-21",
      });
      const diff = await purchaseCreditMemoProvider.diff(id, state, news);
      expect(diff).toMatchObject({ changes: true });
      expect(diff).not.toHaveProperty("replaces");
      await service.admin.resetRequests();
      const { outs } = await purchaseCreditMemoProvider.update(id, state, news);
      expect((await service.admin.requests()).byRoute).toEqual({ "PATCH purchaseCreditMemos": 1 });
      expect(outs).toMatchObject({ number: "PCM-00001", creditMemoDate: "2026-11-21", status: "Draft" });
      expect(outs).not.toHaveProperty("recordId");
      expect(await service.admin.record(COMPANY, "purchaseCreditMemos", id)).toMatchObject({
        creditMemoDate: "2026-11-21",
      });
    },
  );

  it.each(MEMO_SHAPES)(
    "refuses to update PurchaseCreditMemo state of %s over a change made since, by its stored eTag",
    async (_, fixture, program) => {
      const { id, state } = await seedFor(fixture, program);
      await service.admin.changeRecord(COMPANY, "purchaseCreditMemos", id, { creditMemoDate: "2026-11-22" });
      const news = await checked(purchaseCreditMemoProvider, state, {
        ...program,
        creditMemoDate: "2026-11-21",
      });
      await expect(purchaseCreditMemoProvider.update(id, state, news)).rejects.toMatchObject({
        code: "ConcurrentChange",
      });
      expect(await service.admin.record(COMPANY, "purchaseCreditMemos", id)).toMatchObject({
        creditMemoDate: "2026-11-22",
      });
    },
  );

  it.each(MEMO_SHAPES)("deletes the memo of PurchaseCreditMemo state of %s", async (_, fixture, program) => {
    const { id, state } = await seedFor(fixture, program);
    await service.admin.resetRequests();
    await purchaseCreditMemoProvider.delete(id, state);
    expect((await service.admin.requests()).byRoute).toEqual({ "DELETE purchaseCreditMemos": 1 });
    expect(await service.admin.record(COMPANY, "purchaseCreditMemos", id)).toBeUndefined();
  });
});
