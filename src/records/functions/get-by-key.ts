/**
 * What the generated get functions call: the reading itself (zod, the client) is loaded at the
 * first call, so that a program that only declares resources never loads it.
 */
import type { LiveRecord } from "../definitions/record-base";

/** The one record of the type `plural` with the key the arguments give; `fn` names the call in errors. */
export async function getByKey(plural: string, args: unknown, fn: string): Promise<LiveRecord> {
  const reading = await import("./get-by-key-reads");
  return reading.findByKey(plural, args, fn);
}
