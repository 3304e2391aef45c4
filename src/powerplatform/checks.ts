/**
 * The Power Platform checks the generated schemas (generated/powerplatform-schemas.ts) name, for
 * the rules a field's facts cannot say, and the rules across a resource's fields, which refine
 * the generated schema of its inputs. What each field is and which check holds it is declared in
 * surface.ts.
 */
import type * as z from "zod";

export { copyType, environmentId, powerPlatformSettings as settings, restorePoint } from "./input-schemas";
export { guid } from "../core/schemas/formats";
export { waitForCompletion } from "../lifecycle/schemas";

/** The inputs of a copy as far as its rules across fields read them. */
interface CopyFields {
  sourceEnvironmentId: string;
  targetEnvironmentId: string;
  copyType: "Full" | "Minimal";
  transactionless?: boolean | undefined;
}

/** A copy overwrites another environment, and a transaction-less copy is a `Full` one. */
export const copyRules = <T extends z.ZodType<CopyFields>>(schema: T): T =>
  schema
    .refine((inputs) => inputs.sourceEnvironmentId !== inputs.targetEnvironmentId, {
      message: "must differ from sourceEnvironmentId: a copy overwrites another environment",
      path: ["targetEnvironmentId"],
    })
    // copy-lifecycle-services tutorial: transaction-less "is ignored" with Minimal; a program that
    // asks for both asks for something the service will not do.
    .refine((inputs) => !(inputs.transactionless === true && inputs.copyType === "Minimal"), {
      message: 'needs copyType "Full": the service ignores a transaction-less Minimal copy',
      path: ["transactionless"],
    });
