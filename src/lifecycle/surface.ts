/**
 * The lifecycle read functions and the certificate fetch, and what they return, declared once
 * (src/core/describe/surface.ts): `npm run generate` writes their TypeScript types and argument
 * schemas (generated/) and the plugin describes them in its package schema from here. Their
 * results are read from the service's own names (environment-info-schemas.ts, schemas.ts) and
 * renamed, so no result type has a generated schema. A rule the facts cannot say is a zod schema
 * of checks.ts, which a field names, and its words are in the field's doc.
 */
import type { ServiceSurface, SurfaceField } from "../core/describe/surface";

const PROJECT_ID: SurfaceField = {
  type: "integer",
  doc: "The project",
  sign: "positive",
  required: true,
  check: "projectId",
};

const SETTINGS: SurfaceField = {
  type: "settings",
  doc: "The environment operations service for this call only; otherwise the stack config (`bizops:lifecycleUrl`, `bizops:lifecycleToken`), then the environment (`BIZOPS_LIFECYCLE_URL`, `BIZOPS_LIFECYCLE_TOKEN`).",
};

/** How long a call waits out 429 answers, with what the service allows after the rules. */
const maxWaitSeconds = (doc: string, note: string): SurfaceField => ({
  type: "integer",
  doc,
  min: 0,
  max: 3600,
  note,
});

const text = (doc: string): SurfaceField => ({ type: "string", doc });
/** A field checked by a zod schema of checks.ts: its words are its doc. */
const checked = (check: string, doc: string, required = false): SurfaceField => ({
  type: "string",
  doc,
  check,
  ...(required ? { required } : {}),
});

/** The inputs of an operation resource and its shared outputs say these alike. */
const TRIGGERS: SurfaceField = {
  type: "any",
  list: true,
  doc: "Any values; changing them starts a new operation (the resource is replaced).",
};
const WAIT: SurfaceField = {
  type: { object: "WaitForCompletion" },
  check: "waitForCompletion",
  doc: "Wait for the operation to end, and report its status; by default create returns once it started. Changed in place.",
};
const whole = (doc: string): SurfaceField => ({ type: "integer", doc });
const flag = (doc: string): SurfaceField => ({ type: "boolean", doc });
const kept = (doc: string): SurfaceField => ({ type: "string", doc, required: true });

