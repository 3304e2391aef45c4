import { DEFAULT_COMPANY_ID, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { call, recordsUrl, type Json } from "../../../packages/emulator/test/support/emulator-client";
import { frenchSessionFormulas } from "../fixtures/records/session-language";

// A records session is served in the language `Accept-Language` names, or else in the user's
// (MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/developer/devenv-connect-apps-tips.md,
// #AcceptLanguage); a DateFormula is stored generic and shown in the session's letters
// (dev-itpro/developer/methods-auto/dateformula/dateformula-data-type.md, Remarks).

const ENGLISH = { "Accept-Language": "en-US" };

/** An emulator whose records user works in `language`, for the describe block. */
function userIn(language: string | undefined): () => Emulator {
  let running: Emulator | undefined;
  beforeAll(async () => {
    running = await startEmulator(language === undefined ? {} : { recordsUserLanguage: language });
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error("the emulator is not running yet");
    return running;
  };
}

const terms = (emulator: Emulator, id?: string): string =>
  recordsUrl(emulator, "v2.0", "paymentTerms", id, DEFAULT_COMPANY_ID);

let serial = 0;

/** Creates payment terms with this due date formula in a session with these headers. */
async function create(emulator: Emulator, due: string, headers: Record<string, string> = {}): Promise<Json> {
  serial += 1;
  const reply = await call("POST", terms(emulator), {
    body: { code: `SL${serial}`, dueDateCalculation: due },
    headers,
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

async function dueDateRead(emulator: Emulator, id: unknown, headers: Record<string, string> = {}) {
  const reply = await call("GET", terms(emulator, String(id)), { headers });
  expect(reply.status).toBe(200);
  return reply.body.dueDateCalculation;
}

describe("a French user's records sessions", () => {
  const emulator = userIn("fr-FR");

  it("answers a request without Accept-Language in French: 30D is stored and read back 30J", async () => {
    const made = await create(emulator(), "30D");
    expect(made.dueDateCalculation).toBe("30J");
    expect(await dueDateRead(emulator(), made.id)).toBe("30J");
    expect(await dueDateRead(emulator(), made.id, ENGLISH)).toBe("30D");
  });

  it("answers in English when Accept-Language names English: en-US, en, en-GB", async () => {
    const made = await create(emulator(), "30D", ENGLISH);
    expect(made.dueDateCalculation).toBe("30D");
    for (const language of ["en-US", "en", "en-GB", "EN-us"]) {
      expect(await dueDateRead(emulator(), made.id, { "Accept-Language": language })).toBe("30D");
    }
  });

  it("serves the first listed language it knows, the heaviest q first, and the user's when none", async () => {
    const made = await create(emulator(), "2W");
    const served = async (header: string) => dueDateRead(emulator(), made.id, { "Accept-Language": header });
    expect(await served("de-DE, en-US;q=0.8, fr;q=0.5")).toBe("2W");
    expect(await served("en;q=0.3, fr-CA;q=0.9")).toBe("2S");
    expect(await served("en;q=0, de")).toBe("2S");
    expect(await served("de-DE, nl")).toBe("2S");
    expect(await served("*")).toBe("2S");
  });

  it("stores a formula written in French generic, so that English reads it in English letters", async () => {
    const { written, english } = frenchSessionFormulas.enteredInFrench;
    const made = await create(emulator(), written);
    expect(made.dueDateCalculation).toBe(written);
    expect(await dueDateRead(emulator(), made.id, ENGLISH)).toBe(english);
  });

  it("filters on the value as the session shows it", async () => {
    const made = await create(emulator(), "2W+3D");
    const list = async (value: string, headers: Record<string, string> = {}) => {
      const filter = encodeURIComponent(`dueDateCalculation eq '${value}'`);
      const url = `${terms(emulator())}?$filter=${filter}`;
      const reply = await call("GET", url, { headers });
      return (reply.body.value as Json[]).map((record) => record.id);
    };
    expect(await list("2S+3J")).toEqual([made.id]);
    expect(await list("2W+3D", ENGLISH)).toEqual([made.id]);
    expect(await list("2W+3D")).toEqual([]);
  });

  it("shows a formula with a letter whose French form is not public as stored: CM+10D, 1M, WD2", async () => {
    for (const formula of ["CM+10D", "1M", "WD2"]) {
      const made = await create(emulator(), formula, ENGLISH);
      expect(await dueDateRead(emulator(), made.id)).toBe(formula);
    }
  });

  it("reads French letters in a PATCH and still refuses an invalid formula", async () => {
    const made = await create(emulator(), "30D");
    const url = terms(emulator(), String(made.id));
    const etag = String(made["@odata.etag"]);
    const patched = await call("PATCH", url, {
      body: { dueDateCalculation: "d15" },
      headers: { "If-Match": etag },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.dueDateCalculation).toBe("J15");
    expect(await dueDateRead(emulator(), made.id, ENGLISH)).toBe("D15");
    const refused = await call("POST", terms(emulator()), {
      body: { code: "SLBAD", dueDateCalculation: "30X" },
    });
    expect(refused.status).toBe(400);
  });
});

describe("an English user's records sessions (the default)", () => {
  const emulator = userIn(undefined);

  it("answers without Accept-Language in English, and reads a French-named request in French", async () => {
    const made = await create(emulator(), "1W+1D");
    expect(made.dueDateCalculation).toBe("1W+1D");
    expect(await dueDateRead(emulator(), made.id)).toBe("1W+1D");
    expect(await dueDateRead(emulator(), made.id, { "Accept-Language": "fr-FR" })).toBe("1S+1J");
  });
});

describe("the recordsUserLanguage option", () => {
  it("refuses a language the emulator does not know, naming the option", async () => {
    await expect(startEmulator({ recordsUserLanguage: "de-DE" })).rejects.toThrow(/recordsUserLanguage/);
  });
});
