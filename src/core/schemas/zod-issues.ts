import type * as z from "zod";

/**
 * Where a zod issue is: the unknown keys (with their path) for an `unrecognized_keys` issue, else
 * the dotted path;
 * `whole` names the value itself when the path is empty (such as `(inputs)` or `the body`).
 */
export function issuePlace(issue: z.core.$ZodIssue, whole: string): string {
  // A key the schema does not know is named where it stands: `settings.lifecycleUrl`, not `lifecycleUrl`.
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => [...issue.path.map(String), key].join(".")).join(", ");
  }
  return issue.path.length > 0 ? issue.path.map(String).join(".") : whole;
}

/**
 * Every issue of a failed parse as `place: message`, joined with `; `: the one wording of a bad
 * value, for inputs, function arguments, stored state and responses alike.
 */
export function describeIssues(error: z.ZodError, whole: string): string {
  return error.issues.map((issue) => `${issuePlace(issue, whole)}: ${issue.message}`).join("; ");
}
