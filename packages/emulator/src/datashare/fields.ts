/** How a field of a data share item is typed, for `$filter` literals, `$orderby` and admin seeds. */
export type FieldKind = "string" | "number" | "datetime";

/** Field name → kind, for one item type. */
export type FieldKinds = Readonly<Record<string, FieldKind>>;

/** An item of a data share list as the service stores and answers it. */
export type DataShareItem = Readonly<Record<string, unknown>>;

/** The fields of a ShareSubscriptionSynchronization (spec: Resources). */
export const SYNCHRONIZATION_FIELDS: FieldKinds = Object.freeze({
  durationMs: "number",
  endTime: "datetime",
  message: "string",
  startTime: "datetime",
  status: "string",
  synchronizationId: "string",
  synchronizationMode: "string",
});

/** The fields of a data-set-level SynchronizationDetails (spec: Resources). */
export const SYNCHRONIZATION_DETAIL_FIELDS: FieldKinds = Object.freeze({
  dataSetId: "string",
  dataSetType: "string",
  durationMs: "number",
  endTime: "datetime",
  filesRead: "number",
  filesWritten: "number",
  message: "string",
  name: "string",
  rowsCopied: "number",
  rowsRead: "number",
  sizeRead: "number",
  sizeWritten: "number",
  startTime: "datetime",
  status: "string",
  vCore: "number",
});
