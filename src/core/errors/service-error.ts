import * as z from "zod";

/** One entry of an error body; data share nests them under `details`. */
type ErrorInfo = {
  code?: string | number | undefined;
  message?: string | undefined;
  details?: ErrorInfo[] | undefined;
};

const errorInfo: z.ZodType<ErrorInfo> = z.lazy(() =>
  z.object({
    code: z.union([z.string(), z.number()]).optional(),
    message: z.string().optional(),
    details: z.array(errorInfo).optional(),
  }),
);

/**
 * The error body of records, data share and language: `{"error":{"code","message",...}}`. The
 * language service uses a number for `code`, the others a string; data share adds `target` and
 * nested `details`. Everything is optional.
 */
const serviceErrorSchema = z.object({
  error: z.object({
    code: z.union([z.string(), z.number()]).optional(),
    message: z.string().optional(),
    target: z.string().optional(),
    details: z.array(errorInfo).optional(),
  }),
});

/**
 * The environment operations service answers every call, failures included, with its envelope:
 * the reason is in `ErrorMessage` and there is no code.
 */
const envelopeErrorSchema = z.object({ IsSuccess: z.literal(false), ErrorMessage: z.string().min(1) });

/** The service's code, message, target and nested details, when the body carries them. */
export interface ServiceErrorFacts {
  code?: string | undefined;
  message?: string | undefined;
  target?: string | undefined;
  /** Nested details, flattened to `code: message` lines. */
  details?: string[] | undefined;
}

/** Reads the service error envelope from a parsed body; returns an empty record otherwise. */
export function readServiceError(body: unknown): ServiceErrorFacts {
  const envelope = envelopeErrorSchema.safeParse(body);
  if (envelope.success) return { message: envelope.data.ErrorMessage };
  const parsed = serviceErrorSchema.safeParse(body);
  if (!parsed.success) return {};
  const { code, message, target, details } = parsed.data.error;
  const flat = flatten(details ?? []);
  return {
    code: code === undefined ? undefined : String(code),
    message,
    target: target || undefined,
    details: flat.length > 0 ? flat : undefined,
  };
}

function flatten(details: ErrorInfo[]): string[] {
  return details.flatMap((d) => [
    [d.code, d.message].filter((part) => part !== undefined && part !== "").join(": "),
    ...flatten(d.details ?? []),
  ]);
}
