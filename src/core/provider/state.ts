import type * as z from "zod";
import { BizopsError } from "../errors/errors";
import { liftServiceIdentity } from "../settings/service-identity-settings";
import { describeIssues } from "../schemas/zod-issues";

/**
 * Parses state read back from the engine (old outputs). State is a public API: schemas only gain
 * optional fields, so every earlier state still parses. State that does not parse is a clear
 * error naming the resource, never a crash deep inside.
 */
export function parseState<S extends z.ZodType>(schema: S, props: unknown, resource: string): z.infer<S> {
  const parsed = schema.safeParse(liftEarlierSettings(props));
  if (parsed.success) return parsed.data;
  throw new BizopsError(
    `The stored state of ${resource} cannot be read (${describeIssues(parsed.error, "state")}).`,
    {
      hint: "Run `pulumi refresh`; if it persists, report it with the output of `pulumi stack export`.",
      code: "UnreadableState",
    },
  );
}

/**
 * State whose `settings` an earlier release wrote with a service's own identity settings, read
 * as today's shared names (see service-identity-settings.ts).
 */
function liftEarlierSettings(props: unknown): unknown {
  if (typeof props !== "object" || props === null || !("settings" in props)) return props;
  const settings = liftServiceIdentity(props.settings);
  return settings === props.settings ? props : { ...props, settings };
}
