/**
 * The data share service's shapes. Only `synchronizationId` is always present in the real service's answers; every
 * other field is optional, and `status` is an open string (`Completed`, `Succeeded`, `Queued`,
 * `InProgress`, `Failed`, `Canceled`, `Cancelled`, ...).
 */
import * as z from "zod";
import { entraSettingNames } from "../core/entra-settings";
import { pickSettings } from "../core/settings";

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

const pathSegment = z
  .string()
  .min(1, { message: "must not be empty" })
  .regex(/^[^/?#]+$/, { message: "must not contain /, ? or #" });

/** Where a share subscription lives; every function takes these. */
export const shareSubscriptionArgs = z.strictObject({
  subscriptionId: pathSegment,
  resourceGroupName: pathSegment,
  accountName: pathSegment,
  shareSubscriptionName: pathSegment,
  settings: pickSettings(["dataShareUrl", "dataShareToken", ...entraSettingNames("dataShare")]).optional(),
});

export const listSynchronizationsArgs = shareSubscriptionArgs.extend({
  filter: z.string().min(1).optional(),
  orderby: z.string().min(1).optional(),
});

export const listSynchronizationDetailsArgs = listSynchronizationsArgs.extend({
  synchronizationId: z.string().min(1, { message: "must not be empty" }),
});
