/**
 * What an update refused for a stale eTag may still send, and whether a refused delete may go on
 * (src/records/provider/concurrent-change.ts): another writer's change is no conflict where it left
 * every managed field as Pulumi last saw it, or, for an update, as the program wants it, or, for
 * a delete, changed only a code a rename carried into the record.
 */
import {
  changesStillNeeded,
  deleteMayProceed,
  type RefusedDelete,
  type RefusedUpdate,
} from "../../../../src/records/provider/concurrent-change";
import type { RecordState } from "../../../../src/records/definitions/record-base";

const state = (fields: Record<string, unknown>): RecordState => ({
  companyId: "c",
  etag: 'W/"1"',
  ...fields,
});

const update = (over: Partial<RefusedUpdate>): RefusedUpdate => ({
  state: state({ displayName: "Old", unit: "PCS" }),
  inputs: { displayName: "New", unit: "PCS" },
  managed: ["displayName", "unit"],
  changes: { displayName: "New" },
  current: { displayName: "Old", unit: "PCS", phone: "555" },
  ...over,
});

describe("changesStillNeeded", () => {
  it("sends the update's changes again when only a field the program does not manage changed", () => {
    expect(changesStillNeeded(update({}))).toEqual({ displayName: "New" });
  });

  it("sends nothing more when the record holds every change already", () => {
    const current = { displayName: "New", unit: "PCS" };
    expect(changesStillNeeded(update({ current }))).toEqual({});
  });

  it("keeps a managed field another writer set to the program's value, and sends the rest", () => {
    const inputs = { displayName: "New", unit: "BOX" };
    const changes = { displayName: "New", unit: "BOX" };
    const current = { displayName: "Old", unit: "BOX" };
    expect(changesStillNeeded(update({ inputs, changes, current }))).toEqual({ displayName: "New" });
  });

  it("refuses when another writer set a managed field to another value than the program's", () => {
    const current = { displayName: "Old", unit: "BOX" };
    expect(changesStillNeeded(update({ current }))).toBeUndefined();
  });

  it("takes a value the service stores upper case, as it stored the value sent, for the program's", () => {
    const held = state({ displayName: "Old", unit: "PCS", sentValues: { unit: "pcs" } });
    const inputs = { displayName: "Old", unit: "box" };
    const current = { displayName: "Old", unit: "BOX" };
    expect(changesStillNeeded(update({ state: held, inputs, changes: { unit: "box" }, current }))).toEqual(
      {},
    );
  });

  it("compares text the service stores as sent exactly, case included", () => {
    const inputs = { displayName: "new", unit: "PCS" };
    const current = { displayName: "NEW", unit: "PCS" };
    expect(changesStillNeeded(update({ inputs, current }))).toBeUndefined();
  });
});

describe("deleteMayProceed", () => {
  const UNIT = "0b1f3c0e-5a2d-4c61-9f0e-2d7c3b8a9e11";
  const OTHER = "7e4d2a19-3b6c-4f8e-a1d5-9c0b2e6f4a37";
  const refused = (current: Record<string, unknown>, held: Record<string, unknown> = {}): RefusedDelete => ({
    state: state({ displayName: "Old", unit: "PCS", unitId: UNIT, ...held }),
    managed: ["displayName", "unit"],
    keyReferences: { unit: "unitId" },
    current: { unitId: UNIT, ...current },
  });

  it("goes on when only a field the program does not manage changed", () => {
    expect(deleteMayProceed(refused({ displayName: "Old", unit: "PCS", phone: "555" }))).toBe(true);
  });

  it("goes on when a code changed under the same id, as a rename changes it", () => {
    expect(deleteMayProceed(refused({ displayName: "Old", unit: "PIECES" }))).toBe(true);
  });

  it("refuses when the code names another record, whose id differs", () => {
    expect(deleteMayProceed(refused({ displayName: "Old", unit: "BOX", unitId: OTHER }))).toBe(false);
  });

  it("refuses a changed code when state holds no id to tell a rename by", () => {
    expect(deleteMayProceed(refused({ displayName: "Old", unit: "PIECES" }, { unitId: undefined }))).toBe(
      false,
    );
  });

  it("refuses when another managed field changed, with or without a renamed code", () => {
    expect(deleteMayProceed(refused({ displayName: "Someone else's", unit: "PCS" }))).toBe(false);
    expect(deleteMayProceed(refused({ displayName: "Someone else's", unit: "PIECES" }))).toBe(false);
  });
});
