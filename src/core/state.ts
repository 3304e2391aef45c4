import type { z } from "zod";
import { BizopsError } from "./errors";

/**
 * Parses state read back from the engine (old outputs). State is a public API: schemas only gain
 * optional fields, so every earlier state still parses. State that does not parse is a clear
 * error naming the resource, never a crash deep inside.
 */
export function parseState<S extends z.ZodType>(schema: S, props: unknown, resource: string): z.infer<S> {
  const parsed = schema.safeParse(props);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join(".") || "state";
  throw new BizopsError(`The stored state of ${resource} cannot be read (${where}: ${issue?.message}).`, {
    hint: "Run `pulumi refresh`; if it persists, report it with the output of `pulumi stack export`.",
    code: "UnreadableState",
  });
}
