/**
 * The implementation of the two database operation resources, DatabaseRefresh and DatabaseExport,
 * which the runtime loads: the shared operation create/read/update/delete
 * (operations/operation-resource.ts), parameterised by what each operation starts, where its status
 * is kept and which environments it names.
 */
import type { ResourceProviderImpl } from "../../core/provider/resource-provider";
import { operationResourceProvider, type OperationResourceSpec } from "../operations/operation-resource";
import type * as z from "zod";
import { databaseExportInputs, databaseRefreshInputs } from "../generated/lifecycle-schemas";
import { databaseExportState, databaseRefreshState } from "../schemas";

type DatabaseRefreshInputs = z.infer<typeof databaseRefreshInputs>;
type DatabaseExportInputs = z.infer<typeof databaseExportInputs>;

/** What each database operation is, for the shared create/read/update/delete. */
export const DATABASE_OPERATIONS: {
  readonly refresh: OperationResourceSpec<DatabaseRefreshInputs>;
  readonly export: OperationResourceSpec<DatabaseExportInputs>;
} = {
  refresh: {
    resource: "bizops:DatabaseRefresh",
    noun: "refresh",
    inputs: databaseRefreshInputs,
    state: databaseRefreshState,
    operationFields: ["sourceEnvironmentId", "targetEnvironmentId"],
    start: (client, inputs, context) => client.startRefresh(inputs, context),
    // A refresh acts on its target: that is where its status is kept.
    statusRef: (props) => ({
      projectId: props.projectId as number,
      environmentId: props.targetEnvironmentId as string,
    }),
    environmentFields: ["sourceEnvironmentId", "targetEnvironmentId"],
    // database/database-refresh.md: only between the same application release (application-release.ts).
    sameApplicationRelease: true,
    environments: (inputs) => [
      { input: "sourceEnvironmentId", environmentId: inputs.sourceEnvironmentId, mustBeSandbox: false },
      { input: "targetEnvironmentId", environmentId: inputs.targetEnvironmentId, mustBeSandbox: true },
    ],
  },
  export: {
    resource: "bizops:DatabaseExport",
    noun: "export",
    inputs: databaseExportInputs,
    state: databaseExportState,
    operationFields: ["environmentId", "backupName"],
    start: (client, inputs, context) => client.startExport(inputs, context),
    statusRef: (props) => ({
      projectId: props.projectId as number,
      environmentId: props.environmentId as string,
    }),
    environmentFields: ["environmentId"],
    environments: (inputs) => [
      { input: "environmentId", environmentId: inputs.environmentId, mustBeSandbox: true },
    ],
  },
};

/** A database operation: `refresh` (DatabaseRefresh) or `export` (DatabaseExport). */
export type DatabaseOperation = keyof typeof DATABASE_OPERATIONS;

const providers = new Map<DatabaseOperation, ResourceProviderImpl>();

/** The implementation of the resource of `operation`, made once per process. */
export function databaseOperationProvider(operation: DatabaseOperation): ResourceProviderImpl {
  let provider = providers.get(operation);
  if (!provider) {
    // Each spec has its own input type; the map holds them side by side.
    provider =
      operation === "refresh"
        ? operationResourceProvider(DATABASE_OPERATIONS.refresh)
        : operationResourceProvider(DATABASE_OPERATIONS.export);
    providers.set(operation, provider);
  }
  return provider;
}
