/**
 * The language function and what it returns, declared once (src/core/describe/surface.ts):
 * `npm run generate` writes its TypeScript types and zod schemas (generated/) and the plugin
 * describes it in its package schema from here. A rule the facts cannot say is a zod schema of
 * checks.ts, which a field names, and its words are in the field's doc.
 */
import type { ServiceSurface } from "../core/describe/surface";

export const LANGUAGE_SURFACE: ServiceSurface = {
  module: "language",
  service: "language",
  source: "src/language/surface.ts",
  settings: {
    plain: "TranslatorSettings",
    input: "TranslatorSettingsArgs",
    from: "../translator-settings",
    token: "language:TranslatorSettings",
  },
  checks: "../checks",
  types: {
    DetectedLanguage: {
      doc: "A language the detector found.",
      fields: {
        language: { type: "string", doc: "The language's code, such as `de` or `zh-Hans`.", required: true },
        score: { type: "number", doc: "Confidence from 0 to 1.", required: true },
        isTranslationSupported: {
          type: "boolean",
          doc: "Whether the translator can translate from it.",
          required: true,
        },
        isTransliterationSupported: {
          type: "boolean",
          doc: "Whether the translator can transliterate from it.",
          required: true,
        },
      },
    },
    // The real service may leave `alternatives` out of a result.
    DetectionResult: {
      read: true,
      doc: "The language of one text, and the other candidates.",
      extends: "DetectedLanguage",
      fields: {
        alternatives: {
          type: { object: "DetectedLanguage" },
          list: true,
          doc: "Other likely languages, when the service names any.",
        },
      },
    },
  },
  functions: {
    detectLanguages: {
      doc: "The language of each text, packed into as few requests as the service's limits allow.",
      args: {
        doc: "The texts whose language to detect.",
        fields: {
          texts: {
            type: "string",
            list: true,
            required: true,
            doc: "The texts, each at most 50,000 characters (a longer one is refused before any request, by its index). Any number of them: they are packed into as few requests as the service's limits (100 texts, 50,000 characters per request) allow.",
            check: "detectedText",
          },
          maxConcurrentRequests: {
            type: "integer",
            doc: "Requests in flight at once (4 when unset)",
            min: 1,
            max: 16,
          },
          settings: {
            type: "settings",
            doc: "The translator service for this call only; otherwise the stack config (`bizops:translatorUrl`, `bizops:translatorKey`, `bizops:translatorRegion`), then the environment (`BIZOPS_TRANSLATOR_URL`, `BIZOPS_TRANSLATOR_KEY`, `BIZOPS_TRANSLATOR_REGION`).",
          },
        },
      },
      result: {
        fields: {
          results: {
            type: { object: "DetectionResult" },
            list: true,
            required: true,
            doc: "One result per text, in the order of the texts.",
          },
        },
      },
    },
  },
};
