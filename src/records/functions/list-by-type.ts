/**
 * What the generated list functions call: the reading itself (zod, the client) is loaded at the
 * first call, so that a program that only declares resources never loads it.
 */
import type { LiveRecord } from "../definitions/record-base";

/** Every record of the type `plural` the arguments ask for, from every page; `fn` names the call in errors. */
export async function listByType(plural: string, args: unknown, fn: string): Promise<LiveRecord[]> {
  const listing = await import("./list-records-reads");
  return listing.listAll(plural, args, fn);
}
