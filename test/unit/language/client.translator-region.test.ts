import {
  EMULATOR_DEFAULT_TOKENS,
  EMULATOR_TRANSLATOR_REGION,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { LanguageClient } from "../../../src/language/client";
import { detectLanguages } from "../../../src/language";

// A regional or multi-service translator key works only with its region beside it.
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

const regional = () => ({
  translatorUrl: emulator.url,
  translatorKey: EMULATOR_DEFAULT_TOKENS.translatorRegional,
});

describe("the translator's region", () => {
  it("signs in with a regional key when settings name its region", async () => {
    const { results } = await detectLanguages({
      texts: ["Bonjour tout le monde"],
      settings: { ...regional(), translatorRegion: EMULATOR_TRANSLATOR_REGION },
    });
    expect(results).toHaveLength(1);
  });

  it("is refused as Unauthorized with a regional key and no region", async () => {
    const error = await detectLanguages({ texts: ["Hello"], settings: regional() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "Unauthorized", status: 401, serviceCode: "401000" });
  });

  it("needs no region with a global key", async () => {
    const settings = { translatorUrl: emulator.url, translatorKey: EMULATOR_DEFAULT_TOKENS.translator };
    await expect(detectLanguages({ texts: ["Hello"], settings })).resolves.toMatchObject({
      results: [expect.anything()],
    });
  });

  it("reads the region from the source the key comes from, never from another", async () => {
    const env = {
      BIZOPS_TRANSLATOR_URL: emulator.url,
      BIZOPS_TRANSLATOR_KEY: EMULATOR_DEFAULT_TOKENS.translatorRegional,
      BIZOPS_TRANSLATOR_REGION: EMULATOR_TRANSLATOR_REGION,
    };
    await expect(LanguageClient.fromSources({ env }).detect(["Hallo Welt"])).resolves.toHaveLength(1);
    // An explicit key with the region only in the environment: the region is not taken along.
    const mixed = LanguageClient.fromSources({ explicit: regional(), env });
    await expect(mixed.detect(["Hallo Welt"])).rejects.toMatchObject({ code: "Unauthorized" });
  });

  it("refuses a region that is not a region name, by its setting, before any request", async () => {
    const error = await detectLanguages({
      texts: ["Hello"],
      settings: { ...regional(), translatorRegion: "west europe\r\nx-injected: 1" },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InvalidInput" });
    expect(String(error)).toMatch(/translatorRegion/);
  });
});
