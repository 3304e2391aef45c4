import { UNKNOWN } from "../../../../src/core/provider/unknowns";
import { EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";
import { disputeStatusProvider as provider } from "../../../support/record-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const service = useConfiguredEmulator();

const inputs = (over: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  code: "DS-01",
  displayName: "Price dispute",
  __provider: PROVIDER,
  ...over,
});

async function created(over: Record<string, unknown> = {}) {
  const result = await provider.create(inputs(over));
  return { id: result.id, outs: result.outs as Record<string, unknown> };
}

describe("DisputeStatus check", () => {
  it("accepts valid inputs and keeps them", async () => {
    const result = await provider.check({}, inputs());
    expect(result.failures).toBeUndefined();
    expect(result.inputs).toMatchObject({ code: "DS-01", displayName: "Price dispute" });
  });

  it("takes a program without displayName, which the table does not require (DisputeStatus.table.al:18-23)", async () => {
    const result = await provider.check({}, inputs({ displayName: undefined }));
    expect(result.failures).toBeUndefined();
    expect(result.inputs?.displayName).toBeUndefined();
  });

  it("names each bad property", async () => {
    const result = await provider.check(
      {},
      { companyId: "acme", code: "", displayName: 7, colour: "red", __provider: PROVIDER },
    );
    const byProperty = Object.fromEntries((result.failures ?? []).map((f) => [f.property, f.reason]));
    expect(Object.keys(byProperty).sort()).toEqual(["code", "colour", "companyId", "displayName"]);
    expect(byProperty.companyId).toMatch(/GUID/);
    expect(byProperty.code).toMatch(/must not be empty/);
  });

  it("reports a code longer than the service allows", async () => {
    const result = await provider.check({}, inputs({ code: "ABCDEFGHIJK" }));
    expect(result.failures).toEqual([{ property: "code", reason: "must be at most 10 characters" }]);
  });

  it("keeps GUIDs lower case without braces, and rejects unbalanced braces", async () => {
    const braced = await provider.check({}, inputs({ companyId: "{5D115C9C-44E3-EA11-BB43-000D3A2FECA1}" }));
    expect(braced.inputs).toMatchObject({ companyId: COMPANY });
    const unbalanced = await provider.check(
      {},
      inputs({ companyId: "{5d115c9c-44e3-ea11-bb43-000d3a2feca1" }),
    );
    expect(unbalanced.failures?.map((f) => f.property)).toEqual(["companyId"]);
  });

  it("does not judge values unknown during preview", async () => {
    const result = await provider.check({}, inputs({ companyId: UNKNOWN }));
    expect(result.failures).toBeUndefined();
  });

  it("makes no request", async () => {
    await provider.check({}, inputs());
    expect((await service.admin.requests()).total).toBe(0);
  });
});

describe("DisputeStatus diff", () => {
  const olds = {
    companyId: COMPANY,
    code: "DS-01",
    displayName: "Price dispute",
    recordId: "r",
    etag: 'W/"x"',
    lastModifiedDateTime: "t",
  };

  it("reports no change when nothing changed", async () => {
    expect(await provider.diff("r", olds, inputs())).toMatchObject({ changes: false });
  });

  it("updates in place when displayName changes", async () => {
    expect(await provider.diff("r", olds, inputs({ displayName: "Other" }))).toMatchObject({
      changes: true,
      stables: expect.arrayContaining(["recordId"]),
    });
    expect((await provider.diff("r", olds, inputs({ displayName: "Other" }))).replaces).toBeUndefined();
  });

  it("replaces when code changes, and when code is not known yet", async () => {
    expect(await provider.diff("r", olds, inputs({ code: "DS-02" }))).toEqual({
      changes: true,
      replaces: ["code"],
    });
    expect(await provider.diff("r", olds, inputs({ code: UNKNOWN }))).toEqual({
      changes: true,
      replaces: ["code"],
    });
  });

  it("refuses to replace a record it adopted, rather than delete it", async () => {
    await expect(provider.diff("r", olds, inputs({ code: "DS-02", adoptRecordId: "r" }))).rejects.toThrow(
      /Remove adoptRecordId/,
    );
  });

  it("makes no request", async () => {
    await provider.diff("r", olds, inputs({ displayName: "x" }));
    expect((await service.admin.requests()).total).toBe(0);
  });
});

