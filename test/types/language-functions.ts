/**
 * The language function of a user's program, as a compile test: detectLanguages in both forms with
 * every option, a resource's output among its texts, and every field of its result. It is type-
 * checked with the rest of the project (npm run typecheck) and never run.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

/** The languages detected, described; only their types matter. */
export function languageDetection(
  config: pulumi.Config,
  dispute: bizops.records.DisputeStatus,
  invokeOpts: pulumi.InvokeOptions,
  outputOpts: pulumi.InvokeOutputOptions,
) {
  const translatorSettings: bizops.language.TranslatorSettings = {
    translatorUrl: "https://api.example.com",
    translatorKey: "k",
  };
  const translatorSettingsArgs: bizops.language.TranslatorSettingsArgs = {
    translatorKey: config.requireSecret("translatorKey"),
  };
  const detectArgs: bizops.language.DetectLanguagesArgs = {
    texts: ["Hallo Welt"],
    maxConcurrentRequests: 2,
    settings: translatorSettings,
  };
  const detectOutputArgs: bizops.language.DetectLanguagesOutputArgs = {
    texts: [dispute.displayName, "Bonjour"],
    maxConcurrentRequests: pulumi.output(2),
    settings: translatorSettingsArgs,
  };
  const detected: Promise<bizops.language.DetectLanguagesResult> = bizops.language.detectLanguages(
    detectArgs,
    invokeOpts,
  );
  const detectedOutput: pulumi.Output<bizops.language.DetectLanguagesResult> =
    bizops.language.detectLanguagesOutput(detectOutputArgs, outputOpts);
  const describeLanguage = (r: bizops.language.DetectionResult) => {
    const alternatives: bizops.language.DetectedLanguage[] = r.alternatives ?? [];
    return [
      r.language,
      r.score,
      r.isTranslationSupported,
      r.isTransliterationSupported,
      alternatives.length,
    ].join(" ");
  };

  return {
    detected: detected.then((r) => r.results.map(describeLanguage)),
    detectedOutput: detectedOutput.apply((r) => r.results.map(describeLanguage)),
  };
}
