/**
 * How far back a restore may reach (backup-restore-environments.md, retention table): 28 days for
 * a production environment with Dynamics 365 apps (a unified production environment, UPE, and an
 * LCS production environment have them), 7 for a sandbox. A point in the future is no point to
 * restore to. The service's own answer decides the rest.
 */
import { DAY_MS } from "../../lifecycle/operations/quota-count";
import type { EnvironmentKind } from "./environment-kind";

/**
 * The most days of backups the source can keep, as the page gives them: 28 for a production
 * environment (with Dynamics 365 apps always; without them, up to 28 when a Managed Environment
 * is set so), 7 for a sandbox or any other.
 */
function retentionDays(source: EnvironmentKind): number {
  const production =
    source.deployment === "UPE" ||
    source.deployment === "LCS production" ||
    source.type?.toLowerCase() === "production";
  return production ? 28 : 7;
}

/** Why `point` cannot be restored to now, or undefined. */
export function restorePointRefusal(
  point: string,
  source: EnvironmentKind | undefined,
  now: number,
): string | undefined {
  const at = Date.parse(point);
  if (at > now) return `restorePointDateTime ${point} is in the future`;
  if (source === undefined) return undefined;
  const days = retentionDays(source);
  if (at < now - days * DAY_MS) {
    return `restorePointDateTime ${point} is more than ${days} days ago, before the oldest backup ${source.displayName ?? source.environmentId} keeps`;
  }
  return undefined;
}
