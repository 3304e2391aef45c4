import type * as pulumi from "@pulumi/pulumi";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { providerShim } from "../../../src/core/provider-shim";
import * as runtime from "../../../src/runtime";
import { useConfiguredEmulator } from "../../support/configured-emulator";

// The `__provider` text the first release stored with every resource: the provider object
// serialized by value (its seven methods, each loading `pulumi-bizops/runtime`). Stacks hold it
// until each resource's next update, so the runtime must keep answering it.
const FIRST_RELEASE_SHIMS = JSON.parse(
  readFileSync(join(__dirname, "fixtures", "first-release-provider-shims.json"), "utf8"),
) as Record<string, string>;

const REPO = join(__dirname, "../../..");
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

/**
 * Evaluates a stored `__provider` the way Pulumi's provider host does (a CommonJS module whose
 * `handler()` returns the provider), with `pulumi-bizops/runtime` answered by this checkout's
 * runtime as the installed package would answer it.
 */
function loadStoredProvider(text: string): pulumi.dynamic.ResourceProvider {
  const exports: { handler?: () => pulumi.dynamic.ResourceProvider } = {};
  const requireInstalled = (name: string): unknown => {
    if (name === "pulumi-bizops/runtime") return runtime;
    throw new Error(`the stored provider required ${name}`);
  };
  // Sloppy-mode code on purpose: the serializer's output uses `with`.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const module = new Function("exports", "require", text) as (
    exports: object,
    require: (name: string) => unknown,
  ) => void;
  module(exports, requireInstalled);
  return exports.handler!();
}

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
      const provider = loadStoredProvider(text);
      expect(Object.keys(provider).sort()).toEqual(
        ["check", "configure", "create", "delete", "diff", "read", "update"].sort(),
      );
    }
  });
});

describe("DisputeStatus state written with the first-release shim, against the service", () => {
  const service = useConfiguredEmulator();
  const stored = FIRST_RELEASE_SHIMS["records:DisputeStatus"]!;
  const inputs = (displayName: string) => ({
    companyId: COMPANY,
    code: "PRICE",
    displayName,
    __provider: stored,
  });

  it("reads, updates with one request, and deletes through the stored shim", async () => {
    const provider = loadStoredProvider(stored);
    const created = await provider.create(inputs("Price dispute"));
    const state = created.outs as Record<string, unknown>;
    const read = await provider.read!(created.id, state);
    expect(read).toMatchObject({ id: created.id, props: { displayName: "Price dispute" } });

    await service.admin.resetRequests();
    const changed = inputs("Renamed");
    await provider.check!(state, changed);
    await expect(provider.diff!(created.id, state, changed)).resolves.toMatchObject({ changes: true });
    expect((await service.admin.requests()).total).toBe(0);
    const updated = await provider.update!(created.id, state, changed);
    expect(updated.outs).toMatchObject({ displayName: "Renamed" });
    expect((await service.admin.requests()).byRoute).toEqual({ "PATCH disputeStatus": 1 });

    await provider.delete!(created.id, updated.outs as Record<string, unknown>);
    expect(await service.admin.record(COMPANY, "disputeStatus", created.id)).toBeUndefined();
  });
});

describe("provider modules", () => {
  const exportsMap = (
    JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as {
      exports: Record<string, { default: string }>;
    }
  ).exports;
  const modules: Record<string, string> = {
    "records:DisputeStatus": "dispute-status",
    "records:Currency": "currency",
    "records:PurchaseCreditMemo": "purchase-credit-memo",
    "lifecycle:DatabaseRefresh": "database-refresh",
    "lifecycle:DatabaseExport": "database-export",
  };

  it("give each resource kind a provider object that is its module's exports", () => {
    for (const [kind, file] of Object.entries(modules)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(providerShim(kind)).toBe(require(`../../../src/providers/${file}`));
    }
  });

  it("are exported under pulumi-bizops/providers/<name>, the path stored in state", () => {
    for (const file of Object.values(modules)) {
      expect(exportsMap[`./providers/${file}`]?.default).toBe(`./dist/providers/${file}.js`);
    }
  });
});
