/**
 * The table of resource kinds against what it cannot derive: package.json `exports`, the files the
 * dynamic-provider host requires by path, and the kinds that stacks' state already names.
 */
import type * as pulumi from "@pulumi/pulumi";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { kindKey, kindOfKey, RESOURCE_KINDS, type ResourceKindName } from "../../src/resource-kinds";
import * as runtime from "../../src/runtime";
import { exports as resolveExport } from "resolve.exports";

const REPO = join(__dirname, "../..");
const NAMES = Object.keys(RESOURCE_KINDS) as ResourceKindName[];
const MODULES = NAMES.map((name) => RESOURCE_KINDS[name].module);
const METHODS = ["check", "configure", "create", "delete", "diff", "read", "update"];

function json<T>(...path: string[]): T {
  return JSON.parse(readFileSync(join(REPO, ...path), "utf8")) as T;
}

describe("package.json exports", () => {
  const pkg = json<{ exports: Record<string, unknown> }>("package.json");
  const exportsMap = pkg.exports;
  // Every module a stored __provider requires: the table's, and those earlier releases stored.
  const stored = [
    ...MODULES,
    ...Object.values(
      json<Record<string, string>>("test/unit/core/resources/fixtures/module-require-provider-shims.json"),
    ).map((text) => /require\("pulumi-bizops\/providers\/([a-z-]+)"\)/.exec(text)?.[1] ?? ""),
  ];

  it("export the providers through one pattern, not a list the generator keeps", () => {
    const listed = Object.keys(exportsMap).filter((path) => path.startsWith("./providers/"));
    expect(listed).toEqual(["./providers/*", "./providers/provider-methods"]);
    expect(exportsMap["./providers/provider-methods"]).toBeNull();
    // Node's reading of that null: the subpath is closed, though the pattern would match it.
    expect(() => resolveExport(pkg, "./providers/provider-methods", { require: true })).toThrow(
      /Missing "\.\/providers\/provider-methods" specifier/,
    );
  });

  it.each([...new Set(stored)])(
    "lead pulumi-bizops/providers/%s, which stored state requires, to its built file and types",
    (module) => {
      const subpath = `./providers/${module}`;
      expect(resolveExport(pkg, subpath, { require: true })).toEqual([`./dist/providers/${module}.js`]);
      expect(resolveExport(pkg, subpath, { conditions: ["types"] })).toEqual([
        `./dist/providers/${module}.d.ts`,
      ]);
      expect(readdirSync(join(REPO, "src/providers"))).toContain(`${module}.ts`);
    },
  );
});

describe("src/providers", () => {
  it("holds a file for each kind of the table and no other, beside the methods they share", () => {
    const files = readdirSync(join(REPO, "src/providers")).filter((file) => file !== "provider-methods.ts");
    expect(files.sort()).toEqual(MODULES.map((module) => `${module}.ts`).sort());
  });

  describe.each(NAMES)("providers/<module of %s>", (name) => {
    // What the host gets from handler(): the exports of the file the stored text requires.
    const loaded = (): pulumi.dynamic.ResourceProvider =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`../../src/providers/${RESOURCE_KINDS[name].module}`) as pulumi.dynamic.ResourceProvider;

    afterEach(() => jest.restoreAllMocks());

    it("exports a provider object with all seven methods", () => {
      expect(Object.keys(loaded()).sort()).toEqual(METHODS);
    });

    it("sends every method to this kind's implementation in the runtime", async () => {
      const impl = {
        check: jest.fn(async () => ({ inputs: {} })),
        diff: jest.fn(async () => ({})),
        create: jest.fn(async () => ({ id: "id" })),
        read: jest.fn(async () => ({})),
        update: jest.fn(async () => ({})),
        delete: jest.fn(async () => undefined),
      };
      const chosen = jest.spyOn(runtime, "provider").mockReturnValue(impl);
      const provider = loaded();
      await provider.check!({ a: 1 }, { a: 2 });
      await provider.diff!("id", {}, {});
      await provider.create({});
      await provider.read!("id", {});
      await provider.update!("id", {}, {});
      await provider.delete!("id", {});
      expect(new Set(chosen.mock.calls.map(([key]) => key))).toEqual(new Set([kindKey(name)]));
      expect(chosen).toHaveBeenCalledTimes(6);
      expect(impl.check).toHaveBeenCalledWith({ a: 1 }, { a: 2 });
      for (const method of Object.values(impl)) expect(method).toHaveBeenCalledTimes(1);
    });
  });
});

describe("the kinds that stacks' state names", () => {
  const firstRelease = json<Record<string, string>>(
    "test/unit/core/resources/fixtures/first-release-provider-shims.json",
  );
  const moduleRequire = json<Record<string, string>>(
    "test/unit/core/resources/fixtures/module-require-provider-shims.json",
  );

  it("are all in the table, under the key the first release's shims captured", () => {
    for (const key of [...Object.keys(firstRelease), ...Object.keys(moduleRequire)]) {
      expect(kindOfKey(key)).toBeDefined();
    }
  });

  it("keep the module that earlier releases stored a require of", () => {
    for (const [key, text] of Object.entries(moduleRequire)) {
      const stored = /require\("pulumi-bizops\/providers\/([a-z-]+)"\)/.exec(text)?.[1];
      expect(stored).toBe(kindOfKey(key)?.module);
    }
  });
});

describe("the table", () => {
  it.each(NAMES)("%s loads, by its key, an implementation with every CRUD method", (name) => {
    const impl = runtime.provider(kindKey(name));
    for (const method of ["check", "diff", "create", "read", "update", "delete"] as const) {
      expect(typeof impl[method]).toBe("function");
    }
  });

  it("gives each kind a module of its own", () => {
    expect(new Set(MODULES).size).toBe(NAMES.length);
  });

  it("finds nothing for a key that is no kind, such as a name every object has", () => {
    for (const key of ["records:Nope", "DisputeStatus", "toString", "constructor", "__proto__"]) {
      expect(kindOfKey(key)).toBeUndefined();
    }
  });
});
