import * as pulumi from "@pulumi/pulumi";
import { providerShim } from "../core/provider-shim";
import { secretSettings, withResourceDefaults } from "../core/resource-options";

/** Explicit records settings for a program that talks to more than one environment. */
export interface RecordsSettingsArgs {
  recordsUrl?: pulumi.Input<string>;
  /** Stored as a secret whatever the program passes. */
  recordsToken?: pulumi.Input<string>;
}

/** Inputs of {@link DisputeStatus}. */
export interface DisputeStatusArgs {
  /** The company (GUID). Changing it replaces the record. */
  companyId: pulumi.Input<string>;
  /** The dispute status code, at most 10 characters. Changing it replaces the record. */
  code: pulumi.Input<string>;
  /** The display name, at most 100 characters. Changed in place. */
  displayName: pulumi.Input<string>;
  /** Take over this existing record (by id) instead of creating one. */
  adoptRecordId?: pulumi.Input<string>;
  /** Send `If-Match: *`, overwriting changes made by others since the last refresh. Off by default. */
  overwriteConcurrentChanges?: pulumi.Input<boolean>;
  /** Per-resource settings; otherwise stack config `bizops:*`, then `BIZOPS_*` environment variables. */
  settings?: pulumi.Input<RecordsSettingsArgs>;
}

// One shim per resource type: the SDK caches its serialization per provider object.
const shim = providerShim("records:DisputeStatus");

/** A dispute status record of the business records service. */
export class DisputeStatus extends pulumi.dynamic.Resource {
  declare readonly companyId: pulumi.Output<string>;
  declare readonly code: pulumi.Output<string>;
  declare readonly displayName: pulumi.Output<string>;
  /** The service's id of the record. */
  declare readonly recordId: pulumi.Output<string>;
  /** The record's eTag as last written or read; sent back in `If-Match`. */
  declare readonly etag: pulumi.Output<string>;
  declare readonly lastModifiedDateTime: pulumi.Output<string>;

  constructor(name: string, args: DisputeStatusArgs, opts?: pulumi.CustomResourceOptions) {
    const props = {
      ...args,
      settings: secretSettings(args.settings),
      recordId: undefined,
      etag: undefined,
      lastModifiedDateTime: undefined,
    };
    super(shim, name, props, withResourceDefaults(opts, ["settings"]), "bizops", "DisputeStatus");
  }
}
