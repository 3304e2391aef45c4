/**
 * The engine shows nothing a provider plugin writes to stdout or stderr, where the
 * dynamic-provider host shows what its process writes. So the plugin gives the SDK's runtime the
 * engine's address (`resetOptions`, as the SDK's own provider server does before a construct or a
 * call) and sends the providers' reports to the engine's log with `pulumi.log`. The functions'
 * progress lines, written with `pulumi.log` already, reach the user the same way.
 */
import { log, resetOptions } from "./sdk-runtime";
import { reportTo } from "../core/provider/provider-report";

/** Sends this process's reports, and its `pulumi.log` messages, to the engine at `engineAddress`. */
export function reportToEngine(engineAddress: string): void {
  // Only the engine's address counts: the plugin registers no resources, so it has no project,
  // stack or monitor of its own.
  resetOptions("", "", 1, engineAddress, "", false, "");
  reportTo((message) => void log.info(message));
}
