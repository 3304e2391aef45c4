/**
 * What a preview asks of the service about a copy or restore that `up` would start, when
 * previewChecks is on (src/lifecycle/operations/preview-checks.ts): the guard rails, read from the
 * service, then the service's own validation (`ValidateOnly=true`, copy-environment and
 * restore-environment: "validate, do not execute"). A field the service refuses is reported under
 * the input that sets it.
 */
import { hasCode, isBizopsError, requestFactsOf, type RequestError } from "../../core/errors/errors";
import type { PreviewFailure } from "../../lifecycle/operations/preview-checks";
import type { PowerPlatformClient } from "../client";
import type { StartedOperation } from "../operation-location";
import type { OperationCheck, OperationGuard } from "./operation-guard";

/** The service's field names whose input has another name. */
const INPUT_OF_FIELD: Readonly<Record<string, string>> = {
  executeadvancedcopyforfinanceandoperations: "transactionless",
};

/** The failures a preview reports: the guard's refusals, else the service's validation's. */
export async function previewFailures(
  client: PowerPlatformClient,
  guard: OperationGuard,
  check: OperationCheck,
  validate: () => Promise<StartedOperation>,
): Promise<PreviewFailure[]> {
  try {
    const refusals = await guard.refusals(client, check);
    if (refusals.length > 0) return refusals;
    await validate();
    return [];
  } catch (error) {
    return failuresOf(error);
  }
}

/** A refusal of the validation, by field; any other failure to ask, under `settings`. */
function failuresOf(error: unknown): PreviewFailure[] {
  const { status } = requestFactsOf(error);
  const details = isBizopsError(error) ? ((error as RequestError).serviceDetails ?? []) : [];
  if ((status === 400 || status === 409) && details.length > 0) {
    return details.map((line) => {
      const colon = line.indexOf(": ");
      const field = colon > 0 ? line.slice(0, colon) : "";
      return { property: inputOf(field), reason: colon > 0 ? line.slice(colon + 2) : line };
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  const property = hasCode(error, "Unauthorized", "InvalidSettings") ? "settings" : "targetEnvironmentId";
  return [{ property, reason: `the preview could not ask the service: ${message}` }];
}

/** The input a service field name stands for: `copyOptions.skipAuditData` → `skipAuditData`. */
function inputOf(field: string): string {
  if (field === "") return "targetEnvironmentId";
  const last = field.split(".").pop() ?? field;
  return INPUT_OF_FIELD[last.toLowerCase()] ?? last.charAt(0).toLowerCase() + last.slice(1);
}
