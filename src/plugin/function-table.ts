/**
 * The functions of the package that are written by hand (the typed records' list and get
 * functions come from their definitions, in record-shapes.ts), written once: the module and name of the very
 * function a TypeScript program calls, and its arguments and result for the package schema. The
 * plugin's invoke calls the function by module and name; the schema describes it from here.
 */
import {
  decimal,
  element,
  flag,
  listOf,
  openObject,
  shape,
  text,
  typed,
  whole,
  type ObjectShape,
  type PropertySpec,
} from "./schema-shapes";

/** The modules of the package: each is a namespace of `pulumi-bizops` and a part of tokens. */
type ModuleName = "records" | "lifecycle" | "datashare" | "language";

/** One function: `bizops:<module>:<name>`. */
export interface FunctionEntry {
  module: ModuleName;
  /** Its name, in the module's exports and in its token. */
  name: string;
  description: string;
  inputs: ObjectShape;
  outputs: ObjectShape;
  /** The whole result is a secret, as the TypeScript `...Output` form makes it. */
  secretResult?: boolean;
  /** The result as the plugin returns it, when the TypeScript result has no fixed shape. */
  reshape?: (result: unknown) => Record<string, unknown>;
}

/** A list of the named type `module:Name`. */
const listOfType = (token: string, description: string) => listOf(element(typed(token, "")), description);

const companyId = text("The company: a GUID, such as `5d115c9c-44e3-ea11-bb43-000d3a2feca1`.");
const filter = text("An OData `$filter` expression; every record when left out. Must not be empty.");
const recordsSettings = typed("records:RecordsSettings", "The records service for this call only.");
const lifecycleSettings = typed(
  "lifecycle:LifecycleSettings",
  "The environment operations service for this call only.",
);
const dataShareSettings = typed("datashare:DataShareSettings", "The data share service for this call only.");
const apiRoute = text(
  "The API of the entity set: its version for the standard API, such as `v2.0`, or `<publisher>/<group>/<version>` for a custom API.",
);
const entitySet = text("The entity set, as its API page's `EntitySetName` writes it, such as `carBrands`.");
const projectId = whole("The project: a positive whole number.");
const environmentId = text("The environment: a GUID, with or without hyphens.");
const maxWaitSeconds = whole(
  "How long the call may spend waiting out 429 answers, whole seconds from 0 to 3600. Default 300.",
);

/** The arguments every record list function takes. */
export const LIST_RECORDS_ARGS: Record<string, PropertySpec> = {
  companyId,
  filter,
  settings: recordsSettings,
};

const share: Record<string, PropertySpec> = {
  subscriptionId: text("The subscription of the data share account."),
  resourceGroupName: text("The resource group of the data share account."),
  accountName: text("The data share account."),
  shareSubscriptionName: text("The share subscription."),
};
const shareRequired = Object.keys(share);
const odata = {
  filter: text("An OData `$filter` the service applies, such as `status eq 'Failed'`; not blank."),
  orderby: text("An OData `$orderby` the service applies, such as `startTime desc`; not blank."),
};

