/**
 * Renders a surface's resource kinds (`ServiceSurface.kinds`, with the inputs and outputs they
 * share): each kind's `<Kind>Args`, each field an Input, the shared `<Name>Args` it extends and the
 * shared `<Name>Outputs` its class merges in, into the surface's types file; and each kind's zod
 * schema of its inputs, `<kind>Inputs`, refined by the checks module's rule across fields where
 * the kind names one, into its schemas file.
 */
import {
  lowerFirst,
  type KindArgsDescription,
  type ObjectDescription,
  type ServiceSurface,
} from "../../src/core/describe/surface";
import { kindOutputsFields } from "../../src/core/describe/kinds";
import { doc, objectBody, type Form } from "./surface-code";

type Interface = (
  surface: ServiceSurface,
  name: string,
  text: string,
  object: Pick<ObjectDescription, "fields" | "extends">,
  form: Form,
) => string;

/** `<Name>Args` of inputs, each field an Input, extending the shared inputs they name. */
function argsInterface(
  surface: ServiceSurface,
  name: string,
  args: KindArgsDescription,
  anInterface: Interface,
): string {
  const base = args.extendsArgs ? { extends: `${args.extendsArgs}Args` } : {};
  return anInterface(surface, `${name}Args`, args.doc, { fields: args.fields, ...base }, "input");
}

/** The TypeScript of the kinds: shared inputs, shared outputs, then each kind's inputs. */
export function kindTypes(surface: ServiceSurface, anInterface: Interface): string[] {
  const shared = Object.entries(surface.kindArgs ?? {}).map(([name, args]) =>
    argsInterface(surface, name, args, anInterface),
  );
  const outputs = Object.entries(surface.kindOutputs ?? {}).map(([name, out]) =>
    anInterface(surface, `${name}Outputs`, out.doc, { fields: kindOutputsFields(surface, name) }, "output"),
  );
  const kinds = Object.entries(surface.kinds ?? {}).map(([name, kind]) =>
    argsInterface(surface, name, kind.args, anInterface),
  );
  return [...shared, ...outputs, ...kinds];
}

/** The zod schema of inputs: strict, or extending the shared inputs they name, then refined. */
function inputsSchema(name: string, args: KindArgsDescription, checks: Set<string>): string {
  const body = objectBody({ fields: args.fields }, checks);
  const object = args.extendsArgs
    ? `${lowerFirst(args.extendsArgs)}Inputs.extend(${body})`
    : `z.strictObject(${body})`;
  if (args.refine) checks.add(args.refine);
  const schema = args.refine ? `${args.refine}(${object})` : object;
  return `${doc(args.doc, "")}export const ${lowerFirst(name)}Inputs = ${schema};\n`;
}

/** The zod schemas of the kinds' inputs: the shared ones, then each kind's. */
export function kindSchemas(surface: ServiceSurface, checks: Set<string>): string[] {
  return [
    ...Object.entries(surface.kindArgs ?? {}).map(([name, args]) => inputsSchema(name, args, checks)),
    ...Object.entries(surface.kinds ?? {}).map(([name, kind]) => inputsSchema(name, kind.args, checks)),
  ];
}
