/**
 * `detectLanguages`: one result per text, in input order, whatever the number of texts. The texts
 * are packed into as few requests as the service's limits allow; the requests run a few at a time.
 */
import * as pulumi from "@pulumi/pulumi";
import { programSettingSources } from "../core/config-reader";
import { parseFunctionArgs } from "../core/function-args";
import type { InputsOf } from "../core/input-types";
import { packTexts } from "./batching";
import { LanguageClient } from "./client";
import { detectLanguagesArgs, type DetectLanguagesArgs, type DetectionResult } from "./schemas";

export type { DetectLanguagesArgs, DetectionResult };

// Enough to overlap round trips without pressing a rate limit; `maxConcurrentRequests` changes it.
const DEFAULT_CONCURRENT_REQUESTS = 4;

/** Detects the language of each text. */
export async function detectLanguages(args: DetectLanguagesArgs): Promise<{ results: DetectionResult[] }> {
  const parsed = parseFunctionArgs(detectLanguagesArgs, args, "language.detectLanguages");
  if (parsed.texts.length === 0) return { results: [] };
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
  return { results };
}

/** {@link detectLanguages} as an Output. */
export function detectLanguagesOutput(args: InputsOf<DetectLanguagesArgs>) {
  return pulumi.output(args).apply((a) => detectLanguages(a as DetectLanguagesArgs));
}
