/**
 * What the language detection service adds to the emulator: its members of `startEmulator`'s options,
 * its credentials (the global key has a flag of `bizops-emulator`) and its flags.
 */
import { NAMING_FLAG, type NamingStartOptions, type OptionFlag, type TokenDeclaration } from "../service";

/**
 * The language detection service's members of `startEmulator`'s options: its regional key's region, and
 * the naming it shares with the data share and lifecycle services.
 */
export interface LanguageStartOptions extends NamingStartOptions {
  /** The region of the regional translator key ({@link LanguageTokens.translatorRegional}); `westeurope` by default. */
  translatorRegion?: string;
}

/** The language detection service's credentials in `startEmulator({ tokens })`. */
export interface LanguageTokens {
  /** The key of the language detection service (`Ocp-Apim-Subscription-Key`): a global key. */
  readonly translator: string;
  /**
   * A regional key of the language detection service: accepted only with the resource's region
   * beside it (`Ocp-Apim-Subscription-Region`, {@link LanguageStartOptions.translatorRegion}), as a regional
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

/** The language detection service's flags of `bizops-emulator`: the naming it shares. */
export const LANGUAGE_FLAGS: readonly OptionFlag<LanguageStartOptions>[] = [NAMING_FLAG];