describe("DisputeStatus create, read, update, delete", () => {
  it("creates the record and returns its id, eTag and fields", async () => {
    const { id, outs } = await created();
    expect(outs).toMatchObject({
      code: "DS-01",
      displayName: "Price dispute",
      companyId: COMPANY,
    });
    expect(outs.etag).toMatch(/^W\//);
    // The resource's id is the record's id, and both fields are set, as a state without managedFields means.
    expect(outs).not.toHaveProperty("recordId");
    expect(outs).not.toHaveProperty("managedFields");
    expect(await service.admin.record(COMPANY, "disputeStatus", id)).toMatchObject({ code: "DS-01" });
  });

  it("creates a record without displayName, which reads back blank", async () => {
    const checked = await provider.check({}, inputs({ code: "DS-BLANK", displayName: undefined }));
    const result = await provider.create(checked.inputs!);
    expect(await service.admin.record(COMPANY, "disputeStatus", result.id)).toMatchObject({
      code: "DS-BLANK",
      displayName: "",
    });
  });

  it("never stores the token in the outputs", async () => {
    const { outs } = await created();
    expect(JSON.stringify(outs)).not.toContain(EMULATOR_DEFAULT_TOKENS.records);
  });

  it("reads drift made behind its back and returns matching inputs", async () => {
    const { id, outs } = await created();
    await service.admin.changeRecord(COMPANY, "disputeStatus", id, { displayName: "Changed elsewhere" });
    const read = await provider.read(id, outs);
    expect(read.props).toMatchObject({ displayName: "Changed elsewhere" });
    expect(read.props?.etag).not.toBe(outs.etag);
    expect(read.inputs).toEqual({ companyId: COMPANY, code: "DS-01", displayName: "Changed elsewhere" });
  });

  it("names no inputs when nothing managed drifted, so the engine keeps the ones it has", async () => {
    const { id, outs } = await created();
    const read = await provider.read(id, outs);
    expect(read.inputs).toBeUndefined();
    expect(read.props).toEqual(outs);
  });

  it("keeps recordId and managedFields on refresh where earlier versions wrote them, so refresh shows no drift", async () => {
    const { id, outs } = await created();
    const earlier = { ...outs, recordId: id, managedFields: ["code", "displayName"] };
    expect((await provider.read(id, earlier)).props).toMatchObject({
      recordId: id,
      managedFields: ["code", "displayName"],
    });
    const read = await provider.read(id, outs);
    expect(read.props).not.toHaveProperty("recordId");
    expect(read.props).not.toHaveProperty("managedFields");
  });

  it("returns an empty id when the record is gone", async () => {
    const { id, outs } = await created();
    await service.admin.removeRecord(COMPANY, "disputeStatus", id);
    expect((await provider.read(id, outs)).id).toBe("");
  });

  it("updates displayName in place and takes the record's new eTag", async () => {
    const { id, outs } = await created();
    const updated = await provider.update(id, outs, inputs({ displayName: "Renamed" }));
    expect(updated.outs).toMatchObject({ displayName: "Renamed" });
    expect(updated.outs?.etag).not.toBe(outs.etag);
  });

  it("never overwrites a stale eTag and names the record and pulumi refresh", async () => {
    const { id, outs } = await created();
    await service.admin.changeRecord(COMPANY, "disputeStatus", id, { displayName: "Other writer" });
    const failure = provider.update(id, outs, inputs({ displayName: "Mine" }));
    await expect(failure).rejects.toThrow(
      /409.*Request_EntityChanged.*dispute status .*changed by someone else.*nothing was overwritten.*pulumi refresh/,
    );
    expect(await service.admin.record(COMPANY, "disputeStatus", id)).toMatchObject({
      displayName: "Other writer",
    });
  });

  it("overwrites concurrent changes only when the program opts in", async () => {
    const { id, outs } = await created();
    await service.admin.changeRecord(COMPANY, "disputeStatus", id, { displayName: "Other writer" });
    const updated = await provider.update(
      id,
      outs,
      inputs({ displayName: "Mine", overwriteConcurrentChanges: true }),
    );
    expect(updated.outs).toMatchObject({ displayName: "Mine" });
  });

  it("makes no request when only provider-side settings changed", async () => {
    const { id, outs } = await created();
    await service.admin.resetRequests();
    await provider.update(id, outs, inputs({ overwriteConcurrentChanges: true }));
    expect((await service.admin.requests()).total).toBe(0);
  });

  it("deletes the record, and treats an already deleted record as deleted", async () => {
    const { id, outs } = await created();
    await provider.delete(id, outs);
    expect(await service.admin.record(COMPANY, "disputeStatus", id)).toBeUndefined();
    await expect(provider.delete(id, outs)).resolves.toBeUndefined();
  });

  it("refuses to delete a record changed since the last read", async () => {
    const { id, outs } = await created();
    await service.admin.changeRecord(COMPANY, "disputeStatus", id, { displayName: "Other writer" });
    await expect(provider.delete(id, outs)).rejects.toThrow(/pulumi refresh/);
    expect(await service.admin.record(COMPANY, "disputeStatus", id)).toBeDefined();
  });

  it("adopts an existing record, patching only what differs", async () => {
    const seeded = await service.admin.seedRecord(COMPANY, "disputeStatus", {
      code: "DS-01",
      displayName: "Old name",
    });
    const { id, outs } = await created({ adoptRecordId: seeded.id });
    expect(id).toBe(seeded.id);
    expect(outs).toMatchObject({ displayName: "Price dispute", adoptRecordId: seeded.id });
    expect((await service.admin.requests()).byRoute).toMatchObject({
      "GET disputeStatus": 1,
      "PATCH disputeStatus": 1,
    });
    expect((await service.admin.requests()).byRoute["POST disputeStatus"]).toBeUndefined();
  });

  it("refuses to adopt a record whose code differs, since a code change replaces", async () => {
    const seeded = await service.admin.seedRecord(COMPANY, "disputeStatus", {
      code: "OTHER",
      displayName: "Old name",
    });
    await expect(created({ adoptRecordId: seeded.id })).rejects.toThrow(
      /code is "OTHER", not "DS-01".*Set code to "OTHER"/,
    );
    expect(await service.admin.record(COMPANY, "disputeStatus", String(seeded.id))).toMatchObject({
      displayName: "Old name",
    });
  });

  it("fails clearly when the record to adopt does not exist", async () => {
    await expect(created({ adoptRecordId: "00000000-0000-0000-0000-000000000001" })).rejects.toThrow(
      /HTTP 404.*adoptRecordId .* no dispute status.*Remove adoptRecordId/,
    );
  });

  it("uses explicit settings over stack config", async () => {
    const wrong = { recordsUrl: service.emulator.url, recordsToken: "not-the-token" };
    await expect(created({ settings: wrong })).rejects.toThrow(/401.*Check the recordsToken setting/);
  });

  it("retries a throttled read after Retry-After", async () => {
    const { id, outs } = await created();
    await service.admin.armFaults({
      method: "GET",
      pathIncludes: "disputeStatus",
      times: 1,
      status: 429,
      retryAfter: "0",
    });
    await expect(provider.read(id, outs)).resolves.toMatchObject({ id });
  });

  it("does not repeat a create after a 503 until a look-up shows that it made nothing", async () => {
    await service.admin.armFaults({ method: "POST", times: 1, status: 503 });
    const { id } = await created();
    const requests = (await service.admin.requests()).byRoute;
    expect(requests["POST disputeStatus"]).toBe(2);
    expect(requests["GET disputeStatus"]).toBe(1);
    const records = await service.admin.list(COMPANY, "v2.0", "disputeStatus");
    expect(records.filter((r) => r.code === "DS-01").map((r) => r.id)).toEqual([id]);
  });
});
