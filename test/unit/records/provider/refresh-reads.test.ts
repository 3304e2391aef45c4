import { NotFoundError } from "../../../../src/core/errors/errors";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { DISPUTE_STATUS } from "../../../../src/records/entities/named-collections";
import {
  LISTED_PER_READ,
  LISTING_PAGE_SIZE,
  READ_AHEAD_BELOW,
  READS_BEFORE_LISTING,
  RecordReads,
  settingsScope,
} from "../../../../src/records/provider/refresh-reads";
import { EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const service = useConfiguredEmulator();

let client: RecordsClient;
let sent: string[];

beforeEach(() => {
  client = RecordsClient.fromSources({
    explicit: { recordsUrl: service.emulator.url, recordsToken: EMULATOR_DEFAULT_TOKENS.records },
  });
  // Each request the client sends, by operation (a record's GET, or a page of the listing).
  sent = [];
  const http = (client as unknown as { http: { send: (req: { operation: string }) => Promise<unknown> } })
    .http;
  const send = http.send.bind(http);
  http.send = (req) => {
    sent.push(req.operation);
    return send(req);
  };
});

const count = (operation: "get" | "list") =>
  sent.filter((op) => op === `records.disputeStatus.${operation}`).length;

/** Seeds `count` dispute statuses and returns their ids, oldest first. */
async function seed(count: number, prefix = "R"): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const record = await service.admin.seedRecord(COMPANY, "disputeStatus", {
      code: `${prefix}${i}`,
      displayName: `Status ${i}`,
    });
    ids.push(String(record.id));
  }
  return ids;
}

/** Reads `ids` as the engine's refresh does: eight at a time. */
async function readAll(reads: RecordReads, ids: string[], scope = "", parallel = 8): Promise<string[]> {
  const codes: string[] = new Array<string>(ids.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < ids.length; i = next++) {
      const record = await reads.get(scope, () => Promise.resolve(client), {
        companyId: COMPANY,
        id: ids[i]!,
      });
      codes[i] = String(record.code);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return codes;
}

describe("record reads of a refresh", () => {
  it("answer 250 reads of one collection from three pages, not 250 GETs", async () => {
    const ids = await seed(250);
    const codes = await readAll(new RecordReads(DISPUTE_STATUS), ids);
    expect(codes).toEqual(ids.map((_, i) => `R${i}`));
    // The reads before the listing pays, and those already waiting when it started, are GETs.
    expect(count("get")).toBeLessThan(READS_BEFORE_LISTING + 8);
    expect(count("list")).toBe(Math.ceil(250 / LISTING_PAGE_SIZE));
  });

  it("ask for each next page before the read that needs it, so that no read waits for one", async () => {
    const ids = await seed(250);
    const reads = new RecordReads(DISPUTE_STATUS);
    for (const [i, id] of ids.entries()) {
      sent.push(`read ${i}`);
      await reads.get("", () => Promise.resolve(client), { companyId: COMPANY, id });
      // Let a page asked for in the background be sent before the next read starts.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const listedBefore = (read: number) =>
      sent.slice(0, sent.indexOf(`read ${read}`)).filter((op) => op === "records.disputeStatus.list").length;
    // Each page is asked for while the one before it still holds unread records.
    expect(listedBefore(LISTING_PAGE_SIZE)).toBe(2);
    expect(listedBefore(2 * LISTING_PAGE_SIZE)).toBe(3);
    expect(listedBefore(2 * LISTING_PAGE_SIZE - READ_AHEAD_BELOW - 1)).toBe(2);
    expect(count("get")).toBe(READS_BEFORE_LISTING - 1);
    expect(count("list")).toBe(3);
  });

  it("read a few records of a large company by GET, listing at most twice as many as they read", async () => {
    const ids = await seed(300);
    // Ten records from the end of the listing's order: no page the pace allows holds them.
    const wanted = ids.slice(-10);
    const codes = await readAll(new RecordReads(DISPUTE_STATUS), wanted);
    expect(codes).toEqual(wanted.map((_, i) => `R${290 + i}`));
    expect(count("get")).toBe(10);
    expect(count("list") * LISTING_PAGE_SIZE).toBeLessThanOrEqual(LISTED_PER_READ * 10 + LISTING_PAGE_SIZE);
  });

  it("tell a record gone since it was created from one not yet listed: a GET answers 404", async () => {
    const ids = await seed(20);
    const gone = ids[15]!;
    await service.admin.removeRecord(COMPANY, "disputeStatus", gone);
    const reads = new RecordReads(DISPUTE_STATUS);
    await readAll(reads, ids.slice(0, 10));
    expect(count("list")).toBe(1);
    sent = [];
    await expect(
      reads.get("", () => Promise.resolve(client), { companyId: COMPANY, id: gone }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(sent).toEqual(["records.disputeStatus.get"]);
  });

  it("never answer from a page a record this process wrote", async () => {
    const ids = await seed(20);
    const reads = new RecordReads(DISPUTE_STATUS);
    await readAll(reads, ids.slice(0, 10));
    const written = ids[12]!;
    reads.wrote({ companyId: COMPANY, id: written });
    await service.admin.changeRecord(COMPANY, "disputeStatus", written, { displayName: "Renamed" });
    sent = [];
    const record = await reads.get("", () => Promise.resolve(client), { companyId: COMPANY, id: written });
    expect(record.displayName).toBe("Renamed");
    expect(sent).toEqual(["records.disputeStatus.get"]);
  });

  it("go on by GET when the listing fails", async () => {
    const ids = await seed(20);
    const reads = new RecordReads(DISPUTE_STATUS);
    // One at a time: seven GETs, then the listing's first page meets the fault.
    const first = await readAll(reads, ids.slice(0, READS_BEFORE_LISTING - 1), "", 1);
    await service.admin.armFaults({ method: "GET", status: 403, times: 1 });
    const rest = await readAll(reads, ids.slice(READS_BEFORE_LISTING - 1), "", 1);
    expect([...first, ...rest]).toEqual(ids.map((_, i) => `R${i}`));
    expect(count("list")).toBe(1);
    expect(count("get")).toBe(20);
  });

  it("never share pages between reads made with other settings", async () => {
    const ids = await seed(30);
    const reads = new RecordReads(DISPUTE_STATUS);
    await readAll(reads, ids.slice(0, 20), settingsScope(undefined));
    const other = settingsScope({ recordsUrl: service.emulator.url });
    expect(other).not.toBe(settingsScope(undefined));
    expect(other).not.toContain(service.emulator.url);
    sent = [];
    await readAll(reads, ids.slice(20, 27), other);
    // Seven reads in a new scope: too few to list, so each is its own GET.
    expect(sent).toEqual(Array.from({ length: 7 }, () => "records.disputeStatus.get"));
  });
});
