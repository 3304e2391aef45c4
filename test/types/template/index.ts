/**
 * A first program as a new team writes it, type-checked against the package as built under the
 * options of tsconfig.json beside it (test/checks/typecheck.test.ts). Never run.
 */
import * as bizops from "pulumi-bizops";

const priceDispute = new bizops.records.DisputeStatus("price-dispute", {
  companyId: "5d115c9c-44e3-ea11-bb43-000d3a2feca1",
  code: "PRICE",
  displayName: "Price dispute",
});

export const recordId = priceDispute.recordId;
export const companies = bizops.records
  .listCompaniesOutput()
  .apply(({ value }) => value.map((company) => `${company.id} ${company.name}`));
