import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_DATASHARE_SHARE_SUBSCRIPTION,
  seedSynchronizationId,
} from "pulumi-bizops-emulator";
import { admin, GUID } from "../support/emulator-client";
import {
  ADMIN_SHARE,
  allPages,
  errorOf,
  items,
  post,
  query,
  useDataShareEmulator,
} from "./support/datashare-client";

const { emulator, opUrl } = useDataShareEmulator();

describe("data share: listSynchronizationDetails", () => {
  const firstFailed = seedSynchronizationId(3);

  it("lists the data-set details of a synchronization", async () => {
    const reply = await post(opUrl("listSynchronizationDetails"), {
      body: { synchronizationId: firstFailed },
    });
    expect(reply.status).toBe(200);
    const details = items(reply);
    expect(details.length).toBeGreaterThanOrEqual(1);
    expect(details.length).toBeLessThanOrEqual(3);
    expect(details[0]).toMatchObject({
      dataSetId: expect.stringMatching(GUID),
      dataSetType: expect.any(String),
      name: expect.any(String),
      status: "Failed",
      message: expect.any(String),
      rowsRead: expect.any(Number),
      sizeRead: expect.any(Number),
      filesRead: expect.any(Number),
      vCore: expect.any(Number),
    });
    expect(reply.body).not.toHaveProperty("nextLink");
  });

  it("pages with next links whose POSTs need no body, filtered and ordered", async () => {
    await admin(emulator, "POST", "datashare/page-size", { size: 2 });
    const id = "11111111-2222-4333-8444-555555555555";
    const details = Array.from({ length: 7 }, (_, i) => ({
      dataSetId: `d-${i}`,
      dataSetType: i % 2 === 0 ? "Blob" : "KustoTable",
      name: `set-${i}`,
      rowsCopied: i * 10,
      status: "Completed",
    }));
    const seeded = await admin(
      emulator,
      "POST",
      `${ADMIN_SHARE}/${SEED_DATASHARE_SHARE_SUBSCRIPTION}/synchronizations`,
      [{ synchronizationId: id, status: "Completed", details }],
    );
    expect(seeded.status).toBe(201);
    const first = await post(
      opUrl("listSynchronizationDetails", query("dataSetType eq 'Blob'", "rowsCopied desc")),
      {
        body: { synchronizationId: id },
      },
    );
    expect(first.status).toBe(200);
    const pages = await allPages(first);
    expect(pages.map((page) => items(page).length)).toEqual([2, 2]);
    expect(pages.flatMap(items).map((detail) => detail.name)).toEqual(["set-6", "set-4", "set-2", "set-0"]);
    // allPages posts the next link with no body: a plain fetch proves no Content-Type or body is needed.
    const response = await fetch(String(first.body.nextLink), {
      method: "POST",
      headers: { Authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.dataShare}` },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ["no body", undefined],
    ["a body without synchronizationId", {}],
    ["a numeric synchronizationId", { synchronizationId: 42 }],
  ])("answers 400 for %s", async (_label, body) => {
    const reply = await post(opUrl("listSynchronizationDetails"), body === undefined ? {} : { body });
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: "InvalidRequestContent", details: [] });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const reply = await post(opUrl("listSynchronizationDetails"), { rawBody: "{nope" });
    expect(reply.status).toBe(400);
  });

  it("answers 404 ResourceNotFound for an unknown synchronizationId", async () => {
    const reply = await post(opUrl("listSynchronizationDetails"), {
      body: { synchronizationId: "00000000-1111-2222-3333-444444444444" },
    });
    expect(reply.status).toBe(404);
    expect(errorOf(reply)).toMatchObject({
      code: "ResourceNotFound",
      target: "synchronizationId",
      details: [],
    });
  });
});
