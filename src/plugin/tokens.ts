/**
 * The plugin's type tokens: a resource kind's (`bizops:<module>:<Name>`, built by the kinds
 * registry's `pluginTypeToken`) and a function's, `bizops:<module>:<function>`.
 */
import { PLUGIN_PACKAGE, pluginTypeToken, RESOURCE_KINDS, type ResourceKindName } from "../resource-kinds";

/** The token of a function, such as `bizops:records:listPaymentTerms`. */
export function functionToken(module: string, name: string): string {
  return `${PLUGIN_PACKAGE}:${module}:${name}`;
}

// A map, so that a token such as `bizops:records:toString` finds nothing.
const KINDS_BY_TOKEN: ReadonlyMap<string, ResourceKindName> = new Map(
  (Object.keys(RESOURCE_KINDS) as ResourceKindName[]).map((name) => [pluginTypeToken(name), name]),
);

/** The kind whose token `token` is, or undefined. */
export function kindOfToken(token: string): ResourceKindName | undefined {
  return KINDS_BY_TOKEN.get(token);
}

/**
 * The type token in a URN (`urn:pulumi:<stack>::<project>::<parent types$>type::<name>`): the
 * resource's own type, after its parents' types.
 */
export function typeOfUrn(urn: string): string {
  const qualified = urn.split("::")[2] ?? "";
  return qualified.split("$").pop() ?? "";
}
