/**
 * Inputs that check accepted, parsed again where create and update receive them. Apart from the
 * contract's types (resource-provider.ts), whose declarations a program's type check reads and
 * which so name no zod type.
 */
import type * as z from "zod";
import { BizopsError } from "../errors/errors";
import { describeIssues } from "../schemas/zod-issues";
import { PROVIDER_KEY } from "./resource-provider";

/**
 * Parses inputs that check has already accepted (create and update receive them with the
 * serialized provider beside them).
 */
export function parseCheckedInputs<S extends z.ZodType>(
  schema: S,
  props: Record<string, unknown>,
  resource: string,
): z.infer<S> {
  const { [PROVIDER_KEY]: _provider, ...inputs } = props;
  const parsed = schema.safeParse(inputs);
  if (parsed.success) return parsed.data;
  throw new BizopsError(`Invalid inputs for ${resource}: ${describeIssues(parsed.error, "(inputs)")}.`, {
    code: "InvalidInput",
    hint: "Correct the inputs named in the program, then run `pulumi up` again.",
  });
}
