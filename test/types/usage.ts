/**
 * A user's program, as a compile test: it uses every output, every Args type, every function
 * option and every result type of the public surface, under the project's strict settings.
 * It is type-checked with the rest of the project (npm run typecheck) and never run.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const GUID = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const OTHER = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";

/** The program; only its types matter. */
export function program(config: pulumi.Config) {
  const recordsSettings: bizops.records.RecordsSettingsArgs = {
    recordsUrl: config.require("recordsUrl"),
    recordsToken: config.requireSecret("recordsToken"),
  };
  const disputeArgs: bizops.records.DisputeStatusArgs = {
    companyId: GUID,
    code: "PRICE",
    displayName: pulumi.output("Price dispute"),
    adoptRecordId: GUID,
    overwriteConcurrentChanges: false,
    settings: recordsSettings,
  };
  const dispute = new bizops.records.DisputeStatus("price", disputeArgs, { protect: true });
  const disputeOutputs: {
    companyId: pulumi.Output<string>;
    code: pulumi.Output<string>;
    displayName: pulumi.Output<string>;
    adoptRecordId: pulumi.Output<string | undefined>;
    overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
    recordId: pulumi.Output<string>;
    etag: pulumi.Output<string>;
    lastModifiedDateTime: pulumi.Output<string | undefined>;
  } = {
    companyId: dispute.companyId,
    code: dispute.code,
    displayName: dispute.displayName,
    adoptRecordId: dispute.adoptRecordId,
    overwriteConcurrentChanges: dispute.overwriteConcurrentChanges,
    recordId: dispute.recordId,
    etag: dispute.etag,
    lastModifiedDateTime: dispute.lastModifiedDateTime,
  };

  const currencyArgs: bizops.records.CurrencyArgs = {
    companyId: dispute.companyId,
    currencyId: GUID,
    displayName: "Euro",
    symbol: "€",
    amountDecimalPlaces: "2:2",
    amountRoundingPrecision: 0.01,
    overwriteConcurrentChanges: true,
    settings: pulumi.secret(recordsSettings),
  };
  const currency = new bizops.records.Currency("eur", currencyArgs);
  const currencyOutputs: {
    companyId: pulumi.Output<string>;
    currencyId: pulumi.Output<string | undefined>;
    code: pulumi.Output<string>;
    displayName: pulumi.Output<string>;
    symbol: pulumi.Output<string>;
    amountDecimalPlaces: pulumi.Output<string>;
    amountRoundingPrecision: pulumi.Output<number>;
    overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
    recordId: pulumi.Output<string>;
    etag: pulumi.Output<string>;
    lastModifiedDateTime: pulumi.Output<string>;
  } = {
    companyId: currency.companyId,
    currencyId: currency.currencyId,
    code: currency.code,
    displayName: currency.displayName,
    symbol: currency.symbol,
    amountDecimalPlaces: currency.amountDecimalPlaces,
    amountRoundingPrecision: currency.amountRoundingPrecision,
    overwriteConcurrentChanges: currency.overwriteConcurrentChanges,
    recordId: currency.recordId,
    etag: currency.etag,
    lastModifiedDateTime: currency.lastModifiedDateTime,
  };

  const memoArgs: bizops.records.PurchaseCreditMemoArgs = {
    companyId: GUID,
    vendorId: Promise.resolve(GUID),
    creditMemoDate: "2026-11-22",
    postingDate: "2026-11-22",
    dueDate: "2026-11-22",
    vendorNumber: "vendorNu",
    vendorCreditMemoNumber: "107001",
    payToVendorId: GUID,
    payToVendorNumber: "payToVen",
    buyFromAddressLine1: "buyFromA",
    buyFromAddressLine2: "buyFromA",
    buyFromCity: "buyFromC",
    buyFromCountry: "buyFromC",
    buyFromState: "buyFromS",
    buyFromPostCode: "buyFromP",
    payToAddressLine1: "payToAdd",
    payToAddressLine2: "payToAdd",
    payToCity: "payToCit",
    payToCountry: "payToCou",
    payToState: "payToSta",
    payToPostCode: "payToPos",
    shortcutDimension1Code: "shortcut",
    shortcutDimension2Code: "shortcut",
    currencyId: GUID,
    currencyCode: "currency",
    paymentTermsId: GUID,
    shipmentMethodId: GUID,
    purchaser: "purchase",
    discountAmount: 10,
    invoiceId: GUID,
    invoiceNumber: "invoiceN",
    vendorReturnReasonId: GUID,
    adoptRecordId: GUID,
    overwriteConcurrentChanges: false,
    settings: { recordsUrl: "https://records.example.com", recordsToken: "token" },
  };
  const memo = new bizops.records.PurchaseCreditMemo("memo", memoArgs, { dependsOn: [currency] });
  const memoOutputs: {
    companyId: pulumi.Output<string>;
    creditMemoDate: pulumi.Output<string>;
    postingDate: pulumi.Output<string>;
    dueDate: pulumi.Output<string>;
    vendorId: pulumi.Output<string>;
    vendorNumber: pulumi.Output<string>;
    vendorCreditMemoNumber: pulumi.Output<string>;
    payToVendorId: pulumi.Output<string>;
    payToVendorNumber: pulumi.Output<string>;
    buyFromAddressLine1: pulumi.Output<string>;
    buyFromAddressLine2: pulumi.Output<string>;
    buyFromCity: pulumi.Output<string>;
    buyFromCountry: pulumi.Output<string>;
    buyFromState: pulumi.Output<string>;
    buyFromPostCode: pulumi.Output<string>;
    payToAddressLine1: pulumi.Output<string>;
    payToAddressLine2: pulumi.Output<string>;
    payToCity: pulumi.Output<string>;
    payToCountry: pulumi.Output<string>;
    payToState: pulumi.Output<string>;
    payToPostCode: pulumi.Output<string>;
    shortcutDimension1Code: pulumi.Output<string>;
    shortcutDimension2Code: pulumi.Output<string>;
    currencyId: pulumi.Output<string>;
    currencyCode: pulumi.Output<string>;
    paymentTermsId: pulumi.Output<string>;
    shipmentMethodId: pulumi.Output<string>;
    purchaser: pulumi.Output<string>;
    discountAmount: pulumi.Output<number>;
    invoiceId: pulumi.Output<string>;
    invoiceNumber: pulumi.Output<string>;
    vendorReturnReasonId: pulumi.Output<string>;
    number: pulumi.Output<string>;
    vendorName: pulumi.Output<string>;
    payToName: pulumi.Output<string>;
    pricesIncludeTax: pulumi.Output<boolean>;
    discountAppliedBeforeTax: pulumi.Output<boolean>;
    totalAmountExcludingTax: pulumi.Output<number>;
    totalTaxAmount: pulumi.Output<number>;
    totalAmountIncludingTax: pulumi.Output<number>;
    status: pulumi.Output<bizops.records.PurchaseCreditMemoStatus>;
    adoptRecordId: pulumi.Output<string | undefined>;
    overwriteConcurrentChanges: pulumi.Output<boolean | undefined>;
    recordId: pulumi.Output<string>;
    etag: pulumi.Output<string>;
    lastModifiedDateTime: pulumi.Output<string>;
  } = {
    companyId: memo.companyId,
    creditMemoDate: memo.creditMemoDate,
    postingDate: memo.postingDate,
    dueDate: memo.dueDate,
    vendorId: memo.vendorId,
    vendorNumber: memo.vendorNumber,
    vendorCreditMemoNumber: memo.vendorCreditMemoNumber,
    payToVendorId: memo.payToVendorId,
    payToVendorNumber: memo.payToVendorNumber,
    buyFromAddressLine1: memo.buyFromAddressLine1,
    buyFromAddressLine2: memo.buyFromAddressLine2,
    buyFromCity: memo.buyFromCity,
    buyFromCountry: memo.buyFromCountry,
    buyFromState: memo.buyFromState,
    buyFromPostCode: memo.buyFromPostCode,
    payToAddressLine1: memo.payToAddressLine1,
    payToAddressLine2: memo.payToAddressLine2,
    payToCity: memo.payToCity,
    payToCountry: memo.payToCountry,
    payToState: memo.payToState,
    payToPostCode: memo.payToPostCode,
    shortcutDimension1Code: memo.shortcutDimension1Code,
    shortcutDimension2Code: memo.shortcutDimension2Code,
    currencyId: memo.currencyId,
    currencyCode: memo.currencyCode,
    paymentTermsId: memo.paymentTermsId,
    shipmentMethodId: memo.shipmentMethodId,
    purchaser: memo.purchaser,
    discountAmount: memo.discountAmount,
    invoiceId: memo.invoiceId,
    invoiceNumber: memo.invoiceNumber,
    vendorReturnReasonId: memo.vendorReturnReasonId,
    number: memo.number,
    vendorName: memo.vendorName,
    payToName: memo.payToName,
    pricesIncludeTax: memo.pricesIncludeTax,
    discountAppliedBeforeTax: memo.discountAppliedBeforeTax,
    totalAmountExcludingTax: memo.totalAmountExcludingTax,
    totalTaxAmount: memo.totalTaxAmount,
    totalAmountIncludingTax: memo.totalAmountIncludingTax,
    status: memo.status,
    adoptRecordId: memo.adoptRecordId,
    overwriteConcurrentChanges: memo.overwriteConcurrentChanges,
    recordId: memo.recordId,
    etag: memo.etag,
    lastModifiedDateTime: memo.lastModifiedDateTime,
  };

  const wait: bizops.lifecycle.WaitForCompletionArgs = { timeoutMinutes: 60, pollSeconds: pulumi.output(30) };
  const lifecycleSettings: bizops.lifecycle.LifecycleSettingsArgs = {
    lifecycleUrl: "https://lifecycle.example.com",
    lifecycleToken: config.requireSecret("lifecycleToken"),
  };
  const refreshArgs: bizops.lifecycle.DatabaseRefreshArgs = {
    projectId: 1234,
    sourceEnvironmentId: GUID,
    targetEnvironmentId: OTHER,
    triggers: [config.get("refreshTrigger"), 1, { nested: true }],
    waitForCompletion: wait,
    adoptOperationActivityId: GUID,
    settings: lifecycleSettings,
  };
  const refresh = new bizops.lifecycle.DatabaseRefresh("refresh", refreshArgs);
  const refreshOutputs: {
    sourceEnvironmentId: pulumi.Output<string>;
    targetEnvironmentId: pulumi.Output<string>;
    projectId: pulumi.Output<number>;
    triggers: pulumi.Output<unknown[] | undefined>;
    waitForCompletion: pulumi.Output<bizops.lifecycle.WaitForCompletion | undefined>;
    adoptOperationActivityId: pulumi.Output<string | undefined>;
    operationActivityId: pulumi.Output<string>;
    versionEOL: pulumi.Output<string | undefined>;
    requestedAt: pulumi.Output<string>;
    operationStatus: pulumi.Output<string | undefined>;
  } = {
    sourceEnvironmentId: refresh.sourceEnvironmentId,
    targetEnvironmentId: refresh.targetEnvironmentId,
    projectId: refresh.projectId,
    triggers: refresh.triggers,
    waitForCompletion: refresh.waitForCompletion,
    adoptOperationActivityId: refresh.adoptOperationActivityId,
    operationActivityId: refresh.operationActivityId,
    versionEOL: refresh.versionEOL,
    requestedAt: refresh.requestedAt,
    operationStatus: refresh.operationStatus,
  };
  const waited: pulumi.Output<bizops.lifecycle.WaitForCompletion | undefined> = refresh.waitForCompletion;

  const exportArgs: bizops.lifecycle.DatabaseExportArgs = {
    projectId: refresh.projectId,
    environmentId: OTHER,
    backupName: "uat-backup",
    triggers: [refresh.operationActivityId],
    waitForCompletion: { timeoutMinutes: 30 },
    adoptOperationActivityId: GUID,
    settings: lifecycleSettings,
  };
  const backup = new bizops.lifecycle.DatabaseExport("backup", exportArgs, { dependsOn: refresh });
  const backupOutputs: {
    environmentId: pulumi.Output<string>;
    backupName: pulumi.Output<string>;
    projectId: pulumi.Output<number>;
    triggers: pulumi.Output<unknown[] | undefined>;
    waitForCompletion: pulumi.Output<bizops.lifecycle.WaitForCompletion | undefined>;
    adoptOperationActivityId: pulumi.Output<string | undefined>;
    operationActivityId: pulumi.Output<string>;
    versionEOL: pulumi.Output<string | undefined>;
    requestedAt: pulumi.Output<string>;
    operationStatus: pulumi.Output<string | undefined>;
  } = {
    environmentId: backup.environmentId,
    backupName: backup.backupName,
    projectId: backup.projectId,
    triggers: backup.triggers,
    waitForCompletion: backup.waitForCompletion,
    adoptOperationActivityId: backup.adoptOperationActivityId,
    operationActivityId: backup.operationActivityId,
    versionEOL: backup.versionEOL,
    requestedAt: backup.requestedAt,
    operationStatus: backup.operationStatus,
  };
  // Code that handles either operation resource, through the shared outputs.
  const operations: bizops.lifecycle.OperationResource[] = [refresh, backup];
  const activityIds: pulumi.Output<string>[] = operations.map((op) => op.operationActivityId);
  const stillCustom: pulumi.CustomResource = operations[0]!;

  // Functions: every option of both forms, and the named results.
  const invokeOpts: pulumi.InvokeOptions = { parent: dispute, provider: undefined, version: "1.0.0" };
  const outputOpts: pulumi.InvokeOutputOptions = {
    parent: dispute,
    dependsOn: [memo, pulumi.output(backup)],
  };

  const certArgs: bizops.lifecycle.GetCertificateBundleArgs = {
    projectId: 1234,
    environmentId: OTHER,
    maxWaitSeconds: 120,
    settings: {
      lifecycleUrl: "https://lifecycle.example.com",
      lifecycleToken: "token",
    } satisfies bizops.lifecycle.LifecycleSettings,
  };
  const certOutputArgs: bizops.lifecycle.GetCertificateBundleOutputArgs = {
    projectId: refresh.projectId,
    environmentId: OTHER,
    maxWaitSeconds: pulumi.output(120),
    settings: lifecycleSettings,
  };
  const bundlePromise: Promise<bizops.lifecycle.CertificateBundle> = bizops.lifecycle.getCertificateBundle(
    certArgs,
    invokeOpts,
  );
  const bundle: pulumi.Output<bizops.lifecycle.CertificateBundle> =
    bizops.lifecycle.getCertificateBundleOutput(certOutputArgs, outputOpts);
  const files: Promise<bizops.lifecycle.ZipFile[]> = bundlePromise.then((b) =>
    bizops.lifecycle.certificateBundleFiles(b),
  );
  const bundleFields = bundle.apply((b) => [
    b.certificateZipEncoded,
    b.certificateSecretEncoded,
    b.certificateThumbprint,
    b.expirationDateTimeUTC,
    b.expirationISODateTimeUTC,
    b.filename,
    b.operationActivityId,
    b.versionEOL ?? "",
    ...b.files,
  ]);
  const fileNames = files.then((list) => list.map((f) => `${f.name}: ${f.data.length}`));

  const dataShareSettings: bizops.datashare.DataShareSettings = {
    dataShareUrl: "https://management.example.com",
    dataShareToken: "t",
  };
  const dataShareSettingsArgs: bizops.datashare.DataShareSettingsArgs = {
    dataShareToken: config.requireSecret("dataShareToken"),
  };
  const ref = {
    subscriptionId: "sub",
    resourceGroupName: "rg",
    accountName: "account",
    shareSubscriptionName: "share",
  };
  const listArgs: bizops.datashare.ListSynchronizationsArgs = {
    ...ref,
    filter: "status eq 'Failed'",
    orderby: "startTime desc",
    settings: dataShareSettings,
  };
  const listOutputArgs: bizops.datashare.ListSynchronizationsOutputArgs = {
    ...ref,
    accountName: pulumi.output("account"),
    filter: "status eq 'Failed'",
    orderby: "startTime desc",
    settings: dataShareSettingsArgs,
  };
  const detailArgs: bizops.datashare.ListSynchronizationDetailsArgs = {
    ...listArgs,
    synchronizationId: "sync-1",
  };
  const detailOutputArgs: bizops.datashare.ListSynchronizationDetailsOutputArgs = {
    ...listOutputArgs,
    synchronizationId: pulumi.output("sync-1"),
  };
  const settingArgs: bizops.datashare.ListSourceShareSynchronizationSettingsArgs = {
    ...ref,
    settings: dataShareSettings,
  };
  const settingOutputArgs: bizops.datashare.ListSourceShareSynchronizationSettingsOutputArgs = {
    ...ref,
    settings: dataShareSettingsArgs,
  };

  const synchronizations: Promise<bizops.datashare.ListSynchronizationsResult> =
    bizops.datashare.listSynchronizations(listArgs, invokeOpts);
  const synchronizationsOutput: pulumi.Output<bizops.datashare.ListSynchronizationsResult> =
    bizops.datashare.listSynchronizationsOutput(listOutputArgs, outputOpts);
  const details: Promise<bizops.datashare.ListSynchronizationDetailsResult> =
    bizops.datashare.listSynchronizationDetails(detailArgs, invokeOpts);
  const detailsOutput: pulumi.Output<bizops.datashare.ListSynchronizationDetailsResult> =
    bizops.datashare.listSynchronizationDetailsOutput(detailOutputArgs, outputOpts);
  const settings: Promise<bizops.datashare.ListSourceShareSynchronizationSettingsResult> =
    bizops.datashare.listSourceShareSynchronizationSettings(settingArgs, invokeOpts);
  const settingsOutput: pulumi.Output<bizops.datashare.ListSourceShareSynchronizationSettingsResult> =
    bizops.datashare.listSourceShareSynchronizationSettingsOutput(settingOutputArgs, outputOpts);

  const describeSync = (s: bizops.datashare.ShareSubscriptionSynchronization) =>
    [
      s.synchronizationId,
      s.status,
      s.synchronizationMode,
      s.startTime,
      s.endTime,
      s.durationMs,
      s.message,
    ].join(" ");
  const describeDetail = (d: bizops.datashare.SynchronizationDetails) =>
    [
      d.dataSetId,
      d.dataSetType,
      d.name,
      d.status,
      d.message,
      d.startTime,
      d.endTime,
      d.durationMs,
      d.filesRead,
      d.filesWritten,
      d.rowsCopied,
      d.rowsRead,
      d.sizeRead,
      d.sizeWritten,
      d.vCore,
    ].join(" ");
  const describeSetting = (s: bizops.datashare.ScheduledSourceSynchronizationSetting) => {
    const schedule: bizops.datashare.ScheduledSourceSynchronizationSettingProperties | undefined =
      s.properties;
    return [s.kind, schedule?.recurrenceInterval, schedule?.synchronizationTime].join(" ");
  };

  const translatorSettings: bizops.language.TranslatorSettings = {
    translatorUrl: "https://api.example.com",
    translatorKey: "k",
  };
  const translatorSettingsArgs: bizops.language.TranslatorSettingsArgs = {
    translatorKey: config.requireSecret("translatorKey"),
  };
  const detectArgs: bizops.language.DetectLanguagesArgs = {
    texts: ["Hallo Welt"],
    maxConcurrentRequests: 2,
    settings: translatorSettings,
  };
  const detectOutputArgs: bizops.language.DetectLanguagesOutputArgs = {
    texts: [dispute.displayName, "Bonjour"],
    maxConcurrentRequests: pulumi.output(2),
    settings: translatorSettingsArgs,
  };
  const detected: Promise<bizops.language.DetectLanguagesResult> = bizops.language.detectLanguages(
    detectArgs,
    invokeOpts,
  );
  const detectedOutput: pulumi.Output<bizops.language.DetectLanguagesResult> =
    bizops.language.detectLanguagesOutput(detectOutputArgs, outputOpts);
  const describeLanguage = (r: bizops.language.DetectionResult) => {
    const alternatives: bizops.language.DetectedLanguage[] = r.alternatives ?? [];
    return [
      r.language,
      r.score,
      r.isTranslationSupported,
      r.isTransliterationSupported,
      alternatives.length,
    ].join(" ");
  };

  return {
    disputeOutputs,
    currencyOutputs,
    memoOutputs,
    refreshOutputs,
    backupOutputs,
    activityIds,
    stillCustom,
    waited,
    bundleFields,
    fileNames,
    synchronizations: synchronizations.then((r) => r.value.map(describeSync)),
    synchronizationsOutput: synchronizationsOutput.apply((r) => r.value.map(describeSync)),
    details: details.then((r) => r.value.map(describeDetail)),
    detailsOutput: detailsOutput.apply((r) => r.value.map(describeDetail)),
    settings: settings.then((r) => r.value.map(describeSetting)),
    settingsOutput: settingsOutput.apply((r) => r.value.map(describeSetting)),
    detected: detected.then((r) => r.results.map(describeLanguage)),
    detectedOutput: detectedOutput.apply((r) => r.results.map(describeLanguage)),
  };
}

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

/** Errors a program branches on, whichever copy of the package threw them. */
export function describeFailure(error: unknown): string {
  if (!bizops.isBizopsError(error)) return "not from pulumi-bizops";
  const code: bizops.BizopsErrorCode = error.code;
  switch (code) {
    case "ConcurrentChange":
      return `run pulumi refresh: ${error.hint ?? error.message}`;
    case "Throttled":
    case "NoResponse":
    case "TimedOut":
    case "ServiceFailure":
      return "try again later";
    case "ResponseTooLarge":
    case "TooManyPages":
    case "NotFound":
    case "Refused":
    case "InvalidInput":
    case "InvalidSettings":
    case "Unauthorized":
    case "Rejected":
    case "UnexpectedResponse":
    case "OperationIncomplete":
    case "UnreadableState":
    case "Unsupported":
      return "operation" in error
        ? `${(error as bizops.RequestError).operation}: ${(error as bizops.RequestError).status}`
        : error.message;
  }
}
