/**
 * How a service declares its hand-written functions the way a record type is declared: one
 * `ServiceSurface` per service (`src/<service>/surface.ts`), each function's arguments and result
 * and the object types they hold, each field written once with its facts (field-facts.ts). From
 * it `npm run generate` writes the service's TypeScript (each function's `...Args`,
 * `...OutputArgs` and `...Result`, and each object type: `src/<service>/generated/<service>-types.ts`)
 * and its zod schemas (`<service>-schemas.ts` there), and the plugin describes the functions in
 * its package schema, each field in the words of the sentence renderer (field-words.ts).
 */
import type { FieldFacts, FieldKind } from "./field-facts";
import { fieldWords, withRules } from "./field-words";

/** The modules of the package: each is a namespace of `pulumi-bizops` and a part of tokens. */
export type SurfaceModule = "records" | "lifecycle" | "datashare" | "language";

/** A field of a function's arguments or result, or of an object type they hold. */
export interface SurfaceField extends Omit<FieldFacts, "type"> {
  /**
   * A value kind, `settings` (the service's settings object), `any` (any value), or
   * `{ object: Name }`, an object type of the same surface's `types`.
   */
  readonly type: FieldKind | "settings" | "any" | { readonly object: string };
  /** A list of values of `type`; the facts hold each element. */
  readonly list?: boolean;
  /**
   * A map of values of `type` by name (`records.Record`'s `fields`): an object of any members in
   * the package schema; the facts and the `check` hold each value.
   */
  readonly map?: boolean;
  /** Every value has it (otherwise it may be left out). */
  readonly required?: boolean;
  /**
   * The schema's type of a whole number the package schema has written as a number since its
   * first release: an SDK's integer type in its place would break programs.
   */
  readonly schemaType?: "number";
  /**
   * A zod schema the service's checks module (`ServiceSurface.checks`) exports by this name,
   * which holds a value to a rule the facts cannot say (a path segment, an OData option). What the
   * rule is, in words, is in `doc`.
   */
  readonly check?: string;
  /** What follows the rules: more about the field, such as a limit of the service's. */
  readonly note?: string;
  /** A resource stores it as a secret (the package schema marks it so). */
  readonly secret?: boolean;
  /**
   * A union of the surface (`ServiceSurface.unions`) its `values` are: its TypeScript type is the
   * union's name (`DayOfWeek`).
   */
  readonly union?: string;
  /** The `check` holds the whole list (its length, its values once each), not each value. */
  readonly checksList?: boolean;
}

/** An object: a function's arguments or result, or an object type of the surface. */
export interface ObjectDescription {
  /** What it is, in a sentence or two. */
  readonly doc: string;
  readonly fields: Readonly<Record<string, SurfaceField>>;
  /** An object type of the surface whose fields it has first (TypeScript `extends`). */
  readonly extends?: string;
  /**
   * The client reads the service's answer by this type's zod schema (the service names its fields
   * as the type does), so one is generated; the types it names get one too.
   */
  readonly read?: boolean;
  /**
   * Any other member the service returns, kept as it came: `[<name>: string]: unknown` in
   * TypeScript, `doc` its TSDoc.
   */
  readonly rest?: { readonly name: string; readonly doc: string };
  /**
   * In the package schema, an object of any members where a field names it, rather than a type of
   * its own (a record of any entity set).
   */
  readonly schemaOpen?: boolean;
  /**
   * The name of its form whose fields may be Inputs (`WaitForCompletionArgs`), generated beside
   * it: what a resource's inputs name where a field is of this type.
   */
  readonly inputType?: string;
  /**
   * Declared by another surface of the same module, whose generated types file this names (from
   * the generated folder): imported, not written again.
   */
  readonly from?: string;
}

/**
 * A function's arguments: `doc` says what they name; the generated `<Name>Args` adds "The
 * arguments of `<name>`." and `<Name>OutputArgs` "... of `<name>Output`: each may be an Output."
 */
interface ArgsDescription {
  readonly doc: string;
  /** Its own fields (none where `sameAs` names the arguments these are). */
  readonly fields: Readonly<Record<string, SurfaceField>>;
  /** Arguments of the surface (by type name without `Args`) that come first: `extends <Other>Args`. */
  readonly extendsArgs?: string;
  /** Arguments of the surface (by type name without `Args`) these are: `<Name>Args` is an alias. */
  readonly sameAs?: string;
  /**
   * Shared arguments of the surface (`ServiceSurface.args`, by type name without `Args`) the
   * function takes under their own name: it has no `<Name>Args` of its own (`getCopyCandidates`
   * and `getRestoreCandidates` both take `GetCandidatesArgs`).
   */
  readonly shared?: string;
}

/** A function's result: `<Name>Result` with `fields`, or (`type`) an object type of the surface. */
interface ResultDescription {
  /** Its doc: "What `<name>` returns." unless this says otherwise. */
  readonly doc?: string;
  readonly fields: Readonly<Record<string, SurfaceField>>;
  /** The object type of the surface the function returns, instead of a `<Name>Result`. */
  readonly type?: string;
}

