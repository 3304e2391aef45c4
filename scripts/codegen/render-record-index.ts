/**
 * Renders the modules the record definitions give besides each type's program file and page: the
 * index of the generated names, the record kinds' table, and each type's provider module.
 */
import { enumName, upperFirst } from "../../src/core/describe/surface";
import type { EntityDefinition } from "../../src/records/definitions/entity-definition";
import { definitionPath, HEADER, type RenderedFile } from "./rendered-file";

/** The types that are resources: all but those the API only reads. */
const resources = (entities: readonly EntityDefinition[]) => entities.filter((entity) => !entity.readOnly);

/** src/records/generated/index.ts: every generated name, from its type's module. */
export function indexFile(entities: readonly EntityDefinition[]): RenderedFile {
  const lines = entities.map((entity) => {
    const fn = `list${entity.plural}`;
    const get = `get${entity.name}`;
    const enums = Object.entries(entity.fields)
      .filter(([, field]) => field.values)
      .map(([name]) => `type ${enumName(entity, name)}`);
    const names = [
      ...(entity.readOnly ? [] : [entity.name, `type ${entity.name}Args`]),
      ...enums,
      `type ${entity.name}Record`,
      fn,
      `${fn}Output`,
      `type ${upperFirst(fn)}Args`,
      `type ${upperFirst(fn)}OutputArgs`,
      `type ${upperFirst(fn)}Result`,
      get,
      `${get}Output`,
      `type ${upperFirst(get)}Args`,
      `type ${upperFirst(get)}OutputArgs`,
    ];
    return `export { ${names.join(", ")} } from "./${entity.module}";`;
  });
  return {
    path: "src/records/generated/index.ts",
    text: `${HEADER("src/records/entities/index.ts")}${lines.join("\n")}\n`,
  };
}

/** src/records/generated/kinds.ts: the record kinds' table. */
export function kindsFile(entities: readonly EntityDefinition[]): RenderedFile {
  const entries = resources(entities).map(
    (entity) =>
      `  ${entity.name}: { service: "records", module: "${entity.module}", load: () => recordProvider("${entity.name}") },`,
  );
  return {
    path: "src/records/generated/kinds.ts",
    text: `${HEADER("src/records/entities/index.ts")}import type { ResourceProviderImpl } from "../../core/provider/resource-provider";

type EntityProviders = typeof import("../provider/entity-providers");

// The definitions, zod and the client load in the provider process at the first use of a kind.
function recordProvider(name: string): ResourceProviderImpl {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require("../provider/entity-providers") as EntityProviders).recordProviderOf(name);
}

/** The record resource kinds, by name: one for each definition. */
export const RECORD_KINDS = {
${entries.join("\n")}
} as const;
`,
  };
}

/** src/providers/<module>.ts: the provider object a type's stored state requires. */
export function providerModule(entity: EntityDefinition): RenderedFile {
  return {
    path: `src/providers/${entity.module}.ts`,
    text: `${HEADER(definitionPath(entity))}/** The provider object that a ${entity.name}'s stored \`__provider\` requires by this path (resource-kinds.ts). */
import { providerMethods } from "./provider-methods";

export = providerMethods("${entity.name}");
`,
  };
}
