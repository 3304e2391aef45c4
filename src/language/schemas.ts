/** The language detection service's shapes. The real service may leave `alternatives` out of a result. */
import * as z from "zod";
import { settingsSchema } from "../core/settings/settings";

const detectedLanguage = z.looseObject({
  language: z.string(),
  score: z.number(),
  isTranslationSupported: z.boolean(),
  isTransliterationSupported: z.boolean(),
});

export const detectionResult = detectedLanguage.extend({
  alternatives: z.array(detectedLanguage).optional(),
});
export type DetectionResult = z.infer<typeof detectionResult>;

export const detectionResponse = z.array(detectionResult);

/** The service's limits per request (spec, Limits). */
export const DETECTION_LIMITS = { elements: 100, characters: 50_000 } as const;

export const detectLanguagesArgs = z.strictObject({
  texts: z.array(
    z.string().max(DETECTION_LIMITS.characters, {
      message: `is longer than ${DETECTION_LIMITS.characters} characters, the service's limit for one request`,
    }),
  ),
  /** Requests in flight at once (default 4). */
  maxConcurrentRequests: z.number().int().min(1).max(16).optional(),
  settings: settingsSchema
    .pick({ translatorUrl: true, translatorKey: true, translatorRegion: true, translatorNaming: true })
    .optional(),
});
