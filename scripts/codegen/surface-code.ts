/**
 * The pieces of TypeScript and zod a surface's generated files are made of (render-surface.ts,
 * render-kinds.ts): a field's TSDoc, its type (plain, an Input or an Output) and its zod schema.
 */
import type { FieldKind } from "../../src/core/describe/field-facts";
import {
  lowerFirst,
  surfaceFieldWords,
  type ObjectDescription,
  type ServiceSurface,
  type SurfaceField,
} from "../../src/core/describe/surface";

/** A TSDoc comment, one line when it fits. */
export const doc = (text: string, indent = "  ") => `${indent}/** ${text.replace(/\*\//g, "*\\/")} */\n`;

/** A member's name as TypeScript writes it: quoted where it is no identifier (`"@odata.etag"`). */
const memberName = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** How a field's TypeScript type is written: as it is, each part an Input, or as an Output. */
export type Form = "plain" | "input" | "output";

/** The TypeScript type of one value of a field, plain or as an Input. */
function valueType(surface: ServiceSurface, field: SurfaceField, input: boolean): string {
  const type = field.type;
  if (typeof type === "object") return (input && surface.types[type.object]?.inputType) || type.object;
  if (type === "settings") return input ? surface.settings.input : surface.settings.plain;
  if (field.union) return field.union;
  if (type === "any") return "unknown";
  if (field.values) return field.values.map((value) => JSON.stringify(value)).join(" | ");
  const kinds: Partial<Record<FieldKind, string>> = {
    number: "number",
    integer: "number",
    boolean: "boolean",
  };
  return kinds[type] ?? "string";
}

/**
 * A field's TypeScript type: plain; each part an Input (a list of any values is an Input as a
 * whole); or an Output of the plain type, `undefined` where a value may be left out.
 */
function fieldType(surface: ServiceSurface, field: SurfaceField, form: Form): string {
  const value = valueType(surface, field, form === "input");
  if (field.map) return mapType(value, field, form);
  if (form === "output") {
    const plain = field.list ? `${value}[]` : value;
    return `pulumi.Output<${field.required ? plain : `${plain} | undefined`}>`;
  }
  if (form === "plain") return field.list ? `${value}[]` : value;
  if (field.list && field.type === "any") return `pulumi.Input<${value}[]>`;
  return field.list ? `pulumi.Input<pulumi.Input<${value}>[]>` : `pulumi.Input<${value}>`;
}

/** A map's TypeScript type: each value an Input in the input form. */
function mapType(value: string, field: SurfaceField, form: Form): string {
  if (form === "input") return `pulumi.Input<{ [field: string]: pulumi.Input<${value}> }>`;
  const plain = `{ [field: string]: ${value} }`;
  if (form === "plain") return plain;
  return `pulumi.Output<${field.required ? plain : `${plain} | undefined`}>`;
}

/** The members of an interface: each field with its words, and any other member (`rest`). */
export function members(
  surface: ServiceSurface,
  object: Pick<ObjectDescription, "fields" | "rest">,
  form: Form,
): string {
  const fields = Object.entries(object.fields).map(([name, field]) => {
    const member =
      form === "output" ? `readonly ${memberName(name)}` : `${memberName(name)}${field.required ? "" : "?"}`;
    return `${doc(surfaceFieldWords(field))}  ${member}: ${fieldType(surface, field, form)};\n`;
  });
  const rest = object.rest ? `${doc(object.rest.doc)}  [${object.rest.name}: string]: unknown;\n` : "";
  return fields.join("") + rest;
}

/** The zod schema of one value of a field; `checks` collects the checks it names. */
function valueSchema(field: SurfaceField, checks: Set<string>): string {
  const type = field.type;
  if (field.check) return (checks.add(field.check), field.check);
  if (typeof type === "object") return lowerFirst(type.object);
  if (type === "settings") return (checks.add("settings"), "settings");
  if (type === "any") return "z.unknown()";
  if (type === "boolean") return "z.boolean()";
  if (field.values) return `z.enum(${JSON.stringify(field.values)})`;
  if (type === "number" || type === "integer") return numberSchema(field);
  let rule = "z.string()";
  if (field.nonEmpty) rule += `.min(1, { message: "must not be empty" })`;
  if (field.maxLength !== undefined) {
    rule += `.max(${field.maxLength}, { message: "must be at most ${field.maxLength} characters" })`;
  }
  if (field.pattern) {
    rule += `.regex(${field.pattern.test.toString()}, { message: ${JSON.stringify(field.pattern.rule)} })`;
  }
  return rule;
}

function numberSchema(field: SurfaceField): string {
  let rule =
    field.type === "integer" ? `z.number().int({ message: "must be a whole number" })` : "z.number()";
  if (field.sign === "positive") rule += `.positive({ message: "must be greater than 0" })`;
  if (field.sign === "nonNegative") rule += `.nonnegative({ message: "must not be negative" })`;
  if (field.min !== undefined) rule += `.min(${field.min}, { message: "must be at least ${field.min}" })`;
  if (field.max !== undefined) rule += `.max(${field.max}, { message: "must be at most ${field.max}" })`;
  return rule;
}

/** The members of an object's zod schema, as an object literal. */
export function objectBody(object: Pick<ObjectDescription, "fields">, checks: Set<string>): string {
  const fields = Object.entries(object.fields).map(([name, field]) => {
    const value = valueSchema(field, checks);
    const list = field.map
      ? `z.record(z.string(), ${value})`
      : field.list && !field.checksList
        ? `z.array(${value})`
        : value;
    return `  ${memberName(name)}: ${list}${field.required ? "" : ".optional()"},\n`;
  });
  return `{\n${fields.join("")}}`;
}
