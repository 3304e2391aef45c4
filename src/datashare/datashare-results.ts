/** One synchronization of a share subscription. Only `synchronizationId` is always present. */
export interface ShareSubscriptionSynchronization {
  /** The synchronization's id. */
  synchronizationId: string;
  /** How long it took, in milliseconds. */
  durationMs?: number;
  /** When it ended (ISO 8601). */
  endTime?: string;
  /** The service's message about it, such as the reason of a failure. */
  message?: string;
  /** When it started (ISO 8601). */
  startTime?: string;
  /** An open set: `Completed`, `Succeeded`, `Queued`, `InProgress`, `Failed`, `Canceled`, `Cancelled`, ... */
  status?: string;
  /** `Incremental` or `FullSync`, as the service reports it. */
  synchronizationMode?: string;
}

/** What one synchronization did to one data set. Every field may be absent. */
export interface SynchronizationDetails {
  /** The data set's id. */
  dataSetId?: string;
  /** The data set's type, such as `Blob` or `SqlDBTable`. */
  dataSetType?: string;
  /** How long it took, in milliseconds. */
  durationMs?: number;
  /** When it ended (ISO 8601). */
  endTime?: string;
  /** Files read. */
  filesRead?: number;
  /** Files written. */
  filesWritten?: number;
  /** The service's message, such as the reason of a failure. */
  message?: string;
  /** The data set's name. */
  name?: string;
  /** Rows copied. */
  rowsCopied?: number;
  /** Rows read. */
  rowsRead?: number;
  /** Bytes read. */
  sizeRead?: number;
  /** Bytes written. */
  sizeWritten?: number;
  /** When it started (ISO 8601). */
  startTime?: string;
  /** An open set, as for a synchronization's {@link ShareSubscriptionSynchronization.status | status}. */
  status?: string;
  /** Cores used. */
  vCore?: number;
}

/** The schedule of a source-share synchronization setting. */
export interface ScheduledSourceSynchronizationSettingProperties {
  /** `Hour` or `Day`, as the service reports it. */
  recurrenceInterval?: string;
  /** When the synchronization runs (ISO 8601). */
  synchronizationTime?: string;
}

/** A synchronization setting of the source share. */
export interface ScheduledSourceSynchronizationSetting {
  /** The kind of setting, such as `ScheduleBased`. */
  kind: string;
  /** The schedule, when the kind has one. */
  properties?: ScheduledSourceSynchronizationSettingProperties;
}

/** What `listSynchronizations` returns. */
export interface ListSynchronizationsResult {
  /** Every synchronization, from every page, in the service's order. */
  value: ShareSubscriptionSynchronization[];
}

/** What `listSynchronizationDetails` returns. */
export interface ListSynchronizationDetailsResult {
  /** Every data set's details, from every page, in the service's order. */
  value: SynchronizationDetails[];
}

/** What `listSourceShareSynchronizationSettings` returns. */
export interface ListSourceShareSynchronizationSettingsResult {
  /** Every setting, from every page, in the service's order. */
  value: ScheduledSourceSynchronizationSetting[];
}
