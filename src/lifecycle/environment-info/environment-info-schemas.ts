/**
 * The shapes of the lifecycle service's three read routes (the functions' arguments are declared in
 * ../surface.ts). Sources (MicrosoftDocs/dynamics-365-unified-operations-public):
 * - lifecycle-services/api/v1/reference-environment-metadata.md and
 *   reference-environment-history.md: `Data` holds the page's items, `ResultPageCurrent` and
 *   `ResultHasMorePages` say where the listing stands, and any property may be `null` ("If a value
 *   is not available, null will be returned");
 * - database/api/v1/reference-list-backups.md: `DatabaseAssets` holds every backup, with no paging
 *   shown (a `ResultHasMorePages` is still followed, should the service add it).
 * Items are read loosely: only the id of each is required, and unknown properties are kept out of
 * the results, which list the documented ones.
 */
import * as z from "zod";
import { bareGuid, guid } from "../../core/schemas/formats";

const text = z.string().nullish();
const whole = z.number().nullish();
const flag = z.boolean().nullish();

/** One environment of the metadata route ("Data" table of reference-environment-metadata.md). */
export const environmentItem = z.looseObject({
  EnvironmentId: z.string().min(1),
  EnvironmentName: text,
  ProjectId: whole,
  EnvironmentInfrastructure: text,
  EnvironmentType: text,
  EnvironmentGroup: text,
  EnvironmentProduct: text,
  EnvironmentEndpointBaseUrl: text,
  DeploymentState: text,
  TopologyDisplayName: text,
  CurrentApplicationBuildVersion: text,
  CurrentApplicationReleaseName: text,
  CurrentPlatformReleaseName: text,
  CurrentPlatformVersion: text,
  DeployedOnUTC: text,
  CloudStorageLocation: text,
  DisasterRecoveryLocation: text,
  DeploymentStatusDisplay: text,
  CanStart: flag,
  CanStop: flag,
});
export type EnvironmentItem = z.infer<typeof environmentItem>;

/** One operation of the history route ("Data" table of reference-environment-history.md). */
export const historyItem = z.looseObject({
  Name: text,
  Type: text,
  TypeDisplay: text,
  StartDateTimeUtc: text,
  EndDateTimeUtc: text,
  Status: text,
  ActivityId: text,
  EnvironmentId: text,
  ProjectId: whole,
});
export type HistoryItem = z.infer<typeof historyItem>;

/** One backup of the asset library (the example of reference-list-backups.md). */
export const backupItem = z.looseObject({
  Id: z.string().min(1),
  ProjectId: whole,
  OrganizationId: whole,
  Name: text,
  FileName: text,
  FileDescription: text,
  FileLocation: text,
  ModifiedDateTime: text,
  CreatedDateTime: text,
  CreatedByName: text,
  ModifiedByName: text,
});
export type BackupItem = z.infer<typeof backupItem>;

/** Where a paged answer stands: the page it is, and whether another follows. */
const pageFields = {
  IsSuccess: z.literal(true),
  ResultPageCurrent: z.number().int().nullish(),
  ResultHasMorePages: z.boolean().nullish(),
};

/** A page of the metadata or history route; a `null` Data is an empty page. */
export function dataPage<T extends z.ZodType>(item: T) {
  return z.looseObject({ ...pageFields, Data: z.array(item).nullish() });
}

/** The backups route's answer. */
export const backupsAnswer = z.looseObject({ ...pageFields, DatabaseAssets: z.array(backupItem).nullish() });

/**
 * An environment id as the service writes them: a GUID, with or without hyphens (the metadata
 * page's example has both forms). Kept as given: it goes back into a path the way it came.
 */
export const environmentIdRule = z.union([guid, z.string().regex(/^[0-9a-f]{32}$/i)], {
  message: "must be an environment id: a GUID, with or without hyphens",
});

/** The same environment id whatever its form: lower case, without hyphens or braces. */
export function sameEnvironment(a: string, b: string): boolean {
  return bareGuid(a) === bareGuid(b);
}

/** Default bound on waiting out a read route's rate limit (a 429 asks for at most a minute). */
export const DEFAULT_READ_MAX_WAIT_SECONDS = 300;
