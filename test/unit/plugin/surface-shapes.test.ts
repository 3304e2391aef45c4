/**
 * The services' surfaces, every output from one declaration: each field of a function's arguments
 * and result, and of the object types they hold, has the same words in the TypeScript
 * `npm run generate` writes and in the package schema, and its zod schema takes the same fields.
 */
import { renderSurface } from "../../../scripts/codegen/render-surface";
import {
  argsFields,
  argsTypeNameOf,
  lowerFirst,
  schemasFolderOf,
  surfaceFieldWords,
  typeNameOf,
  type SurfaceField,
} from "../../../src/core/describe/surface";
import { kindInputs, kindOutputs } from "../../../src/core/describe/kinds";
import { readTsdoc } from "../../../scripts/codegen/render-tsdoc";
import { packageSchema } from "../../../src/plugin/package-schema";
import { PLUGIN_PACKAGE } from "../../../src/resource-kinds";
import { SURFACES } from "../../../src/surfaces";

interface Spec {
  description?: string;
  properties?: Record<string, Spec>;
  required?: string[];
  inputs?: Spec;
  outputs?: Spec;
}
const schema = packageSchema() as {
  functions: Record<string, Spec>;
  types: Record<string, Spec>;
  resources: Record<string, Spec & { inputProperties?: Record<string, Spec>; requiredInputs?: string[] }>;
};

/** The doc comment right above `member` in the interface `name`. */
function docAbove(text: string, name: string, member: string): string {
  const from = text.slice(text.indexOf(`export interface ${name} `));
  const written = /^[A-Za-z_$][\w$]*$/.test(member) ? member : JSON.stringify(member);
  const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`/\\*\\* ((?:(?!\\*/).)*) \\*/\\n  ${escaped}\\??:`, "s").exec(from);
  if (!match?.[1]) throw new Error(`no doc for ${name}.${member}`);
  return match[1];
}

