import type { JsonObject } from "../http-helpers";
import { FieldErrors } from "./errors";
import { checkTarget, resolveSource, unsupportedPair } from "./guards";
import { KIND_NAMES } from "./kinds";
import { checkBoolean, readOverrides } from "./options-body";
import type { PowerPlatformEnvironment, PowerPlatformStore, TargetOverrides } from "./store";

/** A copy request once read: its problems, and what it asks when it has none. */
export interface CopyRequest {
  readonly errors: FieldErrors;
  readonly source?: PowerPlatformEnvironment;
  readonly overrides: TargetOverrides;
}

// The names the older BAP API takes for the same copy types (Copy-PowerAppEnvironment's `FullCopy`
// and `MinimalCopy`): a caller mixing the two APIs is told the name this one takes.
const SUGGESTED_COPY_TYPES: Readonly<Record<string, string>> = { fullcopy: "Full", minimalcopy: "Minimal" };

/**
 * Reads a copy body (Learn, environment-copy/copy-environment: `sourceEnvironmentId` and `copyType`
 * required, `copyType` one of `Minimal` and `Full`, optional `copyOptions`), and checks the rules of
 * guards.ts. Every problem is gathered, so that one answer names them all.
 */
export function readCopyRequest(
  store: PowerPlatformStore,
  target: PowerPlatformEnvironment,
  body: JsonObject,
): CopyRequest {
  const errors = new FieldErrors();
  const source = resolveSource(errors, store, body.sourceEnvironmentId, target, "copy");
  const { copyType } = body;
  if (copyType !== "Minimal" && copyType !== "Full") {
    const suggested =
      typeof copyType === "string" ? (SUGGESTED_COPY_TYPES[copyType.toLowerCase()] ?? "Full") : "Full";
    errors.add("copyType", "The copy type must be Minimal or Full.", suggested);
  }
  const { overrides, options } = readOverrides(errors, body, "copyOptions");
  // With Minimal, the transaction-less option is ignored (tutorial-perform-transactionless-copy.md).
  checkBoolean(errors, options, "copyOptions", "executeAdvancedCopyForFinanceAndOperations");
  checkTarget(errors, target, "copy");
  if (source !== undefined) checkSource(errors, source, target);
  return { errors, overrides, ...(source === undefined ? {} : { source }) };
}

/**
 * Refuses a default or trial source (copy-environment.md: "You can't copy from or to a default or
 * trial environment") and the pairs the copy tutorial marks unsupported (guards.ts).
 */
function checkSource(
  errors: FieldErrors,
  source: PowerPlatformEnvironment,
  target: PowerPlatformEnvironment,
): void {
  if (source.kind === "Default" || source.kind === "Trial") {
    errors.add("sourceEnvironmentId", `A ${KIND_NAMES[source.kind]} cannot be the source of a copy.`);
    return;
  }
  if (unsupportedPair(source.kind, target.kind)) {
    errors.add(
      "sourceEnvironmentId",
      `A copy from a ${KIND_NAMES[source.kind]} to a ${KIND_NAMES[target.kind]} is not supported.`,
    );
  }
}
