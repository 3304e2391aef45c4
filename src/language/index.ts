export { detectLanguages, detectLanguagesOutput } from "./detect-languages";
export type {
  DetectLanguagesArgs,
  DetectLanguagesOutputArgs,
  TranslatorSettings,
  TranslatorSettingsArgs,
} from "./detect-languages-args";
export type { DetectedLanguage, DetectionResult, DetectLanguagesResult } from "./detect-languages-result";
