export { detectLanguages, detectLanguagesOutput } from "./detect-languages";
export type { TranslatorSettings, TranslatorSettingsArgs } from "./translator-settings";
export type {
  DetectLanguagesArgs,
  DetectLanguagesOutputArgs,
  DetectedLanguage,
  DetectionResult,
  DetectLanguagesResult,
} from "./generated/language-types";
