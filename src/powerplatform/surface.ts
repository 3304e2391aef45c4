/**
 * The Power Platform read functions, and what they return, declared once
 * (src/core/describe/surface.ts): `npm run generate` writes their TypeScript types and argument
 * schemas (generated/) and the plugin describes them in its package schema from here. They are
 * functions of the `lifecycle` module, beside Lifecycle Services' (src/lifecycle-namespace.ts).
 * Their results are read from the service's own names (wire-schemas.ts) and renamed
 * (functions/function-reads.ts), so no result type has a generated schema.
 */
import type { ServiceSurface, SurfaceField } from "../core/describe/surface";
import { LIFECYCLE_SURFACE } from "../lifecycle/surface";
import { CADENCES, DAYS } from "./input-schemas";

const SETTINGS: SurfaceField = {
  type: "settings",
  doc: "The Power Platform API for this call only; otherwise the stack config (`bizops:powerPlatformUrl`, `bizops:powerPlatformToken` or an Entra ID identity), then the environment (`BIZOPS_POWERPLATFORM_URL`, `BIZOPS_POWERPLATFORM_TOKEN`).",
};

/** A Power Platform environment id, checked as one (a GUID). */
const environment = (doc: string): SurfaceField => ({
  type: "string",
  doc,
  required: true,
  check: "environmentId",
});

const text = (doc: string): SurfaceField => ({ type: "string", doc });
const flag = (doc: string): SurfaceField => ({ type: "boolean", doc });
/** A field checked by a zod schema of checks.ts: its words are its doc. */
const checked = (check: string, doc: string, required = false): SurfaceField => ({
  type: "string",
  doc,
  check,
  ...(required ? { required } : {}),
});
/** The environment a backup or maintenance settings resource acts on. */
const resourceEnvironment = (doc: string): SurfaceField => checked("environmentId", doc, true);
const RESOURCE_SETTINGS: SurfaceField = {
  type: "settings",
  secret: true,
  doc: "The Power Platform API for this resource only; changed in place. Stored as a secret.",
};
const kept = (doc: string): SurfaceField => ({ type: "string", doc, required: true });
const listOf = (object: string, doc: string): SurfaceField => ({
  type: { object },
  list: true,
  required: true,
  doc,
});

