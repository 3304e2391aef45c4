/**
 * What the language detection service adds to the emulator: its member of `startEmulator`'s options
 * and its credentials (the global key has a flag of `bizops-emulator`).
 */
import type { TokenDeclaration } from "../service";

/** The language detection service's member of `startEmulator`'s options. */
export interface LanguageStartOptions {
  /** The region of the regional translator key ({@link LanguageTokens.translatorRegional}); `westeurope` by default. */
  translatorRegion?: string;
}

/** The language detection service's credentials in `startEmulator({ tokens })`. */
export interface LanguageTokens {
  /** `Ocp-Apim-Subscription-Key` of the language detection service: a global key. */
  readonly translator: string;
  /**
   * A regional key of the language detection service: accepted only with the resource's region
   * beside it (`Svc-Subscription-Region`, {@link LanguageStartOptions.translatorRegion}), as a regional
   * or multi-service Translator key is.
   */
  readonly translatorRegional: string;
}

/** The language detection service's credentials: their defaults, and the global key's flag. */
export const LANGUAGE_TOKENS: { readonly [K in keyof LanguageTokens]: TokenDeclaration } = {
  translator: {
    default: "emulator-translator-key",
    flag: {
      name: "translator-key",
      placeholder: "KEY",
      help: "subscription key of the language service",
      env: "BIZOPS_EMULATOR_TRANSLATOR_KEY",
    },
  },
  translatorRegional: { default: "emulator-translator-regional-key" },
};
