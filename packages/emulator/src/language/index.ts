/**
 * What the language detection service makes public, exported from the package's root (services.ts
 * re-exports it): its region, its API version and its request bounds.
 */
export {
  EMULATOR_TRANSLATOR_REGION,
  LANGUAGE_API_VERSION,
  MAX_DETECT_CHARACTERS,
  MAX_DETECT_ELEMENTS,
} from "./service";
