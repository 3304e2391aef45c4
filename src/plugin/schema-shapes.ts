/**
 * The few shapes of the Pulumi package schema (pulumi.com/docs/iac/extending-pulumi/schema) that
 * the plugin's tables are written in, with one-line builders, so that a table row reads as the
 * property it describes.
 */
import { PLUGIN_PACKAGE } from "../resource-kinds";

/** A property or an element type of the schema. */
export interface PropertySpec {
  type?: "string" | "number" | "integer" | "boolean" | "array" | "object";
  $ref?: string;
  items?: PropertySpec;
  additionalProperties?: PropertySpec;
  description?: string;
  secret?: boolean;
  replaceOnChanges?: boolean;
}

/** An object type of the schema: a resource's inputs or outputs, a function's, or a named type. */
export interface ObjectShape {
  description: string;
  properties: Record<string, PropertySpec>;
  required: string[];
}

/** A text type that takes only some values (an enum type of the schema), each with its description. */
export interface EnumShape {
  description: string;
  /** Each value; `name` where the value is no identifier an SDK can name it by. */
  values: { value: string; name?: string; description: string }[];
}

/** A text property. */
export const text = (description: string): PropertySpec => ({ type: "string", description });
/** A whole-number property. */
export const whole = (description: string): PropertySpec => ({ type: "integer", description });
/** A true-or-false property. */
export const flag = (description: string): PropertySpec => ({ type: "boolean", description });
/** A list of `items`. */
export const listOf = (items: PropertySpec, description: string): PropertySpec => ({
  type: "array",
  items,
  description,
});
/** A property of the named type `module:Name` of this package (an object or an enum). */
export const typed = (token: string, description: string): PropertySpec => ({
  $ref: `#/types/${PLUGIN_PACKAGE}:${token}`,
  description,
});
/** Any value. */
export const anything = (description: string): PropertySpec => ({
  $ref: "pulumi.json#/Any",
  description,
});
/** An object with any keys, each holding any value. */
export const openObject = (description: string): PropertySpec => ({
  type: "object",
  additionalProperties: { $ref: "pulumi.json#/Any" },
  description,
});

/** An object shape whose properties are required when `required` names them. */
export function shape(
  description: string,
  properties: Record<string, PropertySpec>,
  required: readonly string[] = [],
): ObjectShape {
  return { description, properties, required: [...required] };
}

/**
 * A list's element type without a description of its own: the list's description says what its
 * elements are, and an empty one is no description (`pulumi package get-schema` drops it).
 */
export const element = ({ description: _description, ...type }: PropertySpec): PropertySpec => type;
