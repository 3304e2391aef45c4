/**
 * The language emulator checked against the documented answers and codes of Translator v3 detect
 * (test/contract/fixtures/language/): the results' properties, the error codes and throttling.
 *
 * Only what agrees is asserted here. Where the emulator and the real material disagree, the test
 * asserts the part that agrees and says, in a comment, what it leaves out.
 */
import { EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";
import { keysOf } from "../fixtures/fixture";
import { detectResponse, detectResultProperties, translatorError } from "../fixtures/language/detect";
import { admin, call, useEmulator } from "../../../packages/emulator/test/support/emulator-client";
import { errorShape, sameShape } from "./support/answer-shape";

const emulator = useEmulator();

describe("language detection against the documented answers and codes", () => {
  const detect = (body: unknown, key: string = EMULATOR_DEFAULT_TOKENS.translator, rawBody?: string) =>
    call("POST", `${emulator.url}/detect?api-version=3.0`, {
      token: null,
      headers: { "Svc-Subscription-Key": key },
      ...(rawBody === undefined ? { body } : { rawBody }),
    });

  it("answers with one result per text, with the documented properties and X-RequestId", async () => {
    const reply = await detect([
      { Text: "Ich würde wirklich gerne Ihr Auto ein paar Mal um den Block fahren." },
    ]);
    expect(reply.status).toBe(detectResponse.status);
    const results = reply.body as unknown as Array<Record<string, unknown>>;
    expect(results).toHaveLength(detectResponse.body.length);
    for (const result of results) {
      expect(detectResultProperties).toEqual(expect.arrayContaining(keysOf(result)));
      expect(keysOf(result)).toEqual(expect.arrayContaining(keysOf(detectResponse.body[0])));
    }
    expect(reply.headers.get("x-requestid")).not.toBeNull();
  });

  it.each([
    ["credentials not valid", 401000, () => detect([{ Text: "x" }], "not-the-key")],
    ["too many elements", 400072, () => detect(Array.from({ length: 101 }, () => ({ Text: "a" })))],
    ["text too long", 400050, () => detect([{ Text: "a".repeat(50_001) }])],
    ["body not valid JSON", 400074, () => detect(undefined, undefined, "[{")],
  ] as const)("answers %s with the documented status and code %i", async (_what, code, send) => {
    const reply = await send();
    sameShape(reply, translatorError(code));
    expect(errorShape(reply.body).keys).toEqual(["code", "message"]);
  });

  it("answers throttling with 429 and a 4290xx code", async () => {
    await admin(emulator, "POST", "faults", { status: 429, times: 1, pathIncludes: "detect" });
    const reply = await detect([{ Text: "x" }]);
    sameShape(reply, translatorError(429000));
  });
});
