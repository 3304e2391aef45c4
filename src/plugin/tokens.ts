/**
 * The plugin's type tokens: `bizops:<module>:<Name>` for a resource (the module is the kind's
 * service, as in `records.PaymentTerm`) and `bizops:<module>:<function>` for a function.
 */
import { RESOURCE_KINDS, type ResourceKindName } from "../resource-kinds";
import { PACKAGE } from "./schema-shapes";

/** The token of a resource kind, such as `bizops:records:PaymentTerm`. */
export function resourceToken(name: ResourceKindName): string {
  return `${PACKAGE}:${RESOURCE_KINDS[name].service}:${name}`;
}

/** The token of a function, such as `bizops:records:listPaymentTerms`. */
export function functionToken(module: string, name: string): string {
  return `${PACKAGE}:${module}:${name}`;
}

// A map, so that a token such as `bizops:records:toString` finds nothing.
const KINDS_BY_TOKEN: ReadonlyMap<string, ResourceKindName> = new Map(
  (Object.keys(RESOURCE_KINDS) as ResourceKindName[]).map((name) => [resourceToken(name), name]),
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
