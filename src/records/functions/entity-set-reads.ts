/**
 * What `getRecord` and `listRecords` do once called: check the arguments, then read the record or
 * every page of the entity set. Loaded at a function's first call (see `entity-set-functions.ts`).
 */
import { programSettingSources } from "../../core/functions/config-reader";
import { parseFunctionArgs } from "../../core/functions/function-args";
import { RecordsClient } from "../client/records-client";
import { genericCollection } from "../client/entity-set-collection";
import type { LiveRecord } from "../definitions/record-base";
import { getRecordArgs, listEntitySetRecordsArgs } from "./generated/records-schemas";

/** Every record of the entity set the arguments name that their filter keeps, from every page. */
export async function listEntitySet(args: unknown, fn: string): Promise<LiveRecord[]> {
  const parsed = parseFunctionArgs(listEntitySetRecordsArgs, args, fn);
  const client = RecordsClient.fromSources(programSettingSources(parsed.settings));
  const collection = genericCollection(parsed.apiRoute, parsed.entitySet);
  const records: LiveRecord[] = [];
  for await (const page of client.list(collection, parsed.companyId, { filter: parsed.filter })) {
    records.push(...page);
  }
  return records;
}

/** The record the arguments name by id. */
export async function getOne(args: unknown, fn: string): Promise<LiveRecord> {
  const parsed = parseFunctionArgs(getRecordArgs, args, fn);
  const client = RecordsClient.fromSources(programSettingSources(parsed.settings));
  const collection = genericCollection(parsed.apiRoute, parsed.entitySet);
  return client.get(collection, { companyId: parsed.companyId, id: parsed.id });
}
