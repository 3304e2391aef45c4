/**
 * What `detectLanguages` does once called: check the arguments, pack the texts into as few
 * requests as the service's limits allow, and run the requests a few at a time. Loaded at the
 * function's first call (see `detect-languages.ts`).
 */
import { programSettingSources } from "../core/functions/config-reader";
import { parseFunctionArgs } from "../core/functions/function-args";
import { packTexts } from "./batching";
import { LanguageClient } from "./client";
import { detectLanguagesArgs } from "./generated/language-schemas";
import type { DetectionResult } from "./generated/language-types";

// Enough to overlap round trips without pressing a rate limit; `maxConcurrentRequests` changes it.
const DEFAULT_CONCURRENT_REQUESTS = 4;

/** One result per text of the arguments, in their order, and how many requests it took. */
export async function detectAll(args: unknown): Promise<{ results: DetectionResult[]; requests: number }> {
  const parsed = parseFunctionArgs(detectLanguagesArgs, args, "language.detectLanguages");
  if (parsed.texts.length === 0) return { results: [], requests: 0 };
  const client = LanguageClient.fromSources(programSettingSources(parsed.settings));
  const results = new Array<DetectionResult>(parsed.texts.length);
  const batches = packTexts(parsed.texts);
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      const detected = await client.detect(batch.map((i) => parsed.texts[i]!));
      batch.forEach((index, k) => (results[index] = detected[k]!));
    }
  };
  await Promise.all(
    Array.from(
      { length: Math.min(parsed.maxConcurrentRequests ?? DEFAULT_CONCURRENT_REQUESTS, batches.length) },
      worker,
    ),
  );
  return { results, requests: batches.length };
}
