/**
 * What the lifecycle read functions return: the service's properties with a lower-case first
 * letter. The service answers `null` for a value it does not have; such a property is left out.
 */

/** One environment of a project (the environment metadata route). */
export interface ProjectEnvironment {
  /** The environment's id, as the service writes it (with or without hyphens). */
  environmentId: string;
  /** Its name. */
  environmentName?: string;
  /** The project it belongs to. */
  projectId?: number;
  /** `MicrosoftManaged`, `SelfService`, ... */
  environmentInfrastructure?: string;
  /** `Production`, `Sandbox`, ...: a refresh or an export acts on a `Sandbox` only. */
  environmentType?: string;
  /** `Primary`, or the disaster recovery group. */
  environmentGroup?: string;
  /** The product it runs. */
  environmentProduct?: string;
  /** Its base URL. */
  environmentEndpointBaseUrl?: string;
  /** The state of its latest operation. */
  deploymentState?: string;
  /** The product topology deployed on it. */
  topologyDisplayName?: string;
  /** The application's version. */
  currentApplicationBuildVersion?: string;
  /** The application's release name. */
  currentApplicationReleaseName?: string;
  /** The platform's release name. */
  currentPlatformReleaseName?: string;
  /** The platform's version. */
  currentPlatformVersion?: string;
  /** When it was deployed (UTC), as the service writes it. */
  deployedOnUTC?: string;
  /** Its primary Azure location. */
  cloudStorageLocation?: string;
  /** Its secondary Azure location. */
  disasterRecoveryLocation?: string;
  /** Its status now, such as `Deployed`. */
  deploymentStatusDisplay?: string;
  /** Whether it can be started. */
  canStart?: boolean;
  /** Whether it can be stopped. */
  canStop?: boolean;
}

/** One operation of an environment's history, ongoing or past. */
export interface EnvironmentOperation {
  /** The name it was given. */
  name?: string;
  /** Its type, such as `ApplicationHotfix` or `InstallAddin`. */
  type?: string;
  /** Its type in words. */
  typeDisplay?: string;
  /** When it started (UTC, as the service writes it: no zone). */
  startDateTimeUtc?: string;
  /** When it ended (UTC, no zone); absent while it runs. */
  endDateTimeUtc?: string;
  /** Its status, such as `Completed`. */
  status?: string;
  /** Its activity id. */
  activityId?: string;
  /** The environment it acted on. */
  environmentId?: string;
  /** The project. */
  projectId?: number;
}

/** One database backup in a project's asset library. */
export interface DatabaseBackup {
  /** Its id. */
  id: string;
  /** The project. */
  projectId?: number;
  /** The organization. */
  organizationId?: number;
  /** Its name, such as an export's `backupName`. */
  name?: string;
  /** The `.bacpac` file's name. */
  fileName?: string;
  /** Its description. */
  fileDescription?: string;
  /** A signed download address: whoever has it can download the database. Keep it secret. */
  fileLocation?: string;
  /** When it last changed (UTC, no zone). */
  modifiedDateTime?: string;
  /** When it was added (UTC, no zone). */
  createdDateTime?: string;
  /** Who added it. */
  createdByName?: string;
  /** Who last changed it. */
  modifiedByName?: string;
}

/** What `listEnvironments` returns: every environment of the project, every page. */
export interface ListEnvironmentsResult {
  /** The environments, from every page, in the service's order. */
  environments: ProjectEnvironment[];
}

/** What `getEnvironmentHistory` returns: the environment's operations, newest first as the service lists them. */
export interface GetEnvironmentHistoryResult {
  /** The operations, from every page, newest first. */
  operations: EnvironmentOperation[];
}

/** What `listDatabaseBackups` returns: every backup of the project's asset library. */
export interface ListDatabaseBackupsResult {
  /** The backups, as the service lists them. */
  backups: DatabaseBackup[];
}
