import { disputeStatusProvider as provider } from "../../../support/record-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

// State as the first release wrote it. Outputs only ever gain optional fields, so this must
// always parse and diff; add a fixture here whenever the state shape grows.
const FIRST_RELEASE_STATE = {
  __provider: "exports.handler = __f0; ...",
  companyId: "5d115c9c-44e3-ea11-bb43-000d3a2feca1",
  code: "PRICE",
  displayName: "Price dispute",
  recordId: "e7089725-18dd-4891-8d70-98b93da42984",
  etag: 'W/"JzE7clUrNUJlVUl2YXdRekx6eDswMDsn"',
  lastModifiedDateTime: "2026-11-21T21:48:24.881Z",
};

// State as later versions of 0.1 wrote it: the one-line provider shim, managedFields, and the
// record's id again as recordId. Today's state leaves out recordId (the resource's id) and
// managedFields when it names both fields.
const MANAGED_FIELDS_STATE = {
  ...FIRST_RELEASE_STATE,
  __provider: 'exports.handler = () => require("pulumi-bizops/providers/dispute-status");\n',
  managedFields: ["code", "displayName"],
};

describe("DisputeStatus state compatibility", () => {
  const inputs = { companyId: FIRST_RELEASE_STATE.companyId, code: "PRICE", displayName: "Price dispute" };

  it("diffs first-release state with no changes", async () => {
    await expect(
      provider.diff(FIRST_RELEASE_STATE.recordId, FIRST_RELEASE_STATE, inputs),
    ).resolves.toMatchObject({
      changes: false,
    });
  });

  it("tolerates fields it does not know yet in state", async () => {
    const later = { ...FIRST_RELEASE_STATE, someFutureOutput: 42 };
    await expect(provider.diff(later.recordId, later, inputs)).resolves.toMatchObject({ changes: false });
  });

  it("fails clearly, naming the field, on state it cannot read", async () => {
    const broken = { ...FIRST_RELEASE_STATE, etag: undefined };
    await expect(provider.diff("id", broken, inputs)).rejects.toThrow(
      /stored state of bizops:DisputeStatus cannot be read \(etag: .*pulumi refresh/,
    );
  });
});

describe("DisputeStatus on earlier state, against the service", () => {
  const service = useConfiguredEmulator();

  it("reads, updates and deletes a record whose state the first release wrote", async () => {
    const seeded = await service.admin.seedRecord(FIRST_RELEASE_STATE.companyId, "disputeStatus", {
      code: "PRICE",
      displayName: "Price dispute",
    });
    const id = String(seeded.id);
    const state = { ...FIRST_RELEASE_STATE, recordId: id, etag: String(seeded["@odata.etag"]) };
    const read = await provider.read(id, state);
    expect(read).toMatchObject({ id, props: { displayName: "Price dispute" } });
    const inputs = { companyId: state.companyId, code: "PRICE", displayName: "Renamed" };
    const updated = await provider.update(id, state, inputs);
    expect(updated.outs).toMatchObject({ displayName: "Renamed" });
    await provider.delete(id, updated.outs ?? {});
    expect(await service.admin.record(state.companyId, "disputeStatus", id)).toBeUndefined();
  });

  it("reads a state written before deletionPolicy as delete: it diffs clean, deletes the record, and takes a policy by an update that sends nothing", async () => {
    const seeded = await service.admin.seedRecord(FIRST_RELEASE_STATE.companyId, "disputeStatus", {
      code: "PRICE",
      displayName: "Price dispute",
    });
    const id = String(seeded.id);
    const state = { ...FIRST_RELEASE_STATE, recordId: id, etag: String(seeded["@odata.etag"]) };
    const inputs = { companyId: state.companyId, code: "PRICE", displayName: "Price dispute" };
    await expect(provider.diff(id, state, inputs)).resolves.toMatchObject({ changes: false });
    await service.admin.resetRequests();
    const abandoning = await provider.update(id, state, { ...inputs, deletionPolicy: "abandon" });
    expect((await service.admin.requests()).total).toBe(0);
    expect(abandoning.outs).toMatchObject({ deletionPolicy: "abandon" });
    await provider.delete(id, state);
    expect(await service.admin.record(state.companyId, "disputeStatus", id)).toBeUndefined();
  });

  it("diffs state naming recordId and managedFields unchanged, refreshes it in its own shape, and updates it into today's", async () => {
    const seeded = await service.admin.seedRecord(MANAGED_FIELDS_STATE.companyId, "disputeStatus", {
      code: "PRICE",
      displayName: "Price dispute",
    });
    const id = String(seeded.id);
    const state = {
      ...MANAGED_FIELDS_STATE,
      recordId: id,
      etag: String(seeded["@odata.etag"]),
    };
    const inputs = { companyId: state.companyId, code: "PRICE", displayName: "Price dispute" };
    await expect(provider.diff(id, state, inputs)).resolves.toMatchObject({ changes: false });
    // A refresh that dropped the two outputs would show every such resource as drifted. The
    // stamp earlier releases kept goes: the real disputeStatus page has none to refresh it from.
    const read = await provider.read(id, state);
    const { __provider: _provider, lastModifiedDateTime: _stamp, ...outputs } = state;
    expect(read.props).toEqual(outputs);
    await service.admin.resetRequests();
    const updated = await provider.update(id, state, { ...inputs, displayName: "Renamed" });
    expect((await service.admin.requests()).byRoute).toEqual({ "PATCH disputeStatus": 1 });
    expect(updated.outs).toMatchObject({ displayName: "Renamed" });
    expect(updated.outs).not.toHaveProperty("recordId");
    expect(updated.outs).not.toHaveProperty("managedFields");
  });
});
