/**
 * The Args and Result types of the services other than records (whose types and schemas both come
 * from one definition each: test/unit/records/definitions/entity-definition.test.ts) are written for people,
 * field by field; the zod schemas are what
 * `check`, the functions and the response parsing hold values to. These checks keep the two in
 * step: a field added, removed, retyped or made optional on one side and not the other fails
 * the type check of this file, and the key lists are compared when it runs.
 */
import type * as pulumi from "@pulumi/pulumi";
import type * as z from "zod";
import type { datashare, language, lifecycle, records } from "../../../src";
import {
  listSourceShareSynchronizationSettingsArgs as shareSubscriptionArgs,
  listSynchronizationDetailsArgs,
  listSynchronizationsArgs,
  scheduledSourceSynchronizationSetting,
  shareSubscriptionSynchronization,
  synchronizationDetails,
} from "../../../src/datashare/generated/datashare-schemas";
import { detectionResult, detectLanguagesArgs } from "../../../src/language/generated/language-schemas";
import { certificateData, waitForCompletion } from "../../../src/lifecycle/schemas";
import {
  databaseExportInputs,
  databaseRefreshInputs,
  getCertificateBundleArgs,
} from "../../../src/lifecycle/generated/lifecycle-schemas";
import {
  environmentBackupInputs,
  environmentCopyInputs,
  environmentRestoreInputs,
  maintenanceSettingsInputs,
} from "../../../src/powerplatform/generated/powerplatform-schemas";
import { listRecordsArgs } from "../../../src/records/functions/generated/records-schemas";

/**
 * Args with every Input resolved to its value, deeply. (`pulumi.Unwrap` turns `unknown` into an
 * object type, which would make `triggers` differ from its schema where nothing drifted.)
 */
type Resolved<T> =
  T extends pulumi.OutputInstance<infer U>
    ? Resolved<U>
    : T extends Promise<infer U>
      ? Resolved<U>
      : T extends readonly (infer E)[]
        ? Resolved<E>[]
        : T extends object
          ? { [K in keyof T]: Resolved<T[K]> }
          : T;
/** Keys without the index signature of a loose object. */
type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};
/** True when each of A and B is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The same keys, and values that each side accepts from the other. */
type SameShape<A, B> = Same<KnownKeys<A>, KnownKeys<B>> extends true ? Same<A, B> : false;
/** As SameShape, for the `settings` object inside each, when either has one. */
type SameSettings<A, B> = "settings" extends keyof A | keyof B
  ? A extends { settings?: infer SA }
    ? B extends { settings?: infer SB }
      ? SameShape<NonNullable<SA>, NonNullable<SB>>
      : false
    : false
  : true;
/** Resource or Output-form args, once their Outputs are resolved, against a schema's input. */
type InputsMatch<Args, Schema extends z.ZodType> =
  SameShape<Resolved<Args>, z.input<Schema>> extends true
    ? SameSettings<Resolved<Args>, z.input<Schema>>
    : false;
/** A result type accepts every value its schema parses, and names the same fields. */
type ResultMatches<Result, Schema extends z.ZodType> =
  Same<KnownKeys<Result>, KnownKeys<z.output<Schema>>> extends true
    ? [z.output<Schema>] extends [Result]
      ? true
      : false
    : false;

