/**
 * Every bad input the five resources' checks refuse, each named by its property, before any
 * request. Grow this table with each new case a check learns to refuse.
 */
import { configureProvider } from "../../../src/core/provider/provider-config";
import type { ResourceProviderImpl } from "../../../src/core/provider/resource-provider";
import { databaseOperationProvider } from "../../../src/lifecycle/resources/database-operation-provider";
import { currencyProvider } from "../../support/record-providers";
import { disputeStatusProvider } from "../../support/record-providers";
import { purchaseCreditMemoProvider } from "../../support/record-providers";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ENV_A = "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0";
const ENV_B = "1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d";
const PROVIDER = "exports.handler = () => ({})";

interface Resource {
  provider: ResourceProviderImpl;
  valid: Record<string, unknown>;
}

const RESOURCES: Record<string, Resource> = {
  DisputeStatus: {
    provider: disputeStatusProvider,
    valid: { companyId: COMPANY, code: "DS-01", displayName: "Price dispute" },
  },
  Currency: { provider: currencyProvider, valid: { companyId: COMPANY, currencyId: ENV_A } },
  PurchaseCreditMemo: {
    provider: purchaseCreditMemoProvider,
    valid: { companyId: COMPANY, vendorNumber: "V10000" },
  },
  DatabaseRefresh: {
    provider: databaseOperationProvider("refresh"),
    valid: { projectId: 42, sourceEnvironmentId: ENV_A, targetEnvironmentId: ENV_B },
  },
  DatabaseExport: {
    provider: databaseOperationProvider("export"),
    valid: { projectId: 42, environmentId: ENV_A, backupName: "nightly-1" },
  },
};

