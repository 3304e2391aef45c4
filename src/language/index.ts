export { detectLanguages, detectLanguagesOutput } from "./detect-languages";
export type { DetectLanguagesArgs, DetectLanguagesOutputArgs } from "./generated/language-types";
export type { TranslatorSettings, TranslatorSettingsArgs } from "./translator-settings";
export type { DetectedLanguage, DetectionResult, DetectLanguagesResult } from "./generated/language-types";