// Each line fails to compile when its two sides drift apart.
const typeChecks = {
  DatabaseRefreshArgs: true satisfies InputsMatch<
    lifecycle.DatabaseRefreshArgs,
    typeof databaseRefreshInputs
  >,
  DatabaseExportArgs: true satisfies InputsMatch<lifecycle.DatabaseExportArgs, typeof databaseExportInputs>,
  WaitForCompletionArgs: true satisfies InputsMatch<
    lifecycle.WaitForCompletionArgs,
    typeof waitForCompletion
  >,
  GetCertificateBundleArgs: true satisfies InputsMatch<
    lifecycle.GetCertificateBundleArgs,
    typeof getCertificateBundleArgs
  >,
  GetCertificateBundleOutputArgs: true satisfies InputsMatch<
    lifecycle.GetCertificateBundleOutputArgs,
    typeof getCertificateBundleArgs
  >,
  ListRecordsArgs: true satisfies InputsMatch<records.ListRecordsArgs, typeof listRecordsArgs>,
  ListRecordsOutputArgs: true satisfies InputsMatch<records.ListRecordsOutputArgs, typeof listRecordsArgs>,
  ListSynchronizationsArgs: true satisfies InputsMatch<
    datashare.ListSynchronizationsArgs,
    typeof listSynchronizationsArgs
  >,
  ListSynchronizationsOutputArgs: true satisfies InputsMatch<
    datashare.ListSynchronizationsOutputArgs,
    typeof listSynchronizationsArgs
  >,
  ListSynchronizationDetailsArgs: true satisfies InputsMatch<
    datashare.ListSynchronizationDetailsArgs,
    typeof listSynchronizationDetailsArgs
  >,
  ListSynchronizationDetailsOutputArgs: true satisfies InputsMatch<
    datashare.ListSynchronizationDetailsOutputArgs,
    typeof listSynchronizationDetailsArgs
  >,
  ListSourceShareSynchronizationSettingsArgs: true satisfies InputsMatch<
    datashare.ListSourceShareSynchronizationSettingsArgs,
    typeof shareSubscriptionArgs
  >,
  ListSourceShareSynchronizationSettingsOutputArgs: true satisfies InputsMatch<
    datashare.ListSourceShareSynchronizationSettingsOutputArgs,
    typeof shareSubscriptionArgs
  >,
  DetectLanguagesArgs: true satisfies InputsMatch<language.DetectLanguagesArgs, typeof detectLanguagesArgs>,
  DetectLanguagesOutputArgs: true satisfies InputsMatch<
    language.DetectLanguagesOutputArgs,
    typeof detectLanguagesArgs
  >,
  ShareSubscriptionSynchronization: true satisfies ResultMatches<
    datashare.ShareSubscriptionSynchronization,
    typeof shareSubscriptionSynchronization
  >,
  SynchronizationDetails: true satisfies ResultMatches<
    datashare.SynchronizationDetails,
    typeof synchronizationDetails
  >,
  ScheduledSourceSynchronizationSetting: true satisfies ResultMatches<
    datashare.ScheduledSourceSynchronizationSetting,
    typeof scheduledSourceSynchronizationSetting
  >,
  DetectionResult: true satisfies ResultMatches<language.DetectionResult, typeof detectionResult>,
  EnvironmentCopyArgs: true satisfies InputsMatch<
    lifecycle.EnvironmentCopyArgs,
    typeof environmentCopyInputs
  >,
  EnvironmentRestoreArgs: true satisfies InputsMatch<
    lifecycle.EnvironmentRestoreArgs,
    typeof environmentRestoreInputs
  >,
  EnvironmentBackupArgs: true satisfies InputsMatch<
    lifecycle.EnvironmentBackupArgs,
    typeof environmentBackupInputs
  >,
  MaintenanceSettingsArgs: true satisfies InputsMatch<
    lifecycle.MaintenanceSettingsArgs,
    typeof maintenanceSettingsInputs
  >,
};

/** Every key of an Args type, written out; the compiler refuses a missing or an extra one. */
function keysOf<T>() {
  return (keys: Record<keyof T, true>) => Object.keys(keys).sort();
}

describe("Args types and the schemas that check them", () => {
  it("agree for every resource and function (checked by the compiler)", () => {
    expect(Object.values(typeChecks).every(Boolean)).toBe(true);
  });

  it.each([
    [
      "DatabaseExportArgs",
      keysOf<lifecycle.DatabaseExportArgs>()({
        projectId: true,
        environmentId: true,
        backupName: true,
        triggers: true,
        waitForCompletion: true,
        adoptOperationActivityId: true,
        settings: true,
      }),
      databaseExportInputs,
    ],
    [
      "DetectLanguagesArgs",
      keysOf<language.DetectLanguagesArgs>()({ texts: true, maxConcurrentRequests: true, settings: true }),
      detectLanguagesArgs,
    ],
  ])("%s names the fields its schema accepts", (_name, keys, schema) => {
    expect(keys).toEqual(Object.keys(schema.shape).sort());
  });

  it("CertificateBundle holds every field of the certificate data, camel-cased", () => {
    const bundleKeys = keysOf<lifecycle.CertificateBundle>()({
      certificateZipEncoded: true,
      certificateSecretEncoded: true,
      certificateThumbprint: true,
      expirationDateTimeUTC: true,
      expirationISODateTimeUTC: true,
      filename: true,
      operationActivityId: true,
      versionEOL: true,
      files: true,
    });
    const camel = Object.keys(certificateData.shape).map((k) => k[0]!.toLowerCase() + k.slice(1));
    expect(bundleKeys).toEqual(expect.arrayContaining(camel));
  });
});
