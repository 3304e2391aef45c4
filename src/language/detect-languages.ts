/**
 * `detectLanguages`: one result per text, in input order, whatever the number of texts. The texts
 * are packed into as few requests as the service's limits allow; the requests run a few at a time.
 */
import type * as pulumi from "@pulumi/pulumi";
import { outputForm, traceCall } from "../core/functions/invoke-options";
import type {
  DetectLanguagesArgs,
  DetectLanguagesOutputArgs,
  DetectLanguagesResult,
} from "./generated/language-types";

/**
 * Detects the language of each text: one result per text, in the order of the texts.
 * `opts.parent` is the resource the function's debug line is shown under; the call runs in the
 * program's process, so `provider`, `version` and `pluginDownloadURL` change nothing.
 */
export async function detectLanguages(
  args: DetectLanguagesArgs,
  opts?: pulumi.InvokeOptions,
): Promise<DetectLanguagesResult> {
  // The detection (zod, the client) is loaded at the first call, so that a program that only
  // declares resources never loads it.
  const { detectAll } = await import("./language-detection");
  const { results, requests } = await detectAll(args);
  traceCall(opts, `language.detectLanguages: ${results.length} text(s) in ${requests} request(s).`);
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
