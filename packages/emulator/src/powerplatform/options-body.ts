import { isGuid } from "../formats";
import { isJsonObject, type JsonObject } from "../http-helpers";
import type { FieldErrors } from "./errors";
import type { TargetOverrides } from "./store";

/**
 * Reads the options a copy (`copyOptions`) and a restore (`restoreOptions`) share: the name and
 * security group to set on the target, and `skipAuditData` (Learn, copy-environment and
 * restore-environment, "Definitions"). Returns the overrides and the options object.
 */
export function readOverrides(
  errors: FieldErrors,
  body: JsonObject,
  key: "copyOptions" | "restoreOptions",
): { overrides: TargetOverrides; options: JsonObject } {
  const value = body[key];
  if (value !== undefined && value !== null && !isJsonObject(value)) {
    errors.add(key, `${key} must be an object.`);
    return { overrides: {}, options: {} };
  }
  const options = value ?? {};
  const { environmentNameToOverride: name, securityGroupIdToOverride: group } = options;
  const overrides: { displayName?: string; securityGroupId?: string } = {};
  if (typeof name === "string" && name.trim() !== "") overrides.displayName = name;
  else if (name !== undefined && name !== null) {
    errors.add(`${key}.environmentNameToOverride`, "The name to set must be a non-empty string.");
  }
  if (typeof group === "string" && isGuid(group)) overrides.securityGroupId = group.toLowerCase();
  else if (group !== undefined && group !== null) {
    errors.add(
      `${key}.securityGroupIdToOverride`,
      `${JSON.stringify(group)} is not a security group id (a GUID).`,
    );
  }
  checkBoolean(errors, options, key, "skipAuditData");
  return { overrides, options };
}

/** Adds a problem when `options[name]` is given and is not a boolean; `key` names the object, "" the body. */
export function checkBoolean(errors: FieldErrors, options: JsonObject, key: string, name: string): void {
  const value = options[name];
  if (value !== undefined && value !== null && typeof value !== "boolean") {
    errors.add(key === "" ? name : `${key}.${name}`, `${name} must be true or false.`);
  }
}