export const LIFECYCLE_SURFACE: ServiceSurface = {
  module: "lifecycle",
  service: "lifecycle",
  source: "src/lifecycle/surface.ts",
  settings: {
    plain: "LifecycleSettings",
    input: "LifecycleSettingsArgs",
    from: "../lifecycle-settings-args",
    token: "lifecycle:LifecycleSettings",
  },
  checks: "../checks",
  // The service's properties with a lower-case first letter. The service answers `null` for a
  // value it does not have; such a property is left out.
  types: {
    WaitForCompletion: {
      doc: "Waiting for a started operation to reach a final status. `Completed` and `SignedOff` succeed; `Failed`, `Aborted`, `RollbackCompleted` and `RollbackFailed` fail the update but keep the operation in the stack. Changed in place: a change starts nothing.",
      inputType: "WaitForCompletionArgs",
      fields: {
        timeoutMinutes: {
          type: "number",
          doc: "How long to wait, in minutes, before giving up watching",
          sign: "positive",
          max: 1440,
          note: "Default 60 (1440 is a day). The operation keeps running; the next `pulumi up` watches it again.",
        },
        pollSeconds: {
          type: "integer",
          doc: "How often to ask for the status, in seconds",
          min: 1,
          max: 3600,
          note: "Default 30.",
        },
      },
    },
    ProjectEnvironment: {
      doc: "One environment of a project (the environment metadata route).",
      fields: {
        environmentId: kept("The environment's id, as the service writes it (with or without hyphens)."),
        environmentName: text("Its name."),
        projectId: whole("The project it belongs to."),
        environmentInfrastructure: text("`MicrosoftManaged`, `SelfService`, ..."),
        environmentType: text(
          "`Production`, `Sandbox`, ...: a refresh or an export acts on a `Sandbox` only.",
        ),
        environmentGroup: text("`Primary`, or the disaster recovery group."),
        environmentProduct: text("The product it runs."),
        environmentEndpointBaseUrl: text("Its base URL."),
        deploymentState: text("The state of its latest operation."),
        topologyDisplayName: text("The product topology deployed on it."),
        currentApplicationBuildVersion: text("The application's version."),
        currentApplicationReleaseName: text("The application's release name."),
        currentPlatformReleaseName: text("The platform's release name."),
        currentPlatformVersion: text("The platform's version."),
        deployedOnUTC: text("When it was deployed (UTC), as the service writes it."),
        cloudStorageLocation: text("Its primary Azure location."),
        disasterRecoveryLocation: text("Its secondary Azure location."),
        deploymentStatusDisplay: text("Its status now, such as `Deployed`."),
        canStart: flag("Whether it can be started."),
        canStop: flag("Whether it can be stopped."),
      },
    },
    EnvironmentOperation: {
      doc: "One operation of an environment's history, ongoing or past.",
      fields: {
        name: text("The name it was given."),
        type: text("Its type, such as `ApplicationHotfix` or `InstallAddin`."),
        typeDisplay: text("Its type in words."),
        startDateTimeUtc: text("When it started (UTC, as the service writes it: no zone)."),
        endDateTimeUtc: text("When it ended (UTC, no zone); absent while it runs."),
        status: text("Its status, such as `Completed`."),
        activityId: text("Its activity id."),
        environmentId: text("The environment it acted on."),
        projectId: whole("The project."),
      },
    },
    DatabaseBackup: {
      doc: "One database backup in a project's asset library.",
      fields: {
        id: kept("Its id."),
        projectId: whole("The project."),
        organizationId: whole("The organization."),
        name: text("Its name, such as an export's `backupName`."),
        fileName: text("The `.bacpac` file's name."),
        fileDescription: text("Its description."),
        fileLocation: text(
          "A signed download address: whoever has it can download the database. Keep it secret.",
        ),
        modifiedDateTime: text("When it last changed (UTC, no zone)."),
        createdDateTime: text("When it was added (UTC, no zone)."),
        createdByName: text("Who added it."),
        modifiedByName: text("Who last changed it."),
      },
    },
    CertificateBundle: {
      doc: "The certificate bundle of an environment: the service's envelope with a lower-case first letter on each name, and the names of the files in the zip. What `getCertificateBundle` returns.",
      fields: {
        certificateZipEncoded: kept(
          "The zip (a `.pfx` and a `.cer`), base64. Holds the private key: keep it secret.",
        ),
        certificateSecretEncoded: kept(
          "The password of the `.pfx`, base64; new on every fetch. Keep it secret.",
        ),
        certificateThumbprint: kept(
          "The certificate's thumbprint (SHA-1 or SHA-256, hex), checked against the `.cer` in the zip.",
        ),
        expirationDateTimeUTC: kept("When the certificate expires, as the service writes it."),
        expirationISODateTimeUTC: kept("When the certificate expires (ISO 8601, UTC)."),
        filename: kept("The zip's file name."),
        operationActivityId: kept("The service's id of the fetch."),
        versionEOL: text("End-of-life marker of the API version; absent when the service left it out."),
        files: {
          type: "string",
          list: true,
          required: true,
          doc: "The names of the files inside the zip (a `.pfx` and a `.cer`).",
        },
      },
    },
  },
  functions: {
    listEnvironments: {
      doc: "Every environment of the project, from every page.",
      args: {
        doc: "Which project to read.",
        fields: {
          projectId: PROJECT_ID,
          maxWaitSeconds: maxWaitSeconds(
            "How long one call may spend waiting out 429 answers (`Retry-After`), all its pages together, before giving up, in seconds (300 when unset)",
            "The service allows 6 reads of a project's environments per minute, and 6 of an environment's history per 30 seconds (6 of the project's histories per minute).",
          ),
          settings: SETTINGS,
        },
      },
      result: {
        doc: "What `listEnvironments` returns: every environment of the project, every page.",
        fields: {
          environments: {
            type: { object: "ProjectEnvironment" },
            list: true,
            required: true,
            doc: "The environments, from every page, in the service's order.",
          },
        },
      },
    },
    getEnvironmentHistory: {
      doc: "The operations of an environment, newest first.",
      args: {
        doc: "Which environment's history to read.",
        extendsArgs: "ListEnvironments",
        fields: {
          environmentId: {
            type: "string",
            doc: "The environment: its id, a GUID with or without hyphens (as `listEnvironments` gives it).",
            required: true,
            check: "environmentIdRule",
          },
        },
      },
      result: {
        doc: "What `getEnvironmentHistory` returns: the environment's operations, newest first as the service lists them.",
        fields: {
          operations: {
            type: { object: "EnvironmentOperation" },
            list: true,
            required: true,
            doc: "The operations, from every page, newest first.",
          },
        },
      },
    },
    listDatabaseBackups: {
      doc: "Every database backup of the project's asset library. A secret as a whole: each backup's `fileLocation` is a signed download address.",
      args: { doc: "Which project's asset library to read.", sameAs: "ListEnvironments", fields: {} },
      result: {
        doc: "What `listDatabaseBackups` returns: every backup of the project's asset library.",
        fields: {
          backups: {
            type: { object: "DatabaseBackup" },
            list: true,
            required: true,
            doc: "The backups, as the service lists them.",
          },
        },
      },
      secretResult: true,
    },
    getCertificateBundle: {
      doc: "The certificate bundle of an environment (a zip of a `.pfx` and a `.cer`, and the `.pfx` password). A secret as a whole. Each call fetches a new bundle; the service allows one fetch per environment per minute.",
      args: {
        doc: "Which environment's certificate bundle to fetch.",
        fields: {
          projectId: PROJECT_ID,
          environmentId: {
            type: "string",
            doc: "The environment whose certificate to fetch: a GUID, with or without hyphens.",
            required: true,
            check: "environmentGuid",
          },
          maxWaitSeconds: maxWaitSeconds(
            "How long, in all, to wait out 429 answers (`Retry-After`) before giving up, in seconds (300 when unset)",
            "The service allows one fetch per environment per minute, shared with its web page.",
          ),
          settings: SETTINGS,
        },
      },
      result: { type: "CertificateBundle", fields: {} },
      secretResult: true,
    },
  },
  kindArgs: {
    Operation: {
      doc: "The inputs every operation resource has, which DatabaseRefreshArgs and DatabaseExportArgs extend with what their operation acts on. A change to `projectId`, `triggers` or `adoptOperationActivityId` replaces the resource, which starts a new operation; `waitForCompletion` and `settings` change in place and start nothing.",
      fields: {
        projectId: { ...PROJECT_ID, note: "Changing it starts a new operation." },
        triggers: TRIGGERS,
        waitForCompletion: WAIT,
        adoptOperationActivityId: checked(
          "guid",
          "The id (a GUID) of an operation that was started but never reached the stack (the provider was stopped while waiting; the id was printed when it started): create takes it over instead of starting another. Changing it replaces the resource.",
        ),
        settings: {
          type: "settings",
          secret: true,
          doc: "The environment operations service for this resource only; changed in place. Stored as a secret.",
        },
      },
    },
  },
  kindOutputs: {
    Operation: {
      doc: "The outputs of a started operation, which DatabaseRefresh and DatabaseExport share. Each class merges them in instead of extending a shared base class: Pulumi records as a resource's source position a fixed depth of the constructor stack, which must be the program's line.",
      fields: {
        projectId: { type: "integer", doc: "The project.", required: true },
        triggers: { ...TRIGGERS, doc: "The values whose change starts a new operation." },
        waitForCompletion: {
          ...WAIT,
          doc: "How the provider waits for the operation to end, when asked to.",
        },
        adoptOperationActivityId: text("The operation this resource took over, when it adopted one."),
        operationActivityId: kept("The id the service gave the operation; also the resource id."),
        versionEOL: text("End-of-life marker of the API version, as the service reported it."),
        requestedAt: kept("When the operation was requested (ISO 8601, UTC)."),
        operationStatus: text(
          "The last status seen (`Completed`, `Failed`, ...), when the provider waited or refreshed.",
        ),
      },
    },
  },
  kinds: {
    DatabaseRefresh: {
      args: {
        doc: "The inputs of a {@link DatabaseRefresh}: those of every operation, and the two environments. A change to `projectId`, either environment, `triggers` or `adoptOperationActivityId` replaces the resource, which starts a new refresh; `waitForCompletion` and `settings` change in place and start nothing.",
        extendsArgs: "Operation",
        refine: "refreshRule",
        fields: {
          sourceEnvironmentId: checked(
            "environmentGuid",
            "The environment whose database is copied: a GUID, with or without hyphens (as `listEnvironments` gives it). Changing it starts a new refresh; the same id written the other way is no change.",
            true,
          ),
          targetEnvironmentId: checked(
            "environmentGuid",
            "The sandbox whose database is overwritten (a GUID, with or without hyphens); must differ from the source, and the service refuses a production target. Changing it starts a new refresh.",
            true,
          ),
        },
      },
      outputsOf: "Operation",
    },
    DatabaseExport: {
      args: {
        doc: "The inputs of a {@link DatabaseExport}: those of every operation, the sandbox and the backup's name. A change to `projectId`, `environmentId`, `backupName`, `triggers` or `adoptOperationActivityId` replaces the resource, which starts a new export; `waitForCompletion` and `settings` change in place and start nothing.",
        extendsArgs: "Operation",
        fields: {
          environmentId: checked(
            "environmentGuid",
            "The sandbox whose database is exported: a GUID, with or without hyphens (as `listEnvironments` gives it). Changing it starts a new export; the same id written the other way is no change.",
            true,
          ),
          backupName: checked(
            "backupName",
            "The backup's name in the project's asset library: 1 to 100 letters, digits, `-`, `_` or `.`, starting with a letter or digit (it travels in the URL). Changing it starts a new export.",
            true,
          ),
        },
      },
      outputsOf: "Operation",
    },
  },
};
