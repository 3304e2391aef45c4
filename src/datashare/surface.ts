/**
 * The data share functions and what they return, declared once (src/core/describe/surface.ts):
 * `npm run generate` writes their TypeScript types and zod schemas (generated/) and the plugin
 * describes them in its package schema from here. A rule the facts cannot say is a zod schema of
 * checks.ts, which a field names, and its words are in the field's doc.
 */
import type { ServiceSurface, SurfaceField } from "../core/describe/surface";

/** One path segment's rule, in words (checks.ts: `pathSegment`). */
const SEGMENT =
  "one path segment, not empty, not `.` or `..`, without `/`, `\\`, `?`, `#`, `%` or control characters";

/** Where a share subscription lives: every function takes these. */
const SHARE_SUBSCRIPTION: Record<string, SurfaceField> = {
  subscriptionId: {
    type: "string",
    doc: `The subscription of the data share account: ${SEGMENT}.`,
    required: true,
    check: "pathSegment",
  },
  resourceGroupName: {
    type: "string",
    doc: "The resource group of the data share account, by Azure's rule: 1 to 90 letters, digits, `_`, `-`, `.`, `(` or `)`, not ending in `.`.",
    required: true,
    check: "resourceGroupName",
  },
  accountName: {
    type: "string",
    doc: `The data share account: ${SEGMENT}.`,
    required: true,
    check: "pathSegment",
  },
  shareSubscriptionName: {
    type: "string",
    doc: `The share subscription: ${SEGMENT}.`,
    required: true,
    check: "pathSegment",
  },
};

/** The OData options the service applies, where a function takes them. */
const ODATA: Record<string, SurfaceField> = {
  filter: {
    type: "string",
    doc: "An OData `$filter` the service applies, such as `status eq 'Failed'`; not blank.",
    check: "odataOption",
  },
  orderby: {
    type: "string",
    doc: "An OData `$orderby` the service applies, such as `startTime desc`; not blank.",
    check: "odataOption",
  },
};

const SETTINGS: SurfaceField = {
  type: "settings",
  doc: "The data share service for this call only; otherwise the stack config (`bizops:dataShareUrl`, `bizops:dataShareToken`), then the environment (`BIZOPS_DATASHARE_URL`, `BIZOPS_DATASHARE_TOKEN`).",
};

// Durations, counts and sizes are whole numbers (SDKs generated from DataShare.json, such as
// hashicorp/go-azure-sdk resource-manager/datashare/.../model_synchronizationdetails.go, type them
// int64), as the answer has been read since the first release; the package schema has said
// `number` for them since then.
const count = (doc: string): SurfaceField => ({ type: "integer", doc, schemaType: "number" });
const text = (doc: string): SurfaceField => ({ type: "string", doc });

export const DATASHARE_SURFACE: ServiceSurface = {
  module: "datashare",
  service: "datashare",
  source: "src/datashare/surface.ts",
  settings: {
    plain: "DataShareSettings",
    input: "DataShareSettingsArgs",
    from: "../datashare-settings",
    token: "datashare:DataShareSettings",
  },
  checks: "../checks",
  types: {
    ShareSubscriptionSynchronization: {
      read: true,
      doc: "One synchronization of a share subscription. Only `synchronizationId` is always present.",
      fields: {
        synchronizationId: { type: "string", doc: "The synchronization's id.", required: true },
        durationMs: count("How long it took, in milliseconds."),
        endTime: text("When it ended (ISO 8601)."),
        message: text("The service's message about it, such as the reason of a failure."),
        startTime: text("When it started (ISO 8601)."),
        status: text(
          "An open set: `Completed`, `Succeeded`, `Queued`, `InProgress`, `Failed`, `Canceled`, `Cancelled`, ...",
        ),
        synchronizationMode: text("`Incremental` or `FullSync`, as the service reports it."),
      },
    },
    SynchronizationDetails: {
      read: true,
      doc: "What one synchronization did to one data set. Every field may be absent.",
      fields: {
        dataSetId: text("The data set's id."),
        dataSetType: text("The data set's type, such as `Blob` or `SqlDBTable`."),
        durationMs: count("How long it took, in milliseconds."),
        endTime: text("When it ended (ISO 8601)."),
        filesRead: count("Files read."),
        filesWritten: count("Files written."),
        message: text("The service's message, such as the reason of a failure."),
        name: text("The data set's name."),
        rowsCopied: count("Rows copied."),
        rowsRead: count("Rows read."),
        sizeRead: count("Bytes read."),
        sizeWritten: count("Bytes written."),
        startTime: text("When it started (ISO 8601)."),
        status: text("An open set, as for a synchronization's `status`."),
        vCore: count("Cores used."),
      },
    },
    ScheduledSourceSynchronizationSettingProperties: {
      doc: "The schedule of a source-share synchronization setting.",
      fields: {
        recurrenceInterval: text("`Hour` or `Day`, as the service reports it."),
        synchronizationTime: text("When the synchronization runs (ISO 8601)."),
      },
    },
    ScheduledSourceSynchronizationSetting: {
      read: true,
      doc: "A synchronization setting of the source share.",
      fields: {
        kind: { type: "string", doc: "The kind of setting, such as `ScheduleBased`.", required: true },
        properties: {
          type: { object: "ScheduledSourceSynchronizationSettingProperties" },
          doc: "The schedule, when the kind has one.",
        },
      },
    },
  },
  functions: {
    listSynchronizations: {
      doc: "Every synchronization of a share subscription, from every page.",
      args: {
        doc: "Which share subscription's synchronizations to list, filtered and ordered by the service.",
        fields: { ...SHARE_SUBSCRIPTION, ...ODATA, settings: SETTINGS },
      },
      result: {
        fields: {
          value: {
            type: { object: "ShareSubscriptionSynchronization" },
            list: true,
            required: true,
            doc: "Every synchronization, from every page, in the service's order.",
          },
        },
      },
    },
    listSynchronizationDetails: {
      doc: "Every data-set-level detail of one synchronization, from every page.",
      args: {
        doc: "Which synchronization's data-set-level details to list.",
        fields: {
          ...SHARE_SUBSCRIPTION,
          synchronizationId: {
            type: "string",
            doc: "The synchronization whose details to list, as `listSynchronizations` reports it; not blank.",
            required: true,
            // Sent in the body, not the path: any text but a blank one.
            check: "notBlank",
          },
          ...ODATA,
          settings: SETTINGS,
        },
      },
      result: {
        fields: {
          value: {
            type: { object: "SynchronizationDetails" },
            list: true,
            required: true,
            doc: "Every data set's details, from every page, in the service's order.",
          },
        },
      },
    },
    listSourceShareSynchronizationSettings: {
      doc: "Every source-share synchronization setting of a share subscription, from every page.",
      args: {
        doc: "Which share subscription's source-share synchronization settings to list.",
        fields: { ...SHARE_SUBSCRIPTION, settings: SETTINGS },
      },
      result: {
        fields: {
          value: {
            type: { object: "ScheduledSourceSynchronizationSetting" },
            list: true,
            required: true,
            doc: "Every setting, from every page, in the service's order.",
          },
        },
      },
    },
  },
};
