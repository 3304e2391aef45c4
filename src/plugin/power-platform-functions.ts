/**
 * The Power Platform read functions of the `lifecycle` module for the package schema, in the words
 * of the TSDoc of their TypeScript arguments and results (generated/tsdoc.ts); function-table.ts
 * lists them with the others.
 */
import { documented } from "./generated/tsdoc";
import {
  describedBy,
  element,
  flag,
  listOf,
  shape,
  text,
  typed,
  whole,
  type ObjectShape,
  type PropertySpec,
} from "./schema-shapes";
import type { FunctionEntry } from "./function-table";

const listArgs = documented("ListFinOpsEnvironmentsArgs");
const candidatesArgs = documented("GetCandidatesArgs");
const readArgs = documented("EnvironmentReadArgs");
const environment = documented("FinOpsEnvironment");
const candidate = documented("CandidateEnvironment");
const backup = documented("EnvironmentBackupInfo");
const operation = documented("PowerPlatformOperation");

const settings = typed("lifecycle:PowerPlatformSettings", listArgs.of("settings"));

/** A result that is one list of the type `token`. */
function listOfType(field: string, token: string, description: string): ObjectShape {
  return shape("", { [field]: listOf(element(typed(token, "")), description) }, [field]);
}

const candidatesInputs = shape(
  "",
  { sourceEnvironmentId: text(candidatesArgs.of("sourceEnvironmentId")), settings },
  ["sourceEnvironmentId"],
);
const environmentInputs = (withLimit: boolean): ObjectShape => {
  const own: Record<string, PropertySpec> = { environmentId: text(readArgs.of("environmentId")) };
  if (withLimit) own.limit = whole(readArgs.of("limit"));
  return shape("", { ...own, settings }, ["environmentId"]);
};

/** The object types of the results, by token without the package. */
export const POWER_PLATFORM_FUNCTION_TYPES: Record<string, ObjectShape> = {
  "lifecycle:FinOpsEnvironment": shape(
    environment.doc,
    describedBy(environment, {
      environmentId: text,
      displayName: text,
      type: text,
      state: text,
      url: text,
      geo: text,
      finOpsEnvironmentId: text,
      finOpsType: text,
      finOpsUrl: text,
      deploymentType: text,
    }),
    ["environmentId"],
  ),
  "lifecycle:CandidateEnvironment": shape(
    candidate.doc,
    describedBy(candidate, { environmentId: text, displayName: text, dataverseOrganizationUrl: text }),
    ["environmentId"],
  ),
  "lifecycle:EnvironmentBackupInfo": shape(
    backup.doc,
    describedBy(backup, {
      id: text,
      label: text,
      backupPointDateTime: text,
      backupExpiryDateTime: text,
      createdBy: text,
    }),
    ["id"],
  ),
  "lifecycle:PowerPlatformOperation": shape(
    operation.doc,
    describedBy(operation, {
      operationId: text,
      name: text,
      status: text,
      startTime: text,
      endTime: text,
      requestedBy: text,
      error: text,
    }),
    ["operationId", "status"],
  ),
};

/** The functions. */
export const POWER_PLATFORM_FUNCTIONS: readonly FunctionEntry[] = [
  {
    module: "lifecycle",
    name: "listFinOpsEnvironments",
    description:
      "The Power Platform environments with Finance and Operations the identity may see, with each one's deployment type.",
    inputs: shape("", { withDeploymentType: flag(listArgs.of("withDeploymentType")), settings }),
    outputs: listOfType(
      "environments",
      "lifecycle:FinOpsEnvironment",
      documented("ListFinOpsEnvironmentsResult").of("environments"),
    ),
  },
  {
    module: "lifecycle",
    name: "getCopyCandidates",
    description: "The environments a copy from the source may overwrite, as the service says.",
    inputs: candidatesInputs,
    outputs: listOfType(
      "candidates",
      "lifecycle:CandidateEnvironment",
      documented("GetCandidatesResult").of("candidates"),
    ),
  },
  {
    module: "lifecycle",
    name: "getRestoreCandidates",
    description: "The environments a restore of the source's backups may overwrite, as the service says.",
    inputs: candidatesInputs,
    outputs: listOfType(
      "candidates",
      "lifecycle:CandidateEnvironment",
      documented("GetCandidatesResult").of("candidates"),
    ),
  },
  {
    module: "lifecycle",
    name: "listEnvironmentBackups",
    description: "The backups of a Power Platform environment.",
    inputs: environmentInputs(false),
    outputs: listOfType(
      "backups",
      "lifecycle:EnvironmentBackupInfo",
      documented("ListEnvironmentBackupsResult").of("backups"),
    ),
  },
  {
    module: "lifecycle",
    name: "listEnvironmentOperations",
    description: "The operations of a Power Platform environment, newest first.",
    inputs: environmentInputs(true),
    outputs: listOfType(
      "operations",
      "lifecycle:PowerPlatformOperation",
      documented("ListEnvironmentOperationsResult").of("operations"),
    ),
  },
];