/**
 * One function: `bizops:<module>:<name>`, and in TypeScript `<name>` and `<name>Output`, whose
 * types are `<Name>Args`, `<Name>OutputArgs` and `<Name>Result`.
 */
export interface FunctionDescription {
  /** `<Name>` of its types, where it is not the function's name with a capital first letter. */
  readonly typeName?: string;
  /**
   * What it does, for the package schema (the TypeScript function's own TSDoc speaks of `opts`
   * and the `...Output` form, which other languages have not).
   */
  readonly doc: string;
  readonly args: ArgsDescription;
  readonly result: ResultDescription;
  /** The whole result is a secret, as the TypeScript `...Output` form makes it. */
  readonly secretResult?: boolean;
}

/** The settings object a service's functions take, as each output names it. */
interface SurfaceSettings {
  /** The plain TypeScript type, and the one whose fields may be Outputs. */
  readonly plain: string;
  readonly input: string;
  /** The module that declares both, from the generated folder (`../datashare-settings`). */
  readonly from: string;
  /** The package schema's type, without the package: `datashare:DataShareSettings`. */
  readonly token: string;
}

/**
 * The inputs of a resource kind: `<Name>Args`, each field an Input. A rule across fields is a
 * refinement of the service's checks module (`refine`) applied to the generated zod schema.
 */
export interface KindArgsDescription {
  readonly doc: string;
  readonly fields: Readonly<Record<string, SurfaceField>>;
  /** Inputs of the surface's `kindArgs` (by name without `Args`) that come first: `extends <Other>Args`. */
  readonly extendsArgs?: string;
  /**
   * A function of the checks module that takes the zod schema of the inputs and returns it with
   * the rules across fields (a target that must differ from its source).
   */
  readonly refine?: string;
}

/**
 * Outputs several kinds share, `<Name>Outputs` (each an Output), which their classes merge in:
 * the fields of the inputs `ofArgs` names, then its own.
 */
interface KindOutputsDescription {
  readonly doc: string;
  /** Inputs of the surface's `kindArgs` (by name without `Args`) that are outputs too, first. */
  readonly ofArgs?: string;
  readonly fields: Readonly<Record<string, SurfaceField>>;
}

/**
 * A resource kind written by hand (its class stays hand-written: Pulumi takes a resource's source
 * position at a fixed depth of its constructor's stack): its inputs, `<Name>Args` with its zod
 * schema `<name>Inputs`, and what it outputs beyond them, for the package schema.
 */
export interface KindDescription {
  readonly args: KindArgsDescription;
  /** Outputs of the surface's `kindOutputs` (by name without `Outputs`) it has. */
  readonly outputsOf?: string;
  /** Its own outputs beyond its inputs (its class declares them). */
  readonly outputs?: Readonly<Record<string, SurfaceField>>;
  /** The file of its class, where it is not `src/<service>/resources/<kind>.ts`. */
  readonly classFile?: string;
}

/** A named union: of values (`"Monday" | ...`) or of value kinds (`string | number | boolean`). */
export interface SurfaceUnion {
  readonly doc: string;
  readonly values?: readonly string[];
  readonly kinds?: readonly ("string" | "number" | "boolean")[];
}

/** A service's hand-written functions and the object types they hold. */
export interface ServiceSurface {
  readonly module: SurfaceModule;
  /** The file name the generated files start with: `<service>-types.ts`, `<service>-schemas.ts`. */
  readonly service: string;
  /**
   * The folder the generated files are written to, where it is not `src/<module>/generated`: the
   * records service's room of functions, which the record types' generated files import.
   */
  readonly folder?: string;
  /**
   * The folder the zod schemas are written to, where it is not `folder`: the records room that
   * checks inputs (`definitions`), which the room of the classes (`resources`) may not import.
   */
  readonly schemasFolder?: string;
  /** The file that declares this surface, for the generated files' header. */
  readonly source: string;
  readonly settings: SurfaceSettings;
  /**
   * The module, from the generated folder, that exports the zod schemas the fields' `check`
   * names, and `settings`, the zod schema of the settings object.
   */
  readonly checks: string;
  /** The object types, by TypeScript name, each after the ones it names. */
  readonly types: Readonly<Record<string, ObjectDescription>>;
  /**
   * Arguments no one function owns, by type name without `Args` (`ListRecords`: `ListRecordsArgs`,
   * `ListRecordsOutputArgs` and the schema `listRecordsArgs`), which functions extend or share.
   */
  readonly args?: Readonly<Record<string, ArgsDescription>>;
  /** The functions, by name. */
  readonly functions: Readonly<Record<string, FunctionDescription>>;
  /** Inputs several resource kinds share, by type name without `Args` (`Operation`: `OperationArgs`). */
  readonly kindArgs?: Readonly<Record<string, KindArgsDescription>>;
  /** Outputs several resource kinds share, by type name without `Outputs`. */
  readonly kindOutputs?: Readonly<Record<string, KindOutputsDescription>>;
  /** The resource kinds written by hand, by kind name. */
  readonly kinds?: Readonly<Record<string, KindDescription>>;
  /**
   * Named unions the fields name (`union`), each `export type <Name> = ...`: of `values`, or of
   * value kinds (`kinds`: `string | number | boolean`).
   */
  readonly unions?: Readonly<Record<string, SurfaceUnion>>;
}

