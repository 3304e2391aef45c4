import type * as pulumi from "@pulumi/pulumi";
import currency from "../providers/currency";
import databaseExport from "../providers/database-export";
import databaseRefresh from "../providers/database-refresh";
import disputeStatus from "../providers/dispute-status";
import purchaseCreditMemo from "../providers/purchase-credit-memo";

// Each value is the `module.exports` of a file under src/providers. Pulumi's closure serializer
// writes a captured value that is a module's exports, from a package under node_modules, as
// `require("<its exports-map name>")`: about 260 bytes of `__provider` per resource instead of
// the methods' code. When the package is linked (its real path is outside node_modules) the
// serializer writes the methods by value instead: larger, and just as correct.
const SHIMS: Readonly<Record<string, pulumi.dynamic.ResourceProvider>> = {
  "records:DisputeStatus": disputeStatus,
  "records:Currency": currency,
  "records:PurchaseCreditMemo": purchaseCreditMemo,
  "lifecycle:DatabaseRefresh": databaseRefresh,
  "lifecycle:DatabaseExport": databaseExport,
};

/**
 * The provider object that a resource of `kind` passes to Pulumi, which serializes it into state
 * as `__provider`. It never embeds our code, a dependency, or a credential.
 */
export function providerShim(kind: string): pulumi.dynamic.ResourceProvider {
  const shim = SHIMS[kind];
  if (!shim) throw new Error(`No provider module for the resource kind "${kind}".`);
  return shim;
}
