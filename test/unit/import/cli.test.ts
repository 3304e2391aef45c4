import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { runCaptured } from "./support/run-captured";
import { EmulatorAdmin } from "../../support/emulator-admin";
import { ScriptedServer } from "../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const TOKEN = EMULATOR_DEFAULT_TOKENS.records;

/**
 * Runs the command in this process; returns its exit code, what it printed and each wait of its
 * retries (on a fake clock, so no test waits them out).
 */
const run = runCaptured;

function status(code: string, displayName = `Status ${code}`) {
  return {
    "@odata.etag": `W/"JzE7${code}Oyc="`,
    id: `00000000-0000-4000-8000-${code
      .padStart(12, "0")
      .slice(-12)
      .replace(/[^0-9a-f]/gi, "0")}`,
    code,
    displayName,
    lastModifiedDateTime: "2026-11-21T12:00:00.000Z",
  };
}

describe("bizops-import against the emulator", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;
  let dir: string;
  const env = () => ({ BIZOPS_RECORDS_URL: emulator.url, BIZOPS_RECORDS_TOKEN: TOKEN });

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, recordsPageSize: 2 });
    admin = new EmulatorAdmin(emulator.url);
    dir = mkdtempSync(join(tmpdir(), "bizops-import-"));
  });
  beforeEach(() => admin.reset());
  afterAll(async () => {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes one adopting resource per record to --out, reading only, with progress on stderr", async () => {
    for (const code of ["PRICE", "LATE", "DAMAGED"]) {
      await admin.seedRecord(COMPANY, "disputeStatus", { code, displayName: `${code} dispute` });
    }
    const memo = await admin.seedRecord(COMPANY, "purchaseCreditMemos", { vendorNumber: "V20000" });
    await admin.resetRequests();
    const out = join(dir, "index.ts");
    const result = await run(["--company", COMPANY, "--out", out], env());
    expect(result).toMatchObject({ code: 0, stdout: "" });
    const text = readFileSync(out, "utf8");
    expect(
      [...text.matchAll(/new bizops\.records\.(\w+)\("([^"]+)"/g)].map((m) => `${m[1]}/${m[2]}`),
    ).toEqual([
      "DisputeStatus/damaged",
      "DisputeStatus/late",
      "DisputeStatus/price",
      "Currency/eur",
      "Currency/gbp",
      // The emulator's seed holds two countries the vendors' addresses name, two vendors (and
      // dimensions, which no resource holds); the memo names its vendor, so it comes after.
      "CountryRegion/gb",
      "CountryRegion/us",
      "Vendor/v10000",
      "Vendor/v20000",
      `PurchaseCreditMemo/${String(memo.number).toLowerCase()}`,
    ]);
    // The memo names its vendor by the vendor's resource, the vendors their countries by code.
    expect(text).toContain("  vendorId: vendorV20000.recordId,\n");
    expect(text).toContain('const vendorV20000 = new bizops.records.Vendor("v20000", {');
    expect(text).toMatch(/ {2}country: countryRegion(Gb|Us)\.code,\n/);
    expect(text).toContain(`adoptRecordId: "${String(memo.id)}"`);
    // Two records a page: a line as each page arrives.
    expect(result.stderr).toContain(
      "bizops-import: dispute statuses: 2 read\nbizops-import: dispute statuses: 3 read\n",
    );
    expect(result.stderr).toContain("wrote 10 resources to " + out);
    const { byRoute } = await admin.requests();
    // Only reads, one collection each type.
    expect(Object.keys(byRoute).sort()).toEqual(
      IMPORTED_TYPES.map((type) => `GET ${type.collection.segment}`).sort(),
    );
  });

  it("writes the same names and declarations on a second run", async () => {
    await admin.seedRecord(COMPANY, "disputeStatus", { code: "PRICE", displayName: "Price" });
    const first = await run(["--company", COMPANY], env());
    await admin.seedRecord(COMPANY, "disputeStatus", { code: "AAA", displayName: "New one" });
    const second = await run(["--company", COMPANY], env());
    const body = (text: string) => text.slice(text.indexOf('new bizops.records.DisputeStatus("price"'));
    expect(body(second.stdout)).toBe(body(first.stdout));
  });

  it("prints the config line that names the company, and says a destroy leaves the adopted records", async () => {
    await admin.seedRecord(COMPANY, "disputeStatus", { code: "PRICE", displayName: "Price" });
    const result = await run(["--company", COMPANY, "--types", "dispute-statuses"], env());
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      `bizops-import: the program reads the company from its stack config; run: pulumi config set companyId ${COMPANY}\n`,
    );
    expect(result.stderr).toContain('each record is adopted with deletionPolicy "abandon"');
    expect(result.stdout).toContain('  deletionPolicy: "abandon", // adopted:');
  });

  it("writes no deletion policy with --manage-deletion", async () => {
    await admin.seedRecord(COMPANY, "disputeStatus", { code: "PRICE", displayName: "Price" });
    const result = await run(
      ["--company", COMPANY, "--types", "dispute-statuses", "--manage-deletion"],
      env(),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('new bizops.records.DisputeStatus("price", {');
    expect(result.stdout).not.toContain("deletionPolicy");
    expect(result.stderr).not.toContain("deletionPolicy");
    expect(result.stderr).toContain("pulumi config set companyId");
  });

  it.each([
    [[], "pulumi import writes each record with deletionPolicy: abandon"],
    [["--manage-deletion"], "remove the deletionPolicy: abandon line pulumi import writes"],
  ])("says with --import-file %j what pulumi import writes for the deletion policy", async (flags, said) => {
    const result = await run(
      ["--company", COMPANY, "--types", "currencies", "--import-file", ...flags],
      env(),
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(said);
    expect(result.stderr).not.toContain("pulumi config set");
  });

  it("never adopts a memo that is not Draft", async () => {
    const open = await admin.seedRecord(COMPANY, "purchaseCreditMemos", {
      vendorNumber: "V10000",
      status: "Open",
    });
    const draft = await admin.seedRecord(COMPANY, "purchaseCreditMemos", { vendorNumber: "V10000" });
    const result = await run(["--company", COMPANY, "--types", "purchase-credit-memos"], env());
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`adoptRecordId: "${String(draft.id)}"`);
    expect(result.stdout).not.toContain(`adoptRecordId: "${String(open.id)}"`);
  });

  it("reads only what each type's filter keeps", async () => {
    for (const code of ["PRICE", "LATE"]) {
      await admin.seedRecord(COMPANY, "disputeStatus", { code, displayName: code });
    }
    await admin.seedRecord(COMPANY, "purchaseCreditMemos", { vendorNumber: "V10000" });
    const mine = await admin.seedRecord(COMPANY, "purchaseCreditMemos", { vendorNumber: "V20000" });
    const result = await run(
      [
        "--company",
        COMPANY,
        "--types",
        "dispute-statuses,purchase-credit-memos",
        "--dispute-statuses-filter",
        "code eq 'LATE'",
        "--purchase-credit-memos-filter",
        "vendorNumber eq 'V20000'",
      ],
      env(),
    );
    expect(result.code).toBe(0);
    const declared = [...result.stdout.matchAll(/new bizops\.records\.(\w+)\("([^"]+)"/g)].map((m) => m[2]);
    expect(declared).toEqual(["late", String(mine.number).toLowerCase()]);
  });

  it("says the company does not exist, for a GUID the service does not know", async () => {
    const result = await run(["--company", "11111111-2222-3333-4444-555555555555"], env());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No company 11111111-2222-3333-4444-555555555555 at " + emulator.url);
    expect(result.stderr).toContain("HTTP 404");
  });

  it("says the token was refused, without showing it", async () => {
    const result = await run(["--company", COMPANY], { ...env(), BIZOPS_RECORDS_TOKEN: "wrong-token-123" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("refused the token");
    expect(result.stderr).toContain("HTTP 401");
    expect(result.stderr).not.toContain("wrong-token-123");
  });

  it("waits out a 429 and finishes", async () => {
    await admin.armFaults({ method: "GET", times: 1, status: 429, retryAfter: "1" });
    const result = await run(["--company", COMPANY, "--types", "currencies"], env());
    expect(result.code).toBe(0);
    expect(result.sleeps).toEqual([1000]);
    expect(result.stdout).toContain('new bizops.records.Currency("eur"');
  });
});

describe("bizops-import against a scripted service", () => {
  const server = new ScriptedServer();
  const env = () => ({ BIZOPS_RECORDS_URL: server.url, BIZOPS_RECORDS_TOKEN: "scripted-token" });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it("sends each type's filter and follows every page", async () => {
    server.answer(
      { status: 200, body: { value: [status("B")], "@odata.nextLink": `${server.url}/next?page=2` } },
      { status: 200, body: { value: [status("A")] } },
    );
    const filter = "startswith(code,'A') or code eq 'B'";
    const result = await run(
      ["--company", COMPANY, "--types", "dispute-statuses", "--dispute-statuses-filter", filter],
      env(),
    );
    expect(result.code).toBe(0);
    expect(server.received.map((r) => decodeURIComponent(r.url))).toEqual([
      `/api/v2.0/companies(${COMPANY})/disputeStatus?$filter=${filter}`,
      "/next?page=2",
    ]);
    expect(result.stdout.indexOf('DisputeStatus("a"')).toBeLessThan(
      result.stdout.indexOf('DisputeStatus("b"'),
    );
    expect(result.stderr).toContain("dispute statuses: 1 read\nbizops-import: dispute statuses: 2 read");
  });

  it("puts the user's memo filter beside the Draft filter, never widening it", async () => {
    server.answer({ status: 200, body: { value: [] } });
    await run(
      [
        "--company",
        COMPANY,
        "--types",
        "purchase-credit-memos",
        "--purchase-credit-memos-filter",
        "vendorNumber eq 'V1' or vendorNumber eq 'V2'",
      ],
      env(),
    );
    expect(decodeURIComponent(server.received[0]!.url)).toContain(
      "$filter=status eq 'Draft' and (vendorNumber eq 'V1' or vendorNumber eq 'V2')",
    );
    server.answer({ status: 200, body: { value: [] } });
    await run(
      [
        "--company",
        COMPANY,
        "--types",
        "purchase-credit-memos",
        "--purchase-credit-memos-filter",
        "vendorName eq 'Black or White' and vendorNumber eq 'V1'",
      ],
      env(),
    );
    expect(decodeURIComponent(server.received[0]!.url)).toContain(
      "$filter=status eq 'Draft' and vendorName eq 'Black or White' and vendorNumber eq 'V1'",
    );
  });

  it("skips and lists a record no resource can hold, and writes the rest", async () => {
    server.answer({ status: 200, body: { value: [status("OK"), status("MUCH-TOO-LONG")] } });
    const result = await run(["--company", COMPANY, "--types", "dispute-statuses"], env());
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('DisputeStatus("ok"');
    expect(result.stdout).not.toContain('code: "MUCH-TOO-LONG"');
    expect(result.stderr).toContain("left out 1 record(s)");
    expect(result.stderr).toContain('dispute status "MUCH-TOO-LONG"');
    expect(result.stderr).toContain("code");
    expect(result.stdout).toContain("//   - dispute status MUCH-TOO-LONG");
  });

  it("lists a memo that is not Draft when the service answers one, instead of dropping it", async () => {
    const memo = {
      ...status("X"),
      number: "PCM-00009",
      status: "Open",
      vendorNumber: "V10000",
    };
    server.answer({ status: 200, body: { value: [memo] } });
    const result = await run(["--company", COMPANY, "--types", "purchase-credit-memos"], env());
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`purchase credit memo "PCM-00009" (id ${memo.id}): status is "Open"`);
    expect(result.stdout).toContain(
      `//   - purchase credit memo PCM-00009 (id ${memo.id}): status is "Open"`,
    );
    expect(result.stdout).not.toContain("new bizops.records.PurchaseCreditMemo");
  });

  it("reports a 429 that does not end within the retry time budget, after waiting as asked", async () => {
    server.answer(
      { status: 429, headers: { "retry-after": "1" }, body: {} },
      { status: 429, headers: { "retry-after": "1" }, body: {} },
    );
    const result = await run(["--company", COMPANY, "--types", "currencies"], {
      ...env(),
      BIZOPS_RETRY_MAX_ELAPSED_SECONDS: "1",
    });
    expect(result.code).toBe(1);
    expect(server.received).toHaveLength(2);
    expect(result.sleeps).toEqual([1000]);
    expect(result.stderr).toContain("kept answering 429");
    expect(result.stderr).toContain("BIZOPS_RETRY_MAX_ELAPSED_SECONDS");
  });

  it("refuses a company id that is not a GUID before any request", async () => {
    server.answer();
    const result = await run(["--company", "CRONUS"], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--company must be a company id (a GUID), not 'CRONUS'");
    expect(server.received).toHaveLength(0);
  });

  it("does not send the environment's token to a URL given on the command line", async () => {
    server.answer();
    const result = await run(["--company", COMPANY, "--records-url", server.url], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--records-url needs --records-token");
    expect(server.received).toHaveLength(0);
  });

  it("names the setting to set when there is no URL or no token", async () => {
    const result = await run(["--company", COMPANY], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "no records service URL: set BIZOPS_RECORDS_URL and BIZOPS_RECORDS_TOKEN",
    );
    const noToken = await run(["--company", COMPANY], { BIZOPS_RECORDS_URL: server.url });
    expect(noToken.stderr).toContain("no records token: set BIZOPS_RECORDS_TOKEN");
  });
});
