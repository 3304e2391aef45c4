import type * as pulumi from "@pulumi/pulumi";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { providerText } from "../../../../src/core/resources/provider-shim";
import { kindOfKey } from "../../../../src/resource-kinds";
import * as runtime from "../../../../src/runtime";
import { useConfiguredEmulator } from "../../../support/configured-emulator";
import { exports as resolveExport } from "resolve.exports";

// The `__provider` text the first release stored with every resource: the provider object
// serialized by value (its seven methods, each loading `pulumi-bizops/runtime`). Stacks hold it
// until each resource's next update, so the runtime must keep answering it.
const FIRST_RELEASE_SHIMS = fixture("first-release-provider-shims.json");
// The `__provider` the closure serializer wrote next, for a provider object that is the exports of
// `pulumi-bizops/providers/<file>`: that require, wrapped in the serializer's scaffolding.
const MODULE_REQUIRE_SHIMS = fixture("module-require-provider-shims.json");

const REPO = join(__dirname, "../../../..");
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const KINDS: Record<string, string> = {
  "records:DisputeStatus": "dispute-status",
  "records:Currency": "currency",
  "records:PurchaseCreditMemo": "purchase-credit-memo",
  "lifecycle:DatabaseRefresh": "database-refresh",
  "lifecycle:DatabaseExport": "database-export",
};

function fixture(name: string): Record<string, string> {
  return JSON.parse(readFileSync(join(__dirname, "fixtures", name), "utf8")) as Record<string, string>;
}

/** What the installed package answers for a name a stored provider requires. */
function requireInstalled(name: string): unknown {
  if (name === "pulumi-bizops/runtime") return runtime;
  const file = /^pulumi-bizops\/providers\/([a-z-]+)$/.exec(name)?.[1];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (file && Object.values(KINDS).includes(file)) return require(`../../../../src/providers/${file}`);
  throw new Error(`the stored provider required ${name}`);
}

/**
 * Evaluates a stored `__provider` the way Pulumi's provider host does (a CommonJS module whose
 * `handler()` returns the provider), with package names answered as the installed package
 * answers them.
 */
function loadStoredProvider(text: string): pulumi.dynamic.ResourceProvider {
  const exports: { handler?: () => pulumi.dynamic.ResourceProvider } = {};
  // Sloppy-mode code on purpose: the serializer's output uses `with`.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const module = new Function("exports", "require", text) as (
    exports: object,
    require: (name: string) => unknown,
  ) => void;
  module(exports, requireInstalled);
  return exports.handler!();
}

const METHODS = ["check", "configure", "create", "delete", "diff", "read", "update"];

describe("first-release provider shims", () => {
  it("name only resource kinds that this runtime still implements", () => {
    for (const [kind, text] of Object.entries(FIRST_RELEASE_SHIMS)) {
      expect(text).toContain(`kind: ${JSON.stringify(kind)}`);
      const provider = runtime.provider(kind);
      for (const method of ["check", "diff", "create", "read", "update", "delete"] as const) {
        expect(typeof provider[method]).toBe("function");
      }
    }
  });

  it("load as the provider host loads them, with all seven methods", () => {
    for (const text of Object.values(FIRST_RELEASE_SHIMS)) {
      expect(Object.keys(loadStoredProvider(text)).sort()).toEqual(METHODS);
    }
  });
});

describe("closure-serialized module shims", () => {
  it("load each kind's provider module, as the text written today does", () => {
    for (const [kind, file] of Object.entries(KINDS)) {
      const stored = loadStoredProvider(MODULE_REQUIRE_SHIMS[kind]!);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(stored).toBe(require(`../../../../src/providers/${file}`));
      expect(loadStoredProvider(providerText(file))).toBe(stored);
    }
  });
});

describe("DisputeStatus state of earlier releases, against the service", () => {
  // One emulator for both shapes: the runtime keeps its clients for the process.
  const service = useConfiguredEmulator();

  it.each([
    ["the first-release shim", FIRST_RELEASE_SHIMS],
    ["a closure-serialized module shim", MODULE_REQUIRE_SHIMS],
  ])("reads, updates with one request, and deletes through %s", async (_name, shims) => {
    const stored = shims["records:DisputeStatus"]!;
    const inputs = (displayName: string) => ({
      companyId: COMPANY,
      code: "PRICE",
      displayName,
      __provider: stored,
    });
    const provider = loadStoredProvider(stored);
    const created = await provider.create(inputs("Price dispute"));
    const state = created.outs as Record<string, unknown>;
    const read = await provider.read!(created.id, state);
    expect(read).toMatchObject({ id: created.id, props: { displayName: "Price dispute" } });

    await service.admin.resetRequests();
    // The next program sends today's text: no change to report, and the update stores it.
    const changed = { ...inputs("Renamed"), __provider: providerText(KINDS["records:DisputeStatus"]!) };
    await provider.check!(state, changed);
    await expect(
      provider.diff!(created.id, state, { ...changed, displayName: "Price dispute" }),
    ).resolves.toMatchObject({ changes: false });
    await expect(provider.diff!(created.id, state, changed)).resolves.toMatchObject({ changes: true });
    expect((await service.admin.requests()).total).toBe(0);
    const updated = await provider.update!(created.id, state, changed);
    expect(updated.outs).toMatchObject({ displayName: "Renamed" });
    expect((await service.admin.requests()).byRoute).toEqual({ "PATCH disputeStatus": 1 });

    await provider.delete!(created.id, updated.outs as Record<string, unknown>);
    expect(await service.admin.record(COMPANY, "disputeStatus", created.id)).toBeUndefined();
  });
});

describe("the provider text each resource stores", () => {
  const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as object;

  it("requires its kind's module under pulumi-bizops/providers/, which exports leads to its file", () => {
    for (const [name, file] of Object.entries(KINDS)) {
      expect(kindOfKey(name)?.module).toBe(file);
      expect(providerText(file)).toContain(`require("pulumi-bizops/providers/${file}")`);
      expect(resolveExport(pkg, `./providers/${file}`, { require: true })).toEqual([
        `./dist/providers/${file}.js`,
      ]);
    }
  });

  it("loads a provider object with all seven methods", () => {
    for (const file of Object.values(KINDS)) {
      expect(Object.keys(loadStoredProvider(providerText(file))).sort()).toEqual(METHODS);
    }
  });
});
