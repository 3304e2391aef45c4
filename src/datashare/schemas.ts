/**
 * The data share service's shapes. Only `synchronizationId` is always present in the real service's answers; every
 * other field is optional, and `status` is an open string (`Completed`, `Succeeded`, `Queued`,
 * `InProgress`, `Failed`, `Canceled`, `Cancelled`, ...).
 */
import * as z from "zod";
import { entraSettingNames } from "../core/settings/entra-settings";
import { WELL_FORMED_RULE, wellFormed } from "../core/schemas/formats";
import { pathSegment } from "../core/clients/path-segment";
import { pickSettings } from "../core/settings/settings";

export const shareSubscriptionSynchronization = z.looseObject({
  synchronizationId: z.string(),
  durationMs: z.number().int().optional(),
  endTime: z.string().optional(),
  message: z.string().optional(),
  startTime: z.string().optional(),
  status: z.string().optional(),
  synchronizationMode: z.string().optional(),
});
export type ShareSubscriptionSynchronization = z.infer<typeof shareSubscriptionSynchronization>;

export const synchronizationDetails = z.looseObject({
  dataSetId: z.string().optional(),
  dataSetType: z.string().optional(),
  durationMs: z.number().int().optional(),
  endTime: z.string().optional(),
  filesRead: z.number().int().optional(),
  filesWritten: z.number().int().optional(),
  message: z.string().optional(),
  name: z.string().optional(),
  rowsCopied: z.number().int().optional(),
  rowsRead: z.number().int().optional(),
  sizeRead: z.number().int().optional(),
  sizeWritten: z.number().int().optional(),
  startTime: z.string().optional(),
  status: z.string().optional(),
  vCore: z.number().int().optional(),
});
export type SynchronizationDetails = z.infer<typeof synchronizationDetails>;

export const scheduledSourceSynchronizationSetting = z.looseObject({
  kind: z.string(),
  properties: z
    .looseObject({ recurrenceInterval: z.string().optional(), synchronizationTime: z.string().optional() })
    .optional(),
});
export type ScheduledSourceSynchronizationSetting = z.infer<typeof scheduledSourceSynchronizationSetting>;

/** A list envelope: the items and, when more exist, the absolute link to the next page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ value: z.array(item), nextLink: z.string().nullish() });
}

/**
 * A resource group name, by the ARM rule: 1 to 90 characters matching `^[-\w\._\(\)]+$`
 * (ResourceGroupNameParameter in Azure/azure-rest-api-specs
 * specification/common-types/resource-management/v5/types.json, where `\w` is .NET's: letters,
 * digits, combining marks and connectors of any script), not ending in a period (Azure's naming
 * rules, Microsoft.Resources/resourcegroups). Being a path segment, `.` and `..` are refused too.
 */
const resourceGroupName = pathSegment
  .max(90, { message: "must be at most 90 characters" })
  .regex(/^[-\p{L}\p{Mn}\p{Nd}\p{Pc}.()]*$/u, {
    message: "must hold only letters, digits, '_', '-', '.', '(' and ')'",
  })
  .refine((value) => !value.endsWith("."), { message: "must not end with a period" });

// DataShare.json (Azure/azure-rest-api-specs, Microsoft.DataShare stable 2021-08-01) types the
// subscription id, the account name and the share subscription name as plain strings, with no
// pattern or length: they are held to the path-segment rule only. (The subscription id is not
// held to a GUID: the spec's own examples use `12345678-1234-1234-12345678abc`.)

/** Where a share subscription lives, as path segments; the client checks these same rules. */
export const shareSubscriptionRef = {
  subscriptionId: pathSegment,
  resourceGroupName,
  accountName: pathSegment,
  shareSubscriptionName: pathSegment,
} as const;

/** Where a share subscription lives; every function takes these. */
export const shareSubscriptionArgs = z.strictObject({
  ...shareSubscriptionRef,
  settings: pickSettings([
    "dataShareUrl",
    "dataShareToken",
    "dataShareNaming",
    ...entraSettingNames("dataShare"),
  ]).optional(),
});

/** An OData option, sent as given; a blank one is refused by name, as the records functions refuse it. */
const odataOption = z
  .string()
  .refine((value) => value.trim().length > 0, {
    message: "must not be empty or only spaces; leave it out instead",
  })
  .refine(wellFormed, { message: WELL_FORMED_RULE });

export const listSynchronizationsArgs = shareSubscriptionArgs.extend({
  filter: odataOption.optional(),
  orderby: odataOption.optional(),
});

export const listSynchronizationDetailsArgs = listSynchronizationsArgs.extend({
  // Sent in the body, not the path: any text but a blank one.
  synchronizationId: z
    .string()
    .refine((value) => value.trim().length > 0, { message: "must not be empty or only spaces" }),
});
