/** A Power Platform environment with its Finance and Operations details. */
export interface FinOpsEnvironment {
  /** The Power Platform environment id (a GUID): what the resources name. */
  environmentId: string;
  /** Its display name. */
  displayName?: string;
  /** Its SKU, such as `Sandbox` or `Production`. */
  type?: string;
  /** Its state, as the service words it. */
  state?: string;
  /** Its Dataverse URL. */
  url?: string;
  /** Its geography, such as `europe`. */
  geo?: string;
  /** The linked Finance and Operations environment's id: for an LCS environment, its LCS environment id. */
  finOpsEnvironmentId?: string;
  /** How the Finance and Operations environment is linked, as the service words it. */
  finOpsType?: string;
  /** The Finance and Operations URL. */
  finOpsUrl?: string;
  /**
   * `UnifiedDeveloper`, `UnifiedSandbox`, `UnifiedProduction`, `LCSSandbox`, `LCSProduction`,
   * `Trial` or `Unknown`; absent when it was not read.
   */
  deploymentType?: string;
}

/** What `listFinOpsEnvironments` returns. */
export interface ListFinOpsEnvironmentsResult {
  /** Every environment with Finance and Operations the identity may see, in the service's order. */
  environments: FinOpsEnvironment[];
}

/** An environment a copy or restore may overwrite. */
export interface CandidateEnvironment {
  /** The environment id (a GUID). */
  environmentId: string;
  /** Its display name. */
  displayName?: string;
  /** Its Dataverse URL. */
  dataverseOrganizationUrl?: string;
}

/** What `getCopyCandidates` and `getRestoreCandidates` return. */
export interface GetCandidatesResult {
  /** The environments the service would let the operation overwrite. */
  candidates: CandidateEnvironment[];
}

/** A backup of an environment. */
export interface EnvironmentBackupInfo {
  /** The backup id. */
  id: string;
  /** The label of a manual backup. */
  label?: string;
  /** The point in time it holds. */
  backupPointDateTime?: string;
  /** When it expires. */
  backupExpiryDateTime?: string;
  /** Who made it. */
  createdBy?: string;
}

/** What `listEnvironmentBackups` returns. */
export interface ListEnvironmentBackupsResult {
  /** The environment's backups, in the service's order. */
  backups: EnvironmentBackupInfo[];
}

/** An operation of an environment. */
export interface PowerPlatformOperation {
  /** The operation id. */
  operationId: string;
  /** Its name, as the service words it. */
  name?: string;
  /** `Queued`, `InProgress`, `Succeeded`, `Failed`, `ValidationFailed`, `ValidationPassed` or `NoOperation`. */
  status: string;
  /** When it started. */
  startTime?: string;
  /** When it ended. */
  endTime?: string;
  /** Who asked for it. */
  requestedBy?: string;
  /** The error of a failed operation, `code: message`. */
  error?: string;
}

/** What `listEnvironmentOperations` returns. */
export interface ListEnvironmentOperationsResult {
  /** The environment's operations, newest first as the service lists them. */
  operations: PowerPlatformOperation[];
}