/** [resource, what the program sets over valid inputs, the property the refusal names]. */
const BAD_INPUTS: Array<[string, Record<string, unknown>, string]> = [
  // Every record resource
  ...["DisputeStatus", "Currency", "PurchaseCreditMemo"].flatMap(
    (r): Array<[string, Record<string, unknown>, string]> => [
      [r, { companyId: "acme" }, "companyId"],
      [r, { companyId: "{5d115c9c-44e3-ea11-bb43-000d3a2feca1" }, "companyId"],
      [r, { companyId: 7 }, "companyId"],
      [r, { overwriteConcurrentChanges: "yes" }, "overwriteConcurrentChanges"],
      [
        r,
        { settings: { recordsUrl: "ftp://records.example.com", recordsToken: "t" } },
        "settings.recordsUrl",
      ],
      [
        r,
        { settings: { recordsUrl: "http://records.example.com", recordsToken: "t" } },
        "settings.recordsUrl",
      ],
      [
        r,
        { settings: { recordsUrl: "https://user:pw@records.example.com", recordsToken: "t" } },
        "settings.recordsUrl",
      ],
      [r, { settings: { recordsUrl: "not a url", recordsToken: "t" } }, "settings.recordsUrl"],
      [
        r,
        { settings: { recordsUrl: "https://records.example.com/base#frag", recordsToken: "t" } },
        "settings.recordsUrl",
      ],
      [
        r,
        { settings: { recordsUrl: "https://records.example.com/base?tenant=1", recordsToken: "t" } },
        "settings.recordsUrl",
      ],
      [
        r,
        { settings: { recordsUrl: "https://records.example.com/a/../b", recordsToken: "t" } },
        "settings.recordsUrl",
      ],
      [r, { settings: { recordsToken: "t0ken\r\nx-injected: 1" } }, "settings.recordsToken"],
      [r, { settings: { recordsToken: "t0ken\n" } }, "settings.recordsToken"],
      [r, { settings: { recordsToken: "" } }, "settings.recordsToken"],
      [r, { settings: { lifecycleUrl: "https://x.example" } }, "settings.lifecycleUrl"],
      [r, { colour: "red" }, "colour"],
    ],
  ),
  ["DisputeStatus", { code: "" }, "code"],
  ["DisputeStatus", { code: "ABCDEFGHIJK" }, "code"],
  ["DisputeStatus", { code: 5 }, "code"],
  ["DisputeStatus", { displayName: 7 }, "displayName"],
  ["DisputeStatus", { displayName: "x".repeat(101) }, "displayName"],
  ["DisputeStatus", { adoptRecordId: "record-1" }, "adoptRecordId"],
  ["Currency", { currencyId: "EUR" }, "currencyId"],
  ["Currency", { displayName: "x".repeat(31) }, "displayName"],
  ["Currency", { symbol: "x".repeat(11) }, "symbol"],
  ["Currency", { amountDecimalPlaces: "10:12" }, "amountDecimalPlaces"],
  ["Currency", { amountDecimalPlaces: "5:2" }, "amountDecimalPlaces"],
  ["Currency", { amountRoundingPrecision: "0.01" }, "amountRoundingPrecision"],
  ["PurchaseCreditMemo", { vendorNumber: undefined }, "vendorNumber"],
  ["PurchaseCreditMemo", { vendorNumber: "" }, "vendorNumber"],
  ["PurchaseCreditMemo", { vendorNumber: "V".repeat(21) }, "vendorNumber"],
  ["PurchaseCreditMemo", { vendorId: "fabrikam" }, "vendorId"],
  ["PurchaseCreditMemo", { creditMemoDate: "20/11/2026" }, "creditMemoDate"],
  ["PurchaseCreditMemo", { postingDate: "2026-13-01" }, "postingDate"],
  ["PurchaseCreditMemo", { dueDate: "2026-02-30" }, "dueDate"],
  ["PurchaseCreditMemo", { dueDate: "2025-02-29" }, "dueDate"],
  ["PurchaseCreditMemo", { creditMemoDate: "2026-04-31" }, "creditMemoDate"],
  ["PurchaseCreditMemo", { currencyId: "EUR" }, "currencyId"],
  ["PurchaseCreditMemo", { discountAmount: -1 }, "discountAmount"],
  ["PurchaseCreditMemo", { discountAmount: "5" }, "discountAmount"],
  ["PurchaseCreditMemo", { buyFromCity: "x".repeat(31) }, "buyFromCity"],
  ["PurchaseCreditMemo", { status: "Open" }, "status"],
  ["PurchaseCreditMemo", { number: "PCM-1" }, "number"],
  ["PurchaseCreditMemo", { adoptRecordId: "memo-1" }, "adoptRecordId"],
  // Both operation resources
  ...["DatabaseRefresh", "DatabaseExport"].flatMap((r): Array<[string, Record<string, unknown>, string]> => [
    [r, { projectId: "42" }, "projectId"],
    [r, { projectId: 4.2 }, "projectId"],
    [r, { projectId: 0 }, "projectId"],
    [r, { triggers: "daily" }, "triggers"],
    [r, { waitForCompletion: { timeoutMinutes: 0 } }, "waitForCompletion.timeoutMinutes"],
    [r, { waitForCompletion: { pollSeconds: 1.5 } }, "waitForCompletion.pollSeconds"],
    [r, { waitForCompletion: { every: 5 } }, "waitForCompletion.every"],
    [r, { adoptOperationActivityId: "op-1" }, "adoptOperationActivityId"],
    [
      r,
      { settings: { lifecycleUrl: "ftp://lifecycle.example.com", lifecycleToken: "t" } },
      "settings.lifecycleUrl",
    ],
    [r, { settings: { recordsUrl: "https://x.example" } }, "settings.recordsUrl"],
    [
      r,
      { settings: { lifecycleUrl: "https://lifecycle.example.com/#x", lifecycleToken: "t" } },
      "settings.lifecycleUrl",
    ],
    [r, { settings: { lifecycleToken: " t0ken" } }, "settings.lifecycleToken"],
  ]),
  ["DatabaseRefresh", { sourceEnvironmentId: "prod" }, "sourceEnvironmentId"],
  ["DatabaseRefresh", { targetEnvironmentId: ENV_A }, "targetEnvironmentId"],
  ["DatabaseExport", { environmentId: "prod" }, "environmentId"],
  ["DatabaseExport", { backupName: "-nightly" }, "backupName"],
  ["DatabaseExport", { backupName: "a/b" }, "backupName"],
  ["DatabaseExport", { backupName: "x".repeat(101) }, "backupName"],
];

// A host configures the provider before its first call; check reads the config (previewChecks).
beforeAll(() => configureProvider({ get: () => undefined }));
describe("every bad input is refused in check, by property name", () => {
  it.each(Object.entries(RESOURCES))("%s accepts its valid inputs", async (_name, { provider, valid }) => {
    const result = await provider.check({}, { ...valid, __provider: PROVIDER });
    expect(result.failures).toBeUndefined();
  });

  it.each(BAD_INPUTS)("%s refuses %j, naming %s", async (name, bad, property) => {
    const { provider, valid } = RESOURCES[name]!;
    const inputs = Object.fromEntries(
      Object.entries({ ...valid, ...bad, __provider: PROVIDER }).filter(([, v]) => v !== undefined),
    );
    const result = await provider.check({}, inputs);
    expect(result.failures?.map((f) => f.property)).toEqual([property]);
  });
});
