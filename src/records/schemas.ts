/**
 * The records service's shapes, as the spec and the observed service give them. Every response
 * body is parsed with these; types are inferred from them, never written twice.
 */
import { z } from "zod";
import { guid } from "../core/formats";
import { settingsSchema } from "../core/settings";

/** Every record in a response carries its weak eTag here; it goes back unchanged in If-Match. */
export const ETAG_FIELD = "@odata.etag";

/** disputeStatus as the service returns it. Unknown extra fields are tolerated. */
export const disputeStatusRecord = z.looseObject({
  id: z.string().min(1),
  code: z.string(),
  displayName: z.string(),
  lastModifiedDateTime: z.string(),
  [ETAG_FIELD]: z.string().min(1),
});
export type DisputeStatusRecord = z.infer<typeof disputeStatusRecord>;

/** Explicit per-resource settings for programs that talk to more than one environment. */
export const recordsSettings = settingsSchema.pick({ recordsUrl: true, recordsToken: true });

/**
 * Inputs of the DisputeStatus resource. Lengths follow the service's table definition
 * (Code[10], Text[100]); the spec shows none, so they are kept here, in one place.
 */
export const disputeStatusInputs = z.strictObject({
  companyId: guid,
  code: z
    .string()
    .min(1, { message: "must not be empty" })
    .max(10, { message: "must be at most 10 characters" }),
  displayName: z.string().max(100, { message: "must be at most 100 characters" }),
  adoptRecordId: guid.optional(),
  overwriteConcurrentChanges: z.boolean().optional(),
  settings: recordsSettings.optional(),
});
export type DisputeStatusInputs = z.infer<typeof disputeStatusInputs>;

/**
 * Outputs stored in state. Fields are only ever added, as optional, so that every earlier
 * state still parses.
 */
export const disputeStatusState = z.looseObject({
  companyId: z.string(),
  code: z.string(),
  displayName: z.string(),
  recordId: z.string(),
  etag: z.string().min(1),
  lastModifiedDateTime: z.string(),
  adoptRecordId: z.string().optional(),
  overwriteConcurrentChanges: z.boolean().optional(),
  settings: recordsSettings.optional(),
});
export type DisputeStatusState = z.infer<typeof disputeStatusState>;