/** `EnvironmentBackup` as its file is named: `environment-backup`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c, at: number) => (at ? "-" : "") + c.toLowerCase());

const required = (fields: Readonly<Record<string, SurfaceField>>) =>
  Object.entries(fields)
    .filter(([, field]) => field.required)
    .map(([name]) => name);

describe.each(SURFACES.map((surface) => [surface.service, surface] as const))(
  "the %s surface",
  (_service, surface) => {
    const module = surface.module;
    const types = renderSurface(surface).find((file) => file.path.endsWith("-types.ts"))!.text;
    const functions = Object.entries(surface.functions);

    // A surface of a kind alone (records.Record's) has no functions nor types of its own.
    if (functions.length > 0)
      it.each(functions)("describes %s's fields alike in TypeScript and the schema", (name, fn) => {
        const spec = schema.functions[`${PLUGIN_PACKAGE}:${module}:${name}`]!;
        const type = typeNameOf(name, fn);
        const all = argsFields(surface, name);
        for (const [field, facts] of Object.entries(fn.args.fields)) {
          const words = surfaceFieldWords(facts);
          expect([field, docAbove(types, `${type}Args`, field)]).toEqual([field, words]);
          expect([field, docAbove(types, `${type}OutputArgs`, field)]).toEqual([field, words]);
        }
        for (const [field, facts] of Object.entries(all)) {
          expect([field, spec.inputs!.properties![field]!.description]).toEqual([
            field,
            surfaceFieldWords(facts),
          ]);
        }
        for (const [field, facts] of Object.entries(fn.result.fields)) {
          expect(docAbove(types, `${type}Result`, field)).toBe(surfaceFieldWords(facts));
          expect(spec.outputs!.properties![field]!.description).toBe(surfaceFieldWords(facts));
        }
        expect(Object.keys(spec.inputs!.properties!)).toEqual(Object.keys(all));
        expect(spec.inputs!.required ?? []).toEqual(required(all));
      });

    if (Object.keys(surface.types).length > 0)
      it.each(Object.entries(surface.types))(
        "describes the type %s alike in TypeScript and the schema",
        (name, type) => {
          // A type another surface of the module declares is described there.
          if (type.from) return;
          for (const [field, facts] of Object.entries(type.fields)) {
            expect(docAbove(types, name, field)).toBe(surfaceFieldWords(facts));
          }
          // An open type is an object of any members in the schema; a type a function returns whole
          // is that function's outputs rather than a type of its own.
          if (type.schemaOpen) return;
          const returned = functions.find(([, fn]) => fn.result.type === name)?.[0];
          const spec = returned
            ? schema.functions[`${PLUGIN_PACKAGE}:${module}:${returned}`]!.outputs!
            : schema.types[`${PLUGIN_PACKAGE}:${module}:${name}`]!;
          if (!returned) expect(spec.description).toBe(type.doc);
          for (const [field, facts] of Object.entries(type.fields)) {
            expect(spec.properties![field]!.description).toBe(surfaceFieldWords(facts));
          }
        },
      );

    it("checks each function's arguments with a schema of the declared fields", async () => {
      const schemas = (await import(
        `../../../${schemasFolderOf(surface)}/${surface.service}-schemas`
      )) as Record<string, { shape: Record<string, unknown> }>;
      for (const [name, fn] of functions) {
        const args = schemas[`${lowerFirst(argsTypeNameOf(name, fn))}Args`]!;
        expect([name, Object.keys(args.shape)]).toEqual([name, Object.keys(argsFields(surface, name))]);
      }
    });

    const kinds = Object.entries(surface.kinds ?? {});
    if (kinds.length === 0) return;

    it.each(kinds)("describes the kind %s's inputs alike in TypeScript and the schema", (name, kind) => {
      const spec = schema.resources[`${PLUGIN_PACKAGE}:${module}:${name}`]!;
      const inputs = kindInputs(surface, name);
      for (const [field, facts] of Object.entries(kind.args.fields)) {
        expect([field, docAbove(types, `${name}Args`, field)]).toEqual([field, surfaceFieldWords(facts)]);
      }
      for (const [field, facts] of Object.entries(inputs.fields)) {
        expect([field, spec.inputProperties![field]!.description]).toEqual([field, surfaceFieldWords(facts)]);
      }
      expect(Object.keys(spec.inputProperties!)).toEqual(Object.keys(inputs.fields));
      expect(spec.requiredInputs ?? []).toEqual(inputs.required);
    });

    it.each(kinds)("describes the kind %s's outputs alike in TypeScript and the schema", (name) => {
      const spec = schema.resources[`${PLUGIN_PACKAGE}:${module}:${name}`]!;
      const outputs = kindOutputs(surface, name);
      for (const [field, facts] of Object.entries(outputs.fields)) {
        expect([field, spec.properties![field]!.description]).toEqual([field, surfaceFieldWords(facts)]);
      }
      expect(Object.keys(spec.properties!)).toEqual(Object.keys(outputs.fields));
      expect(spec.required ?? []).toEqual(outputs.required);
    });

    const withOutputs = kinds.filter(([, kind]) => kind.outputs);
    if (withOutputs.length > 0) {
      it.each(withOutputs)(
        "says the kind %s's own outputs in its class as the declaration does",
        (name, kind) => {
          // The class is written by hand; the TSDoc of each output it declares is read from its source.
          const classDocs = readTsdoc([
            kind.classFile ?? `src/${surface.service}/resources/${kebab(name)}.ts`,
          ]);
          for (const [field, facts] of Object.entries(kind.outputs!)) {
            expect([field, classDocs[name]?.props[field]]).toEqual([field, surfaceFieldWords(facts)]);
          }
        },
      );
    }

    if (surface.kindArgs)
      it.each(Object.entries(surface.kindArgs))(
        "describes the shared inputs %sArgs alike in TypeScript and the declaration",
        (name, args) => {
          for (const [field, facts] of Object.entries(args.fields)) {
            expect([field, docAbove(types, `${name}Args`, field)]).toEqual([field, surfaceFieldWords(facts)]);
          }
        },
      );

    it("checks each kind's inputs with a schema of the declared fields", async () => {
      const schemas = (await import(
        `../../../${schemasFolderOf(surface)}/${surface.service}-schemas`
      )) as Record<string, { shape: Record<string, unknown> }>;
      for (const [name] of kinds) {
        const inputs = schemas[`${lowerFirst(name)}Inputs`]!;
        expect([name, Object.keys(inputs.shape).sort()]).toEqual([
          name,
          Object.keys(kindInputs(surface, name).fields).sort(),
        ]);
      }
    });
  },
);
