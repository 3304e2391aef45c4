/**
 * Every resource's check, fuzzed: one hostile change at a time to valid inputs. Check never
 * throws and sends nothing; it either names the changed property (or the one a rule across two
 * properties reports), or accepts inputs that the clients then take as they are: ids and names
 * that make clean path segments, settings that a client can be built from.
 */
import fc from "fast-check";
import { keyed, segment } from "../../../src/core/clients/path-segment";
import { configureProvider } from "../../../src/core/provider/provider-config";
import type { ResourceProviderImpl } from "../../../src/core/provider/resource-provider";
import type { SettingSources } from "../../../src/core/settings/settings";
import { guid } from "../../../src/core/schemas/formats";
import { LifecycleClient } from "../../../src/lifecycle/client";
import { databaseOperationProvider } from "../../../src/lifecycle/resources/database-operation-provider";
import { projectId } from "../../../src/lifecycle/schemas";
import {
  databaseExportInputs,
  databaseRefreshInputs,
} from "../../../src/lifecycle/generated/lifecycle-schemas";
import { RecordsClient } from "../../../src/records/client/records-client";
import { currencyProvider } from "../../support/record-providers";
import { disputeStatusProvider } from "../../support/record-providers";
import { purchaseCreditMemoProvider } from "../../support/record-providers";
import { creditMemoInputs, currencyInputs, disputeStatusInputs } from "../../support/record-providers";
import {
  applyChange,
  changeOf,
  FUZZ,
  guidLike,
  hostileSettings,
  prototypeIntact,
} from "./support/arbitraries";
import { CountingService } from "./support/counting-service";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ENV_A = "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0";
const ENV_B = "1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d";
const PROVIDER = "exports.handler = () => ({})";
const service = new CountingService();

// A host configures the provider before its first call; check reads the config (previewChecks).
beforeAll(() => configureProvider({ get: () => undefined }));
beforeAll(() => service.start());
afterAll(() => service.stop());

interface Resource {
  provider: ResourceProviderImpl;
  /** Every input the resource takes. */
  keys: readonly string[];
  valid: Record<string, unknown>;
  settings: { url: string; token: string; client: { fromSources(sources: SettingSources): unknown } };
  /** Properties whose refusal a rule reports under another property. */
  related?: Readonly<Record<string, readonly string[]>>;
  /** Passes the values that accepted inputs put in request paths through the clients' own rules. */
  paths: (inputs: Record<string, unknown>) => void;
}

const recordPaths = (inputs: Record<string, unknown>) => {
  keyed("companies", "companyId", inputs.companyId);
  if (inputs.adoptRecordId !== undefined) keyed("x", "adoptRecordId", inputs.adoptRecordId);
};
const environments = (inputs: Record<string, unknown>, ...names: string[]) => {
  segment("projectId", inputs.projectId, projectId);
  for (const name of names) segment(name, inputs[name], guid);
};
const recordsSettings = { url: "recordsUrl", token: "recordsToken", client: RecordsClient };
const lifecycleSettings = { url: "lifecycleUrl", token: "lifecycleToken", client: LifecycleClient };

const RESOURCES: Record<string, Resource> = {
  DisputeStatus: {
    provider: disputeStatusProvider,
    keys: Object.keys(disputeStatusInputs.shape),
    valid: { companyId: COMPANY, code: "DS-01", displayName: "Price dispute" },
    settings: recordsSettings,
    paths: recordPaths,
  },
  Currency: {
    provider: currencyProvider,
    keys: Object.keys(currencyInputs.shape),
    valid: { companyId: COMPANY, currencyId: ENV_A },
    settings: recordsSettings,
    // Either code or currencyId will do; with neither, the refusal names code.
    related: { currencyId: ["code"] },
    paths: recordPaths,
  },
  PurchaseCreditMemo: {
    provider: purchaseCreditMemoProvider,
    keys: Object.keys(creditMemoInputs.shape),
    valid: { companyId: COMPANY, vendorNumber: "V10000" },
    settings: recordsSettings,
    // Either vendor field will do; with neither, the refusal names vendorNumber.
    related: { vendorId: ["vendorNumber"] },
    paths: recordPaths,
  },
  DatabaseRefresh: {
    provider: databaseOperationProvider("refresh"),
    keys: Object.keys(databaseRefreshInputs.shape),
    valid: { projectId: 42, sourceEnvironmentId: ENV_A, targetEnvironmentId: ENV_B },
    settings: lifecycleSettings,
    // A source equal to the target is refused under targetEnvironmentId.
    related: { sourceEnvironmentId: ["targetEnvironmentId"] },
    paths: (inputs) => environments(inputs, "sourceEnvironmentId", "targetEnvironmentId"),
  },
  DatabaseExport: {
    provider: databaseOperationProvider("export"),
    keys: Object.keys(databaseExportInputs.shape),
    valid: { projectId: 42, environmentId: ENV_A, backupName: "nightly-1" },
    settings: lifecycleSettings,
    paths: (inputs) => {
      environments(inputs, "environmentId");
      segment("backupName", inputs.backupName);
    },
  },
};

