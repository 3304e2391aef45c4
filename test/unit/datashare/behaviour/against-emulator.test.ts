import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_DATASHARE_REF,
  SEED_DATASHARE_SYNCHRONIZATION_COUNT,
  seedSynchronizationId,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import {
  listSourceShareSynchronizationSettings,
  listSynchronizationDetails,
  listSynchronizations,
} from "../../../../src/datashare";
import { detectLanguages } from "../../../../src/language";

// The clients against the emulator: two implementations of the specs, each checking the other.
let emulator: Emulator;
const share = () => ({
  ...SEED_DATASHARE_REF,
  settings: { dataShareUrl: emulator.url, dataShareToken: EMULATOR_DEFAULT_TOKENS.dataShare },
});

beforeAll(async () => {
  emulator = await startEmulator({ dataSharePageSize: 10 });
});
afterAll(() => emulator.close());

describe("data share functions against the emulator", () => {
  it("follows nextLink through every page", async () => {
    const { value } = await listSynchronizations(share());
    expect(value).toHaveLength(SEED_DATASHARE_SYNCHRONIZATION_COUNT);
    expect(new Set(value.map((s) => s.synchronizationId)).size).toBe(SEED_DATASHARE_SYNCHRONIZATION_COUNT);
  });

  it("passes $filter and $orderby through every page", async () => {
    const { value } = await listSynchronizations({
      ...share(),
      filter: "status eq 'Completed'",
      orderby: "startTime asc",
    });
    expect(value.length).toBeGreaterThan(0);
    expect(value.every((s) => s.status === "Completed")).toBe(true);
    const starts = value.map((s) => s.startTime ?? "");
    expect([...starts].sort()).toEqual(starts);
  });

  it("lists the details of one synchronization and the source settings", async () => {
    const details = await listSynchronizationDetails({
      ...share(),
      synchronizationId: seedSynchronizationId(0),
    });
    expect(details.value.length).toBeGreaterThan(0);
    const settings = await listSourceShareSynchronizationSettings(share());
    expect(settings.value[0]).toMatchObject({ kind: "ScheduleBased" });
  });

  it("reports a filter the service refuses with its code", async () => {
    await expect(listSynchronizations({ ...share(), filter: "startswith(status, 'C')" })).rejects.toThrow(
      /HTTP 400: InvalidFilter/,
    );
  });
});

describe("detectLanguages against the emulator", () => {
  it("waits out a 429 with Retry-After and then succeeds", async () => {
    await fetch(`${emulator.url}/_admin/faults`, {
      method: "POST",
      body: JSON.stringify({ pathIncludes: "/detect", times: 1, status: 429, retryAfter: "0" }),
    });
    const { results } = await detectLanguages({
      texts: ["Buenos días, ¿cómo estás hoy?"],
      settings: { translatorUrl: emulator.url, translatorKey: EMULATOR_DEFAULT_TOKENS.translator },
    });
    expect(results[0]?.language).toBe("es");
  });

  it("detects languages in order across requests", async () => {
    const sentences = [
      "The weather is nice today and we are going to the park.",
      "Le chat dort sur le canapé toute la journée.",
    ];
    const texts = Array.from({ length: 150 }, (_, i) => sentences[i % 2]!);
    const { results } = await detectLanguages({
      texts,
      settings: { translatorUrl: emulator.url, translatorKey: EMULATOR_DEFAULT_TOKENS.translator },
    });
    expect(results.map((r) => r.language)).toEqual(texts.map((_, i) => (i % 2 === 0 ? "en" : "fr")));
  });
});
