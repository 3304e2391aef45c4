/**
 * What every record resource shares: the inputs that say where the record lives and how to
 * write it, and the state that remembers which record it is and its last eTag.
 */
import * as z from "zod";
import { entraSettingNames } from "../../core/settings/entra-settings";
import { pickSettings } from "../../core/settings/settings";
import { deletionPolicyState, type DeletionPolicy } from "./deletion-policy";

/** Every record in a response carries its weak eTag here; it goes back unchanged in If-Match. */
export const ETAG_FIELD = "@odata.etag";

/**
 * The part of every record that the resources rely on; the rest is per record type. Not every
 * entity has `lastModifiedDateTime`: the disputeStatus API page (page 30088, "APIV2 - Dispute
 * Status", in microsoft/ALAppExtensions) exposes only `id`, `code` and `displayName`, so it is
 * kept when the service sends it and never required.
 */
export const liveRecordBase = {
  id: z.string().min(1),
  lastModifiedDateTime: z.string().optional(),
  [ETAG_FIELD]: z.string().min(1),
};

/** A record as the service returns it, as far as the shared record resource reads it. */
export type LiveRecord = {
  id: string;
  lastModifiedDateTime?: string | undefined;
  [ETAG_FIELD]: string;
} & Record<string, unknown>;

/** Explicit per-resource settings for programs that talk to more than one environment. */
export const recordsSettings = pickSettings([
  "recordsUrl",
  "recordsToken",
  "currencyApiVersion",
  "adoptExistingRecords",
  ...entraSettingNames("records"),
]);

/** The parsed inputs the shared record resource reads; each resource adds its own fields. */
export type RecordInputs = {
  companyId: string;
  adoptRecordId?: string | undefined;
  overwriteConcurrentChanges?: boolean | undefined;
  deletionPolicy?: DeletionPolicy | undefined;
  settings?: z.infer<typeof recordsSettings> | undefined;
} & Record<string, unknown>;

/**
 * State every record resource keeps. Fields are only ever added, as optional, so that every
 * earlier state still parses.
 */
export const recordStateBase = {
  companyId: z.string(),
  /** The record's id, which the resource's id also is: earlier versions wrote it, later ones leave it out. */
  recordId: z.string().optional(),
  etag: z.string().min(1),
  lastModifiedDateTime: z.string().optional(),
  adoptRecordId: z.string().optional(),
  overwriteConcurrentChanges: z.boolean().optional(),
  /** What deleting the resource does to the record; a state written before the input reads as `delete`. */
  deletionPolicy: deletionPolicyState,
  settings: recordsSettings.optional(),
  /** The record fields the program set at the last write: the ones this resource manages. */
  managedFields: z.array(z.string()).optional(),
  /**
   * The program's value of each managed field the service stores otherwise (in upper case, as a
   * code for a blank, filled in, formatted, substituted or dropped), by field: the value a diff
   * compares the program with, while the service still holds what it made of it. Absent when the
   * service stores every managed field as sent.
   */
  sentValues: z.record(z.string(), z.unknown()).optional(),
};

/** The parsed state the shared record resource reads. */
export type RecordState = z.infer<z.ZodObject<typeof recordStateBase>> & Record<string, unknown>;
