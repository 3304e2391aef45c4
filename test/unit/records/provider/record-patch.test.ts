/**
 * How an update's changes are sent (src/records/provider/record-patch.ts): the fields a change
 * clears or may overwrite go again in a second request with the first answer's eTag, and the
 * fields a change is copied into go beside it with the program's values.
 */
import { BizopsError } from "../../../../src/core/errors/errors";
import type { RecordsClient } from "../../../../src/records/client/records-client";
import {
  patchRecord,
  type PatchTarget,
  type PatchWrite,
} from "../../../../src/records/provider/record-patch";

const REF = { companyId: "c", id: "r" };

/** A client that answers each PATCH with the fields sent and a new eTag, and keeps what it was sent. */
function recordingClient() {
  const sent: Array<{ changes: Record<string, unknown>; etag: string }> = [];
  const client = {
    update: (_collection: unknown, _ref: unknown, changes: Record<string, unknown>, etag: string) => {
      sent.push({ changes, etag });
      return Promise.resolve({ id: "r", "@odata.etag": `W/"${sent.length + 1}"`, ...changes });
    },
  } as unknown as RecordsClient;
  return { client, sent };
}

const target = (over: Partial<PatchTarget> = {}): PatchTarget => ({
  collection: {} as PatchTarget["collection"],
  ...over,
});

const write = (over: Partial<PatchWrite>): PatchWrite => ({
  changes: {},
  inputs: { companyId: "c" },
  held: {},
  ifMatch: 'W/"1"',
  adopting: false,
  ...over,
});

