/**
 * The operation a start began, when its 202 named none: the reference documents no header on the
 * 202 (copy-environment), so the target's operations are asked (get-operations-for-environment,
 * newest first) for one that started at or after the request, less a minute for the clocks' drift.
 */
import type { PowerPlatformClient } from "../client";

const CLOCK_DRIFT_MS = 60_000;
/** How many of the newest operations are looked at. */
const LOOKED_AT = 10;

/** The id of the newest operation of `target` that started after `requestedAt`, or undefined. */
export async function findStarted(
  client: PowerPlatformClient,
  target: string,
  requestedAt: string,
): Promise<string | undefined> {
  const since = Date.parse(requestedAt) - CLOCK_DRIFT_MS;
  let looked = 0;
  for await (const operation of client.listOperations(target, LOOKED_AT)) {
    const started = operation.startTime ? Date.parse(operation.startTime) : Number.NaN;
    if (!Number.isNaN(started) && started >= since) return operation.operationId;
    if (++looked >= LOOKED_AT) break;
  }
  return undefined;
}
