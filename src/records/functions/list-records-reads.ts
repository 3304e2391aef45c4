/**
 * What the record list functions do once called: check the arguments, then read every page of
 * the collection. Loaded at a function's first call (see `list-records.ts`).
 */
import { programSettingSources } from "../../core/functions/config-reader";
import { parseFunctionArgs } from "../../core/functions/function-args";
import { RecordsClient } from "../client/records-client";
import { ENTITIES } from "../entities";
import { collectionOf } from "../client/record-collection";
import { listRecordsArgs } from "./generated/records-schemas";
import type { LiveRecord } from "../definitions/record-base";

/** Every record of the type whose plural is `plural` (`disputeStatuses`) that the arguments' filter keeps; `fn` names the call in errors. */
export async function listAll(plural: string, args: unknown, fn: string): Promise<LiveRecord[]> {
  const entity = ENTITIES.find((candidate) => candidate.plural.toLowerCase() === plural.toLowerCase());
  if (!entity) throw new Error(`No record type listed as "${plural}".`);
  const parsed = parseFunctionArgs(listRecordsArgs, args, fn);
  const client = RecordsClient.fromSources(programSettingSources(parsed.settings));
  const records: LiveRecord[] = [];
  for await (const page of client.list(collectionOf(entity), parsed.companyId, { filter: parsed.filter })) {
    records.push(...page);
  }
  return records;
}
