/**
 * The engine run a plugin process serves. The engine starts one plugin process per provider
 * resource (the default provider and each explicit one), all as its own children and all given its
 * address, so those two name the run; on Linux the engine's start time, from /proc, tells it from
 * a later process that reuses its pid.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** When the process `pid` started, in clock ticks since boot, where /proc says it; else "". */
function startTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command (which may hold spaces) are space-separated; the start time is
    // the 22nd field of the line, the 20th after the command's closing parenthesis.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

/** The name of the run of the engine at `engineAddress` that started this process. */
export function engineRun(engineAddress: string, parentPid: number = process.ppid): string {
  const identity = JSON.stringify([engineAddress, parentPid, startTime(parentPid)]);
  return `engine-${createHash("sha256").update(identity).digest("hex").slice(0, 32)}`;
}
