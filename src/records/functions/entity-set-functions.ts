/**
 * `getRecord` and `listRecords`: a record, or every record, of any entity set (custom APIs
 * included), as the service returns it. Arguments are checked before any request; the reading
 * loads at the first call.
 */
import type * as pulumi from "@pulumi/pulumi";
import { outputForm } from "../../core/functions/invoke-options";
import type {
  EntityRecord,
  GetRecordArgs,
  GetRecordOutputArgs,
  ListEntitySetRecordsArgs,
  ListEntitySetRecordsOutputArgs,
  ListEntitySetRecordsResult,
} from "./generated/records-types";

/**
 * Every record of the entity set that matches `filter`, from every page. `opts` is taken for the
 * shape every Pulumi function has; the read runs in the program, so no provider, parent or
 * version applies.
 */
export async function listRecords(
  args: ListEntitySetRecordsArgs,
  _opts?: pulumi.InvokeOptions,
): Promise<ListEntitySetRecordsResult> {
  const reads = await import("./entity-set-reads");
  return { value: await reads.listEntitySet(args, "records.listRecords") };
}

/** {@link listRecords} as an Output; it reads after the resources of `opts.dependsOn`. */
export function listRecordsOutput(
  args: ListEntitySetRecordsOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<ListEntitySetRecordsResult> {
  return outputForm(args, opts, listRecords);
}

/** The record of the entity set with the id given; a missing record is a `NotFound` error. */
export async function getRecord(args: GetRecordArgs, _opts?: pulumi.InvokeOptions): Promise<EntityRecord> {
  const reads = await import("./entity-set-reads");
  return await reads.getOne(args, "records.getRecord");
}

/** {@link getRecord} as an Output; it reads after the resources of `opts.dependsOn`. */
export function getRecordOutput(
  args: GetRecordOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<EntityRecord> {
  return outputForm(args, opts, getRecord);
}
