/**
 * Records found by their key, as a compile test. It is type-checked with the rest of the project
 * (npm run typecheck) and never run.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

/**
 * Records found by their key, and option fields typed by their values: a value the service does
 * not write fails to compile, in the Args and against the outputs and records.
 */
export function recordsByKey(config: pulumi.Config) {
  const companyId = config.require("companyId");
  const invokeOpts: pulumi.InvokeOptions = {};
  const net30: Promise<bizops.records.PaymentTermRecord> = bizops.records.getPaymentTerm(
    { companyId, code: "NET30" },
    invokeOpts,
  );
  const getArgs: bizops.records.GetCustomerArgs = {
    companyId,
    number: "C10000",
    settings: { recordsUrl: "https://records.example.com", recordsToken: "token" },
  };
  const customer: Promise<bizops.records.CustomerRecord> = bizops.records.getCustomer(getArgs);
  const outputArgs: bizops.records.GetCurrencyOutputArgs = {
    companyId: pulumi.output(companyId),
    code: config.require("currencyCode"),
  };
  const euro: pulumi.Output<bizops.records.CurrencyRecord> = bizops.records.getCurrencyOutput(outputArgs, {
    dependsOn: [],
  });
  const sales: pulumi.Output<bizops.records.DimensionValueRecord> = bizops.records.getDimensionValueOutput({
    companyId,
    dimensionId: bizops.records.getDimensionOutput({ companyId, code: "DEPARTMENT" }).apply((d) => d.id),
    code: "SALES",
  });
  // @ts-expect-error: a get takes its type's key, not a filter.
  void bizops.records.getVendor({ companyId, filter: "number eq 'V10000'" });

  const blocked: bizops.records.CustomerBlocked = "_x0020_";
  const adatum = new bizops.records.Customer("adatum", {
    companyId,
    displayName: "Adatum",
    type: "Company",
    blocked,
  });
  const customerType: pulumi.Output<bizops.records.CustomerType> = adatum.type;
  const item: bizops.records.ItemArgs = { companyId, displayName: "Bolt", type: "Non_x002D_Inventory" };
  const country: bizops.records.CountryRegionArgs = {
    companyId,
    code: "DE",
    addressFormat: "Post_x0020_Code_x002B_City",
  };
  const vendorBlocked: bizops.records.VendorBlocked[] = ["_x0020_", "Payment", "All"];
  const taxTypes: bizops.records.TaxGroupTaxType[] = ["Sales_x0020_Tax", "VAT"];
  // @ts-expect-error: the service writes Company, not company.
  const lowerType: bizops.records.CustomerArgs = { companyId, displayName: "Adatum", type: "company" };
  // @ts-expect-error: a blank is written _x0020_, as the service writes it.
  const blankBlocked: bizops.records.CustomerArgs = { companyId, displayName: "Adatum", blocked: " " };
  // @ts-expect-error: Non-Inventory is written Non_x002D_Inventory.
  const nonInventory: bizops.records.ItemArgs = { companyId, displayName: "Bolt", type: "Non-Inventory" };
  const drafts = bizops.records.listPurchaseCreditMemos({ companyId }).then((r) =>
    // @ts-expect-error: a memo's status is one the service writes; In Review is In_x0020_Review.
    r.value.filter((memo) => memo.status === "In Review"),
  );
  return {
    net30: net30.then((r) => r.id),
    customer: customer.then((r) => r.type ?? "Company"),
    euro: euro.id,
    sales: sales.code,
    customerType,
    types: [item, country, vendorBlocked, taxTypes, lowerType, blankBlocked, nonInventory],
    drafts,
  };
}
