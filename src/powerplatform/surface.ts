/**
 * The Power Platform read functions, and what they return, declared once
 * (src/core/describe/surface.ts): `npm run generate` writes their TypeScript types and argument
 * schemas (generated/) and the plugin describes them in its package schema from here. They are
 * functions of the `lifecycle` module, beside Lifecycle Services' (src/lifecycle-namespace.ts).
 * Their results are read from the service's own names (wire-schemas.ts) and renamed
 * (functions/function-reads.ts), so no result type has a generated schema.
 */
import type { ServiceSurface, SurfaceField } from "../core/describe/surface";

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
};
