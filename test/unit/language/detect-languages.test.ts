import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { detectLanguages } from "../../../src/language";

// A stand-in detector: the "language" of a text is its first two letters, so results can be
// checked against inputs whatever order the batches run in.
let server: Server;
let url = "";
const bodies: Array<Array<{ Text: string }>> = [];
const keys: Array<string | undefined> = [];
let inFlight = 0;
let mostInFlight = 0;
// While above 0, nothing is answered until this many requests are in flight at once: on a loaded
// machine a first answer could otherwise leave before the next request arrives.
let answerOnceInFlight = 0;
const held: Array<() => void> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const items = JSON.parse(raw) as Array<{ Text: string }>;
      bodies.push(items);
      keys.push(req.headers["svc-subscription-key"] as string | undefined);
      const results = items.map((item) => ({
        language: item.Text.slice(0, 2),
        score: 1,
        isTranslationSupported: true,
        isTransliterationSupported: false,
      }));
      // Answer a little later, so that requests overlap when the client allows it.
      held.push(() =>
        setTimeout(() => {
          inFlight--;
          res
            .writeHead(200, { "content-type": "application/json", "x-requestid": "r" })
            .end(JSON.stringify(results));
        }, 10),
      );
      if (inFlight < answerOnceInFlight) return;
      answerOnceInFlight = 0;
      for (const answer of held.splice(0)) answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  bodies.length = 0;
  keys.length = 0;
  mostInFlight = 0;
  answerOnceInFlight = 0;
});

const settings = () => ({ translatorUrl: url, translatorKey: "translator-key-1" });

describe("detectLanguages", () => {
  it("returns one result per text in input order across many requests", async () => {
    const texts = Array.from({ length: 230 }, (_, i) => `${String(i % 100).padStart(2, "0")} text ${i}`);
    const { results } = await detectLanguages({ texts, settings: settings() });
    expect(results.map((r) => r.language)).toEqual(texts.map((t) => t.slice(0, 2)));
    expect(bodies).toHaveLength(3);
    expect(bodies.every((b) => b.length <= 100)).toBe(true);
    expect(keys.every((k) => k === "translator-key-1")).toBe(true);
  });

  it("keeps the number of requests in flight within maxConcurrentRequests", async () => {
    const texts = Array.from({ length: 600 }, (_, i) => `t${i}`);
    answerOnceInFlight = 2;
    await detectLanguages({ texts, settings: settings(), maxConcurrentRequests: 2 });
    expect(bodies).toHaveLength(6);
    expect(mostInFlight).toBe(2);
    mostInFlight = 0;
    await detectLanguages({ texts, settings: settings(), maxConcurrentRequests: 1 });
    expect(mostInFlight).toBe(1);
  });

  it("splits by characters as well as by elements", async () => {
    const texts = ["aa" + "x".repeat(30_000), "bb" + "y".repeat(30_000)];
    await detectLanguages({ texts, settings: settings() });
    expect(bodies).toHaveLength(2);
  });

  it("makes no request for no texts", async () => {
    await expect(detectLanguages({ texts: [], settings: settings() })).resolves.toEqual({ results: [] });
    expect(bodies).toHaveLength(0);
  });

  it("names a text that is too long for any request, before any request", async () => {
    const texts = ["fine", "x".repeat(50_001)];
    await expect(detectLanguages({ texts, settings: settings() })).rejects.toThrow(
      /texts.1: is longer than 50000 characters/,
    );
    expect(bodies).toHaveLength(0);
  });
});
