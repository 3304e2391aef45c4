/**
 * A surface's resource kinds read as the package schema lists them (src/plugin/surface-shapes.ts)
 * and the test of the rendered surfaces reads them: each kind's inputs, its own and the shared
 * ones, and its outputs, with the names of the fields every resource has.
 */
import type { KindArgsDescription, KindDescription, ServiceSurface, SurfaceField } from "./surface";

type Fields = Record<string, SurfaceField>;

/** The fields of inputs, own first, then those of the shared inputs they extend. */
function kindArgsFields(surface: ServiceSurface, args: KindArgsDescription): Fields {
  if (!args.extendsArgs) return { ...args.fields };
  const base = surface.kindArgs?.[args.extendsArgs];
  if (!base) throw new Error(`${surface.service}: no inputs ${args.extendsArgs}Args`);
  return { ...args.fields, ...kindArgsFields(surface, base) };
}

/** The fields of shared outputs: those of the inputs they are, then their own. */
export function kindOutputsFields(surface: ServiceSurface, name: string): Fields {
  const outputs = surface.kindOutputs?.[name];
  if (!outputs) throw new Error(`${surface.service}: no outputs ${name}Outputs`);
  const args = outputs.ofArgs ? surface.kindArgs?.[outputs.ofArgs] : undefined;
  return { ...(args ? kindArgsFields(surface, args) : {}), ...outputs.fields };
}

const requiredOf = (fields: Fields): string[] =>
  Object.entries(fields)
    .filter(([, field]) => field.required)
    .map(([name]) => name);

/** An object of fields and the names of those every value has. */
export interface KindObject {
  readonly fields: Fields;
  readonly required: string[];
}

function kindOf(surface: ServiceSurface, name: string): KindDescription {
  const kind = surface.kinds?.[name];
  if (!kind) throw new Error(`${surface.service}: no kind ${name}`);
  return kind;
}

/**
 * A kind's inputs, as the package schema lists them: its own, then the shared ones; those every
 * resource has, the shared first.
 */
export function kindInputs(surface: ServiceSurface, name: string): KindObject {
  const args = kindOf(surface, name).args;
  const fields = kindArgsFields(surface, args);
  const own = requiredOf(args.fields);
  return { fields, required: [...requiredOf(fields).filter((field) => !own.includes(field)), ...own] };
}

/**
 * A kind's outputs, as the package schema lists them: its inputs, then the shared outputs and its
 * own, each field once (as the inputs say it where it is one).
 */
export function kindOutputs(surface: ServiceSurface, name: string): KindObject {
  const kind = kindOf(surface, name);
  const inputs = kindInputs(surface, name);
  const shared = kind.outputsOf ? kindOutputsFields(surface, kind.outputsOf) : {};
  const added = Object.fromEntries(
    Object.entries({ ...shared, ...kind.outputs }).filter(([field]) => !(field in inputs.fields)),
  );
  const own = requiredOf(kind.args.fields);
  const baseRequired = inputs.required.filter((field) => !own.includes(field));
  const sharedRequired = requiredOf(shared).filter((field) => field in added);
  const ownOutputs = requiredOf(kind.outputs ?? {}).filter((field) => !sharedRequired.includes(field));
  return {
    fields: { ...inputs.fields, ...added },
    required: [...baseRequired, ...sharedRequired, ...own, ...ownOutputs],
  };
}
