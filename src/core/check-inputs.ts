import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { PROVIDER_KEY } from "./resource-provider";
import { isUnknown } from "./unknowns";

/**
 * Validates resource inputs with a zod schema and reports each bad property by name. Properties
 * whose value is not known yet (during preview) are not judged. Makes no request.
 */
export function checkInputs<S extends z.ZodType>(
  schema: S,
  news: Record<string, unknown>,
): pulumi.dynamic.CheckResult {
  const { [PROVIDER_KEY]: _provider, ...inputs } = news;
  const unknownKeys = new Set(Object.keys(inputs).filter((key) => isUnknown(inputs[key])));
  const parsed = schema.safeParse(inputs);
  if (parsed.success) return { inputs: parsed.data as Record<string, unknown> };
  const failures = parsed.error.issues
    .filter((issue) => !unknownKeys.has(String(issue.path[0])))
    .map((issue) => ({ property: propertyName(issue), reason: issue.message }));
  return failures.length > 0 ? { inputs: news, failures } : { inputs: news };
}

function propertyName(issue: z.core.$ZodIssue): string {
  // A key the schema does not know is named where it stands: `settings.lifecycleUrl`, not `lifecycleUrl`.
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => [...issue.path.map(String), key].join(".")).join(", ");
  }
  return issue.path.length > 0 ? issue.path.map(String).join(".") : "(inputs)";
}
