import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import type { InputsOf } from "../core/input-types";
import { providerShim } from "../core/provider-shim";
import { withResourceDefaults } from "../core/resource-options";
import { recordProps } from "./record-props";
import type { disputeStatusInputs } from "./schemas";

/**
 * Inputs of {@link DisputeStatus}, from the schema that `check` validates:
 * - `companyId`: the company (GUID). Changing it replaces the record.
 * - `code`: the dispute status code, at most 10 characters. Changing it replaces the record.
 * - `displayName`: at most 100 characters. Changed in place, guarded by the record's eTag.
 * - `adoptRecordId`: take over this existing record (by id) instead of creating one.
 * - `overwriteConcurrentChanges`: send `If-Match: *`, overwriting changes made by others since
 *   the last refresh. Off by default.
 * - `settings`: `recordsUrl` and `recordsToken`, or an Entra ID identity (`recordsEntraCredential`,
 *   `entraTenantId`, ...: see the README), for this resource; otherwise stack config
 *   `bizops:*`, then `BIZOPS_*` environment variables. The token is stored as a secret.
 */
export type DisputeStatusArgs = InputsOf<z.input<typeof disputeStatusInputs>>;

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
    super(
      shim,
      name,
      recordProps(args, []),
      withResourceDefaults(opts, ["settings"]),
      "bizops",
      "DisputeStatus",
    );
  }
}
