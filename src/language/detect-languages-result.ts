/** A language the detector found. */
export interface DetectedLanguage {
  /** The language's code, such as `de` or `zh-Hans`. */
  language: string;
  /** Confidence from 0 to 1. */
  score: number;
  /** Whether the translator can translate from it. */
  isTranslationSupported: boolean;
  /** Whether the translator can transliterate from it. */
  isTransliterationSupported: boolean;
}

/** The language of one text, and the other candidates. */
export interface DetectionResult extends DetectedLanguage {
  /** Other likely languages, when the service names any. */
  alternatives?: DetectedLanguage[];
}

/** What `detectLanguages` returns. */
export interface DetectLanguagesResult {
  /** One result per text, in the order of the texts. */
  results: DetectionResult[];
}
