/**
 * The Power Platform API's answers, as the client reads them: every response is parsed with these.
 * Objects are loose (the service adds fields), and a field the resources do not rely on is
 * optional and nullable. Definitions from the Learn REST reference (API version 2024-10-01):
 * OperationExecutionResult (operation/get-operation-by-id), EnvironmentResponse and EnvironmentList
 * (environments/list-environments-for-user), FinOpsPropertiesResponse
 * (finance-and-operations-properties/get-fin-ops-properties), EnvironmentBackup and its paged
 * collection (environment-backup/get-environment-backups), EnvironmentPagedCollection
 * (environment-copy/get-environment-copy-candidates), FinOpsAdminSettingsResponse
 * (finance-and-operations-maintenance-settings/get-fin-ops-maintenance-settings).
 */
import * as z from "zod";

const text = z.string().nullish();

/** Who asked for an operation or made a backup. */
const userIdentity = z.looseObject({ userId: text, displayName: text, tenantId: text, type: text });

/** A stage of an operation: `{name, status, startTime, endTime}`. */
const stageStatus = z.looseObject({ name: text, status: text, startTime: text, endTime: text });

/** The error of a failed operation (OperationErrorDetail). */
const operationErrorDetail = z.looseObject({
  code: text,
  message: text,
  fieldErrors: z
    .record(z.string(), z.looseObject({ errorMessages: z.array(z.string()).nullish() }))
    .nullish(),
});

/**
 * One operation. `status` is an open string: OperationStatus lists `Queued`, `InProgress`,
 * `Succeeded`, `ValidationFailed`, `Failed`, `NoOperation` and `ValidationPassed`, and a word this
 * code does not know is read as still running (operation-status.ts).
 */
export const operationResult = z.looseObject({
  operationId: z.string().min(1),
  name: text,
  status: z.string().min(1),
  startTime: text,
  endTime: text,
  requestedBy: userIdentity.nullish(),
  stageStatuses: z.array(stageStatus).nullish(),
  errorDetail: operationErrorDetail.nullish(),
  updatedEnvironment: z
    .looseObject({ environmentId: text, displayName: text, dataverseOrganizationUrl: text })
    .nullish(),
});
export type OperationResult = z.infer<typeof operationResult>;

/** `{collection, continuationToken}`, the paging of environment management's lists. */
function collectionOf<T extends z.ZodType>(item: T) {
  return z.looseObject({ collection: z.array(item).nullish(), continuationToken: text });
}

export const operationPage = collectionOf(operationResult);

/** The linked Finance and Operations environment of a Power Platform environment. */
const finOpsMetadata = z.looseObject({ id: text, type: text, url: text });

/** One environment (EnvironmentResponse); `type` is its SKU, such as `Sandbox` or `Production`. */
export const environmentResponse = z.looseObject({
  id: z.string().min(1),
  displayName: text,
  type: text,
  state: text,
  url: text,
  geo: text,
  azureRegion: text,
  tenantId: text,
  protectionLevel: text,
  adminMode: text,
  finOpsMetadata: finOpsMetadata.nullish(),
});
export type EnvironmentResponse = z.infer<typeof environmentResponse>;

/** The environments list pages OData's way, `@odata.nextlink` (list-environments-for-user). */
export const environmentList = z.looseObject({
  value: z.array(environmentResponse).nullish(),
  "@odata.nextlink": text,
  "@odata.nextLink": text,
});

/** What kind of Finance and Operations deployment an environment is (FinOpsPropertiesResponse). */
export const finOpsProperties = z.looseObject({
  appId: text,
  deploymentType: text,
  demoDataset: text,
});
export type FinOpsProperties = z.infer<typeof finOpsProperties>;

/** One backup (EnvironmentBackup). */
export const environmentBackup = z.looseObject({
  id: z.string().min(1),
  label: text,
  backupPointDateTime: text,
  backupExpiryDateTime: text,
  createdBy: userIdentity.nullish(),
});
export type EnvironmentBackup = z.infer<typeof environmentBackup>;

export const backupPage = collectionOf(environmentBackup);

/** One environment a copy or restore may target (EnvironmentPagedCollection's items). */
const candidate = z.looseObject({
  environmentId: z.string().min(1),
  displayName: text,
  dataverseOrganizationUrl: text,
});
export type Candidate = z.infer<typeof candidate>;

export const candidatePage = collectionOf(candidate);

/** An environment's update cadence and days (FinOpsAdminSettingsResponse). */
export const finOpsAdminSettings = z.looseObject({
  maintenanceWindowCadence: text,
  maintenanceWindowDaysOfWeek: z.array(z.string()).nullish(),
});
export type FinOpsAdminSettings = z.infer<typeof finOpsAdminSettings>;
