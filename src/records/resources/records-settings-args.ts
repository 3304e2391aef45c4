import type * as pulumi from "@pulumi/pulumi";
import type {
  EntraIdentitySettings,
  EntraIdentitySettingsArgs,
  RecordsEntraSettings,
  RecordsEntraSettingsArgs,
} from "../../core/settings/entra-settings-args";

/**
 * Where the records service is, and the token for it, for one resource or call. Without them the
 * stack config (`bizops:recordsUrl`, `bizops:recordsToken`) is used, then the environment
 * (`BIZOPS_RECORDS_URL`, `BIZOPS_RECORDS_TOKEN`). A resource stores the whole object as a secret.
 */
export interface RecordsSettingsArgs extends EntraIdentitySettingsArgs, RecordsEntraSettingsArgs {
  /**
   * Base URL of the records service, such as `https://records.example.com`: `https:`, or `http:`
   * to a loopback address (the emulator). When set, {@link RecordsSettingsArgs.recordsToken} must be
   * set too, so that a token from the stack config never travels to another host.
   */
  recordsUrl?: pulumi.Input<string>;
  /** Bearer token of the records service. Stored as a secret, never logged. */
  recordsToken?: pulumi.Input<string>;
  /**
   * The API version currencies are read and written on: `v2.0` (Business Central 17 and later;
   * the only one from version 28, which removed API v1.0) or `v1.0` (Business Central 15 and 16,
   * and services that serve only v1.0). Left unset, the provider tries v2.0 and turns to v1.0 when
   * the service answers that v2.0's route is not served, once per records URL and company.
   */
  currencyApiVersion?: pulumi.Input<string>;
  /**
   * `"true"` makes a record resource's create take over the record its company already holds with
   * the program's key (a code, a number) instead of failing on it, as `adoptRecordId` takes over a
   * record by its id, and say so in the `up`'s output: one program then serves several companies,
   * each of which may hold some of its records already. Left unset (or `"false"`), such a create
   * fails and names the record that holds the key.
   */
  adoptExistingRecords?: pulumi.Input<string>;
}

/** {@link RecordsSettingsArgs} as plain values, for a function's `settings` argument. */
export interface RecordsSettings extends EntraIdentitySettings, RecordsEntraSettings {
  /** See {@link RecordsSettingsArgs.recordsUrl}. */
  recordsUrl?: string;
  /** See {@link RecordsSettingsArgs.recordsToken}. */
  recordsToken?: string;
  /** See {@link RecordsSettingsArgs.currencyApiVersion}. */
  currencyApiVersion?: string;
  /** See {@link RecordsSettingsArgs.adoptExistingRecords}. */
  adoptExistingRecords?: string;
}
