import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_COMPANY_ID, SEED_CURRENCY_EUR, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import {
  addCompany,
  admin,
  call,
  createMemo,
  currencyUrl,
  type Json,
  memoUrl,
} from "../../support/emulator-client";

let folder: string;
let stateFile: string;
const running: Emulator[] = [];

async function start(): Promise<Emulator> {
  const emulator = await startEmulator({ stateFile });
  running.push(emulator);
  return emulator;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "bizops-emulator-state-"));
  stateFile = join(folder, "state.json");
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()));
  rmSync(folder, { recursive: true, force: true });
});

function stateOnDisk(): Json {
  return JSON.parse(readFileSync(stateFile, "utf8")) as Json;
}

describe("persistence: state file", () => {
  it("writes the seed to a state file that does not exist yet", async () => {
    await start();
    const state = stateOnDisk();
    expect(state.format).toBe(1);
    expect(state.companies).toEqual([{ id: DEFAULT_COMPANY_ID, name: "CRONUS" }]);
  });

  it("serves after a restart the records, eTags, companies and number series written before it", async () => {
    const first = await start();
    const memo = await createMemo(first);
    const renamed = await call("PATCH", currencyUrl(first, SEED_CURRENCY_EUR.id), {
      body: { displayName: "Euro (kept)" },
      headers: { "If-Match": "*" },
    });
    await addCompany(first, "12345678-aaaa-4bbb-8ccc-1234567890ab", "Kept");
    await first.close();

    const second = await start();
    const memoAgain = await call("GET", memoUrl(second, String(memo.id)));
    expect(memoAgain.body).toEqual({ ...memo, "@odata.context": memoAgain.body["@odata.context"] });
    const currency = await call("GET", currencyUrl(second, SEED_CURRENCY_EUR.id));
    expect(currency.body["@odata.etag"]).toBe(renamed.body["@odata.etag"]);
    expect(currency.body.displayName).toBe("Euro (kept)");
    expect((await admin(second, "GET", "companies")).body.value).toHaveLength(2);
    expect((await createMemo(second)).number).toBe("PCM-00002");
  });

  it("keeps a memo's hidden line amount and an unused number series position across a restart", async () => {
    const first = await start();
    const memo = await createMemo(first);
    await admin(first, "PATCH", `records/${DEFAULT_COMPANY_ID}/purchaseCreditMemos/${String(memo.id)}`, {
      lineAmountExcludingTax: 40,
    });
    await call("DELETE", memoUrl(first, String(memo.id)), { headers: { "If-Match": "*" } });
    const second = await createMemo(first);
    await admin(first, "PATCH", `records/${DEFAULT_COMPANY_ID}/purchaseCreditMemos/${String(second.id)}`, {
      lineAmountExcludingTax: 8,
    });
    await first.close();

    const restarted = await start();
    const read = await admin(
      restarted,
      "GET",
      `records/${DEFAULT_COMPANY_ID}/purchaseCreditMemos/${String(second.id)}`,
    );
    expect(read.body).toMatchObject({ lineAmountExcludingTax: 8, totalAmountIncludingTax: 10 });
    expect((await createMemo(restarted)).number).toBe("PCM-00003");
  });

  it("writes the seed back to the file on POST /_admin/reset", async () => {
    const emulator = await start();
    await createMemo(emulator);
    expect((stateOnDisk().records as Json[]).some((r) => r.collection === "purchaseCreditMemos")).toBe(true);
    await admin(emulator, "POST", "reset");
    expect((stateOnDisk().records as Json[]).some((r) => r.collection === "purchaseCreditMemos")).toBe(false);
  });

  it("replaces the file by rename, leaving no temporary file beside it", async () => {
    const emulator = await start();
    for (let i = 0; i < 5; i += 1) await createMemo(emulator);
    expect(readdirSync(folder)).toEqual(["state.json"]);
  });

  it.each([
    ["is not JSON", "{ not json"],
    ["has another format", JSON.stringify({ format: 2, companies: [], numberSeries: [], records: [] })],
    ["lacks records", JSON.stringify({ format: 1, companies: [], numberSeries: [] })],
  ])("refuses to start, naming the file, when it %s", async (_label, content) => {
    writeFileSync(stateFile, content);
    await expect(startEmulator({ stateFile })).rejects.toThrow(stateFile);
    expect(readFileSync(stateFile, "utf8")).toBe(content);
  });

  it("keeps nothing between emulators started without a state file", async () => {
    const first = await startEmulator();
    running.push(first);
    await createMemo(first);
    const second = await startEmulator();
    running.push(second);
    expect((await call("GET", memoUrl(second))).body.value).toEqual([]);
  });
});
