/** The DatabaseExport implementation the runtime loads: the shared operation create/read/update/delete, starting exports. */
import { operationResourceProvider, type OperationResourceSpec } from "../operations/operation-resource";
import { databaseExportInputs, databaseExportState, type DatabaseExportInputs } from "../schemas";

/** What an export is, for the shared create/read/update/delete. */
export const DATABASE_EXPORT: OperationResourceSpec<DatabaseExportInputs> = {
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
};

export const databaseExportProvider = operationResourceProvider(DATABASE_EXPORT);
