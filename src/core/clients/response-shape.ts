import type * as z from "zod";
import { ResponseShapeError } from "../errors/errors";
import type { HttpResponse } from "../http/http-types";
import { redactFacts } from "../errors/redact";
import { describeIssues } from "../schemas/zod-issues";

/**
 * Parses a response body with the spec's schema. A body of another shape becomes a
 * {@link ResponseShapeError} that names the operation and each offending field, with `hint` (the
 * caller may know better what to do than "report it").
 */
export function parseResponse<S extends z.ZodType>(
  schema: S,
  response: HttpResponse,
  operation: string,
  hint = "The service may have changed; report this with the request id.",
): z.infer<S> {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  // zod's issues may quote the body, and a body may echo the credential back.
  throw new ResponseShapeError(
    redactFacts(
      {
        operation,
        status: response.status,
        requestId: response.requestId,
        serviceMessage: `the response does not match the documented shape (${describeIssues(parsed.error, "the body")})`,
        hint,
      },
      response.redact,
    ),
  );
}
