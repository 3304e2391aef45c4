/**
 * Which bizops resource kind a type token names, for the policies. A TypeScript program's
 * resources are the dynamic provider's (`pulumi-nodejs:dynamic/bizops:<Name>`), a YAML, Go or
 * Python program's the provider plugin's (`bizops:<module>:<Name>`). Both are read by their shape,
 * not from a list: the pack and the plugin may be of different versions, and a kind the pack does
 * not know is judged all the same by the policies that key on inputs (a record's `companyId`).
 */
import { dynamicType } from "../core/resources/registration";
import { PLUGIN_PACKAGE } from "../resource-kinds";

const DYNAMIC_PREFIX = dynamicType("");

// A resource's name is capitalised; a function's (`bizops:records:listPaymentTerms`) is not, and
// the provider resource itself is `pulumi:providers:bizops`.
const PLUGIN_RESOURCE = new RegExp(`^${PLUGIN_PACKAGE}:[a-z][A-Za-z0-9]*:([A-Z][A-Za-z0-9]*)$`);

/**
 * The kind a resource of type `type` is, such as `DisputeStatus`, whether the dynamic provider or
 * the provider plugin serves it; undefined for a resource of any other package.
 */
export function bizopsKind(type: string): string | undefined {
  if (type.startsWith(DYNAMIC_PREFIX)) return type.slice(DYNAMIC_PREFIX.length);
  return PLUGIN_RESOURCE.exec(type)?.[1];
}
