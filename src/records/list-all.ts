/**
 * What the record list functions do once called: check the arguments, then read every page of
 * the collection. Loaded at a function's first call (see `list-records.ts`).
 */
import type * as z from "zod";
import { programSettingSources } from "../core/config-reader";
import { parseFunctionArgs } from "../core/function-args";
import { RecordsClient } from "./client";
import { CREDIT_MEMO, CURRENCY, DISPUTE_STATUS, type RecordCollection } from "./collections";
import { listRecordsArgs } from "./list-args";

const COLLECTIONS = {
  disputeStatuses: DISPUTE_STATUS,
  currencies: CURRENCY,
  purchaseCreditMemos: CREDIT_MEMO,
};

/** A record type the list functions read. */
export type ListedKind = keyof typeof COLLECTIONS;

type ListedRecord<K extends ListedKind> = z.infer<(typeof COLLECTIONS)[K]["schema"]>;

/** Every record of `kind` that the arguments' filter keeps, from every page; `fn` names the call in errors. */
export async function listAll<K extends ListedKind>(
  kind: K,
  args: unknown,
  fn: string,
): Promise<ListedRecord<K>[]> {
  // TypeScript cannot follow a generic key into the table; the table pairs each key with its type.
  return readAll<z.ZodType>(COLLECTIONS[kind], args, fn) as Promise<ListedRecord<K>[]>;
}

async function readAll<S extends z.ZodType>(
  collection: RecordCollection<S>,
  args: unknown,
  fn: string,
): Promise<z.infer<S>[]> {
  const parsed = parseFunctionArgs(listRecordsArgs, args, fn);
  const client = RecordsClient.fromSources(programSettingSources(parsed.settings));
  const records: z.infer<S>[] = [];
  for await (const page of client.list(collection, parsed.companyId, { filter: parsed.filter })) {
    records.push(...page);
  }
  return records;
}
