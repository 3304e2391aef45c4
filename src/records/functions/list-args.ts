/**
 * Arguments of the record list functions. One shape for every record type: the
 * company, an optional OData `$filter`, and the settings of the records service.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { RecordsSettings, RecordsSettingsArgs } from "../resources/records-settings-args";

/** What each record list function takes. */
export interface ListRecordsArgs {
  /** The company whose records to read: a GUID, such as `5d115c9c-44e3-ea11-bb43-000d3a2feca1`. */
  companyId: string;
  /**
   * An OData `$filter` expression, such as `startswith(code,'P')` or `status eq 'Draft'`; every
   * record of the type when left out. Must not be empty.
   */
  filter?: string;
  /**
   * Where the records service is, and the token for it, for this call; otherwise stack config
   * `bizops:*`, then `BIZOPS_*` environment variables.
   */
  settings?: RecordsSettings;
}

/** {@link ListRecordsArgs} for the `...Output` forms: each field may be an Input. */
export interface ListRecordsOutputArgs {
  /** See {@link ListRecordsArgs.companyId}. */
  companyId: pulumi.Input<string>;
  /** See {@link ListRecordsArgs.filter}. */
  filter?: pulumi.Input<string>;
  /** See {@link ListRecordsArgs.settings}. */
  settings?: pulumi.Input<RecordsSettingsArgs>;
}
