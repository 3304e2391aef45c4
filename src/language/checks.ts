/**
 * The language checks the generated schemas (generated/language-schemas.ts) name, for the rules a
 * field's facts cannot say, and the service's limits. What each field is and which check holds it
 * is declared in surface.ts.
 */
import * as z from "zod";
import { settingsSchema } from "../core/settings/settings";

/** The service's limits per request (spec, Limits). */
export const DETECTION_LIMITS = { elements: 100, characters: 50_000 } as const;

/** One text to detect: no longer than the service takes in one request. */
export const detectedText = z.string().max(DETECTION_LIMITS.characters, {
  message: `is longer than ${DETECTION_LIMITS.characters} characters, the service's limit for one request`,
});

/** The settings object the language function takes. */
export const settings = settingsSchema.pick({
  translatorUrl: true,
  translatorKey: true,
  translatorRegion: true,
  translatorNaming: true,
});
