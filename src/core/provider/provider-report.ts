/**
 * Where a provider process's messages for the user go: a record found again after a lost answer,
 * an operation started or removed from the stack, a wait's progress. The dynamic-provider host
 * shows what its process writes to stdout, so that is where they go unless the process says
 * otherwise; the engine shows nothing a provider plugin writes, so the plugin sends them to the
 * engine's log ({@link reportTo}).
 */

/** Takes one message for the user. */
export type Report = (message: string) => void;

let sink: Report = (message) => console.log(message);

/** Gives the user a message, where this process's host shows it. */
export function providerReport(message: string): void {
  sink(message);
}

/** Sends this process's later reports to `report`. */
export function reportTo(report: Report): void {
  sink = report;
}
