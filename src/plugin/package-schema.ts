/**
 * The package schema of the bizops plugin: every resource (resource-shapes.ts), every function
 * (function-table.ts and the typed records' list functions), the object types they use and the
 * provider configuration (settings-shapes.ts). The plugin's getSchema returns it, and
 * `npm run build:schema` writes it to schema/schema.json, for SDK generators and review.
 */
import type { ResourceKindName } from "../resource-kinds";
import { FUNCTIONS, FUNCTION_TYPES, type FunctionEntry } from "./function-table";
import { recordListFunctions, recordTypes, RESOURCE_TYPES, resourceShapes } from "./resource-shapes";
import { PACKAGE, type ObjectShape } from "./schema-shapes";
import { configVariables, settingsTypes } from "./settings-shapes";
import { functionToken, resourceToken } from "./tokens";

/** The schema, as JSON. */
export type PackageSchema = Record<string, unknown>;

function objectSpec({ properties, required }: ObjectShape): Record<string, unknown> {
  return { properties, ...(required.length > 0 ? { required } : {}) };
}

function functionSpec(entry: FunctionEntry): Record<string, unknown> {
  return {
    description: entry.description,
    inputs: objectSpec(entry.inputs),
    outputs: objectSpec(entry.outputs),
  };
}

/** The whole schema; `version`, when given, is the plugin's. */
export function packageSchema(version?: string): PackageSchema {
  const config = configVariables();
  const resources = Object.fromEntries(
    (
      Object.entries(resourceShapes()) as [
        ResourceKindName,
        ReturnType<typeof resourceShapes>[ResourceKindName],
      ][]
    ).map(([name, resource]) => [
      resourceToken(name),
      {
        description: resource.description,
        properties: resource.outputs.properties,
        required: resource.outputs.required,
        inputProperties: resource.inputs.properties,
        requiredInputs: resource.inputs.required,
      },
    ]),
  );
  const functions = Object.fromEntries(
    [...FUNCTIONS, ...recordListFunctions()].map((entry) => [
      functionToken(entry.module, entry.name),
      functionSpec(entry),
    ]),
  );
  const types = Object.fromEntries(
    Object.entries({ ...settingsTypes(), ...RESOURCE_TYPES, ...FUNCTION_TYPES, ...recordTypes() })
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([token, type]) => [
        `${PACKAGE}:${token}`,
        { type: "object", description: type.description, ...objectSpec(type) },
      ]),
  );
  return {
    name: PACKAGE,
    displayName: "bizops",
    ...(version ? { version } : {}),
    description:
      "Business records, environment operations, data-share synchronization look-ups and language detection.",
    license: "Apache-2.0",
    keywords: ["category/utility", "kind/native"],
    meta: { moduleFormat: "(.*)" },
    config: { variables: config },
    provider: {
      description: "The bizops provider: where each service is and how to authenticate to it.",
      inputProperties: config,
    },
    resources,
    functions,
    types,
    language: {
      go: { importBasePath: "github.com/pulumi-bizops/sdk/go/bizops", generateResourceContainerTypes: false },
    },
  };
}
