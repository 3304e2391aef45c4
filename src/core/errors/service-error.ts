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

/**
 * The Power Platform API's refusal of an environment-management request, on 400 and 409
 * (`ValidationResponse`: `errorDetail.code` and `fieldErrors`, each field's `errorMessages` and
 * `suggestedValue`; learn.microsoft.com/rest/api/power-platform/environmentmanagement/
 * environment-copy/copy-environment, Definitions). Its fields are the error's target and details.
 */
const fieldError = z.object({
  errorMessages: z.array(z.string()).nullish(),
  suggestedValue: z.string().nullish(),
});
const validationResponseSchema = z.object({
  errorDetail: z.object({
    code: z.string().nullish(),
    message: z.string().nullish(),
    fieldErrors: z.record(z.string(), fieldError).nullish(),
  }),
});

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
  const validation = validationResponseSchema.safeParse(body);
  if (validation.success) return validationFacts(validation.data.errorDetail);
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

/**
 * A `ValidationResponse` as facts: its code, the fields it names as the target, and one line per
 * field, `<field>: <messages> (suggested value: <value>)`.
 */
function validationFacts(detail: z.infer<typeof validationResponseSchema>["errorDetail"]): ServiceErrorFacts {
  const fields = Object.entries(detail.fieldErrors ?? {});
  const lines = fields.map(([name, error]) => {
    const messages = (error.errorMessages ?? []).join("; ") || "refused";
    const suggested = error.suggestedValue ? ` (suggested value: ${error.suggestedValue})` : "";
    return `${name}: ${messages}${suggested}`;
  });
  const names = fields.map(([name]) => name);
  return {
    code: detail.code ?? undefined,
    message:
      detail.message ??
      (names.length > 0 ? `the service refused ${names.join(", ")}` : "the service refused the request"),
    target: names.length > 0 ? names.join(", ") : undefined,
    details: lines.length > 0 ? lines : undefined,
  };
}
