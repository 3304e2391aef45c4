/**
 * Which bizops resource kind a type token names, for the policies. A TypeScript program's
 * resources are the dynamic provider's (`pulumi-nodejs:dynamic/bizops:<Name>`), a YAML, Go or
 * Python program's the provider plugin's (`bizops:<module>:<Name>`); both are taken from where the
 * package builds them, so a policy never drifts from the resources it judges, on either path.
 */
import { dynamicType } from "../core/resources/registration";
import { pluginTypeToken, RESOURCE_KINDS, type ResourceKindName } from "../resource-kinds";

// Any kind of the dynamic provider, this version's or not: the name is the token's end.
const DYNAMIC_PREFIX = dynamicType("");

// A map, so that a token such as `bizops:records:toString` finds nothing.
const KINDS_BY_PLUGIN_TOKEN: ReadonlyMap<string, ResourceKindName> = new Map(
  (Object.keys(RESOURCE_KINDS) as ResourceKindName[]).map((name) => [pluginTypeToken(name), name]),
);

/**
 * The kind a resource of type `type` is, such as `DisputeStatus`, whether the dynamic provider or
 * the provider plugin serves it; undefined for a resource of any other package.
 */
export function bizopsKind(type: string): string | undefined {
  if (type.startsWith(DYNAMIC_PREFIX)) return type.slice(DYNAMIC_PREFIX.length);
  return KINDS_BY_PLUGIN_TOKEN.get(type);
}
