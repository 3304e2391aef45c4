import { mkdtempSync, readdirSync, rmSync } from "node:fs";
// Plain requires, so that jest can watch their functions (a namespace import cannot be spied on).
// eslint-disable-next-line @typescript-eslint/no-require-imports
import fs = require("node:fs");
// eslint-disable-next-line @typescript-eslint/no-require-imports
import fsPromises = require("node:fs/promises");
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ResourceInitError } from "../../../../src/core/errors/errors";
import { configureProvider } from "../../../../src/core/provider/provider-config";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { disputeStatusSpec } from "../../../support/record-providers";
import { purchaseCreditMemoSpec } from "../../../support/record-providers";
import { recordResourceProvider } from "../../../../src/records/provider/record-crud";
import { ScriptedServer } from "../../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const VENDOR = "9d0c7f2e-1b4a-4c2d-8e3f-5a6b7c8d9e0f";
const ID = "e7089725-18dd-4891-8d70-98b93da42984";
const OTHER_ID = "0b7c1e2a-0000-4000-8000-000000000002";
const PROVIDER = "exports.handler = () => ({})";
const server = new ScriptedServer();
let dir: string;
let reports: string[];

// A lookup that meets dropped connections retries with the client's real backoff.
jest.setTimeout(30_000);

beforeAll(async () => {
  configureProvider({ get: () => undefined });
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "bizops-journal-"));
  reports = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A provider as one `pulumi up` has it; another `run` plays a later `pulumi up`. */
const providerOf = (spec: typeof disputeStatusSpec, run: string) =>
  recordResourceProvider(spec, {
    journal: new CreateJournal(dir, run),
    report: (line) => reports.push(line),
  });

/** Watches one synchronous file call, counting only the calls on the journal's folder. */
const watchJournal = (
  name: "readdirSync" | "readFileSync" | "writeFileSync" | "appendFileSync" | "renameSync" | "mkdirSync",
) => {
  const spy = jest.spyOn(fs, name);
  return {
    calls: () => spy.mock.calls.filter(([path]) => String(path).startsWith(dir)).length,
    restore: () => spy.mockRestore(),
  };
};

