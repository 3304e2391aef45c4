/**
 * The Power Platform checks the generated schemas (generated/powerplatform-schemas.ts) name, for
 * the rules a field's facts cannot say, and the rules across a resource's fields, which refine
 * the generated schema of its inputs. What each field is and which check holds it is declared in
 * surface.ts.
 */
import type * as z from "zod";

export {
  backupLabel,
  cadence,
  copyType,
  daysOfWeek,
  environmentId,
  powerPlatformSettings as settings,
  restorePoint,
} from "./input-schemas";
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

/** The cadences of maintenance settings as far as their rule across fields reads them. */
interface CadenceFields {
  maintenanceWindowCadence: string;
  sandboxCadences?: string[] | undefined;
}

/**
 * manage-service-updates-unified-environments.md: a production update needs a sandbox that took
 * the same update at least five days before. A production environment taking every update needs
 * a sandbox that takes every update too; the program that names its sandboxes' cadences is told.
 */
export const maintenanceRules = <T extends z.ZodType<CadenceFields>>(schema: T): T =>
  schema.refine(
    (inputs) =>
      inputs.sandboxCadences === undefined ||
      inputs.maintenanceWindowCadence !== "EveryUpdate" ||
      inputs.sandboxCadences.includes("EveryUpdate"),
    {
      message:
        'has no "EveryUpdate" sandbox while this environment takes every update: the service updates production only after a sandbox took the same update at least five days before',
      path: ["sandboxCadences"],
    },
  );
