/**
 * Every resource kind of the package, written once (the record kinds come from their definitions,
 * through the generated table). The provider text each resource stores (its module, through
 * kindModule and core/resources/provider-shim.ts), the runtime's loaders (runtime.ts), the provider modules
 * (providers/*.ts) and the provider plugin (plugin/) read it. `npm run generate -- --check` holds the
 * record kinds' table to the definitions, and test/unit/resource-kinds.test.ts holds
 * package.json's `./providers/*` export and the files under src/providers to this table.
 *
 * Each part of an entry is in stacks' state: the name in the type token, the module in every
 * `__provider` (required by path), and the key `<service>:<Name>` in the shims of the first
 * release, which captured it. So an entry, once shipped, stays, and none of its parts changes.
 */
import type { ResourceProviderImpl } from "./core/provider/resource-provider";
import { RECORD_KINDS } from "./records/generated/kinds";

/** One resource kind, under its name in {@link RESOURCE_KINDS}. */
export interface ResourceKind {
  /**
   * The module of the package it belongs to, the first half of its key and the middle of its
   * plugin token: the folder its class lives in, but for the Power Platform kinds (lifecycle's).
   */
  readonly service: "records" | "lifecycle";
  /** The file under `pulumi-bizops/providers/` whose exports are its provider object. */
  readonly module: string;
  /** Its implementation, loaded in the provider process when first used. */
  readonly load: () => ResourceProviderImpl;
}

// Each kind loads at its first use: a stack of records never loads the lifecycle client and its
// schemas, and the provider process starts sooner on every `pulumi` command.
let genericRecords: ResourceProviderImpl | undefined;

/* eslint-disable @typescript-eslint/no-require-imports */
/** The resource kinds, by name (`pulumi-nodejs:dynamic/bizops:<Name>`). */
export const RESOURCE_KINDS = {
  ...RECORD_KINDS,
  Record: {
    service: "records",
    module: "record",
    // One per process, so that its journal and shared implementations are kept between calls.
    load: () =>
      (genericRecords ??= (
        require("./records/provider/entity-set-record-provider") as typeof import("./records/provider/entity-set-record-provider")
      ).genericRecordProvider()),
  },
  DatabaseRefresh: {
    service: "lifecycle",
    module: "database-refresh",
    load: () =>
      (
        require("./lifecycle/resources/database-operation-provider") as typeof import("./lifecycle/resources/database-operation-provider")
      ).databaseOperationProvider("refresh"),
  },
  DatabaseExport: {
    service: "lifecycle",
    module: "database-export",
    load: () =>
      (
        require("./lifecycle/resources/database-operation-provider") as typeof import("./lifecycle/resources/database-operation-provider")
      ).databaseOperationProvider("export"),
  },
  // The Power Platform kinds live in src/powerplatform and are the lifecycle module's to users
  // (`bizops:lifecycle:EnvironmentCopy`), beside DatabaseRefresh, whose work they take over.
  EnvironmentCopy: {
    service: "lifecycle",
    module: "environment-copy",
    load: () =>
      (
        require("./powerplatform/resources/environment-copy-provider") as typeof import("./powerplatform/resources/environment-copy-provider")
      ).environmentCopyProvider,
  },
  EnvironmentRestore: {
    service: "lifecycle",
    module: "environment-restore",
    load: () =>
      (
        require("./powerplatform/resources/environment-restore-provider") as typeof import("./powerplatform/resources/environment-restore-provider")
      ).environmentRestoreProvider,
  },
  EnvironmentBackup: {
    service: "lifecycle",
    module: "environment-backup",
    load: () =>
      (
        require("./powerplatform/resources/environment-backup-provider") as typeof import("./powerplatform/resources/environment-backup-provider")
      ).environmentBackupProvider,
  },
  MaintenanceSettings: {
    service: "lifecycle",
    module: "maintenance-settings",
    load: () =>
      (
        require("./powerplatform/resources/maintenance-settings-provider") as typeof import("./powerplatform/resources/maintenance-settings-provider")
      ).maintenanceSettingsProvider,
  },
} as const satisfies Record<string, ResourceKind>;
/* eslint-enable */

/** The name of a resource kind, as its type token ends. */
export type ResourceKindName = keyof typeof RESOURCE_KINDS;

/** The provider plugin's package name: the first part of each of its tokens. */
export const PLUGIN_PACKAGE = "bizops";

/**
 * A kind's type token in the provider plugin's programs (YAML, Go, Python), `bizops:<service>:<Name>`,
 * such as `bizops:records:PaymentTerm`. A TypeScript program's resource is the dynamic provider's,
 * `pulumi-nodejs:dynamic/bizops:<Name>`.
 */
export function pluginTypeToken(name: ResourceKindName): string {
  return `${PLUGIN_PACKAGE}:${RESOURCE_KINDS[name].service}:${name}`;
}

/** The module under `pulumi-bizops/providers/` whose exports are a kind's provider object. */
export function kindModule(name: ResourceKindName): string {
  return RESOURCE_KINDS[name].module;
}

/** The key the runtime and the stored provider text know a kind by: `<service>:<Name>`. */
export function kindKey(name: ResourceKindName): string {
  return `${RESOURCE_KINDS[name].service}:${name}`;
}

// A map, not the object: a key such as "toString" that state might carry finds nothing.
const BY_KEY: ReadonlyMap<string, ResourceKind> = new Map(
  (Object.keys(RESOURCE_KINDS) as ResourceKindName[]).map((name) => [kindKey(name), RESOURCE_KINDS[name]]),
);

/** The kind that `key` names, or undefined when this version has none by that key. */
export function kindOfKey(key: string): ResourceKind | undefined {
  return BY_KEY.get(key);
}
