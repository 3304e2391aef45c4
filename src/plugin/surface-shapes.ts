/**
 * The services' hand-written functions in the package schema, from their surfaces (src/surfaces.ts,
 * the declarations `npm run generate` writes their TypeScript from): each function's arguments and
 * result, and the object types they hold, each field in the words of the sentence renderer
 * (surfaceFieldWords), as its TSDoc says it.
 */
import {
  argsFields,
  sharedArgsFields,
  resultFields,
  surfaceFieldWords,
  typeFields,
  type ObjectDescription,
  type ServiceSurface,
  type SurfaceField,
} from "../core/describe/surface";
import { kindInputs, kindOutputs } from "../core/describe/kinds";
import { SURFACES } from "../surfaces";
import {
  anything,
  element,
  listOf,
  openObject,
  shape,
  typed,
  type ObjectShape,
  type PropertySpec,
} from "./schema-shapes";

/** What the plugin's table knows of a function beyond its surface: how its result is reshaped. */
export interface SurfaceFunction {
  module: ServiceSurface["module"];
  name: string;
  description: string;
  inputs: ObjectShape;
  outputs: ObjectShape;
  secretResult?: boolean;
}

/** One value of a field as a schema property. */
function valueProperty(surface: ServiceSurface, field: SurfaceField, description: string): PropertySpec {
  const type = field.type;
  if (typeof type === "object" && surface.types[type.object]?.schemaOpen) return openObject(description);
  if (typeof type === "object") return typed(`${surface.module}:${type.object}`, description);
  if (type === "settings") return typed(surface.settings.token, description);
  if (type === "any") return anything(description);
  if (field.schemaType) return { type: field.schemaType, description };
  if (type === "number" || type === "integer" || type === "boolean") return { type, description };
  return { type: "string", description };
}

/** A field as a schema property, described by the sentence renderer. */
function property(surface: ServiceSurface, field: SurfaceField): PropertySpec {
  const description = surfaceFieldWords(field);
  const spec = field.map
    ? openObject(description)
    : field.list
      ? listOf(element(valueProperty(surface, field, "")), description)
      : valueProperty(surface, field, description);
  return field.secret ? { ...spec, secret: true } : spec;
}

function objectShape(
  surface: ServiceSurface,
  object: Pick<ObjectDescription, "fields">,
  doc = "",
  required?: readonly string[],
): ObjectShape {
  const entries = Object.entries(object.fields);
  return shape(
    doc,
    Object.fromEntries(entries.map(([name, field]) => [name, property(surface, field)])),
    required ?? entries.filter(([, field]) => field.required).map(([name]) => name),
  );
}

/** An object type with the fields of the type it extends first. */
function typeShape(surface: ServiceSurface, name: string, type: ObjectDescription): ObjectShape {
  return objectShape(surface, { fields: typeFields(surface, name) }, type.doc);
}

/**
 * The object types a surface's fields name, and those they name in turn. A type a function returns
 * whole (`result.type`) is the function's outputs, and a type of its own only where a field names it.
 */
function namedTypes(surface: ServiceSurface): string[] {
  const out = new Set<string>();
  const visit = (fields: Readonly<Record<string, SurfaceField>>) => {
    for (const field of Object.values(fields)) {
      if (typeof field.type !== "object" || out.has(field.type.object)) continue;
      if (surface.types[field.type.object]?.schemaOpen) continue;
      out.add(field.type.object);
      visit(typeFields(surface, field.type.object));
    }
  };
  for (const name of Object.keys(surface.functions)) {
    visit(argsFields(surface, name));
    visit(resultFields(surface, name));
  }
  for (const name of Object.keys(surface.kinds ?? {})) visit(kindOutputs(surface, name).fields);
  return Object.keys(surface.types).filter((name) => out.has(name));
}

/** The object types of every surface, by token without the package. */
export function surfaceTypes(): Record<string, ObjectShape> {
  return Object.fromEntries(
    SURFACES.flatMap((surface) =>
      namedTypes(surface).map((name) => [
        `${surface.module}:${name}`,
        typeShape(surface, name, surface.types[name]!),
      ]),
    ),
  );
}

/** The properties of arguments no one function owns (`ListRecords`), for the functions that take them. */
export function sharedArgsProperties(surface: ServiceSurface, base: string): Record<string, PropertySpec> {
  return objectShape(surface, { fields: sharedArgsFields(surface, base) }).properties;
}

/** The functions of every surface. */
export function surfaceFunctions(): SurfaceFunction[] {
  return SURFACES.flatMap((surface) =>
    Object.entries(surface.functions).map(([name, fn]) => ({
      module: surface.module,
      name,
      description: fn.doc,
      inputs: objectShape(surface, { fields: argsFields(surface, name) }),
      outputs: objectShape(surface, { fields: resultFields(surface, name) }),
      ...(fn.secretResult ? { secretResult: true } : {}),
    })),
  );
}

/** A resource kind a surface declares: its inputs and outputs (its description is its class's). */
export interface KindShape {
  inputs: ObjectShape;
  outputs: ObjectShape;
}

/** The resource kinds of every surface, by kind name. */
export function surfaceKinds(): Record<string, KindShape> {
  return Object.fromEntries(
    SURFACES.flatMap((surface) =>
      Object.keys(surface.kinds ?? {}).map((name) => {
        const inputs = kindInputs(surface, name);
        const outputs = kindOutputs(surface, name);
        return [
          name,
          {
            inputs: objectShape(surface, inputs, "", inputs.required),
            outputs: objectShape(surface, outputs, "", outputs.required),
          },
        ];
      }),
    ),
  );
}
