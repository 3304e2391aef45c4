import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_DATASHARE_SHARE_SUBSCRIPTION,
  startEmulator,
} from "pulumi-bizops-emulator";
import { call } from "../support/emulator-client";
import { API, errorOf, post, SHARE_PATH, useDataShareEmulator } from "./support/datashare-client";

const { opUrl } = useDataShareEmulator();

describe("data share: errors", () => {
  it.each([
    ["no api-version", "", "MissingApiVersionParameter"],
    ["another api-version", "api-version=2019-11-01", "InvalidApiVersionParameter"],
  ])("answers 400 for %s", async (_label, queryText, code) => {
    const reply = await post(opUrl("listSynchronizations", queryText));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: { code, message: expect.any(String), target: "api-version", details: [] },
    });
  });

  it.each([
    ["no token", null],
    ["a wrong token", "not-the-token"],
    ["the records token", EMULATOR_DEFAULT_TOKENS.records],
  ])("answers 401 AuthenticationFailed for %s", async (_label, token) => {
    const reply = await post(opUrl("listSynchronizations"), { token });
    expect(reply.status).toBe(401);
    expect(errorOf(reply)).toMatchObject({ code: "AuthenticationFailed", details: [] });
    expect(reply.text).not.toContain("not-the-token");
  });

  it("accepts a token given to startEmulator", async () => {
    const custom = await startEmulator({ tokens: { dataShare: "custom-share-token" } });
    try {
      const url = `${custom.url}${SHARE_PATH}/listSynchronizations?${API}`;
      expect((await post(url)).status).toBe(401);
      expect((await post(url, { token: "custom-share-token" })).status).toBe(200);
    } finally {
      await custom.close();
    }
  });

  it("answers 404 ResourceNotFound for an unknown share subscription", async () => {
    const path = SHARE_PATH.replace(SEED_DATASHARE_SHARE_SUBSCRIPTION, "no-such-share");
    const reply = await post(opUrl("listSynchronizations", API, path));
    expect(reply.status).toBe(404);
    expect(errorOf(reply)).toMatchObject({ code: "ResourceNotFound", target: "no-such-share", details: [] });
  });

  it("answers 404 for an operation it does not know and 405 for a GET", async () => {
    expect((await post(opUrl("listEverything"))).status).toBe(404);
    const get = await call("GET", opUrl("listSynchronizations"), {
      token: EMULATOR_DEFAULT_TOKENS.dataShare,
    });
    expect(get.status).toBe(405);
    expect(errorOf(get).code).toBe("MethodNotAllowed");
  });

  it.each([
    ["garbage", "%%%not-a-token"],
    ["valid base64 that is not a token", Buffer.from("hello").toString("base64url")],
  ])("answers 400 InvalidSkipToken for %s", async (_label, token) => {
    const reply = await post(opUrl("listSynchronizations", `${API}&$skipToken=${encodeURIComponent(token)}`));
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: "InvalidSkipToken", target: "$skipToken" });
  });

  it("refuses a token of one operation on another", async () => {
    const first = await post(opUrl("listSynchronizations"));
    const token = new URL(String(first.body.nextLink)).searchParams.get("$skipToken") ?? "";
    const reply = await post(
      opUrl("listSynchronizationDetails", `${API}&$skipToken=${encodeURIComponent(token)}`),
    );
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe("InvalidSkipToken");
  });
});
