/**
 * The plugin's package schema: the schema, the resource kinds, the record definitions, the
 * functions the plugin calls and the settings the code reads agree. schema/schema.json is one of
 * the files `npm run generate` writes, held current by its `--check`
 * (test/unit/scripts/codegen/generated-files.test.ts).
 */
import { CLIENT_BOUNDS } from "../../../src/core/clients/client-bounds";
import { SETTING_SOURCES } from "../../../src/core/settings/settings";
import { ENTITIES } from "../../../src/records/entities";
import { pluginTypeToken, RESOURCE_KINDS, type ResourceKindName } from "../../../src/resource-kinds";
import { packageSchema } from "../../../src/plugin/package-schema";

interface Spec {
  properties?: Record<string, Record<string, unknown>>;
  inputProperties?: Record<string, unknown>;
  required?: string[];
}
const schema = packageSchema() as {
  resources: Record<string, Spec>;
  functions: Record<string, { inputs: Spec; outputs: Spec }>;
  types: Record<string, Spec>;
  config: { variables: Record<string, { secret?: boolean; type?: string }> };
};

/** What each module of the package exports, by the module's name in tokens. */
async function moduleExports(): Promise<Record<string, Record<string, unknown>>> {
  return {
    records: await import("../../../src/records"),
    lifecycle: await import("../../../src/lifecycle-namespace"),
    datashare: await import("../../../src/datashare"),
    language: await import("../../../src/language"),
  };
}

describe("the package schema", () => {
  it("has one resource for each resource kind, under its token", () => {
    const tokens = (Object.keys(RESOURCE_KINDS) as ResourceKindName[]).map(pluginTypeToken);
    expect(Object.keys(schema.resources).sort()).toEqual(tokens.sort());
    expect(tokens).toContain("bizops:records:PaymentTerm");
    expect(tokens).toContain("bizops:lifecycle:DatabaseRefresh");
  });

  it("gives each typed record the inputs of its definition", () => {
    for (const entity of ENTITIES.filter((e) => !e.readOnly)) {
      const inputs = Object.keys(schema.resources[`bizops:records:${entity.name}`]!.inputProperties!);
      const writable = Object.entries(entity.fields)
        .filter(([, field]) => field.input !== undefined)
        .map(([name]) => name);
      const adopt = entity.create.kind === "adopt" ? entity.create.input : "adoptRecordId";
      expect(inputs.sort()).toEqual(
        ["companyId", adopt, ...writable, "overwriteConcurrentChanges", "deletionPolicy", "settings"].sort(),
      );
    }
  });

  it("names functions that the package's modules export, a list function for every record type", async () => {
    const modules = await moduleExports();
    for (const token of Object.keys(schema.functions)) {
      const [, module, name] = token.split(":");
      expect([token, typeof modules[module!]?.[name!]]).toEqual([token, "function"]);
    }
    for (const entity of ENTITIES)
      expect(schema.functions).toHaveProperty([`bizops:records:list${entity.plural}`]);
  });

  it("has every function that calls a service (one with an ...Output form) that the modules export", async () => {
    const modules = await moduleExports();
    const calling = Object.entries(modules).flatMap(([module, exports]) =>
      Object.keys(exports)
        .filter(
          (name) => typeof exports[name] === "function" && typeof exports[`${name}Output`] === "function",
        )
        .map((name) => `bizops:${module}:${name}`),
    );
    expect(calling.length).toBeGreaterThan(ENTITIES.length);
    expect(calling.filter((token) => schema.functions[token] === undefined)).toEqual([]);
  });

  it("defines every type it refers to", () => {
    const refs = [...JSON.stringify(schema).matchAll(/"#\/types\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(schema.types).toHaveProperty([ref]);
  });

  it("configures every setting and bound the code reads, the secret ones as secrets", () => {
    const variables = schema.config.variables;
    for (const where of Object.values(SETTING_SOURCES)) {
      const variable = variables[where.config.slice("bizops:".length)];
      expect([where.config, variable?.secret === true]).toEqual([where.config, where.secret]);
    }
    for (const bound of Object.values(CLIENT_BOUNDS)) {
      expect(variables[bound.config.slice("bizops:".length)]).toMatchObject({ type: "integer" });
    }
  });

  it("keeps every resource's settings a secret", () => {
    for (const [token, resource] of Object.entries(schema.resources)) {
      expect([token, resource.properties?.settings?.secret]).toEqual([token, true]);
    }
  });
});
