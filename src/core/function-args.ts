import type { z } from "zod";
import { BizopsError } from "./errors";

/** Validates a function's arguments before any request; each bad argument is named. */
export function parseFunctionArgs<S extends z.ZodType>(schema: S, args: unknown, fn: string): z.infer<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const where =
      issue.code === "unrecognized_keys" ? issue.keys.join(", ") : issue.path.map(String).join(".");
    return `${where || "(arguments)"}: ${issue.message}`;
  });
  throw new BizopsError(`Invalid arguments for ${fn}: ${problems.join("; ")}.`);
}