const settings = () => ({ recordsUrl: server.url, recordsToken: "records-token-1" });
const status = (over: Record<string, unknown> = {}) => ({
  id: ID,
  code: "ORPHAN",
  displayName: "Orphan",
  lastModifiedDateTime: new Date().toISOString(),
  "@odata.etag": 'W/"1"',
  ...over,
});
const statusInputs = (over: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  code: "ORPHAN",
  displayName: "Orphan",
  settings: settings(),
  __provider: PROVIDER,
  ...over,
});
const memo = (over: Record<string, unknown> = {}) => ({
  id: ID,
  number: "PCM-00001",
  status: "Draft",
  vendorId: VENDOR,
  creditMemoDate: "2026-11-20",
  purchaser: "ANNA",
  lastModifiedDateTime: new Date().toISOString(),
  "@odata.etag": 'W/"1"',
  ...over,
});
const memoInputs = () => ({
  companyId: COMPANY,
  vendorId: VENDOR,
  creditMemoDate: "2026-11-20",
  purchaser: "ANNA",
  settings: settings(),
  __provider: PROVIDER,
});
const posts = () => server.received.filter((request) => request.method === "POST");
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe("DisputeStatus create when the answer is lost", () => {
  it("never creates a second record when the connection drops after the create: it finds and tracks it", async () => {
    server.answer("drop", { status: 200, body: { value: [status()] } });
    const result = await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    expect(result.id).toBe(ID);
    expect(posts()).toHaveLength(1);
    expect(decodeURIComponent(server.received[1]?.url ?? "")).toContain("$filter=code eq 'ORPHAN'");
    expect(reports.join("\n")).toMatch(/answer to the create was lost.*it is now in the stack/);
  });

  it("tracks the record after a 5xx that came after the write", async () => {
    server.answer(
      { status: 500, body: { error: { code: "Internal_ServerError", message: "boom" } } },
      { status: 200, body: { value: [status()] } },
    );
    const result = await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    expect(result.id).toBe(ID);
    expect(posts()).toHaveLength(1);
  });

  it("sends the create again when the look-up shows that it made nothing, and makes one record", async () => {
    server.answer("drop", { status: 200, body: { value: [] } }, { status: 201, body: status() });
    const result = await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    expect(result.id).toBe(ID);
    expect(server.received.map((r) => r.method)).toEqual(["POST", "GET", "POST"]);
  });

  it("says that nothing was created when three creates each made nothing, and the next up creates it", async () => {
    const empty = { status: 200, body: { value: [] } };
    server.answer("drop", empty, "drop", empty, "drop", empty);
    const error = await failure(providerOf(disputeStatusSpec, "run-1").create(statusInputs()));
    expect(String(error)).toMatch(
      /after each of 3 attempts: no dispute status with the values sent exists .* so nothing was created\. Run `pulumi up` again/,
    );
    expect(posts()).toHaveLength(3);
    server.answer({ status: 201, body: status() });
    const result = await providerOf(disputeStatusSpec, "run-2").create(statusInputs());
    expect(result.id).toBe(ID);
    expect(server.received.map((r) => r.method)).toEqual(["POST"]);
  });

  it("when even the lookup fails, the next up looks again before creating and never posts twice", async () => {
    server.answer("drop", "drop", "drop", "drop", "drop");
    const error = await failure(providerOf(disputeStatusSpec, "run-1").create(statusInputs()));
    expect(String(error)).toMatch(/looking for it failed too.*will not create a second one/s);
    server.answer({ status: 200, body: { value: [status()] } }, { status: 200, body: status() });
    const result = await providerOf(disputeStatusSpec, "run-2").create(statusInputs());
    expect(result.id).toBe(ID);
    expect(posts()).toHaveLength(0);
    expect(reports.join("\n")).toMatch(/earlier `pulumi up` sent a create whose answer never came/);
  });

  it("takes in a record an earlier up created but was killed before saving", async () => {
    server.answer({ status: 201, body: status() });
    await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    // run-1 was killed here: the engine never saved the record.
    server.answer({ status: 200, body: status() }, { status: 200, body: status() });
    const result = await providerOf(disputeStatusSpec, "run-2").create(statusInputs());
    expect(result.id).toBe(ID);
    expect(posts()).toHaveLength(0);
    expect(reports.join("\n")).toMatch(/created by an earlier `pulumi up` that stopped before saving it/);
  });

  it("keeps a record it took in, in state, when bringing it to the declared values fails", async () => {
    server.answer({ status: 201, body: status() });
    await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    server.answer(
      { status: 200, body: status() },
      { status: 200, body: status() },
      { status: 500, body: { error: { code: "Internal_ServerError", message: "boom" } } },
    );
    const error = await failure(
      providerOf(disputeStatusSpec, "run-2").create(statusInputs({ displayName: "Renamed" })),
    );
    expect(error).toBeInstanceOf(ResourceInitError);
    expect(error).toMatchObject({ id: ID, properties: { __provider: PROVIDER } });
    expect(String(error)).toMatch(/next `pulumi up` updates it; it does not create another/);
  });

  it("forgets a saved record's create once its state comes back, so another stack's equal create is its own", async () => {
    server.answer({ status: 201, body: status() });
    const created = await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    await providerOf(disputeStatusSpec, "run-2").diff(ID, created.outs!, statusInputs());
    server.answer({ status: 201, body: status({ id: OTHER_ID }) });
    const again = await providerOf(disputeStatusSpec, "run-3").create(statusInputs());
    expect(again.id).toBe(OTHER_ID);
    expect(server.received.map((r) => r.method)).toEqual(["POST"]);
  });

  it("drops a record's note before its diff answers, with no file call left running", async () => {
    server.answer({ status: 201, body: status() });
    const created = await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    const later = providerOf(disputeStatusSpec, "run-2");
    const queued = [jest.spyOn(fsPromises, "readFile"), jest.spyOn(fsPromises, "rm")];
    try {
      await expect(later.diff(ID, created.outs!, statusInputs())).resolves.toMatchObject({ changes: false });
      // Gone already: a create of the same record that follows can never meet the old note.
      expect(readdirSync(dir)).toEqual([]);
      for (const spy of queued) expect(spy).not.toHaveBeenCalled();
      server.answer({ status: 201, body: status({ id: OTHER_ID }) });
      await expect(later.create(statusInputs())).resolves.toMatchObject({ id: OTHER_ID });
      expect(server.received.map((r) => r.method)).toEqual(["POST"]);
    } finally {
      for (const spy of queued) spy.mockRestore();
    }
  });

  it("diffs records without a note from memory: the journal folder is listed once per process, and no note is read", async () => {
    server.answer({ status: 201, body: status() });
    const created = await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    const later = providerOf(disputeStatusSpec, "run-2");
    const listings = watchJournal("readdirSync");
    const reads = watchJournal("readFileSync");
    try {
      for (let i = 0; i < 50; i++) {
        const code = `S${i}`;
        await later.diff(`id-${i}`, { ...created.outs!, code }, statusInputs({ code }));
      }
      expect(listings.calls()).toBe(1);
      expect(reads.calls()).toBe(0);
      // The one record with a note is settled on its diff, and its note is gone.
      await later.diff(ID, created.outs!, statusInputs());
      expect(reads.calls()).toBe(1);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      listings.restore();
      reads.restore();
    }
  });

  it("settles nothing, and hashes no key, on diffs and reads when the journal holds no note", async () => {
    server.answer({ status: 201, body: status() });
    const created = await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    const later = providerOf(disputeStatusSpec, "run-2");
    // The one note goes on the record's first diff; after that the journal is empty.
    await later.diff(ID, created.outs!, statusInputs());
    expect(readdirSync(dir)).toEqual([]);
    const keys = jest.spyOn(CreateJournal, "key");
    try {
      for (let i = 0; i < 20; i++) {
        const code = `S${i}`;
        await later.diff(`id-${i}`, { ...created.outs!, code }, statusInputs({ code }));
      }
      expect(keys).not.toHaveBeenCalled();
    } finally {
      keys.mockRestore();
    }
  });

  it("notes creates without reading any note when no earlier run left one", async () => {
    const provider = providerOf(disputeStatusSpec, "run-1");
    const reads = watchJournal("readFileSync");
    const writes = watchJournal("writeFileSync");
    const appends = watchJournal("appendFileSync");
    const renames = watchJournal("renameSync");
    const folders = watchJournal("mkdirSync");
    try {
      for (let i = 0; i < 3; i++) {
        server.answer({ status: 201, body: status({ code: `S${i}` }) });
        await provider.create(statusInputs({ code: `S${i}` }));
      }
      expect(reads.calls()).toBe(0);
      // Each create writes what it sends, then appends the id its answer named (Node's append is a
      // write with the append flag, so the writes count both); nothing is renamed.
      expect(appends.calls()).toBe(3);
      expect(writes.calls()).toBe(6);
      expect(renames.calls()).toBe(0);
      expect(folders.calls()).toBe(1);
    } finally {
      for (const watch of [reads, writes, appends, renames, folders]) watch.restore();
    }
  });

  it("takes in the record by the values sent when a kill cut the note's id line short", async () => {
    server.answer({ status: 201, body: status() });
    await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    const [note = ""] = readdirSync(dir);
    const text = fs.readFileSync(join(dir, note), "utf8");
    fs.writeFileSync(join(dir, note), text.slice(0, text.lastIndexOf('"')));
    server.answer({ status: 200, body: { value: [status()] } }, { status: 200, body: status() });
    const result = await providerOf(disputeStatusSpec, "run-2").create(statusInputs());
    expect(result.id).toBe(ID);
    expect(posts()).toHaveLength(0);
    expect(server.received[0]?.url).toMatch(/\$filter=/);
  });

  it("takes in the record by its id from a note an earlier version wrote whole, id inside", async () => {
    const key = CreateJournal.key("disputeStatus", COMPANY, { code: "ORPHAN" });
    const sent = { code: "ORPHAN", displayName: "Orphan" };
    const note = { run: "run-0", sentAt: new Date().toISOString(), fields: sent, recordId: ID };
    fs.writeFileSync(join(dir, `${key}.json`), JSON.stringify(note));
    server.answer({ status: 200, body: status() }, { status: 200, body: status() });
    const result = await providerOf(disputeStatusSpec, "run-2").create(statusInputs());
    expect(result.id).toBe(ID);
    expect(posts()).toHaveLength(0);
    expect(server.received[0]?.url).toContain(`disputeStatus(${ID})`);
  });

  it("names the existing record, says how to find another resource of the stack that declares it, then adoptRecordId, when the key exists", async () => {
    server.answer(
      {
        status: 400,
        body: { error: { code: "Internal_EntityWithSameKeyExists", message: "The record already exists." } },
      },
      { status: 200, body: { value: [status({ displayName: "Someone else's" })] } },
    );
    const error = await failure(providerOf(disputeStatusSpec, "run-1").create(statusInputs()));
    expect(String(error)).toContain(
      `A dispute status with code "ORPHAN" already exists in company ${COMPANY}: record ${ID}. Another resource of this stack may declare the same record: \`pulumi stack export | grep ${ID}\` shows the one that holds it, and the policy pack's bizops-one-resource-per-record names both in a preview (node_modules/pulumi-bizops/docs/policy.md); if so, keep one of the two. If the record is no other resource's, set adoptRecordId: "${ID}" to manage it with this resource, or set adoptExistingRecords to "true" (\`pulumi config set bizops:adoptExistingRecords true\`, or in the resource's settings) to take over every record the company already holds by its key; otherwise choose another code.`,
    );
    expect(String(error)).toContain("Internal_EntityWithSameKeyExists");
  });

  it("after a lost answer, does not take a record that held the code before with other values, and names it", async () => {
    const before = status({ displayName: "Other", lastModifiedDateTime: "2020-01-01T00:00:00Z" });
    server.answer("drop", { status: 200, body: { value: [before] } });
    const error = await failure(providerOf(disputeStatusSpec, "run-1").create(statusInputs()));
    expect(String(error)).toContain(`adoptRecordId: "${ID}"`);
  });

  it("after a lost answer, takes the record with the code changed since the create as the one made, whatever the service made of its values", async () => {
    const rewritten = status({ displayName: "Orphan (rewritten by the service)" });
    const found = { status: 200, body: rewritten };
    server.answer("drop", { status: 200, body: { value: [rewritten] } }, found, found);
    const result = await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    expect(result.id).toBe(ID);
    expect(posts()).toHaveLength(1);
  });

  it("after a lost answer, takes a record holding what was sent in upper case or with a blank filled in", async () => {
    const held = status({
      code: "ORPHAN",
      displayName: "ORPHAN",
      lastModifiedDateTime: "2020-01-01T00:00:00Z",
    });
    server.answer(
      "drop",
      { status: 200, body: { value: [held] } },
      { status: 200, body: held },
      { status: 200, body: held },
    );
    const result = await providerOf(disputeStatusSpec, "run-1").create(statusInputs());
    expect(result.id).toBe(ID);
  });
});

