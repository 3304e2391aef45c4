import { admin, GUID } from "../support/emulator-client";
import { allPages, API, post, SHARE_PATH, useDataShareEmulator } from "./support/datashare-client";

const { emulator, opUrl } = useDataShareEmulator();

describe("data share: headers, counting and faults", () => {
  it("sends Date, request id, nosniff, a decreasing read allowance and a correlation id on every answer", async () => {
    const ok = await post(opUrl("listSynchronizations"));
    const failed = await post(opUrl("listSynchronizations"), { token: null });
    const notFound = await post(opUrl("listSynchronizations", API, SHARE_PATH.replace("sales-share", "x")));
    for (const reply of [ok, failed, notFound]) {
      expect(Number.isNaN(Date.parse(reply.headers.get("date") ?? ""))).toBe(false);
      expect(reply.headers.get("x-svc-request-id")).toMatch(GUID);
      expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
      expect(reply.headers.get("x-svc-correlation-request-id")).toMatch(GUID);
    }
    const remaining = [ok, failed, notFound].map((reply) =>
      Number(reply.headers.get("x-svc-ratelimit-remaining-subscription-reads")),
    );
    expect(remaining[1]).toBe(Number(remaining[0]) - 1);
    expect(remaining[2]).toBe(Number(remaining[0]) - 2);
  });

  it("echoes the caller's correlation id", async () => {
    const reply = await post(opUrl("listSynchronizations"), {
      headers: { "x-svc-correlation-request-id": "trace-123" },
    });
    expect(reply.headers.get("x-svc-correlation-request-id")).toBe("trace-123");
  });

  it("counts requests by operation", async () => {
    await admin(emulator, "DELETE", "requests");
    await allPages(await post(opUrl("listSynchronizations")));
    await post(opUrl("listSourceShareSynchronizationSettings"));
    const counts = await admin(emulator, "GET", "requests");
    expect(counts.body).toEqual({
      total: 4,
      byRoute: { "POST listSynchronizations": 3, "POST listSourceShareSynchronizationSettings": 1 },
    });
  });

  it("applies faults with the data share error body and headers", async () => {
    await admin(emulator, "POST", "faults", {
      pathIncludes: "listSynchronizations",
      status: 429,
      retryAfter: "3",
      times: 1,
    });
    const faulted = await post(opUrl("listSynchronizations"));
    expect(faulted.status).toBe(429);
    expect(faulted.headers.get("retry-after")).toBe("3");
    expect(faulted.body).toEqual({
      error: { code: "TooManyRequests", message: expect.any(String), target: "", details: [] },
    });
    expect(faulted.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await post(opUrl("listSynchronizations"))).status).toBe(200);
  });
});
