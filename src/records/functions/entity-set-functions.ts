/**
 * `getRecord` and `listRecords`: a record, or every record, of any entity set (custom APIs
 * included), as the service returns it. Arguments are checked before any request; the reading
 * loads at the first call.
 */
import type * as pulumi from "@pulumi/pulumi";
import { outputForm } from "../../core/functions/invoke-options";
import type { ListRecordsArgs, ListRecordsOutputArgs } from "./list-args";

/** A record of any entity set, as the service returns it. */
export interface EntityRecord {
  /** The record's id (a GUID). */
  id: string;
  /** The record's eTag, which guards a change (`If-Match`). */
  "@odata.etag": string;
  /** Every other field, as the service returns it. */
  [field: string]: unknown;
}

/** Where an entity set is: its API and its name (see `records.Record`'s `apiRoute` and `entitySet`). */
interface EntitySetPlace {
  /**
   * The API of the entity set: its version for the standard API, such as `v2.0`, or
   * `<publisher>/<group>/<version>` for a custom API.
   */
  apiRoute: string;
  /** The entity set, as its API page's `EntitySetName` writes it, such as `carBrands`. */
  entitySet: string;
}

/** Arguments of `listRecords`: the company, the entity set, an optional filter, and settings. */
export interface ListEntitySetRecordsArgs extends ListRecordsArgs, EntitySetPlace {}

/** {@link ListEntitySetRecordsArgs} for `listRecordsOutput`: each field may be an Input. */
export interface ListEntitySetRecordsOutputArgs extends ListRecordsOutputArgs {
  /** See {@link ListEntitySetRecordsArgs.apiRoute}. */
  apiRoute: pulumi.Input<string>;
  /** See {@link ListEntitySetRecordsArgs.entitySet}. */
  entitySet: pulumi.Input<string>;
}

/** Every record of the entity set that matches, from every page, in the service's order. */
export interface ListEntitySetRecordsResult {
  /** The records, from every page, in the service's order. */
  value: EntityRecord[];
}

/** Arguments of `getRecord`. */
export interface GetRecordArgs extends EntitySetPlace {
  /** The company the record belongs to: a GUID. */
  companyId: string;
  /** The record's id (a GUID). */
  id: string;
  /** See {@link ListRecordsArgs.settings}. */
  settings?: ListRecordsArgs["settings"];
}

/** {@link GetRecordArgs} for `getRecordOutput`: each field may be an Input. */
export interface GetRecordOutputArgs {
  /** See {@link GetRecordArgs.companyId}. */
  companyId: pulumi.Input<string>;
  /** See {@link GetRecordArgs.apiRoute}. */
  apiRoute: pulumi.Input<string>;
  /** See {@link GetRecordArgs.entitySet}. */
  entitySet: pulumi.Input<string>;
  /** See {@link GetRecordArgs.id}. */
  id: pulumi.Input<string>;
  /** See {@link ListRecordsOutputArgs.settings}. */
  settings?: ListRecordsOutputArgs["settings"];
}

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