/** The object types the functions' results are made of, by token without the package. */
export const FUNCTION_TYPES: Record<string, ObjectShape> = {
  "records:Company": shape(
    "A company of the environment, as the service lists it.",
    {
      id: text("The company's id (a GUID): the `companyId` of its records."),
      name: text("The company's name."),
      displayName: text("The name shown on the company's documents."),
    },
    ["id", "name"],
  ),
  "lifecycle:ProjectEnvironment": shape(
    "One environment of a project.",
    {
      environmentId: text("The environment's id."),
      environmentName: text("Its name."),
      projectId: whole("The project it belongs to."),
      environmentInfrastructure: text("`MicrosoftManaged`, `SelfService`, ..."),
      environmentType: text("`Production`, `Sandbox`, ...: a refresh or an export acts on a `Sandbox` only."),
      environmentGroup: text("`Primary`, or the disaster recovery group."),
      environmentProduct: text("The product it runs."),
      environmentEndpointBaseUrl: text("Its base URL."),
      deploymentState: text("The state of its latest operation."),
      topologyDisplayName: text("The product topology deployed on it."),
      currentApplicationBuildVersion: text("The application's version."),
      currentApplicationReleaseName: text("The application's release name."),
      currentPlatformReleaseName: text("The platform's release name."),
      currentPlatformVersion: text("The platform's version."),
      deployedOnUTC: text("When it was deployed (UTC)."),
      cloudStorageLocation: text("Its primary Azure location."),
      disasterRecoveryLocation: text("Its secondary Azure location."),
      deploymentStatusDisplay: text("Its status now, such as `Deployed`."),
      canStart: flag("Whether it can be started."),
      canStop: flag("Whether it can be stopped."),
    },
    ["environmentId"],
  ),
  "lifecycle:EnvironmentOperation": shape("One operation of an environment's history, ongoing or past.", {
    name: text("The name it was given."),
    type: text("Its type, such as `ApplicationHotfix`."),
    typeDisplay: text("Its type in words."),
    startDateTimeUtc: text("When it started (UTC, no zone)."),
    endDateTimeUtc: text("When it ended (UTC, no zone); absent while it runs."),
    status: text("Its status, such as `Completed`."),
    activityId: text("Its activity id."),
    environmentId: text("The environment it acted on."),
    projectId: whole("The project."),
  }),
  "lifecycle:DatabaseBackup": shape(
    "One database backup in a project's asset library.",
    {
      id: text("Its id."),
      projectId: whole("The project."),
      organizationId: whole("The organization."),
      name: text("Its name, such as an export's `backupName`."),
      fileName: text("The `.bacpac` file's name."),
      fileDescription: text("Its description."),
      fileLocation: text("A signed download address: whoever has it can download the database."),
      modifiedDateTime: text("When it last changed (UTC, no zone)."),
      createdDateTime: text("When it was added (UTC, no zone)."),
      createdByName: text("Who added it."),
      modifiedByName: text("Who last changed it."),
    },
    ["id"],
  ),
  "datashare:ShareSubscriptionSynchronization": shape(
    "One synchronization of a share subscription.",
    {
      synchronizationId: text("The synchronization's id."),
      durationMs: decimal("How long it took, in milliseconds."),
      endTime: text("When it ended (ISO 8601)."),
      message: text("The service's message about it, such as the reason of a failure."),
      startTime: text("When it started (ISO 8601)."),
      status: text("`Completed`, `Succeeded`, `Queued`, `InProgress`, `Failed`, `Canceled`, ..."),
      synchronizationMode: text("`Incremental` or `FullSync`."),
    },
    ["synchronizationId"],
  ),
  "datashare:SynchronizationDetails": shape("What one synchronization did to one data set.", {
    dataSetId: text("The data set's id."),
    dataSetType: text("The data set's type, such as `Blob` or `SqlDBTable`."),
    durationMs: decimal("How long it took, in milliseconds."),
    endTime: text("When it ended (ISO 8601)."),
    filesRead: decimal("Files read."),
    filesWritten: decimal("Files written."),
    message: text("The service's message, such as the reason of a failure."),
    name: text("The data set's name."),
    rowsCopied: decimal("Rows copied."),
    rowsRead: decimal("Rows read."),
    sizeRead: decimal("Bytes read."),
    sizeWritten: decimal("Bytes written."),
    startTime: text("When it started (ISO 8601)."),
    status: text("Its status, as for a synchronization."),
    vCore: decimal("Cores used."),
  }),
  "datashare:ScheduledSourceSynchronizationSettingProperties": shape(
    "The schedule of a source-share synchronization setting.",
    {
      recurrenceInterval: text("`Hour` or `Day`."),
      synchronizationTime: text("When the synchronization runs (ISO 8601)."),
    },
  ),
  "datashare:ScheduledSourceSynchronizationSetting": shape(
    "A synchronization setting of the source share.",
    {
      kind: text("The kind of setting, such as `ScheduleBased`."),
      properties: typed(
        "datashare:ScheduledSourceSynchronizationSettingProperties",
        "The schedule, when the kind has one.",
      ),
    },
    ["kind"],
  ),
  "language:DetectedLanguage": shape(
    "A language the detector found.",
    {
      language: text("The language's code, such as `de` or `zh-Hans`."),
      score: decimal("Confidence from 0 to 1."),
      isTranslationSupported: flag("Whether the translator can translate from it."),
      isTransliterationSupported: flag("Whether the translator can transliterate from it."),
    },
    ["language", "score", "isTranslationSupported", "isTransliterationSupported"],
  ),
  "language:DetectionResult": shape(
    "The language of one text, and the other candidates.",
    {
      language: text("The language's code, such as `de` or `zh-Hans`."),
      score: decimal("Confidence from 0 to 1."),
      isTranslationSupported: flag("Whether the translator can translate from it."),
      isTransliterationSupported: flag("Whether the translator can transliterate from it."),
      alternatives: listOfType("language:DetectedLanguage", "Other likely languages, when any."),
    },
    ["language", "score", "isTranslationSupported", "isTransliterationSupported"],
  ),
};

