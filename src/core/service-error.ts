import { z } from "zod";

/**
 * The error envelope all four services share: `{"error":{"code","message",...}}`. The language
 * service uses a number for `code`, the others a string; everything else is optional.
 */
const serviceErrorSchema = z.object({
  error: z.object({
    code: z.union([z.string(), z.number()]).optional(),
    message: z.string().optional(),
  }),
});

/** The service's code and message, when the body carries them. */
export interface ServiceErrorFacts {
  code?: string | undefined;
  message?: string | undefined;
}

/** Reads the service error envelope from a parsed body; returns an empty record otherwise. */
export function readServiceError(body: unknown): ServiceErrorFacts {
  const parsed = serviceErrorSchema.safeParse(body);
  if (!parsed.success) return {};
  const { code, message } = parsed.data.error;
  return { code: code === undefined ? undefined : String(code), message };
}