describe("patchRecord", () => {
  it("sends the changes in one request with the eTag given", async () => {
    const { client, sent } = recordingClient();
    await patchRecord(client, target(), REF, write({ changes: { displayName: "New" } }));
    expect(sent).toEqual([{ changes: { displayName: "New" }, etag: 'W/"1"' }]);
  });

  it("sends the fields a country change clears again, after it, with the first answer's eTag", async () => {
    const { client, sent } = recordingClient();
    const inputs = { companyId: "c", country: "DE", city: "Berlin", state: "BE" };
    await patchRecord(
      client,
      target({ clearedBy: { country: ["city", "state", "postalCode"] } }),
      REF,
      write({ changes: { country: "DE", city: "Berlin" }, inputs, held: { country: "GB", city: "London" } }),
    );
    expect(sent).toEqual([
      { changes: { country: "DE" }, etag: 'W/"1"' },
      { changes: { city: "Berlin", state: "BE" }, etag: 'W/"2"' },
    ]);
  });

  it("sends a country that was blank in one request: nothing was there to clear", async () => {
    const { client, sent } = recordingClient();
    const inputs = { companyId: "c", country: "DE", city: "Berlin" };
    await patchRecord(
      client,
      target({ clearedBy: { country: ["city"] } }),
      REF,
      write({ changes: { country: "DE" }, inputs, held: { country: "" } }),
    );
    expect(sent).toEqual([{ changes: { country: "DE" }, etag: 'W/"1"' }]);
  });

  it("sends the program's values of the fields a change is copied into beside it, in the same request", async () => {
    const { client, sent } = recordingClient();
    const inputs = { companyId: "c", buyFromCity: "Shelbyville", payToCity: "Springfield" };
    await patchRecord(
      client,
      target({ copiedFrom: { buyFromCity: ["payToCity", "payToPostCode"] } }),
      REF,
      write({ changes: { buyFromCity: "Shelbyville" }, inputs }),
    );
    // payToPostCode is not the program's: the service may copy into it.
    expect(sent).toEqual([
      { changes: { buyFromCity: "Shelbyville", payToCity: "Springfield" }, etag: 'W/"1"' },
    ]);
  });

  it("adds no copies when no field they are copied from changes", async () => {
    const { client, sent } = recordingClient();
    const inputs = { companyId: "c", discountAmount: 5, payToCity: "Springfield" };
    await patchRecord(
      client,
      target({ copiedFrom: { buyFromCity: ["payToCity"] } }),
      REF,
      write({ changes: { discountAmount: 5 }, inputs }),
    );
    expect(sent).toEqual([{ changes: { discountAmount: 5 }, etag: 'W/"1"' }]);
  });

  it("leaves a refusal of the first request to the caller", async () => {
    const failing = {
      update: () => Promise.reject(new BizopsError("stale", { code: "ConcurrentChange" })),
    } as unknown as RecordsClient;
    const settled = { id: "r", "@odata.etag": 'W/"9"' };
    const refused = jest.fn(() => Promise.resolve(settled));
    await expect(
      patchRecord(failing, target(), REF, write({ changes: { displayName: "New" } }), refused),
    ).resolves.toBe(settled);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("says, when the second request fails, which fields the first one cleared and what to run", async () => {
    const failing = {
      update: (_c: unknown, _r: unknown, changes: Record<string, unknown>) =>
        "city" in changes
          ? Promise.reject(new BizopsError("The service is unavailable.", { code: "ServiceFailure" }))
          : Promise.resolve({ id: "r", "@odata.etag": 'W/"2"', ...changes }),
    } as unknown as RecordsClient;
    const inputs = { companyId: "c", country: "DE", city: "Berlin" };
    const refused = jest.fn();
    const clearing = target({ clearedBy: { country: ["city"] } });
    const moving = write({ changes: { country: "DE" }, inputs, held: { country: "GB" } });
    const failure = patchRecord(failing, clearing, REF, moving, refused);
    await expect(failure).rejects.toThrow(/cleared city[\s\S]*pulumi refresh/);
    expect(refused).not.toHaveBeenCalled();
  });
  it("sends a field that a change may overwrite again, after it, with the copies it calls for", async () => {
    const { client, sent } = recordingClient();
    const inputs = {
      companyId: "c",
      creditMemoDate: "2024-01-31",
      postingDate: "2024-03-10",
      dueDate: "2024-04-30",
    };
    const memo = target({
      overwrittenBy: { postingDate: ["creditMemoDate"] },
      copiedFrom: { creditMemoDate: ["dueDate"], postingDate: ["dueDate"] },
    });
    await patchRecord(client, memo, REF, write({ changes: { postingDate: "2024-03-10" }, inputs }));
    expect(sent).toEqual([
      { changes: { postingDate: "2024-03-10", dueDate: "2024-04-30" }, etag: 'W/"1"' },
      { changes: { creditMemoDate: "2024-01-31", dueDate: "2024-04-30" }, etag: 'W/"2"' },
    ]);
  });

  it("holds a changed field that a change beside it may overwrite back for the second request", async () => {
    const { client, sent } = recordingClient();
    const inputs = { companyId: "c", creditMemoDate: "2024-02-01", postingDate: "2024-03-10" };
    const changes = { creditMemoDate: "2024-02-01", postingDate: "2024-03-10" };
    await patchRecord(
      client,
      target({ overwrittenBy: { postingDate: ["creditMemoDate"] } }),
      REF,
      write({ changes, inputs }),
    );
    expect(sent.map((request) => request.changes)).toEqual([
      { postingDate: "2024-03-10" },
      { creditMemoDate: "2024-02-01" },
    ]);
  });

  it("sends one request when the program leaves out the field a change may overwrite", async () => {
    const { client, sent } = recordingClient();
    const inputs = { companyId: "c", postingDate: "2024-03-10" };
    await patchRecord(
      client,
      target({ overwrittenBy: { postingDate: ["creditMemoDate"] } }),
      REF,
      write({ changes: { postingDate: "2024-03-10" }, inputs }),
    );
    expect(sent.map((request) => request.changes)).toEqual([{ postingDate: "2024-03-10" }]);
  });

  it("says, when the second request fails, which fields the first one may have set otherwise", async () => {
    const failing = {
      update: (_c: unknown, _r: unknown, changes: Record<string, unknown>) =>
        "creditMemoDate" in changes
          ? Promise.reject(new BizopsError("The service is unavailable.", { code: "ServiceFailure" }))
          : Promise.resolve({ id: "r", "@odata.etag": 'W/"2"', ...changes }),
    } as unknown as RecordsClient;
    const inputs = { companyId: "c", creditMemoDate: "2024-01-31", postingDate: "2024-03-10" };
    const memo = target({ overwrittenBy: { postingDate: ["creditMemoDate"] } });
    const failure = patchRecord(
      failing,
      memo,
      REF,
      write({ changes: { postingDate: "2024-03-10" }, inputs }),
    );
    await expect(failure).rejects.toThrow(/may have set creditMemoDate otherwise[\s\S]*pulumi refresh/);
  });
});