export const POWERPLATFORM_SURFACE: ServiceSurface = {
  module: "lifecycle",
  service: "powerplatform",
  folder: "src/powerplatform/generated",
  source: "src/powerplatform/surface.ts",
  settings: {
    plain: "PowerPlatformSettings",
    input: "PowerPlatformSettingsArgs",
    from: "../powerplatform-settings-args",
    token: "lifecycle:PowerPlatformSettings",
  },
  checks: "../checks",
  types: {
    // Waiting for a copy or restore is declared with the lifecycle operations it was first for.
    WaitForCompletion: {
      ...LIFECYCLE_SURFACE.types.WaitForCompletion!,
      from: "../../lifecycle/generated/lifecycle-types",
    },
    FinOpsEnvironment: {
      doc: "A Power Platform environment with its Finance and Operations details.",
      fields: {
        environmentId: kept("The Power Platform environment id (a GUID): what the resources name."),
        displayName: text("Its display name."),
        type: text("Its SKU, such as `Sandbox` or `Production`."),
        state: text("Its state, as the service words it."),
        url: text("Its Dataverse URL."),
        geo: text("Its geography, such as `europe`."),
        finOpsEnvironmentId: text(
          "The linked Finance and Operations environment's id: for an LCS environment, its LCS environment id.",
        ),
        finOpsType: text("How the Finance and Operations environment is linked, as the service words it."),
        finOpsUrl: text("The Finance and Operations URL."),
        deploymentType: text(
          "`UnifiedDeveloper`, `UnifiedSandbox`, `UnifiedProduction`, `LCSSandbox`, `LCSProduction`, `Trial` or `Unknown`; absent when it was not read.",
        ),
      },
    },
    CandidateEnvironment: {
      doc: "An environment a copy or restore may overwrite.",
      fields: {
        environmentId: kept("The environment id (a GUID)."),
        displayName: text("Its display name."),
        dataverseOrganizationUrl: text("Its Dataverse URL."),
      },
    },
    GetCandidatesResult: {
      doc: "What `getCopyCandidates` and `getRestoreCandidates` return.",
      fields: {
        candidates: listOf(
          "CandidateEnvironment",
          "The environments the service would let the operation overwrite.",
        ),
      },
    },
    EnvironmentBackupInfo: {
      doc: "A backup of an environment.",
      fields: {
        id: kept("The backup id."),
        label: text("The label of a manual backup."),
        backupPointDateTime: text("The point in time it holds."),
        backupExpiryDateTime: text("When it expires."),
        createdBy: text("Who made it."),
      },
    },
    PowerPlatformOperation: {
      doc: "An operation of an environment.",
      fields: {
        operationId: kept("The operation id."),
        name: text("Its name, as the service words it."),
        status: kept(
          "`Queued`, `InProgress`, `Succeeded`, `Failed`, `ValidationFailed`, `ValidationPassed` or `NoOperation`.",
        ),
        startTime: text("When it started."),
        endTime: text("When it ended."),
        requestedBy: text("Who asked for it."),
        error: text("The error of a failed operation, `code: message`."),
      },
    },
  },
  args: {
    GetCandidates: {
      doc: "Which environment a copy or restore would start from. The arguments of `getCopyCandidates` and `getRestoreCandidates`.",
      fields: {
        sourceEnvironmentId: environment("The source: a Power Platform environment id (a GUID)."),
        settings: SETTINGS,
      },
    },
    EnvironmentRead: {
      doc: "Which environment to read. The arguments of `listEnvironmentBackups` and `listEnvironmentOperations`.",
      fields: {
        environmentId: environment("The environment: a Power Platform environment id (a GUID)."),
        limit: {
          type: "integer",
          doc: "For operations: how many of the newest to read (every one when unset)",
          min: 1,
          max: 1000,
        },
        settings: SETTINGS,
      },
    },
  },
  functions: {
    listFinOpsEnvironments: {
      doc: "The Power Platform environments with Finance and Operations the identity may see, with each one's deployment type.",
      args: {
        doc: "Which environments to list.",
        fields: {
          withDeploymentType: {
            type: "boolean",
            doc: "`false` to leave out each environment's deployment type (one more request per environment); by default each Finance and Operations environment's `deploymentType` is read too.",
          },
          settings: SETTINGS,
        },
      },
      result: {
        fields: {
          environments: listOf(
            "FinOpsEnvironment",
            "Every environment with Finance and Operations the identity may see, in the service's order.",
          ),
        },
      },
    },
    getCopyCandidates: {
      doc: "The environments a copy from the source may overwrite, as the service says.",
      args: { doc: "", shared: "GetCandidates", fields: {} },
      result: { type: "GetCandidatesResult", fields: {} },
    },
    getRestoreCandidates: {
      doc: "The environments a restore of the source's backups may overwrite, as the service says.",
      args: { doc: "", shared: "GetCandidates", fields: {} },
      result: { type: "GetCandidatesResult", fields: {} },
    },
    listEnvironmentBackups: {
      doc: "The backups of a Power Platform environment.",
      args: { doc: "", shared: "EnvironmentRead", fields: {} },
      result: {
        fields: {
          backups: listOf("EnvironmentBackupInfo", "The environment's backups, in the service's order."),
        },
      },
    },
    listEnvironmentOperations: {
      doc: "The operations of a Power Platform environment, newest first.",
      args: { doc: "", shared: "EnvironmentRead", fields: {} },
      result: {
        fields: {
          operations: listOf(
            "PowerPlatformOperation",
            "The environment's operations, newest first as the service lists them.",
          ),
        },
      },
    },
  },
  unions: {
    MaintenanceCadence: {
      doc: "An update cadence: every update, every other one, or `Regulated`.",
      values: CADENCES,
    },
    DayOfWeek: { doc: "A day of the week, as the service names it.", values: DAYS },
  },
  kindArgs: {
    EnvironmentOperation: {
      doc: "The inputs {@link EnvironmentCopyArgs} and {@link EnvironmentRestoreArgs} share. A change to either environment, an override, `skipAuditData`, `triggers` or `adoptOperationId` replaces the resource, which starts a new operation; `waitForCompletion`, `alreadyApplied` and `settings` change in place and start nothing.",
      fields: {
        sourceEnvironmentId: checked(
          "environmentId",
          "The environment copied, or whose backups are restored: a Power Platform environment id (a GUID).",
          true,
        ),
        targetEnvironmentId: checked(
          "environmentId",
          "The environment overwritten: a Power Platform environment id (a GUID). It must be a sandbox: a production, default or trial environment is refused before any start.",
          true,
        ),
        environmentNameToOverride: {
          type: "string",
          doc: "The target's display name after the operation",
          nonEmpty: true,
          maxLength: 100,
          note: "By default it keeps its own.",
        },
        securityGroupIdToOverride: checked(
          "guid",
          "The Entra ID security group (a GUID) the target gets; by default it keeps its own.",
        ),
        skipAuditData: flag("Leave the audit data out (the service's own default in the admin center)."),
        triggers: {
          type: "any",
          list: true,
          doc: "Any values; changing them starts a new operation (the resource is replaced).",
        },
        waitForCompletion: {
          type: { object: "WaitForCompletion" },
          check: "waitForCompletion",
          doc: "Wait for the operation to end, and report its status; by default create returns once it started. Copies and restores take up to 8 hours, 24 with much audit data: give `timeoutMinutes` room. Changed in place.",
        },
        adoptOperationId: checked(
          "guid",
          "The id (a GUID) of an operation started elsewhere (in the admin center, by a script, or by a provider stopped while waiting; the id is printed when it starts): create takes it over instead of starting another. Changing it replaces the resource.",
        ),
        alreadyApplied: flag(
          "`true` records the operation as done without starting one or sending anything: for a stack that moves from `DatabaseRefresh`, whose refresh already made the target what the program wants, or for a copy made by hand. Read only at create; changed in place.",
        ),
        settings: RESOURCE_SETTINGS,
      },
    },
  },
  kindOutputs: {
    EnvironmentOperation: {
      doc: "The outputs EnvironmentCopy and EnvironmentRestore share: their inputs, and what the service gave the operation.",
      ofArgs: "EnvironmentOperation",
      fields: {
        operationId: text(
          "The id the service gave the operation; absent when the resource started none (`alreadyApplied`) or the service named none.",
        ),
        requestedAt: kept("When the operation was requested (ISO 8601, UTC)."),
        operationStatus: text(
          "The last status seen (`Succeeded`, `Failed`, ...), when the provider waited or refreshed.",
        ),
      },
    },
  },
  kinds: {
    EnvironmentCopy: {
      args: {
        doc: "The inputs of an {@link EnvironmentCopy}: those of {@link EnvironmentOperationArgs}, and what is copied. A change to `copyType` or `transactionless` starts a new copy.",
        extendsArgs: "EnvironmentOperation",
        refine: "copyRules",
        fields: {
          copyType: {
            type: "string",
            values: ["Full", "Minimal"],
            check: "copyType",
            required: true,
            doc: "`Full`, everything (data, users, customizations, schema), or `Minimal`, customizations and schema with the Dataverse data tables emptied. Changing it starts a new copy.",
          },
          transactionless: flag(
            '`true` for a transaction-less copy: a `Full` copy whose Finance and Operations transaction, worksheet and staging tables are then emptied (the service\'s `executeAdvancedCopyForFinanceAndOperations`). Only with `copyType: "Full"`. Changing it starts a new copy.',
          ),
        },
      },
      outputsOf: "EnvironmentOperation",
    },
    EnvironmentRestore: {
      args: {
        doc: "The inputs of an {@link EnvironmentRestore}: those of {@link EnvironmentOperationArgs} (the source is the environment whose backups are used, and may be the target itself), and the point in time. A change to `restorePointDateTime` starts a new restore.",
        extendsArgs: "EnvironmentOperation",
        fields: {
          restorePointDateTime: checked(
            "restorePoint",
            "The point in time to restore, with its offset, such as `2026-11-30T06:00:00+00:00`: in the past, and within the source's retention (7 days for a sandbox, 28 for a production environment with Dynamics 365 apps). Changing it starts a new restore.",
            true,
          ),
        },
      },
      outputsOf: "EnvironmentOperation",
    },
    EnvironmentBackup: {
      args: {
        doc: "The inputs of an {@link EnvironmentBackup}. A change to either replaces the backup.",
        fields: {
          environmentId: resourceEnvironment(
            "The environment backed up: a Power Platform environment id (a GUID).",
          ),
          label: {
            type: "string",
            doc: "The backup's label, as the admin center shows it",
            check: "backupLabel",
            required: true,
            note: "Changing it makes a new backup.",
          },
          settings: RESOURCE_SETTINGS,
        },
      },
      outputs: {
        backupId: kept("The service's id of the backup; also the resource id."),
        backupPointDateTime: text("The point in time the backup holds."),
        backupExpiryDateTime: text("When the service deletes the backup."),
      },
    },
    MaintenanceSettings: {
      args: {
        doc: "The inputs of a {@link MaintenanceSettings}. A change to `environmentId` replaces it; the rest change in place.",
        refine: "maintenanceRules",
        fields: {
          environmentId: resourceEnvironment(
            "The Finance and Operations environment: a Power Platform environment id (a GUID).",
          ),
          maintenanceWindowCadence: {
            type: "string",
            values: CADENCES,
            union: "MaintenanceCadence",
            check: "cadence",
            required: true,
            doc: "Which service updates the environment takes: `EveryUpdate`, `EveryOtherUpdate` (skips one: 10.0.47 goes to 10.0.49) or `Regulated`.",
          },
          maintenanceWindowDaysOfWeek: {
            type: "string",
            list: true,
            values: DAYS,
            union: "DayOfWeek",
            check: "daysOfWeek",
            checksList: true,
            required: true,
            doc: "The days an update may be scheduled on, at least one, each once",
            note: "The service picks one of them by its rollout schedule.",
          },
          sandboxCadences: {
            type: "string",
            list: true,
            values: CADENCES,
            union: "MaintenanceCadence",
            check: "cadence",
            doc: "For a production environment: the cadences of the sandboxes that take updates before it (`[uat.maintenanceWindowCadence]`)",
            note: "The service updates production only after a sandbox took the same update at least five days before, so a production environment that takes every update with no sandbox that does is refused by name in the preview. Checked only when given.",
          },
          settings: RESOURCE_SETTINGS,
        },
      },
    },
  },
};
