/**
 * During a preview the engine passes values that are not yet known (outputs of resources still
 * to be created) as this sentinel string. Check and diff must not judge them.
 */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

/** True when the value is not known yet. */
export function isUnknown(value: unknown): boolean {
  return value === UNKNOWN;
}
