/**
 * When each operation of an environment's history counts against the service's 3 starts per 24
 * hours (database/api/dbmovement-api-throttling.md: each counted for 24 hours from its start).
 * The guard refuses a start when the count reaches the limit, so every doubt is settled towards a
 * higher count: an operation whose start cannot be known counts as started now, since a count
 * too low sends a start the service may refuse or, worse, one the user did not mean to spend.
 */
import type { EnvironmentOperation } from "../generated/lifecycle-types";

/** How long one start counts. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** One operation as it counts: the instant taken as its start, and why when it is not its written start. */
export interface CountedStart {
  at: number;
  /** Says why `at` is not the start the history wrote; absent when it is. */
  note?: string;
}

/**
 * When an operation of the history counts from:
 * - its start, as written (the latest instant the written time can mean);
 * - with no start, or one that cannot be read: its end when that can be read (it cannot have
 *   started later), so a finished operation stops counting a day after it ended;
 * - otherwise now (it is queued or running, and will start no earlier than now).
 */
export function countedStart(operation: EnvironmentOperation, now: number): CountedStart {
  const name = operation.name ?? operation.activityId ?? "an operation";
  const start = operation.startDateTimeUtc;
  const at = start === undefined ? undefined : serviceTime(start);
  if (at !== undefined) return { at };
  const why = start === undefined ? "has no start time" : `has a start time that cannot be read (${start})`;
  const end = operation.endDateTimeUtc;
  const ended = end === undefined ? undefined : serviceTime(end);
  if (ended !== undefined) return { at: ended, note: `${name} ${why}: counted as started when it ended` };
  const unended = end === undefined ? "has not ended" : `an end time that cannot be read (${end})`;
  return { at: now, note: `${name} ${why} and ${unended}: counted as started now` };
}

/** True when an operation's written start is more than 24 hours before `now`; unknown starts are not. */
export function startedBefore(operation: EnvironmentOperation, since: number): boolean {
  const at = operation.startDateTimeUtc === undefined ? undefined : serviceTime(operation.startDateTimeUtc);
  return at !== undefined && at <= since;
}

// `2021-06-03T15:10:00.0`, as the history writes it (no zone: UTC), or with a zone.
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;
// `8/5/2021 11:00 PM`, month first: the metadata route writes `DeployedOnUTC` so
// (reference-environment-metadata.md), and a history entry may come the same way.
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AP]M))?$/i;

/**
 * A UTC time as the service writes it, in epoch milliseconds; undefined when it cannot be read.
 * Only the two forms above are read: the engine's own date parser would take other texts as
 * local time. A US-form time names a minute (or a second): the latest instant of it is taken,
 * so that a start is never counted as older than it may be.
 */
function serviceTime(text: string): number | undefined {
  const trimmed = text.trim();
  if (ISO.test(trimmed)) {
    const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(trimmed) ? trimmed : `${trimmed}Z`;
    const at = Date.parse(zoned);
    return Number.isNaN(at) ? undefined : at;
  }
  const us = US.exec(trimmed);
  if (us === null) return undefined;
  const [, month, day, year, hour, minute, second, half] = us.map((part) => part ?? "");
  const h = Number(hour);
  if (half ? h < 1 || h > 12 : h > 23) return undefined;
  const hours = half ? (h % 12) + (half.toUpperCase() === "PM" ? 12 : 0) : h;
  const m = Number(minute);
  const s = second === "" ? 0 : Number(second);
  if (m > 59 || s > 59) return undefined;
  const at = Date.UTC(Number(year), Number(month) - 1, Number(day), hours, m, s);
  const date = new Date(at);
  // Date.UTC rolls 2/30 over into March: such a date is not one the service wrote.
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return at + (second === "" ? 59_999 : 999);
}
