/**
 * Finding out what a create did when its answer never came: the records it may have made are
 * looked up, and the one that holds what was sent is the one it made. Nothing here guesses: no
 * match means nothing was made, and more than one match is left to the user to decide.
 *
 * The service stores many values otherwise than they were sent (upper case, a code for a blank, a
 * fill-in, a value its localisation drops), so a record holds what was sent when each field is
 * equal or could be what the service made of it (see `mayHoldSent`); and the one record that holds
 * a key and was changed since the create was sent is the one it made, whatever its values.
 */
import type * as z from "zod";
import { hasCode, requestFactsOf, type RequestError } from "../../core/errors/errors";
import { GUID_PATTERN } from "../../core/schemas/formats";
import { propertyChanged } from "../../core/provider/resource-provider";
import type { RecordsClient } from "../client/records-client";
import type { RecordCollection } from "../client/record-collection";
import type { CreateRecovery } from "../definitions/entity-definition";
import type { LiveRecord } from "../definitions/record-base";

/**
 * How far before the moment a create was sent (by this machine's clock) a record may carry as its
 * modification time and still be one the create made: the service's clock is not this one.
 */
export const CLOCK_SKEW_MS = 2 * 60 * 1000;

/** What a lookup found. */
export type Finding =
  | { kind: "made"; record: LiveRecord }
  | { kind: "none" }
  | { kind: "several"; ids: string[] }
  | { kind: "taken"; record: LiveRecord };

/**
 * True when a create may have been applied although no success came back: no answer at all, a
 * server error, or a success whose body could not be read.
 */
export function outcomeUnknown(error: unknown): boolean {
  return hasCode(error, "NoResponse", "TimedOut", "ServiceFailure", "UnexpectedResponse", "ResponseTooLarge");
}

/** True for the service's refusal of a second record with the same key. */
export function keyExists(error: unknown): error is RequestError {
  return requestFactsOf(error).serviceCode === "Internal_EntityWithSameKeyExists";
}

/** Looks up the records a create sent at `since` with `fields` may have made, and says which it made. */
export async function findCreated(
  client: RecordsClient,
  collection: RecordCollection<z.ZodType<LiveRecord>>,
  companyId: string,
  recovery: CreateRecovery,
  fields: Record<string, unknown>,
  since: Date,
): Promise<Finding> {
  const records: LiveRecord[] = [];
  for await (const page of client.list(collection, companyId, { filter: recovery.filter(fields, since) })) {
    records.push(...page);
  }
  return judge(recovery.kind, records, fields, since);
}

/** Which of the records found is the one made with `fields`; pure, for the decision table's tests. */
function judge(
  kind: CreateRecovery["kind"],
  records: LiveRecord[],
  fields: Record<string, unknown>,
  since: Date,
): Finding {
  const holding = records.filter((record) => holdsSent(record, fields));
  if (holding.length === 1) return { kind: "made", record: holding[0]! };
  if (holding.length > 1) return { kind: "several", ids: holding.map((record) => record.id) };
  if (kind === "key" && records.length > 0) {
    // A key names one record: changed since the create was sent, it is the one made, with values
    // the service rewrote. Older, it was there before: not ours to take.
    const record = records[0]!;
    return changedSince(record, since) ? { kind: "made", record } : { kind: "taken", record };
  }
  return { kind: "none" };
}

function changedSince(record: LiveRecord, since: Date): boolean {
  const stamp = Date.parse(record.lastModifiedDateTime ?? "");
  return Number.isFinite(stamp) && stamp >= since.getTime();
}

/** The GUID `value` holds, lower case without braces; undefined when it holds none. */
function guidIn(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const bare = value.replace(/^\{(.*)\}$/, "$1");
  return GUID_PATTERN.test(bare) ? bare.toLowerCase() : undefined;
}

/** Every field sent has in the record a value the service may have made of it. */
function holdsSent(record: LiveRecord, fields: Record<string, unknown>): boolean {
  return Object.entries(fields).every(([field, sent]) => mayHoldSent(record[field], sent));
}

/**
 * Whether the service may have stored `found` for `sent`: the same value; the same id (without
 * case or braces); the same text but for case and surrounding spaces (a Code field, an upper-cased
 * one, a formatted date formula); or a blank on either side (a code for a blank, a filled-in value,
 * a value dropped).
 */
function mayHoldSent(found: unknown, sent: unknown): boolean {
  if (!propertyChanged(found, sent)) return true;
  const [sentId, foundId] = [guidIn(sent), guidIn(found)];
  if (sentId !== undefined && foundId !== undefined) return sentId === foundId;
  if (typeof sent !== "string" || typeof found !== "string") return false;
  return sent === "" || found === "" || sent.trim().toUpperCase() === found.trim().toUpperCase();
}
