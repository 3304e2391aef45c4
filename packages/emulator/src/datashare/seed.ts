import type { DataShareItem } from "./fields";
import type { DataShareStore, ShareSubscriptionRef } from "./store";

/** Subscription of the seeded share subscription. */
export const SEED_DATASHARE_SUBSCRIPTION_ID = "00000000-0000-0000-0000-0000000000aa";

/** Resource group of the seeded share subscription. */
export const SEED_DATASHARE_RESOURCE_GROUP = "rg-bizops";

/** Share account of the seeded share subscription. */
export const SEED_DATASHARE_ACCOUNT = "bizops-account";

/** Name of the seeded share subscription. */
export const SEED_DATASHARE_SHARE_SUBSCRIPTION = "sales-share";

/** How many synchronizations the seeded share subscription holds. */
export const SEED_DATASHARE_SYNCHRONIZATION_COUNT = 25;

/** The one source share synchronization setting of the seeded share subscription. */
export const SEED_DATASHARE_SOURCE_SETTING = Object.freeze({
  kind: "ScheduleBased",
  properties: Object.freeze({ recurrenceInterval: "Day", synchronizationTime: "2024-01-01T02:00:00Z" }),
});

/** The seeded share subscription's path parameters. */
export const SEED_DATASHARE_REF: ShareSubscriptionRef = Object.freeze({
  subscriptionId: SEED_DATASHARE_SUBSCRIPTION_ID,
  resourceGroupName: SEED_DATASHARE_RESOURCE_GROUP,
  accountName: SEED_DATASHARE_ACCOUNT,
  shareSubscriptionName: SEED_DATASHARE_SHARE_SUBSCRIPTION,
});

/** The synchronizationId of the seeded synchronization at `index` (0 is the newest, listed first). */
export function seedSynchronizationId(index: number): string {
  return `5c0e1d2a-7b3f-4e21-9a6d-${String(index + 1).padStart(12, "0")}`;
}

const DATA_SETS = [
  { name: "sales-orders", dataSetType: "SqlDBTable" },
  { name: "invoices", dataSetType: "Container" },
  { name: "telemetry", dataSetType: "KustoTable" },
  { name: "exports", dataSetType: "AdlsGen2Folder" },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
// The newest synchronization starts at this time; each older one a day earlier (a daily schedule).
const NEWEST_START_MS = Date.parse("2024-03-25T02:00:00Z");

// A spread of statuses: the newest is still queued, the next one running, every fifth failed.
function statusOf(index: number): string {
  if (index === 0) return "Queued";
  if (index === 1) return "InProgress";
  return index % 5 === 3 ? "Failed" : "Completed";
}

function timing(startMs: number, durationMs: number, status: string): Record<string, unknown> {
  if (status === "Queued") return {};
  const start = { startTime: new Date(startMs).toISOString() };
  if (status === "InProgress") return start;
  return { ...start, endTime: new Date(startMs + durationMs).toISOString(), durationMs };
}

function detailOf(index: number, slot: number, syncStatus: string, startMs: number): DataShareItem {
  const dataSet = DATA_SETS[(index + slot) % DATA_SETS.length] ?? DATA_SETS[0];
  // Only the first data set of a failed synchronization failed; the others copied.
  const status = syncStatus === "Failed" && slot > 0 ? "Completed" : syncStatus;
  const durationMs = 20_000 + ((index * 7 + slot * 13) % 40) * 1_000;
  const rows = 1_000 * (index + 1) + slot * 250;
  const copied = status === "Completed" || status === "Failed";
  return {
    dataSetId: `9d4b2c1e-0f6a-4b8c-8e2d-${String(index * 10 + slot + 1).padStart(12, "0")}`,
    dataSetType: dataSet.dataSetType,
    name: dataSet.name,
    status,
    ...timing(startMs + slot * 1_000, durationMs, status),
    ...(copied
      ? {
          filesRead: 10 + slot,
          filesWritten: status === "Failed" ? 0 : 10 + slot,
          rowsRead: rows,
          rowsCopied: status === "Failed" ? 0 : rows,
          sizeRead: rows * 512,
          sizeWritten: status === "Failed" ? 0 : rows * 512,
          vCore: 1 + slot,
        }
      : {}),
    ...(status === "Failed"
      ? { message: `Copy of data set '${dataSet.name}' failed: source unavailable.` }
      : {}),
  };
}

function synchronizationOf(index: number): { sync: DataShareItem; details: DataShareItem[] } {
  const status = statusOf(index);
  const startMs = NEWEST_START_MS - index * DAY_MS;
  const durationMs = 60_000 + ((index * 7919) % 540_000);
  const synchronizationId = seedSynchronizationId(index);
  const sync: DataShareItem = {
    synchronizationId,
    status,
    synchronizationMode: index % 3 === 0 ? "FullSync" : "Incremental",
    ...timing(startMs, durationMs, status),
    ...(status === "Failed" ? { message: "One or more data sets failed to copy." } : {}),
  };
  const details = Array.from({ length: (index % 3) + 1 }, (_, slot) =>
    detailOf(index, slot, status, startMs),
  );
  return { sync, details };
}

/** Puts the seeded share subscription (25 synchronizations with their details, one setting) in the store. */
export function applyDataShareSeed(store: DataShareStore): void {
  const generated = Array.from({ length: SEED_DATASHARE_SYNCHRONIZATION_COUNT }, (_, i) =>
    synchronizationOf(i),
  );
  store.put(SEED_DATASHARE_REF, {
    synchronizations: generated.map(({ sync }) => sync),
    details: new Map(generated.map(({ sync, details }) => [String(sync.synchronizationId), details])),
    settings: [
      { ...SEED_DATASHARE_SOURCE_SETTING, properties: { ...SEED_DATASHARE_SOURCE_SETTING.properties } },
    ],
  });
}
