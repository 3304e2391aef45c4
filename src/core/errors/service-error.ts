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
 * The environment operations service answers its own refusals with its envelope, the reason in
 * `ErrorMessage`; the web layer in front of it answers what never reaches the service (a request
 * it cannot route or bind, a token it does not take) in ASP.NET Web API's shape,
 * `{"Message": "..."}`. Neither carries a code; the envelope's reason wins when both are there.
 */
const lifecycleErrorSchema = z.union([
  z.object({ ErrorMessage: z.string().min(1) }).transform((body) => body.ErrorMessage),
  z.object({ Message: z.string().min(1) }).transform((body) => body.Message),
]);

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
  const lifecycle = lifecycleErrorSchema.safeParse(body);
  if (lifecycle.success) return { message: lifecycle.data };
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
