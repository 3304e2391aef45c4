/**
 * Every function's arguments, fuzzed: one hostile change at a time to valid arguments (settings
 * pointing at a loopback service that counts requests), and whole arguments of the wrong kind.
 * Nothing but the package's own errors comes out; a refused argument is named and nothing is
 * sent; and whatever is sent arrives on the route the arguments name, each value in its own
 * segment, however the base URL or the values were written.
 */
import { inspect } from "node:util";
import fc from "fast-check";
import { isBizopsError } from "../../../src/core/errors/errors";
import {
  listSourceShareSynchronizationSettings,
  listSynchronizationDetails,
  listSynchronizations,
} from "../../../src/datashare";
import { detectLanguages } from "../../../src/language";
import { getCertificateBundle } from "../../../src/lifecycle";
import { listCurrencies, listDisputeStatuses, listPurchaseCreditMemos } from "../../../src/records";
import {
  applyChange,
  changeOf,
  FUZZ,
  guidLike,
  hostileSettings,
  hostileString,
  hostileValue,
  prototypeIntact,
  type Change,
} from "./support/arbitraries";
import { CountingService } from "./support/counting-service";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ENVIRONMENT = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const service = new CountingService();

// No setting may come from outside the arguments, and a request is tried once, briefly.
const saved = { ...process.env };
beforeAll(async () => {
  for (const name of Object.keys(process.env)) {
    if (/^(BIZOPS_|AZURE_|PULUMI_CONFIG)/.test(name)) delete process.env[name];
  }
  process.env.BIZOPS_RETRY_MAX_ATTEMPTS = "1";
  process.env.BIZOPS_REQUEST_TIMEOUT_SECONDS = "10";
  await service.start();
});
afterAll(async () => {
  process.env = saved;
  await service.stop();
});

type Args = Record<string, unknown>;

interface Fn {
  call: (args: never) => Promise<unknown>;
  keys: readonly string[];
  valid: () => Args;
  settings: { url: string; token: string; extra?: Record<string, fc.Arbitrary<unknown>> };
  specials?: Record<string, fc.Arbitrary<unknown>>;
  /** The segments, decoded, that a request for `args` arrives on after the base URL's path. */
  route: (args: Args) => string[];
}

const SHARE = ["subscriptionId", "resourceGroupName", "accountName", "shareSubscriptionName"] as const;
const shareRoute = (action: string) => (args: Args) => [
  "subscriptions",
  String(args.subscriptionId),
  "resourceGroups",
  String(args.resourceGroupName),
  "providers",
  "Platform.DataShare",
  "accounts",
  String(args.accountName),
  "shareSubscriptions",
  String(args.shareSubscriptionName),
  action,
];
const shareValid = () => ({
  subscriptionId: "sub-1",
  resourceGroupName: "rg",
  accountName: "acct",
  shareSubscriptionName: "share",
  settings: { dataShareUrl: service.url, dataShareToken: "fuzz-token" },
});
const dataShare = { url: "dataShareUrl", token: "dataShareToken" };
const odata = { filter: hostileString, orderby: hostileString };

/** A GUID as the records service writes it in a key: lower case, no braces. */
const keyOf = (id: unknown) => `(${String(id).replace(/[{}]/g, "").toLowerCase()})`;
const recordsList = (call: Fn["call"], version: string, segment: string): Fn => ({
  call,
  keys: ["companyId", "filter", "settings"],
  valid: () => ({ companyId: COMPANY, settings: { recordsUrl: service.url, recordsToken: "fuzz-token" } }),
  settings: { url: "recordsUrl", token: "recordsToken" },
  specials: { companyId: guidLike, filter: hostileString },
  route: (args) => ["api", version, `companies${keyOf(args.companyId)}`, segment],
});

