/**
 * The type tokens the policies look at, taken from the one place the package builds them, so a
 * policy never drifts from the resources it judges.
 */
import { dynamicType } from "../core/resources/registration";
import type { ResourceKindName } from "../resource-kinds";

/** What every bizops resource's type token starts with: `pulumi-nodejs:dynamic/bizops:`. */
export const BIZOPS_TYPE_PREFIX = dynamicType("");

/** The type token of a resource kind of this package. */
export function bizopsType(name: ResourceKindName): string {
  return dynamicType(name);
}
