import type * as z from "zod";
import { BizopsError } from "../errors/errors";
import { quietLateHandling } from "./late-rejections";
import { describeIssues } from "../schemas/zod-issues";

/** Validates a function's arguments before any request; each bad argument is named. */
export function parseFunctionArgs<S extends z.ZodType>(schema: S, args: unknown, fn: string): z.infer<S> {
  // The first thing every function does in the program: its errors may reach the SDK late.
  quietLateHandling();
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  throw new BizopsError(`Invalid arguments for ${fn}: ${describeIssues(parsed.error, "(arguments)")}.`, {
    code: "InvalidInput",
    hint: "Correct the arguments named in the program, then run the command again.",
  });
}
