/** The DatabaseRefresh implementation the runtime loads: the shared operation create/read/update/delete, starting refreshes. */
import { operationResourceProvider, type OperationResourceSpec } from "../operations/operation-resource";
import { databaseRefreshInputs, databaseRefreshState, type DatabaseRefreshInputs } from "../schemas";

/** What a refresh is, for the shared create/read/update/delete. */
export const DATABASE_REFRESH: OperationResourceSpec<DatabaseRefreshInputs> = {
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
};

export const databaseRefreshProvider = operationResourceProvider(DATABASE_REFRESH);
