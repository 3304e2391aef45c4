/**
 * The lifecycle checks the generated argument schemas (generated/lifecycle-schemas.ts) name, for
 * the rules a field's facts cannot say. What each field is and which check holds it is declared in
 * surface.ts.
 */
import type * as z from "zod";

export {
  backupName,
  environmentGuid,
  lifecycleSettings as settings,
  projectId,
  waitForCompletion,
} from "./schemas";
export { guid } from "../core/schemas/formats";

/** A refresh copies one environment's database into another: the target differs from the source. */
export const refreshRule = <
  T extends z.ZodType<{ sourceEnvironmentId: string; targetEnvironmentId: string }>,
>(
  schema: T,
): T =>
  schema.refine((inputs) => inputs.sourceEnvironmentId !== inputs.targetEnvironmentId, {
    message: "must differ from sourceEnvironmentId: a refresh copies one environment's database into another",
    path: ["targetEnvironmentId"],
  });
export { environmentIdRule } from "./environment-info/environment-info-schemas";
