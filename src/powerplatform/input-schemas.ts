/**
 * The inputs and state of the Power Platform resources, and the arguments of its functions: every
 * input is checked here, by property name, before any request.
 */
import * as z from "zod";
import { guid } from "../core/schemas/formats";
import { entraSettingNames } from "../core/settings/entra-settings";
import { pickSettings } from "../core/settings/settings";

/** Explicit per-resource or per-call settings. */
export const powerPlatformSettings = pickSettings([
  "powerPlatformUrl",
  "powerPlatformToken",
  "previewChecks",
  ...entraSettingNames("powerPlatform"),
]);
export type PowerPlatformSettings = z.infer<typeof powerPlatformSettings>;

/** A Power Platform environment id: a GUID, kept lower case as the service writes it. */
export const environmentId = guid;

/** The copy types of the API (copy-environment: CopyType). */
const COPY_TYPES = ["Full", "Minimal"] as const;

/** What a copy copies. */
export const copyType = z.enum(COPY_TYPES, { message: 'must be "Full" or "Minimal"' });

/**
 * An instant with its offset, as restore-environment asks of `restorePointDateTime` ("RFC 3339
 * with offset", e.g. `2025-04-30T12:34:56+02:00`); `Z` is the offset zero.
 */
export const restorePoint = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i, {
    message: "must be a date and time with its offset, such as 2026-11-30T06:00:00+00:00",
  })
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: "must be a date and time that exists" });

/** What copy and restore keep beside their inputs; fields are only ever added, as optional. */
export const operationState = z.looseObject({
  sourceEnvironmentId: z.string(),
  targetEnvironmentId: z.string(),
  triggers: z.array(z.unknown()).optional(),
  waitForCompletion: z
    .looseObject({ timeoutMinutes: z.number().optional(), pollSeconds: z.number().optional() })
    .optional(),
  adoptOperationId: z.string().optional(),
  alreadyApplied: z.boolean().optional(),
  settings: powerPlatformSettings.optional(),
  /** The service's id of the operation; absent when none was started or none could be learned. */
  operationId: z.string().optional(),
  requestedAt: z.string(),
  operationStatus: z.string().optional(),
});
export type OperationState = z.infer<typeof operationState>;

/** A backup's label: the service requires one (create-environment-backup). */
export const backupLabel = z.string().trim().min(1, { message: "must not be empty" }).max(255);

/** FinOpsUpdateCadence (get-fin-ops-maintenance-settings). */
export const CADENCES = ["EveryUpdate", "EveryOtherUpdate", "Regulated"] as const;
/** FinOpsDayOfWeek, as .NET's System.DayOfWeek. */
export const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** An update cadence. */
export const cadence = z.enum(CADENCES, { message: `must be one of ${CADENCES.join(", ")}` });

/** The days an update may be scheduled on: at least one, each once. */
export const daysOfWeek = z
  .array(z.enum(DAYS, { message: `must be a day of the week: ${DAYS.join(", ")}` }))
  .min(1, { message: "must name at least one day" })
  .refine((days) => new Set(days).size === days.length, { message: "must not name a day twice" });
