import { EMULATOR_DEFAULT_TOKENS, startEmulator } from "pulumi-bizops-emulator";
import { admin, call, GUID, useEmulator, type CallOptions, type Reply } from "../support/emulator-client";

const emulator = useEmulator();

interface Guess {
  language: string;
  score: number;
  isTranslationSupported: boolean;
  isTransliterationSupported: boolean;
}

interface Result extends Guess {
  alternatives?: Guess[];
}

function detectUrl(query = "api-version=3.0"): string {
  return `${emulator.url}/detect${query === "" ? "" : `?${query}`}`;
}

/** A detection request with the emulator's key (no bearer token) unless told otherwise. */
function detect(body: unknown, options: CallOptions = {}, query?: string): Promise<Reply> {
  const headers = { "Ocp-Apim-Subscription-Key": EMULATOR_DEFAULT_TOKENS.translator, ...options.headers };
  return call("POST", detectUrl(query), { token: null, body, ...options, headers });
}

function results(reply: Reply): Result[] {
  return reply.body as unknown as Result[];
}

function errorOf(reply: Reply): { code: number; message: string } {
  return reply.body.error as { code: number; message: string };
}

const SENTENCES: Readonly<Record<string, string>> = {
  en: "The weather is very nice today and we are going to the park with our friends.",
  fr: "Le temps est très beau aujourd'hui et nous allons au parc avec nos amis.",
  de: "Das Wetter ist heute sehr schön und wir gehen mit unseren Freunden in den Park.",
  es: "El tiempo está muy bueno hoy y vamos al parque con nuestros amigos.",
  it: "Il tempo è molto bello oggi e andiamo al parco con i nostri amici.",
  pt: "O tempo está muito bom hoje e vamos ao parque com os nossos amigos.",
  nl: "Het weer is vandaag erg mooi en we gaan met onze vrienden naar het park.",
  sv: "Vädret är mycket fint idag och vi går till parken med våra vänner.",
  pl: "Pogoda jest dzisiaj bardzo ładna i idziemy do parku z naszymi przyjaciółmi.",
  tr: "Bugün hava çok güzel ve arkadaşlarımızla parka gidiyoruz.",
  ru: "Сегодня очень хорошая погода, и мы идём в парк с друзьями.",
  uk: "Сьогодні дуже гарна погода, і ми йдемо до парку з друзями.",
  zh: "今天天气很好，我们和朋友一起去公园。",
  ja: "今日はとても良い天気なので、友達と公園に行きます。",
  ko: "오늘 날씨가 정말 좋아서 친구들과 공원에 갑니다.",
  ar: "الطقس جميل جدا اليوم ونحن ذاهبون إلى الحديقة مع أصدقائنا.",
  el: "Ο καιρός είναι πολύ ωραίος σήμερα και πηγαίνουμε στο πάρκο με τους φίλους μας.",
  he: "מזג האוויר יפה מאוד היום ואנחנו הולכים לפארק עם החברים שלנו.",
  th: "วันนี้อากาศดีมากและเราจะไปสวนสาธารณะกับเพื่อนๆ",
  hi: "आज मौसम बहुत अच्छा है और हम अपने दोस्तों के साथ पार्क जा रहे हैं।",
};

const OTHER_SENTENCES: readonly (readonly [string, string])[] = [
  ["en", "Please send the invoice to the accounting department by Friday."],
  ["fr", "Je voudrais réserver une table pour deux personnes ce soir."],
  ["de", "Können Sie mir bitte sagen, wo der Bahnhof ist?"],
  ["es", "¿Dónde está la estación de tren más cercana?"],
  ["it", "Vorrei prenotare un tavolo per due persone stasera."],
  ["pt", "Eu gostaria de reservar uma mesa para duas pessoas esta noite."],
  ["nl", "Kunt u mij vertellen waar het station is?"],
  ["sv", "Kan du berätta var tågstationen ligger?"],
  ["pl", "Czy możesz mi powiedzieć, gdzie jest dworzec?"],
  ["tr", "Bana tren istasyonunun nerede olduğunu söyler misiniz?"],
];

describe("language detection: results", () => {
  it.each(Object.entries(SENTENCES))("detects %s", async (language, text) => {
    const reply = await detect([{ Text: text }]);
    expect(reply.status).toBe(200);
    const [result] = results(reply);
    expect(result?.language).toBe(language);
    expect(result?.score).toBeGreaterThan(0.5);
    expect(result?.score).toBeLessThanOrEqual(1);
  });

  it.each(OTHER_SENTENCES)("detects %s in a second, shorter sentence", async (language, text) => {
    const [result] = results(await detect([{ Text: text }]));
    expect(result?.language).toBe(language);
  });

  it("answers one result per element, in input order, with the spec's fields", async () => {
    const order = ["de", "ja", "en", "pt", "ru", "fr"];
    const reply = await detect(order.map((language) => ({ Text: SENTENCES[language] })));
    expect(reply.status).toBe(200);
    expect(results(reply).map((result) => result.language)).toEqual(order);
    for (const result of results(reply)) {
      expect(result).toEqual({
        language: expect.any(String),
        score: expect.any(Number),
        isTranslationSupported: true,
        isTransliterationSupported: expect.any(Boolean),
        alternatives: expect.any(Array),
      });
      for (const alternative of result.alternatives ?? []) {
        expect(Object.keys(alternative).sort()).toEqual([
          "isTranslationSupported",
          "isTransliterationSupported",
          "language",
          "score",
        ]);
        expect(alternative.score).toBeGreaterThan(0);
        expect(alternative.score).toBeLessThanOrEqual(result.score);
      }
    }
    const [german, japanese] = results(reply);
    expect(german?.isTransliterationSupported).toBe(false);
    expect(japanese?.isTransliterationSupported).toBe(true);
  });

  it("offers the next best candidates as alternatives for Latin script", async () => {
    const [result] = results(await detect([{ Text: SENTENCES.es }]));
    expect(result?.alternatives?.length).toBeGreaterThan(0);
    expect(result?.alternatives?.map((alternative) => alternative.language)).not.toContain("es");
  });

  it("accepts lower-case text as well as Text", async () => {
    const reply = await detect([{ text: SENTENCES.it }, { Text: SENTENCES.nl }]);
    expect(reply.status).toBe(200);
    expect(results(reply).map((result) => result.language)).toEqual(["it", "nl"]);
  });

  it("answers an empty array for an empty array", async () => {
    const reply = await detect([]);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([]);
  });

  it("sends X-RequestId on answers and errors", async () => {
    const ok = await detect([{ Text: "hello" }]);
    const failed = await detect([{ Text: "hello" }], { headers: { "Ocp-Apim-Subscription-Key": "wrong" } });
    expect(ok.headers.get("x-requestid")).toMatch(GUID);
    expect(failed.headers.get("x-requestid")).toMatch(GUID);
  });
});

