import type * as z from "zod";
import { BizopsError } from "./errors";
import { describeIssues } from "./zod-issues";

/**
 * Parses state read back from the engine (old outputs). State is a public API: schemas only gain
 * optional fields, so every earlier state still parses. State that does not parse is a clear
 * error naming the resource, never a crash deep inside.
 */
export function parseState<S extends z.ZodType>(schema: S, props: unknown, resource: string): z.infer<S> {
  const parsed = schema.safeParse(props);
  if (parsed.success) return parsed.data;
  throw new BizopsError(
    `The stored state of ${resource} cannot be read (${describeIssues(parsed.error, "state")}).`,
    {
      hint: "Run `pulumi refresh`; if it persists, report it with the output of `pulumi stack export`.",
      code: "UnreadableState",
    },
  );
}