/** getRecord's result, which has the open shape of a record, as an object with fixed members. */
function recordResult(result: unknown): Record<string, unknown> {
  const record = result as Record<string, unknown>;
  return { id: record.id, etag: record["@odata.etag"], record };
}

/** Every hand-written function. */
export const FUNCTIONS: readonly FunctionEntry[] = [
  {
    module: "records",
    name: "listCompanies",
    description: "Every company of the environment the records settings name, from every page.",
    inputs: shape("", { settings: recordsSettings }),
    outputs: shape("", { value: listOfType("records:Company", "The companies, in the service's order.") }, [
      "value",
    ]),
  },
  {
    module: "records",
    name: "listRecords",
    description:
      "Every record of an entity set (custom APIs included) that matches `filter`, from every page.",
    inputs: shape("", { ...LIST_RECORDS_ARGS, apiRoute, entitySet }, ["companyId", "apiRoute", "entitySet"]),
    outputs: shape(
      "",
      { value: listOf(element(openObject("")), "The records as the service returns them, in its order.") },
      ["value"],
    ),
  },
  {
    module: "records",
    name: "getRecord",
    description:
      "The record of an entity set (custom APIs included) with the id given; a missing record is a `NotFound` error.",
    inputs: shape(
      "",
      { companyId, apiRoute, entitySet, id: text("The record's id (a GUID)."), settings: recordsSettings },
      ["companyId", "apiRoute", "entitySet", "id"],
    ),
    outputs: shape(
      "",
      {
        id: text("The record's id (a GUID)."),
        etag: text("The record's eTag."),
        record: openObject("The record, every field as the service returns it."),
      },
      ["id", "etag", "record"],
    ),
    reshape: recordResult,
  },
  {
    module: "lifecycle",
    name: "listEnvironments",
    description: "Every environment of the project, from every page.",
    inputs: shape("", { projectId, maxWaitSeconds, settings: lifecycleSettings }, ["projectId"]),
    outputs: shape("", { environments: listOfType("lifecycle:ProjectEnvironment", "The environments.") }, [
      "environments",
    ]),
  },
  {
    module: "lifecycle",
    name: "getEnvironmentHistory",
    description: "The operations of an environment, newest first.",
    inputs: shape("", { projectId, environmentId, maxWaitSeconds, settings: lifecycleSettings }, [
      "projectId",
      "environmentId",
    ]),
    outputs: shape("", { operations: listOfType("lifecycle:EnvironmentOperation", "The operations.") }, [
      "operations",
    ]),
  },
  {
    module: "lifecycle",
    name: "listDatabaseBackups",
    description:
      "Every database backup of the project's asset library. A secret as a whole: each backup's `fileLocation` is a signed download address.",
    inputs: shape("", { projectId, maxWaitSeconds, settings: lifecycleSettings }, ["projectId"]),
    outputs: shape("", { backups: listOfType("lifecycle:DatabaseBackup", "The backups.") }, ["backups"]),
    secretResult: true,
  },
  {
    module: "lifecycle",
    name: "getCertificateBundle",
    description:
      "The certificate bundle of an environment (a zip of a `.pfx` and a `.cer`, and the `.pfx` password). A secret as a whole. Each call fetches a new bundle; the service allows one fetch per environment per minute.",
    inputs: shape("", { projectId, environmentId, maxWaitSeconds, settings: lifecycleSettings }, [
      "projectId",
      "environmentId",
    ]),
    outputs: shape(
      "",
      {
        certificateZipEncoded: text("The zip (a `.pfx` and a `.cer`), base64. Holds the private key."),
        certificateSecretEncoded: text("The password of the `.pfx`, base64; new on every fetch."),
        certificateThumbprint: text("The certificate's thumbprint, checked against the `.cer` in the zip."),
        expirationDateTimeUTC: text("When the certificate expires, as the service writes it."),
        expirationISODateTimeUTC: text("When the certificate expires (ISO 8601, UTC)."),
        filename: text("The zip's file name."),
        operationActivityId: text("The service's id of the fetch."),
        versionEOL: text("End-of-life marker of the API version."),
        files: listOf(element(text("")), "The names of the files inside the zip."),
      },
      [
        "certificateZipEncoded",
        "certificateSecretEncoded",
        "certificateThumbprint",
        "expirationDateTimeUTC",
        "expirationISODateTimeUTC",
        "filename",
        "operationActivityId",
        "files",
      ],
    ),
    secretResult: true,
  },
  {
    module: "datashare",
    name: "listSynchronizations",
    description: "Every synchronization of a share subscription, from every page.",
    inputs: shape("", { ...share, ...odata, settings: dataShareSettings }, shareRequired),
    outputs: shape(
      "",
      { value: listOfType("datashare:ShareSubscriptionSynchronization", "The synchronizations.") },
      ["value"],
    ),
  },
  {
    module: "datashare",
    name: "listSynchronizationDetails",
    description: "Every data-set-level detail of one synchronization, from every page.",
    inputs: shape(
      "",
      {
        ...share,
        synchronizationId: text("The synchronization, as `listSynchronizations` reports it."),
        ...odata,
        settings: dataShareSettings,
      },
      [...shareRequired, "synchronizationId"],
    ),
    outputs: shape("", { value: listOfType("datashare:SynchronizationDetails", "The details.") }, ["value"]),
  },
  {
    module: "datashare",
    name: "listSourceShareSynchronizationSettings",
    description: "Every source-share synchronization setting of a share subscription, from every page.",
    inputs: shape("", { ...share, settings: dataShareSettings }, shareRequired),
    outputs: shape(
      "",
      { value: listOfType("datashare:ScheduledSourceSynchronizationSetting", "The settings.") },
      ["value"],
    ),
  },
  {
    module: "language",
    name: "detectLanguages",
    description: "The language of each text, packed into as few requests as the service's limits allow.",
    inputs: shape(
      "",
      {
        texts: listOf(element(text("")), "The texts, each at most 50,000 characters."),
        maxConcurrentRequests: whole("Requests in flight at once: 1 to 16. Default 4."),
        settings: typed("language:TranslatorSettings", "The translator service for this call only."),
      },
      ["texts"],
    ),
    outputs: shape(
      "",
      { results: listOfType("language:DetectionResult", "One result per text, in order.") },
      ["results"],
    ),
  },
];
