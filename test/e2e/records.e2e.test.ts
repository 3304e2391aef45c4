import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, recordsEmulatorConfig } from "./support/harness";

// The emulator's default company, with vendors V10000 and V20000 and currencies EUR and GBP.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

// A user's program: a Currency and a PurchaseCreditMemo, each declared when its config is set.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const companyId = cfg.require("companyId");
const overwriteConcurrentChanges = cfg.getBoolean("overwrite");
if (cfg.get("currencyId")) {
  const currency = new bizops.records.Currency("currency", {
    companyId,
    currencyId: cfg.require("currencyId"),
    displayName: cfg.get("currencyName"),
    overwriteConcurrentChanges,
  });
  exports.currencyRecordId = currency.recordId;
  exports.currencyCode = currency.code;
  exports.currencySymbol = currency.symbol;
}
if (cfg.get("vendorNumber")) {
  const memo = new bizops.records.PurchaseCreditMemo("memo", {
    companyId,
    vendorNumber: cfg.require("vendorNumber"),
    creditMemoDate: cfg.get("memoDate"),
    vendorCreditMemoNumber: cfg.get("vendorRef"),
    adoptRecordId: cfg.get("memoAdopt"),
    overwriteConcurrentChanges,
  });
  exports.memoId = memo.recordId;
  exports.memoNumber = memo.number;
  exports.memoStatus = memo.status;
  exports.memoVendorName = memo.vendorName;
}
`;

describeWithPulumi("Currency and PurchaseCreditMemo through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let program: ProgramDir;
  let currencies: Record<string, Record<string, unknown>>;

  const currency = (id: unknown) => admin.record(COMPANY, "currencies", String(id));
  const memo = (id: unknown) => admin.record(COMPANY, "purchaseCreditMemos", String(id));

  beforeAll(async () => {
    emulator = await startEmulator();
    admin = new EmulatorAdmin(emulator.url);
    program = new ProgramDir().install(PROGRAM);
    const listed = await admin.list(COMPANY, "v1.0", "currencies");
    currencies = Object.fromEntries(listed.map((c) => [String(c.code), c]));
    for (const stack of ["currency", "memo", "adopt"]) {
      await program.configure(stack, {
        ...recordsEmulatorConfig(emulator.url),
        "e2e:companyId": COMPANY,
      });
    }
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  describe("Currency", () => {
    const stack = "currency";
    let eur: Record<string, unknown>;

    beforeAll(() => {
      eur = currencies.EUR!;
    });

    it("adopts the existing currency on up, managing only the fields the program sets", async () => {
      await program.configure(stack, {
        "e2e:currencyId": String(eur.id),
        "e2e:currencyName": "Euro (managed)",
      });
      const up = await program.run("up", stack);
      expect(up.summary).toMatchObject({ create: 2 });
      expect(up.outputs).toMatchObject({
        currencyRecordId: eur.id,
        currencyCode: "EUR",
        currencySymbol: eur.symbol,
      });
      expect(await currency(eur.id)).toMatchObject({ displayName: "Euro (managed)", symbol: eur.symbol });
    });

    it("shows no changes on a second preview, also with the program served inline by the Automation API", async () => {
      expect((await program.run("preview", stack)).changeSummary).toEqual({ same: 2 });
      expect((await program.previewInline(stack)).changeSummary).toEqual({ same: 2 });
    });

    it("updates displayName in place", async () => {
      await program.configure(stack, { "e2e:currencyName": "Euro" });
      const up = await program.run("up", stack);
      expect(up.summary).toMatchObject({ update: 1 });
      expect(await currency(eur.id)).toMatchObject({ displayName: "Euro" });
    });

    it("shows drift on refresh, ignores changes to fields it does not manage, and restores the rest", async () => {
      await admin.changeRecord(COMPANY, "currencies", String(eur.id), {
        displayName: "Changed by hand",
        symbol: "EU",
      });
      expect((await program.run("refresh", stack)).summary).toMatchObject({ update: 1 });
      expect((await program.run("preview", stack)).changeSummary).toMatchObject({ update: 1 });
      await program.run("up", stack);
      expect(await currency(eur.id)).toMatchObject({ displayName: "Euro", symbol: "EU" });
    });

    it("moves to another currency on a currencyId change, leaving the first as it is", async () => {
      const gbp = currencies.GBP!;
      await program.configure(stack, {
        "e2e:currencyId": String(gbp.id),
        "e2e:currencyName": "Pound sterling",
      });
      expect((await program.run("preview", stack)).changeSummary).toMatchObject({ replace: 1 });
      await program.run("up", stack);
      expect(await currency(gbp.id)).toMatchObject({ displayName: "Pound sterling" });
      expect(await currency(eur.id)).toMatchObject({ displayName: "Euro" });
    });

    it("says clearly that a currency which vanished cannot be recreated", async () => {
      const gbp = currencies.GBP!;
      const saved = await currency(gbp.id);
      await admin.removeRecord(COMPANY, "currencies", String(gbp.id));
      expect((await program.run("refresh", stack)).summary).toMatchObject({ delete: 1 });
      await expect(program.run("up", stack)).rejects.toThrow(/currencyId .* no currency with this id/);
      await admin.seedRecord(COMPANY, "currencies", {
        ...saved,
        "@odata.etag": undefined,
        lastModifiedDateTime: undefined,
      });
      await program.run("up", stack);
    });

    it("leaves the currency in the service on destroy", async () => {
      const gbp = currencies.GBP!;
      expect((await program.run("destroy", stack)).summary).toMatchObject({ delete: 2 });
      expect(await currency(gbp.id)).toMatchObject({ code: "GBP", displayName: "Pound sterling" });
    });
  });

  describe("PurchaseCreditMemo", () => {
    const stack = "memo";
    let memoId: unknown;

    it("creates a Draft memo with a number from the series on up", async () => {
      await program.configure(stack, {
        "e2e:vendorNumber": "V10000",
        "e2e:memoDate": "2026-11-20",
        "e2e:discount": "0",
      });
      const up = await program.run("up", stack);
      expect(up.summary).toMatchObject({ create: 2 });
      memoId = up.outputs?.memoId;
      expect(up.outputs).toMatchObject({ memoStatus: "Draft", memoVendorName: "Fabrikam, Inc." });
      expect(String(up.outputs?.memoNumber)).toMatch(/^PCM-\d+$/);
      expect(await memo(memoId)).toMatchObject({ vendorNumber: "V10000", creditMemoDate: "2026-11-20" });
    });

    it("shows no changes on a second preview", async () => {
      expect((await program.run("preview", stack)).changeSummary).toEqual({ same: 2 });
    });

    // A memo this resource creates has no lines, so the service refuses a discount on it
    // (PurchCalcDiscByType.Codeunit.al): the updates here change the vendor's memo number.
    it("updates the vendor's memo number in place", async () => {
      await program.configure(stack, { "e2e:vendorRef": "VCM-12" });
      const up = await program.run("up", stack);
      expect(up.summary).toMatchObject({ update: 1 });
      expect(up.outputs?.memoId).toBe(memoId);
      expect(await memo(memoId)).toMatchObject({ vendorCreditMemoNumber: "VCM-12" });
    });

    it("replaces the memo when the vendor changes", async () => {
      await program.configure(stack, { "e2e:vendorNumber": "V20000" });
      expect((await program.run("preview", stack)).changeSummary).toMatchObject({ replace: 1 });
      const up = await program.run("up", stack);
      expect(up.summary).toMatchObject({ replace: 1 });
      expect(await memo(memoId)).toBeUndefined();
      memoId = up.outputs?.memoId;
      expect(await memo(memoId)).toMatchObject({ vendorNumber: "V20000" });
    });

    it("says clearly why a memo that left Draft cannot be changed", async () => {
      await admin.changeRecord(COMPANY, "purchaseCreditMemos", String(memoId), { status: "Open" });
      await program.run("refresh", stack);
      await program.configure(stack, { "e2e:vendorRef": "VCM-5" });
      await expect(program.run("up", stack)).rejects.toThrow(
        /has status Open; only a Draft purchase credit memo can be changed/,
      );
      await admin.changeRecord(COMPANY, "purchaseCreditMemos", String(memoId), { status: "Draft" });
      await program.run("refresh", stack);
    });

    it("deletes the memo on destroy", async () => {
      expect((await program.run("destroy", stack)).summary).toMatchObject({ delete: 2 });
      expect(await memo(memoId)).toBeUndefined();
    });
  });

  describe("PurchaseCreditMemo adoption", () => {
    const stack = "adopt";

    it("adopts an existing memo, patches only what differs, then previews no changes", async () => {
      const existing = await admin.seedRecord(COMPANY, "purchaseCreditMemos", {
        vendorNumber: "V20000",
        creditMemoDate: "2026-10-01",
        vendorCreditMemoNumber: "OLD-REF",
      });
      await program.configure(stack, {
        "e2e:vendorNumber": "V20000",
        "e2e:memoDate": "2026-10-01",
        "e2e:vendorRef": "NEW-REF",
        "e2e:memoAdopt": String(existing.id),
      });
      await admin.resetRequests();
      const up = await program.run("up", stack);
      expect(up.outputs?.memoId).toBe(existing.id);
      expect((await admin.requests()).byRoute["POST purchaseCreditMemos"]).toBeUndefined();
      expect(await memo(existing.id)).toMatchObject({
        vendorCreditMemoNumber: "NEW-REF",
        creditMemoDate: "2026-10-01",
      });
      expect((await program.run("preview", stack)).changeSummary).toEqual({ same: 2 });
      await program.run("destroy", stack);
    });
  });
});
