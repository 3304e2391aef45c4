/** The EnvironmentRestore implementation the runtime loads: the shared operation create/read/update/delete, starting restores. */
import type * as z from "zod";
import { environmentRestoreInputs } from "../generated/powerplatform-schemas";
import { powerPlatformOperationProvider, type OperationSpec } from "../operations/operation-resource";
import { options } from "./request-options";

type EnvironmentRestoreInputs = z.infer<typeof environmentRestoreInputs>;

/** What a restore is, for the shared create/read/update/delete. */
export const ENVIRONMENT_RESTORE: OperationSpec<EnvironmentRestoreInputs> = {
  resource: "bizops:EnvironmentRestore",
  noun: "restore",
  inputs: environmentRestoreInputs,
  operationFields: ["restorePointDateTime"],
  restorePoint: (inputs) => inputs.restorePointDateTime,
  start: (client, inputs, validateOnly) =>
    client.startRestore(
      inputs.targetEnvironmentId,
      {
        sourceEnvironmentId: inputs.sourceEnvironmentId,
        restorePointDateTime: inputs.restorePointDateTime,
        restoreOptions: options({
          environmentNameToOverride: inputs.environmentNameToOverride,
          securityGroupIdToOverride: inputs.securityGroupIdToOverride,
          skipAuditData: inputs.skipAuditData,
        }),
      },
      validateOnly,
    ),
};

export const environmentRestoreProvider = powerPlatformOperationProvider(ENVIRONMENT_RESTORE);
