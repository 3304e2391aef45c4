/**
 * `detectLanguages`: one result per text, in input order, whatever the number of texts. The texts
 * are packed into as few requests as the service's limits allow; the requests run a few at a time.
 */
import type * as pulumi from "@pulumi/pulumi";
import { programSettingSources } from "../core/config-reader";
import { parseFunctionArgs } from "../core/function-args";
import { outputForm, traceCall } from "../core/invoke-options";
import { packTexts } from "./batching";
import { LanguageClient } from "./client";
import type { DetectLanguagesArgs, DetectLanguagesOutputArgs } from "./detect-languages-args";
import type { DetectionResult, DetectLanguagesResult } from "./detect-languages-result";
import { detectLanguagesArgs } from "./schemas";

// Enough to overlap round trips without pressing a rate limit; `maxConcurrentRequests` changes it.
const DEFAULT_CONCURRENT_REQUESTS = 4;

/**
 * Detects the language of each text: one result per text, in the order of the texts.
 * `opts.parent` is the resource the function's debug line is shown under; the call runs in the
 * program's process, so `provider`, `version` and `pluginDownloadURL` change nothing.
 */
export async function detectLanguages(
  args: DetectLanguagesArgs,
  opts?: pulumi.InvokeOptions,
): Promise<DetectLanguagesResult> {
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
  traceCall(opts, `language.detectLanguages: ${results.length} text(s) in ${batches.length} request(s).`);
  return { results };
}

/**
 * {@link detectLanguages} as an Output. It runs once the arguments are known and every resource
 * in `opts.dependsOn` exists; until then (in a preview) the result is unknown.
 */
export function detectLanguagesOutput(
  args: DetectLanguagesOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<DetectLanguagesResult> {
  return outputForm(args, opts, detectLanguages);
}
