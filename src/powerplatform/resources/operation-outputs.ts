/**
 * The outputs EnvironmentCopy and EnvironmentRestore share are declared in surface.ts
 * (`EnvironmentOperationOutputs`, generated); this lists them for the registration.
 */
/** Every output {@link EnvironmentOperationOutputs} declares, to start each one's list of outputs. */
export const ENVIRONMENT_OPERATION_OUTPUTS = [
  "sourceEnvironmentId",
  "targetEnvironmentId",
  "environmentNameToOverride",
  "securityGroupIdToOverride",
  "skipAuditData",
  "triggers",
  "waitForCompletion",
  "adoptOperationId",
  "alreadyApplied",
  "settings",
  "operationId",
  "requestedAt",
  "operationStatus",
] as const;
