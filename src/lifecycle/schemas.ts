/**
 * The environment operations service's shapes, and the inputs and state of the lifecycle
 * resources. Every response is parsed with these; types are inferred from them, never written twice.
 */
import * as z from "zod";
import { bareGuid } from "../core/schemas/formats";
import { entraSettingNames } from "../core/settings/entra-settings";
import { pickSettings } from "../core/settings/settings";

// ---- wire ------------------------------------------------------------------------------------

/**
 * The envelope of every answer, as far as it is read before knowing whether the action succeeded.
 * A refusal is read leniently, so that its `ErrorMessage` always reaches the user; only a success
 * is held to the shape of its operation. `VersionEOL` is only reported, so a missing or odd one
 * is ignored rather than failing an operation that did start.
 */
export const envelope = z.looseObject({
  IsSuccess: z.boolean(),
  OperationActivityId: z.string().nullish(),
  ErrorMessage: z.string().nullish(),
  VersionEOL: z.string().nullish().catch(undefined),
  Data: z.unknown().optional(),
});
export type Envelope = z.infer<typeof envelope>;

/** What every successful envelope has. */
const successBase = {
  IsSuccess: z.literal(true),
  OperationActivityId: z.string().min(1),
  VersionEOL: z.string().nullish().catch(undefined),
};

/** Refresh and export answers: the envelope without `Data`. */
export const operationEnvelope = z.looseObject({ ...successBase, Data: z.unknown().optional() });
export type OperationEnvelope = z.infer<typeof operationEnvelope>;

/** `Data` of the certificate fetch. */
export const certificateData = z.looseObject({
  CertificateZipEncoded: z.base64(),
  CertificateSecretEncoded: z.base64(),
  // Checked against the .cer in the zip, where a written form with colons or spaces is accepted.
  CertificateThumbprint: z.string().min(1),
  ExpirationDateTimeUTC: z.string(),
  ExpirationISODateTimeUTC: z.string(),
  Filename: z.string(),
});

/** The certificate fetch's answer on success. */
export const certificateEnvelope = z.looseObject({ ...successBase, Data: certificateData });
export type CertificateEnvelope = z.infer<typeof certificateEnvelope>;

/**
 * The operation status route's answer (`GET .../databasemovement/v1/fetchstatus/...`, which the
 * spec leaves out): `OperationStatus` stands at the top level of the envelope, beside `IsSuccess`,
 * with no `Data` (reference-get-status.md, MicrosoftDocs/dynamics-365-unified-operations-public).
 * Only `OperationStatus` is relied on.
 */
export const statusEnvelope = z.looseObject({ ...successBase, OperationStatus: z.string().min(1) });
export type StatusEnvelope = z.infer<typeof statusEnvelope>;

// ---- inputs ----------------------------------------------------------------------------------

/** Explicit per-resource or per-call settings, for programs that talk to more than one environment. */
export const lifecycleSettings = pickSettings([
  "lifecycleUrl",
  "lifecycleToken",
  "lifecycleNaming",
  "previewChecks",
  ...entraSettingNames("lifecycle"),
]);

export type LifecycleSettings = z.infer<typeof lifecycleSettings>;

/** A project id: the spec types it as an integer. */
export const projectId = z
  .number({ message: "must be a whole number (the project id)" })
  .int({ message: "must be a whole number (the project id)" })
  .positive({ message: "must be a positive whole number (the project id)" });

/**
 * Backup names travel in the URL path. The spec shows no rule; letters, digits, `-`, `_` and `.`,
 * starting with a letter or digit, at most 100 characters, is what the service's web page accepts
 * for a backup name, and is checked here before any request. Change it here if the service differs.
 */
export const backupName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, {
  message:
    "must be 1 to 100 letters, digits, '-', '_' or '.', starting with a letter or digit (it is part of the URL)",
});

const GUID_TEXT = "[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}";
const ENVIRONMENT_ID = new RegExp(`^(?:[0-9a-f]{32}|${GUID_TEXT}|\\{${GUID_TEXT}\\})$`, "i");

/**
 * An environment id in the inputs of a resource or of the certificate fetch: a GUID, with or
 * without hyphens (the read functions give it as the service lists it, often without). Kept in
 * one form, hyphenated and lower case, as the start routes' paths show it and as earlier releases
 * stored it, so that the same id written either way is the same input.
 */
export const environmentGuid = z
  .string()
  .regex(ENVIRONMENT_ID, { message: "must be an environment id: a GUID, with or without hyphens" })
  .transform((value) => {
    const hex = bareGuid(value);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });

/** Opt-in waiting for a started operation to reach a final status. */
export const waitForCompletion = z.strictObject({
  /** How long to wait before giving up watching (the operation keeps running). Default 60. */
  timeoutMinutes: z
    .number()
    .positive()
    .max(24 * 60)
    .optional(),
  /** How often to ask for the status. Default 30. */
  pollSeconds: z.number().int({ message: "must be a whole number of seconds" }).min(1).max(3600).optional(),
});
export type WaitForCompletion = z.infer<typeof waitForCompletion>;

// ---- state -----------------------------------------------------------------------------------

/**
 * What an operation resource keeps beside its inputs. Fields are only ever added, as optional,
 * so that every earlier state still parses.
 */
const operationStateBase = {
  projectId: z.number(),
  triggers: z.array(z.unknown()).optional(),
  // Loose: state written under today's input rules must still read if those rules tighten.
  waitForCompletion: z
    .looseObject({ timeoutMinutes: z.number().optional(), pollSeconds: z.number().optional() })
    .optional(),
  adoptOperationActivityId: z.string().optional(),
  settings: lifecycleSettings.optional(),
  operationActivityId: z.string().min(1),
  versionEOL: z.string().optional(),
  /** When the provider asked the service to start the operation (ISO 8601, UTC). */
  requestedAt: z.string(),
  /** The last status seen on the status route; absent until someone looked. */
  operationStatus: z.string().optional(),
};

export const databaseRefreshState = z.looseObject({
  ...operationStateBase,
  sourceEnvironmentId: z.string(),
  targetEnvironmentId: z.string(),
});

export const databaseExportState = z.looseObject({
  ...operationStateBase,
  environmentId: z.string(),
  backupName: z.string(),
});

/** Operation state as the shared operation resource reads it. */
export type OperationState = z.infer<z.ZodObject<typeof operationStateBase>> & Record<string, unknown>;

// ---- functions -------------------------------------------------------------------------------

/** Default bound on waiting out the certificate fetch's rate limit (the service asks for minutes). */
export const DEFAULT_CERTIFICATE_MAX_WAIT_SECONDS = 300;
