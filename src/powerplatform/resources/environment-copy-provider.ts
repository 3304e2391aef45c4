/** The EnvironmentCopy implementation the runtime loads: the shared operation create/read/update/delete, starting copies. */
import type * as z from "zod";
import { environmentCopyInputs } from "../generated/powerplatform-schemas";
import { powerPlatformOperationProvider, type OperationSpec } from "../operations/operation-resource";
import { options } from "./request-options";

type EnvironmentCopyInputs = z.infer<typeof environmentCopyInputs>;

/** What a copy is, for the shared create/read/update/delete. */
export const ENVIRONMENT_COPY: OperationSpec<EnvironmentCopyInputs> = {
  resource: "bizops:EnvironmentCopy",
  noun: "copy",
  inputs: environmentCopyInputs,
  operationFields: ["copyType", "transactionless"],
  start: (client, inputs, validateOnly) =>
    client.startCopy(
      inputs.targetEnvironmentId,
      {
        sourceEnvironmentId: inputs.sourceEnvironmentId,
        copyType: inputs.copyType,
        copyOptions: options({
          environmentNameToOverride: inputs.environmentNameToOverride,
          securityGroupIdToOverride: inputs.securityGroupIdToOverride,
          skipAuditData: inputs.skipAuditData,
          executeAdvancedCopyForFinanceAndOperations: inputs.transactionless,
        }),
      },
      validateOnly,
    ),
};

export const environmentCopyProvider = powerPlatformOperationProvider(ENVIRONMENT_COPY);