describe("PurchaseCreditMemo create when the answer is lost", () => {
  it("never creates a second memo: the one Draft memo of the vendor with the values sent is tracked", async () => {
    server.answer("drop", {
      status: 200,
      body: { value: [memo({ purchaser: "OTHER", id: OTHER_ID }), memo()] },
    });
    const result = await providerOf(purchaseCreditMemoSpec, "run-1").create(memoInputs());
    expect(result.id).toBe(ID);
    expect(posts()).toHaveLength(1);
    const filter = decodeURIComponent(server.received[1]?.url ?? "");
    expect(filter).toMatch(
      new RegExp(`\\$filter=vendorId eq ${VENDOR} and status eq 'Draft' and lastModifiedDateTime gt \\d{4}-`),
    );
  });

  it("fails naming every match and adoptRecordId when more than one memo matches, and creates none", async () => {
    server.answer("drop", { status: 200, body: { value: [memo(), memo({ id: OTHER_ID })] } });
    const error = await failure(providerOf(purchaseCreditMemoSpec, "run-1").create(memoInputs()));
    expect(String(error)).toContain(`(${ID}, ${OTHER_ID}); the provider cannot tell which one it created`);
    expect(String(error)).toContain(`adoptRecordId: "${ID}"`);
    // The next up meets the same question rather than creating a third memo.
    server.answer({ status: 200, body: { value: [memo(), memo({ id: OTHER_ID })] } });
    await expect(providerOf(purchaseCreditMemoSpec, "run-2").create(memoInputs())).rejects.toThrow(
      /cannot tell which one/,
    );
    expect(posts()).toHaveLength(0);
  });

  it("says nothing was created when no memo has every value sent", async () => {
    const other = { status: 200, body: { value: [memo({ purchaser: "OTHER" })] } };
    server.answer("drop", other, "drop", other, "drop", other);
    const error = await failure(providerOf(purchaseCreditMemoSpec, "run-1").create(memoInputs()));
    expect(String(error)).toMatch(
      /no purchase credit memo with the values sent exists .* nothing was created/,
    );
  });
});
