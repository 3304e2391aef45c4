import type { JsonObject } from "../http-helpers";
import { FieldErrors } from "./errors";
import { checkTarget, resolveSource } from "./guards";
import { factsOf, KIND_NAMES } from "./kinds";
import { checkBoolean, readOverrides } from "./options-body";
import type { PowerPlatformEnvironment, PowerPlatformStore, TargetOverrides } from "./store";

/** A restore request once read: its problems, and what it asks when it has none. */
export interface RestoreRequest {
  readonly errors: FieldErrors;
  readonly source?: PowerPlatformEnvironment;
  readonly overrides: TargetOverrides;
}

// RFC 3339 with its offset: the page's example is `2025-04-30T12:34:56+02:00`.
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads a restore body (Learn, environment-restore/restore-environment: `restorePointDateTime` and
 * `sourceEnvironmentId` required, optional `restoreOptions`). The top-level `skipAuditData` of the
 * earlier contract (Kiota SDK 2.0.3232.199, `EnvironmentRestoreRequest`) is taken too.
 */
export function readRestoreRequest(
  store: PowerPlatformStore,
  target: PowerPlatformEnvironment,
  body: JsonObject,
): RestoreRequest {
  const errors = new FieldErrors();
  const source = resolveSource(errors, store, body.sourceEnvironmentId, target, "restore");
  const { overrides } = readOverrides(errors, body, "restoreOptions");
  checkBoolean(errors, body, "", "skipAuditData");
  checkTarget(errors, target, "restore");
  if (source !== undefined) checkRestorePoint(errors, store, source, body.restorePointDateTime);
  else if (body.restorePointDateTime === undefined) {
    errors.add("restorePointDateTime", "The restorePointDateTime field is required.");
  }
  return { errors, overrides, ...(source === undefined ? {} : { source }) };
}

/**
 * The restore point must carry its offset and lie within the source's retention: 28 days for
 * production with Dynamics 365 apps, 7 for sandboxes and the default environment, none for a trial
 * (MicrosoftDocs/power-platform power-platform/admin/backup-restore-environments.md). The oldest
 * point allowed is suggested.
 */
function checkRestorePoint(
  errors: FieldErrors,
  store: PowerPlatformStore,
  source: PowerPlatformEnvironment,
  value: unknown,
): void {
  const field = "restorePointDateTime";
  const days = factsOf(source.kind).retentionDays;
  if (days === 0) {
    errors.add(
      "sourceEnvironmentId",
      `A ${KIND_NAMES[source.kind]} is not backed up and cannot be restored from.`,
    );
    return;
  }
  if (value === undefined || value === null) {
    errors.add(field, "The restorePointDateTime field is required.");
    return;
  }
  const at = typeof value === "string" && WITH_OFFSET.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) {
    errors.add(
      field,
      `${JSON.stringify(value)} is not a date and time with its offset, such as 2025-04-30T12:34:56+02:00.`,
    );
    return;
  }
  const now = store.now();
  const oldest = now - days * DAY_MS;
  if (at > now || at < oldest) {
    errors.add(
      field,
      `The restore point must lie within the last ${days} days of ${source.displayName}'s backups.`,
      new Date(Math.ceil(oldest / 1000) * 1000).toISOString(),
    );
  }
}
