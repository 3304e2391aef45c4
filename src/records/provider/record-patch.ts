/**
 * Sending a record's changes: one PATCH, or two where a change clears or overwrites fields in the
 * service (a country changed clears the city, state and post code written before it; a memo's
 * posting date may overwrite its date), so that the record ends as the program says. A change the
 * service carries into other fields (a memo's buy-from city into its pay-to city, its date into
 * its due date) goes with the program's values of those.
 */
import type * as z from "zod";
import { isBizopsError, withHint } from "../../core/errors/errors";
import type { RecordsClient } from "../client/records-client";
import type { RecordRef } from "../client/record-ref";
import type { RecordCollection } from "../client/record-collection";
import { ETAG_FIELD, type LiveRecord, type RecordInputs } from "../definitions/record-base";
import { ifMatchFor } from "./etag-policy";

/** Where the changes go, and which fields the service blanks or copies into when another changes. */
export interface PatchTarget {
  readonly collection: RecordCollection<z.ZodType<LiveRecord>>;
  /** Fields blanked when another changes from a value that was not blank, by that other field. */
  readonly clearedBy?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Fields the service may set from another's new value when that one changes, by that other field. */
  readonly overwrittenBy?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Fields that take another's new value when they held its old one, by that other field. */
  readonly copiedFrom?: Readonly<Record<string, readonly string[]>> | undefined;
}

/** One update's request: the changed fields, the program's inputs, the record's values before, its If-Match. */
export interface PatchWrite {
  changes: Record<string, unknown>;
  inputs: RecordInputs;
  held: Readonly<Record<string, unknown>>;
  ifMatch: string;
  /** Whether the write takes a record over (a create), rather than updating one in state. */
  adopting: boolean;
}

/**
 * Sends a write's changes. Those the program sets among the fields a change clears or may
 * overwrite go again in a second request, with the first answer's eTag, as one request would
 * leave a record that already had the new value. `refused` settles a refusal of the first request.
 */
export async function patchRecord(
  client: RecordsClient,
  target: PatchTarget,
  ref: RecordRef,
  write: PatchWrite,
  refused?: (error: unknown) => Promise<LiveRecord>,
): Promise<LiveRecord> {
  const { inputs, ifMatch } = write;
  const plan = patchPlan(target, write);
  const { first, second } = plan;
  let record: LiveRecord;
  try {
    record = await client.update(target.collection, ref, first, ifMatch);
  } catch (error) {
    // Only the first request's refusal is the caller's to settle: after it, the record has changed.
    if (refused === undefined) throw error;
    return refused(error);
  }
  if (second === undefined) return record;
  const next = ifMatchFor(record[ETAG_FIELD], inputs.overwriteConcurrentChanges);
  try {
    return await client.update(target.collection, ref, second, next);
  } catch (error) {
    throw resendFailed(error, plan, write.adopting);
  }
}

/** Every field a write sends, in either request. */
export function fieldsSent(target: PatchTarget, write: PatchWrite): string[] {
  const { first, second } = patchPlan(target, write);
  return Object.keys({ ...first, ...second });
}

/** The bodies a write sends: the first request's, and the second's where a change clears or overwrites fields. */
interface PatchPlan {
  readonly first: Record<string, unknown>;
  readonly second?: Record<string, unknown>;
  /** The fields the first request clears, which the second sends again. */
  readonly cleared: readonly string[];
  /** The fields the first request may overwrite, which the second sends again. */
  readonly overwritten: readonly string[];
}

/**
 * What a write sends, in which request: its changes with the copies they call for; the fields a
 * change clears or may overwrite held back for a second request, with the copies those call for.
 */
function patchPlan(target: PatchTarget, write: PatchWrite): PatchPlan {
  const changes = { ...copiesOf(target, write), ...write.changes };
  const set = (names: string[]) => names.filter((name) => write.inputs[name] !== undefined);
  const cleared = set(clearedByChanges(target, { ...write, changes }));
  const overwritten = set(overwrittenByChanges(target, changes)).filter((name) => !cleared.includes(name));
  const again = [...cleared, ...overwritten];
  const first = omitKeys(changes, again);
  if (again.length === 0) return { first, cleared, overwritten };
  const resent = Object.fromEntries(again.map((field) => [field, write.inputs[field]]));
  return {
    first,
    second: { ...copiesOf(target, { ...write, changes: resent }), ...resent },
    cleared,
    overwritten,
  };
}

/**
 * The program's values of the fields the service would copy a change into: sent beside it, the
 * page sets them after it, so they keep the program's value.
 */
function copiesOf({ copiedFrom }: PatchTarget, { changes, inputs }: PatchWrite): Record<string, unknown> {
  const copies = Object.entries(copiedFrom ?? {})
    .filter(([field]) => field in changes)
    .flatMap(([, fields]) => fields.filter((name) => inputs[name] !== undefined));
  return Object.fromEntries(copies.map((name) => [name, inputs[name]]));
}

/** The fields one of the changes clears in the service. */
function clearedByChanges(target: PatchTarget, { changes, inputs, held }: PatchWrite): string[] {
  return Object.entries(target.clearedBy ?? {}).flatMap(([field, cleared]) => {
    const before = held[field];
    // Overwriting concurrent changes, the record held may be older than the service's (no eTag
    // guards it): any change of the field may clear the others.
    const moved =
      field in changes &&
      (inputs.overwriteConcurrentChanges === true ||
        (typeof before === "string" && before !== "" && before !== changes[field]));
    return moved ? cleared : [];
  });
}

/** The fields one of the changes may overwrite in the service, whatever the value before. */
function overwrittenByChanges({ overwrittenBy }: PatchTarget, changes: Record<string, unknown>): string[] {
  return Object.entries(overwrittenBy ?? {}).flatMap(([field, fields]) => (field in changes ? fields : []));
}

function omitKeys(bag: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(bag).filter(([key]) => !keys.includes(key)));
}

/**
 * The second request of a write failed: the first changed the record (its country), so the state's
 * eTag is stale and the fields it cleared (or overwrote) do not hold the program's values. An
 * update's next `up` is refused until a refresh reads the record; an adoption, which left nothing
 * in state, adopts it again.
 */
function resendFailed(error: unknown, { cleared, overwritten }: PatchPlan, adopting: boolean): unknown {
  if (!isBizopsError(error)) return error;
  const what = [
    cleared.length > 0 ? `cleared ${cleared.join(", ")}` : "",
    overwritten.length > 0 ? `may have set ${overwritten.join(", ")} otherwise` : "",
  ].filter(Boolean);
  const next = adopting
    ? "Run `pulumi up` again to send them."
    : "Run `pulumi refresh` to read the record as it is now, then `pulumi up` to send them.";
  return withHint(
    error,
    `The first request changed the record, which ${what.join(" and ")}, and they were not sent again. ${next}`,
  );
}
