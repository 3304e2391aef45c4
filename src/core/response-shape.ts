import type { z } from "zod";
import { ResponseShapeError } from "./errors";
import type { HttpResponse } from "./http-client";

/**
 * Parses a response body with the spec's schema. A body of another shape becomes a
 * {@link ResponseShapeError} that names the operation and the first offending field.
 */
export function parseResponse<S extends z.ZodType>(
  schema: S,
  response: HttpResponse,
  operation: string,
): z.infer<S> {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join(".") : "the body";
  return throwShape(operation, response, `${where}: ${issue?.message ?? "unexpected shape"}`);
}

function throwShape(operation: string, response: HttpResponse, detail: string): never {
  throw new ResponseShapeError({
    operation,
    status: response.status,
    requestId: response.requestId,
    serviceMessage: `the response does not match the documented shape (${detail})`,
    hint: "The service may have changed; report this with the request id.",
  });
}
