/**
 * Quickstart: one dispute status record, declared as code.
 *
 * `npm run quickstart` runs this program against the embedded emulator. Against a real service,
 * set `bizops:recordsUrl` and `pulumi config set --secret bizops:recordsToken ...` and run
 * `pulumi up`.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const config = new pulumi.Config("quickstart");
const companyId = config.get("companyId") ?? "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

const priceDispute = new bizops.records.DisputeStatus("price-dispute", {
  companyId,
  code: "PRICE",
  displayName: "Price dispute",
});

export const recordId = priceDispute.recordId;
export const displayName = priceDispute.displayName;
