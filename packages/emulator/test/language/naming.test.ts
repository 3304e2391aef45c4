/**
 * The language detection service under both namings (the default) and under Microsoft's alone
 * (`naming: "microsoft"`): the header names of the key and its region.
 */
import { EMULATOR_DEFAULT_TOKENS, EMULATOR_TRANSLATOR_REGION, type Emulator } from "pulumi-bizops-emulator";
import { call, useEmulator, type Reply } from "../support/emulator-client";

const both = useEmulator();
const microsoft = useEmulator({ naming: "microsoft" });

const KEY = EMULATOR_DEFAULT_TOKENS.translator;
const REGIONAL_KEY = EMULATOR_DEFAULT_TOKENS.translatorRegional;

function detect(emulator: Emulator, headers: Record<string, string>): Promise<Reply> {
  return call("POST", `${emulator.url}/detect?api-version=3.0`, {
    token: null,
    headers,
    body: [{ Text: "Das Wetter ist heute sehr schön und wir gehen mit unseren Freunden in den Park." }],
  });
}

const UNAUTHORIZED = {
  error: {
    code: 401000,
    message: "The request isn't authorized because credentials are missing or invalid.",
  },
};

describe("language detection under both namings (the default)", () => {
  it.each([["Ocp-Apim-Subscription-Key"], ["Svc-Subscription-Key"]])(
    "takes the global key as %s",
    async (header) => {
      const reply = await detect(both, { [header]: KEY });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("x-requestid")).not.toBeNull();
    },
  );

  it.each([
    ["Ocp-Apim-Subscription-Key", "Ocp-Apim-Subscription-Region"],
    ["Svc-Subscription-Key", "Svc-Subscription-Region"],
    ["Ocp-Apim-Subscription-Key", "Svc-Subscription-Region"],
  ])("takes a regional key as %s with its region as %s", async (keyHeader, regionHeader) => {
    const reply = await detect(both, {
      [keyHeader]: REGIONAL_KEY,
      [regionHeader]: EMULATOR_TRANSLATOR_REGION,
    });
    expect(reply.status).toBe(200);
  });
});

describe("language detection under Microsoft's names alone", () => {
  it("takes the global key as Ocp-Apim-Subscription-Key, answering with X-RequestId", async () => {
    const reply = await detect(microsoft, { "Ocp-Apim-Subscription-Key": KEY });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("x-requestid")).not.toBeNull();
  });

  it("takes a regional key with its region as Ocp-Apim-Subscription-Region", async () => {
    const reply = await detect(microsoft, {
      "Ocp-Apim-Subscription-Key": REGIONAL_KEY,
      "Ocp-Apim-Subscription-Region": EMULATOR_TRANSLATOR_REGION,
    });
    expect(reply.status).toBe(200);
  });

  it("answers a key sent as Svc-Subscription-Key as no credential: 401 with code 401000", async () => {
    const reply = await detect(microsoft, { "Svc-Subscription-Key": KEY });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(UNAUTHORIZED);
    expect(reply.headers.get("x-requestid")).not.toBeNull();
  });

  it("refuses a regional key whose region is sent as Svc-Subscription-Region", async () => {
    const reply = await detect(microsoft, {
      "Ocp-Apim-Subscription-Key": REGIONAL_KEY,
      "Svc-Subscription-Region": EMULATOR_TRANSLATOR_REGION,
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(UNAUTHORIZED);
  });

  it("reads Ocp-Apim-Subscription-Key even beside a Svc-Subscription-Key that is wrong", async () => {
    const reply = await detect(microsoft, { "Ocp-Apim-Subscription-Key": KEY, "Svc-Subscription-Key": "x" });
    expect(reply.status).toBe(200);
  });
});