/** The hostile forms of the properties that have their own. */
function specials(resource: Resource): Record<string, fc.Arbitrary<unknown>> {
  const ids = Object.fromEntries(
    resource.keys.filter((key) => /Id$/.test(key)).map((key) => [key, guidLike]),
  );
  const { url, token } = resource.settings;
  return { ...ids, settings: hostileSettings(url, token, service.url) };
}

/** True when a failure's place is `property` or inside it (`settings.recordsUrl` is in `settings`). */
function namesOneOf(place: string, properties: readonly string[]): boolean {
  return properties.some((property) => place === property || place.startsWith(`${property}.`));
}

/** The properties a refusal of a change to `property` may name. */
function namesFor(resource: Resource, property: string): string[] {
  const related = resource.related ?? {};
  return [property, ...(Object.hasOwn(related, property) ? related[property]! : [])];
}

/**
 * True when a path appended to `base` arrives as written: no query or fragment to swallow it, no
 * user info, and no segment of the base dropped by the URL parser (`.` and `..`).
 */
function keepsAppendedPaths(base: string): boolean {
  const url = new URL(`${base.replace(/\/+$/, "")}/probe`);
  const rawPath = /^[a-z]+:\/\/[^/]*(.*)$/i.exec(base)?.[1] ?? "";
  const rawSegments = rawPath.replace(/\/+$/, "").split("/").length + 1;
  return (
    url.search === "" &&
    url.hash === "" &&
    url.username === "" &&
    url.password === "" &&
    url.pathname.endsWith("/probe") &&
    url.pathname.split("/").length === rawSegments
  );
}

/** True for a value that travels in a header unchanged: no line break, NUL, or space at an end. */
const fitsInAHeader = (value: string) => !/[\r\n\0]/.test(value) && value === value.trim();

/** What accepted settings must be: usable as they are, by a client built from them. */
function expectUsable(resource: Resource, settings: Record<string, string> | undefined): void {
  const url = settings?.[resource.settings.url];
  const token = settings?.[resource.settings.token];
  if (url !== undefined) expect(keepsAppendedPaths(url)).toBe(true);
  if (token !== undefined) expect(fitsInAHeader(token)).toBe(true);
  if (url !== undefined && token !== undefined) {
    expect(resource.settings.client.fromSources({ explicit: settings })).toBeDefined();
  }
}

describe.each(Object.entries(RESOURCES))("%s check under fuzzed inputs", (_name, resource) => {
  it("never throws or sends, and names the changed property or accepts what the clients take", async () => {
    await fc.assert(
      fc.asyncProperty(changeOf(resource.keys, specials(resource)), async (change) => {
        service.reset();
        const inputs = applyChange(resource.valid, change);
        const result = await resource.provider.check({}, { ...inputs, __provider: PROVIDER });
        expect(service.arrived).toEqual([]);
        expect(prototypeIntact()).toBe(true);
        if (result.failures?.length) {
          for (const failure of result.failures) {
            expect(typeof failure.property).toBe("string");
            expect(typeof failure.reason).toBe("string");
          }
          const allowed = namesFor(resource, change.property);
          expect(result.failures.some((failure) => namesOneOf(failure.property, allowed))).toBe(true);
          return;
        }
        const accepted = result.inputs ?? {};
        resource.paths(accepted);
        expectUsable(resource, accepted.settings as Record<string, string> | undefined);
      }),
      FUZZ,
    );
  });
});