describe("language detection: limits and errors", () => {
  it("accepts 100 elements and exactly 50,000 characters", async () => {
    const hundred = Array.from({ length: 100 }, () => ({ Text: "a".repeat(500) }));
    const reply = await detect(hundred);
    expect(reply.status).toBe(200);
    expect(results(reply)).toHaveLength(100);
  });

  it("refuses more than 100 elements with 400072", async () => {
    const reply = await detect(Array.from({ length: 101 }, () => ({ Text: "hello" })));
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({ code: 400072, message: expect.any(String) });
  });

  it("refuses more than 50,000 characters in all with 400077", async () => {
    const reply = await detect([{ Text: "a".repeat(30_000) }, { Text: "b".repeat(20_001) }]);
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe(400077);
  });

  it("refuses one element over 50,000 characters with 400050", async () => {
    const reply = await detect([{ Text: "a".repeat(50_001) }]);
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe(400050);
  });

  it("counts characters, not UTF-16 units", async () => {
    // 25,000 emoji are 50,000 UTF-16 units but 25,000 characters.
    const reply = await detect([{ Text: "😀".repeat(25_000) }, { Text: "c".repeat(25_000) }]);
    expect(reply.status).toBe(200);
  });

  it.each([
    ["a body that is not JSON", "[{Text:"],
    ["a body that is not an array", JSON.stringify({ Text: "hello" })],
  ])("refuses %s with 400074", async (_label, rawBody) => {
    const reply = await detect(undefined, { rawBody });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe(400074);
  });

  it("refuses an element without a text with 400005", async () => {
    const reply = await detect([{ Text: "hello" }, { Txt: "typo" }]);
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe(400005);
  });

  it.each([
    ["no api-version", ""],
    ["api-version 2.0", "api-version=2.0"],
  ])("refuses %s with 400021", async (_label, query) => {
    const reply = await detect([{ Text: "hello" }], {}, query);
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({ code: 400021, message: expect.any(String) });
  });

  it.each([
    ["no key", {}],
    ["a wrong key", { "Ocp-Apim-Subscription-Key": "wrong-key" }],
  ])("refuses %s with 401000", async (_label, headers) => {
    const reply = await call("POST", detectUrl(), { token: null, body: [{ Text: "hello" }], headers });
    expect(reply.status).toBe(401);
    expect(errorOf(reply)).toEqual({ code: 401000, message: expect.any(String) });
    expect(reply.text).not.toContain("wrong-key");
  });

  it("accepts the Svc-Subscription-Key spelling of the spec's sample", async () => {
    const headers = { "Svc-Subscription-Key": EMULATOR_DEFAULT_TOKENS.translator };
    const reply = await call("POST", detectUrl(), { token: null, body: [{ Text: "hello" }], headers });
    expect(reply.status).toBe(200);
  });

  it("accepts a key given to startEmulator", async () => {
    const custom = await startEmulator({ tokens: { translator: "custom-key" } });
    try {
      const url = `${custom.url}/detect?api-version=3.0`;
      const body = [{ Text: "hello" }];
      const good = await call("POST", url, {
        token: null,
        body,
        headers: { "Ocp-Apim-Subscription-Key": "custom-key" },
      });
      expect(good.status).toBe(200);
      const old = { "Ocp-Apim-Subscription-Key": EMULATOR_DEFAULT_TOKENS.translator };
      expect((await call("POST", url, { token: null, body, headers: old })).status).toBe(401);
    } finally {
      await custom.close();
    }
  });

  it("refuses a body that is not application/json with 415000", async () => {
    const reply = await detect(undefined, { rawBody: "[]", headers: { "Content-Type": "text/plain" } });
    expect(reply.status).toBe(415);
    expect(errorOf(reply).code).toBe(415000);
  });

  it("counts requests as POST detect and answers faults with a numeric code", async () => {
    await admin(emulator, "POST", "faults", {
      pathIncludes: "/detect",
      status: 429,
      retryAfter: "1",
      times: 1,
    });
    const faulted = await detect([{ Text: "hello" }]);
    expect(faulted.status).toBe(429);
    expect(errorOf(faulted).code).toBe(429000);
    expect(faulted.headers.get("x-requestid")).toMatch(GUID);
    expect((await detect([{ Text: "hello" }])).status).toBe(200);
    const counts = await admin(emulator, "GET", "requests");
    expect(counts.body).toEqual({ total: 2, byRoute: { "POST detect": 2 } });
  });
});