/** `name` with a capital first letter: a function's types are `<Name>Args`, `<Name>Result`. */
export const upperFirst = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
/** `Name` with a small first letter: an object type's zod schema is `<name>`. */
export const lowerFirst = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

/** The name of the union of an option field's values, such as `CustomerBlocked`. */
export const enumName = (owner: { readonly name: string }, field: string): string =>
  `${owner.name}${upperFirst(field)}`;

/** The folder a surface's generated files are written to. */
export const generatedFolder = (surface: ServiceSurface): string =>
  surface.folder ?? `src/${surface.module}/generated`;

/** The folder a surface's zod schemas are written to. */
export const schemasFolderOf = (surface: ServiceSurface): string =>
  surface.schemasFolder ?? generatedFolder(surface);

/** `<Name>` of a function's types. */
export const typeNameOf = (name: string, fn: FunctionDescription): string => fn.typeName ?? upperFirst(name);

/** `<Name>` of the arguments a function takes: its own, or the shared ones it takes as they are. */
export const argsTypeNameOf = (name: string, fn: FunctionDescription): string =>
  fn.args.shared ?? typeNameOf(name, fn);

/** The doc of a function's `<Name>Args`, and of its `<Name>OutputArgs`. */
export function argsDocs(name: string, fn: FunctionDescription): { plain: string; output: string } {
  return {
    plain: `${fn.args.doc} The arguments of \`${name}\`.`,
    output: `${fn.args.doc} The arguments of \`${name}Output\`: each may be an Output.`,
  };
}

/** The doc of a function's `<Name>Result`. */
export const resultDoc = (name: string, fn: FunctionDescription): string =>
  fn.result.doc ?? `What \`${name}\` returns.`;

/** Every arguments of the surface by type name without `Args`: the functions' and the shared ones. */
function argsByName(surface: ServiceSurface): Record<string, ArgsDescription> {
  return {
    ...surface.args,
    ...Object.fromEntries(
      Object.entries(surface.functions).map(([name, fn]) => [typeNameOf(name, fn), fn.args]),
    ),
  };
}

/** Every field of the arguments `base` names: those they extend or are, then their own. */
function fieldsOfArgs(surface: ServiceSurface, base: string): Record<string, SurfaceField> {
  const args = argsByName(surface)[base];
  if (!args) throw new Error(`${surface.module}: no arguments ${base}Args`);
  const first = args.sameAs ?? args.extendsArgs ?? args.shared;
  return { ...(first ? fieldsOfArgs(surface, first) : {}), ...args.fields };
}

/** Every field of a function's arguments: those of the arguments it extends or is, then its own. */
export function argsFields(surface: ServiceSurface, name: string): Record<string, SurfaceField> {
  const fn = surface.functions[name];
  if (!fn) throw new Error(`${surface.module}: no function ${name}`);
  return fieldsOfArgs(surface, typeNameOf(name, fn));
}

/** Every field of shared arguments (`ListRecords`). */
export const sharedArgsFields = fieldsOfArgs;

/** Every field of an object type: those of the type it extends, then its own. */
export function typeFields(surface: ServiceSurface, name: string): Record<string, SurfaceField> {
  const type = surface.types[name];
  if (!type) throw new Error(`${surface.module}: no type ${name}`);
  return { ...(type.extends ? typeFields(surface, type.extends) : {}), ...type.fields };
}

/** Every field of a function's result. */
export function resultFields(surface: ServiceSurface, name: string): Record<string, SurfaceField> {
  const result = surface.functions[name]?.result;
  if (!result) throw new Error(`${surface.module}: no function ${name}`);
  return result.type ? typeFields(surface, result.type) : { ...result.fields };
}

/** A field of a surface in words: what it holds, its rules and what the service rewrites. */
export function surfaceFieldWords(field: SurfaceField): string {
  const type = field.type;
  const words =
    typeof type === "object" || type === "settings" || type === "any"
      ? withRules(field.doc, [])
      : fieldWords({ ...field, type });
  return field.note ? `${words} ${field.note}` : words;
}

/** The object types whose zod schemas are generated: those read, those args name, and what they name. */
export function parsedTypes(surface: ServiceSurface): Set<string> {
  const out = new Set<string>();
  const add = (name: string) => {
    const type = surface.types[name];
    if (!type || out.has(name)) return;
    out.add(name);
    if (type.extends) add(type.extends);
    namedTypes(type.fields).forEach(add);
  };
  Object.entries(surface.types).forEach(([name, type]) => type.read && add(name));
  Object.values(argsByName(surface)).forEach((args) => namedTypes(args.fields).forEach(add));
  return out;
}

/** The object types the fields name. */
const namedTypes = (fields: Readonly<Record<string, SurfaceField>>): string[] =>
  Object.values(fields).flatMap((field) => (typeof field.type === "object" ? [field.type.object] : []));
