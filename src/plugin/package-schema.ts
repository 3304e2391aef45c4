/**
 * The package schema of the bizops plugin: every resource (resource-shapes.ts), every function
 * (function-table.ts, and the typed records' list and get functions of record-shapes.ts), the
 * object and enum types they use and the provider configuration (settings-shapes.ts). The
 * plugin's getSchema returns it, and `npm run generate` writes it to schema/schema.json, for SDK
 * generators and review.
 */
import { PLUGIN_PACKAGE, pluginTypeToken, type ResourceKindName } from "../resource-kinds";
import { FUNCTIONS, FUNCTION_TYPES, type FunctionEntry } from "./function-table";
import { optionTypes, recordFunctions, recordTypes } from "./record-shapes";
import { resourceShapes } from "./resource-shapes";
import { type EnumShape, type ObjectShape } from "./schema-shapes";
import { configVariables, settingsTypes } from "./settings-shapes";
import { functionToken } from "./tokens";

/** The schema, as JSON. */
export type PackageSchema = Record<string, unknown>;

/**
 * Where the project lives: the repository whose releases hold the plugin's archives
 * (scripts/release/, docs/releasing.md). package.json's `repository` names the same one
 * (a unit test holds it to this).
 */
const REPOSITORY = "https://github.com/pulumi-bizops/pulumi-bizops";

/**
 * Where the CLI downloads the plugin from, `${VERSION}` being the plugin's version: a release's
 * assets, each archive named `pulumi-resource-bizops-v<version>-<os>-<arch>.tar.gz`.
 */
const PLUGIN_DOWNLOAD_URL = `${REPOSITORY}/releases/download/v\${VERSION}`;

/**
 * The Go module that holds the SDK: the folder sdk/go of the repository, so that its release tag
 * is `sdk/go/v<version>` (the Go toolchain's tag for a module in a subfolder; from v2 the path
 * would end in `/v2`).
 */
const GO_MODULE = `${REPOSITORY.replace("https://", "")}/sdk/go`;

/** What the code generators of other languages need (sdk-gen/, docs/other-languages.md). */
const LANGUAGE = {
  // The npm package: the dynamic provider serves TypeScript and JavaScript programs itself.
  nodejs: { packageName: "pulumi-bizops" },
  go: { importBasePath: `${GO_MODULE}/bizops`, generateResourceContainerTypes: false },
  // The Python package carries the plugin's version: its pulumi-plugin.json names the plugin to run.
  python: {
    packageName: "pulumi_bizops",
    requires: { pulumi: ">=3.0.0,<4.0.0" },
    respectSchemaVersion: true,
    pyproject: { enabled: true },
  },
  // NuGet's PulumiBizops.Bizops, namespaces PulumiBizops.Bizops.Records and so on.
  csharp: { rootNamespace: "PulumiBizops", packageReferences: { Pulumi: "3.*" } },
  // Maven's io.github.pulumibizops:bizops, packages io.github.pulumibizops.bizops.records and so on.
  java: { basePackage: "io.github.pulumibizops" },
};

/** What the Pulumi Registry lists the package by. */
const LISTING = {
  displayName: "BizOps",
  publisher: "pulumi-bizops",
  logoUrl: `${REPOSITORY.replace("https://github.com/", "https://raw.githubusercontent.com/")}/main/docs/logo.svg`,
  keywords: [
    "business-central",
    "dynamics-365",
    "lifecycle-services",
    "azure",
    "category/utility",
    "kind/native",
  ],
  homepage: REPOSITORY,
  repository: REPOSITORY,
  pluginDownloadURL: PLUGIN_DOWNLOAD_URL,
};

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

function objectTypeSpec(type: ObjectShape): Record<string, unknown> {
  return { type: "object", description: type.description, ...objectSpec(type) };
}

function enumTypeSpec({ description, values }: EnumShape): Record<string, unknown> {
  return { type: "string", description, enum: values };
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
      pluginTypeToken(name),
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
    [...FUNCTIONS, ...recordFunctions()].map((entry) => [
      functionToken(entry.module, entry.name),
      functionSpec(entry),
    ]),
  );
  const objects = { ...settingsTypes(), ...FUNCTION_TYPES, ...recordTypes() };
  const types = Object.fromEntries(
    [
      ...Object.entries(objects).map(([token, type]) => [token, objectTypeSpec(type)] as const),
      ...Object.entries(optionTypes()).map(([token, type]) => [token, enumTypeSpec(type)] as const),
    ]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([token, spec]) => [`${PLUGIN_PACKAGE}:${token}`, spec]),
  );
  return {
    name: PLUGIN_PACKAGE,
    ...(version ? { version } : {}),
    description:
      "Business records, environment operations, data-share synchronization look-ups and language detection.",
    license: "Apache-2.0",
    ...LISTING,
    meta: { moduleFormat: "(.*)" },
    config: { variables: config },
    provider: {
      description: "The bizops provider: where each service is and how to authenticate to it.",
      inputProperties: config,
    },
    resources,
    functions,
    types,
    language: LANGUAGE,
  };
}
