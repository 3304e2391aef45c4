import {
  SEED_DATASHARE_SYNCHRONIZATION_COUNT,
  seedSynchronizationId,
  startEmulator,
} from "pulumi-bizops-emulator";
import { admin, GUID } from "../support/emulator-client";
import { allPages, API, items, post, SHARE_PATH, useDataShareEmulator } from "./support/datashare-client";

const { emulator, opUrl, listAll } = useDataShareEmulator();

describe("data share: listSynchronizations", () => {
  it("pages the 25 seeded synchronizations 10 at a time, with absolute self-contained next links", async () => {
    const first = await post(opUrl("listSynchronizations"));
    expect(first.status).toBe(200);
    const pages = await allPages(first);
    expect(pages.map((page) => items(page).length)).toEqual([10, 10, 5]);
    for (const page of pages.slice(0, -1)) {
      const link = new URL(String(page.body.nextLink));
      expect(`${link.protocol}//${link.host}`).toBe(emulator.url);
      expect(link.pathname).toBe(`${SHARE_PATH}/listSynchronizations`);
      expect(link.searchParams.get("api-version")).toBe("2021-08-01");
      expect(link.searchParams.get("$skipToken")).toMatch(/.+/);
    }
    expect(pages.at(-1)?.body).not.toHaveProperty("nextLink");
    const ids = pages.flatMap(items).map((sync) => sync.synchronizationId);
    expect(ids).toHaveLength(SEED_DATASHARE_SYNCHRONIZATION_COUNT);
    expect(new Set(ids).size).toBe(SEED_DATASHARE_SYNCHRONIZATION_COUNT);
    expect(ids[0]).toBe(seedSynchronizationId(0));
  });

  it("seeds mixed statuses and modes, with times and durations where a run started or ended", async () => {
    const all = await listAll();
    const statuses = new Set(all.map((sync) => sync.status));
    expect(statuses).toEqual(new Set(["Completed", "Failed", "InProgress", "Queued"]));
    expect(new Set(all.map((sync) => sync.synchronizationMode))).toEqual(
      new Set(["Incremental", "FullSync"]),
    );
    const completed = all.find((sync) => sync.status === "Completed") ?? {};
    expect(completed).toEqual({
      synchronizationId: expect.stringMatching(GUID),
      status: "Completed",
      synchronizationMode: expect.stringMatching(/^(Incremental|FullSync)$/),
      startTime: expect.any(String),
      endTime: expect.any(String),
      durationMs: expect.any(Number),
    });
    expect(Date.parse(String(completed.endTime)) - Date.parse(String(completed.startTime))).toBe(
      completed.durationMs,
    );
  });

  it("answers the address the client used in nextLink", async () => {
    const localhost = emulator.url.replace("127.0.0.1", "localhost");
    const reply = await post(`${localhost}${SHARE_PATH}/listSynchronizations?${API}`);
    expect(String(reply.body.nextLink)).toMatch(new RegExp(`^${localhost}/`));
  });

  it("follows a page size set by the admin route", async () => {
    expect((await admin(emulator, "POST", "datashare/page-size", { size: 7 })).status).toBe(204);
    expect((await admin(emulator, "GET", "datashare/page-size")).body).toEqual({ size: 7 });
    const pages = await allPages(await post(opUrl("listSynchronizations")));
    expect(pages.map((page) => items(page).length)).toEqual([7, 7, 7, 4]);
  });

  it("puts the page size back to the default on reset", async () => {
    await admin(emulator, "POST", "datashare/page-size", { size: 3 });
    await admin(emulator, "POST", "reset");
    expect(items(await post(opUrl("listSynchronizations")))).toHaveLength(10);
  });

  it.each([[{ size: 0 }], [{ size: 2.5 }], [{ size: "5" }], [{}]])(
    "refuses page size %j with 400",
    async (body) => {
      expect((await admin(emulator, "POST", "datashare/page-size", body)).status).toBe(400);
    },
  );

  it("takes the page size from startEmulator({ dataSharePageSize })", async () => {
    const small = await startEmulator({ dataSharePageSize: 12 });
    try {
      const first = await post(`${small.url}${SHARE_PATH}/listSynchronizations?${API}`);
      expect(items(first)).toHaveLength(12);
      expect(String(first.body.nextLink)).toMatch(new RegExp(`^${small.url}/`));
    } finally {
      await small.close();
    }
  });
});