const FUNCTIONS: Record<string, Fn> = {
  listSynchronizations: {
    call: listSynchronizations,
    keys: [...SHARE, "filter", "orderby", "settings"],
    valid: shareValid,
    settings: dataShare,
    specials: odata,
    route: shareRoute("listSynchronizations"),
  },
  listSynchronizationDetails: {
    call: listSynchronizationDetails,
    keys: [...SHARE, "synchronizationId", "filter", "orderby", "settings"],
    valid: () => ({ ...shareValid(), synchronizationId: "sync-1" }),
    settings: dataShare,
    specials: { ...odata, synchronizationId: hostileString },
    route: shareRoute("listSynchronizationDetails"),
  },
  listSourceShareSynchronizationSettings: {
    call: listSourceShareSynchronizationSettings,
    keys: [...SHARE, "settings"],
    valid: shareValid,
    settings: dataShare,
    route: shareRoute("listSourceShareSynchronizationSettings"),
  },
  detectLanguages: {
    call: detectLanguages,
    keys: ["texts", "maxConcurrentRequests", "settings"],
    valid: () => ({
      texts: ["Hello"],
      settings: { translatorUrl: service.url, translatorKey: "fuzz-token" },
    }),
    settings: {
      url: "translatorUrl",
      token: "translatorKey",
      extra: { translatorRegion: fc.oneof(fc.constant("westeurope"), hostileString) },
    },
    specials: {
      texts: fc.oneof(
        fc.array(hostileString, { maxLength: 6 }),
        fc.constantFrom(new Array<string>(150).fill("Hallo"), ["x".repeat(50_000), "y"]),
      ),
      maxConcurrentRequests: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constantFrom(1.5, Number.NaN)),
    },
    route: () => ["detect"],
  },
  getCertificateBundle: {
    call: getCertificateBundle,
    keys: ["projectId", "environmentId", "maxWaitSeconds", "settings"],
    valid: () => ({
      projectId: 1,
      environmentId: ENVIRONMENT,
      settings: { lifecycleUrl: service.url, lifecycleToken: "fuzz-token" },
    }),
    settings: { url: "lifecycleUrl", token: "lifecycleToken" },
    specials: {
      projectId: fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1.5, 2 ** 53, Number.NaN, "1", "..")),
      environmentId: guidLike,
      maxWaitSeconds: fc.oneof(fc.integer({ min: -5, max: 4000 }), fc.constantFrom(0.5, Number.NaN)),
    },
    route: (args) => [
      "environmentinfo",
      "v1",
      "rsatdownload",
      "project",
      String(args.projectId),
      "environment",
      String(args.environmentId).replace(/[{}]/g, "").toLowerCase(),
    ],
  },
  listDisputeStatuses: recordsList(listDisputeStatuses, "v2.0", "disputeStatus"),
  listCurrencies: recordsList(listCurrencies, "v2.0", "currencies"),
  listPurchaseCreditMemos: recordsList(listPurchaseCreditMemos, "v2.0", "purchaseCreditMemos"),
};

/** Decodes a path segment; one that is not valid percent-encoding stays as written. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The decoded segments of a path, without the leading empty one. */
const segmentsOf = (path: string) => path.split("/").slice(1).map(decoded);

/** Every request arrived on `fn`'s route for `args`, under the path of the base URL used. */
function expectOnRoute(fn: Fn, args: Args): void {
  if (service.arrived.length === 0) return;
  const base = (args.settings as Record<string, string>)[fn.settings.url]!;
  const basePath = new URL(base).pathname.replace(/\/+$/, "");
  const expected = [...(basePath === "" ? [] : segmentsOf(basePath)), ...fn.route(args)];
  for (const { url } of service.arrived) expect(segmentsOf(url.split("?")[0]!)).toEqual(expected);
}

/** True when `message` names `property`, as `property:`, `property,` or `property.` (a place inside it). */
function names(message: string, property: string): boolean {
  if ([":", ",", "."].some((after) => message.includes(`${property}${after}`))) return true;
  // A setting that cannot be used at the client is named by its setting name.
  return property === "settings" && /\b[Ss]etting\b|settings\./.test(message);
}

/** Calls `fn`; any error must be the package's, and a refusal of the input names it and sends nothing. */
async function expectHandled(
  fn: Fn,
  args: unknown,
  change: Change | undefined,
): Promise<"refused" | "passed"> {
  let error: unknown;
  try {
    await fn.call(args as never);
  } catch (caught) {
    error = caught;
  }
  expect(prototypeIntact()).toBe(true);
  if (error === undefined) return "passed";
  if (!isBizopsError(error))
    throw new Error(`Not one of the package's errors: ${inspect(error)}`, { cause: error });
  if (error.code !== "InvalidInput" && error.code !== "InvalidSettings") return "passed";
  expect(service.arrived).toEqual([]);
  if (change !== undefined && !names(error.message, change.property)) {
    throw new Error(`The refusal does not name ${JSON.stringify(change.property)}: ${error.message}`);
  }
  return "refused";
}

describe.each(Object.entries(FUNCTIONS))("%s under fuzzed arguments", (_name, fn) => {
  const specials = {
    ...fn.specials,
    settings: hostileSettings(fn.settings.url, fn.settings.token, service.url, fn.settings.extra),
  };

  it("refuses a bad argument by name before any request, or sends it on its route", async () => {
    await fc.assert(
      fc.asyncProperty(changeOf(fn.keys, specials), async (change) => {
        service.reset();
        const args = applyChange(fn.valid(), change);
        if ((await expectHandled(fn, args, change)) === "passed") expectOnRoute(fn, args);
      }),
      FUZZ,
    );
  });

  it("refuses arguments of the wrong kind before any request", async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue, async (args) => {
        service.reset();
        await expectHandled(fn, args, undefined);
        expect(service.arrived).toEqual([]);
      }),
      FUZZ,
    );
  });
});
