/**
 * The functions the plugin serves besides the typed records' list and get functions (which come
 * from the record definitions, in record-shapes.ts): those the services declare in their surfaces
 * (src/surfaces.ts, described by surface-shapes.ts), with what only the plugin knows of them. The
 * plugin's invoke calls each by module and name, the very function a TypeScript program calls;
 * getRecord's result, whose record has no fixed shape, is reshaped into an object with fixed
 * members, which only the plugin's result has.
 */
import type { SurfaceModule } from "../core/describe/surface";
import { surfaceFieldWords } from "../core/describe/surface";
import { RECORDS_SURFACE } from "../records/functions/surface";
import { sharedArgsProperties, surfaceFunctions, surfaceTypes } from "./surface-shapes";
import { openObject, shape, text, type ObjectShape, type PropertySpec } from "./schema-shapes";

/** One function: `bizops:<module>:<name>`. */
export interface FunctionEntry {
  module: SurfaceModule;
  /** Its name, in the module's exports and in its token. */
  name: string;
  description: string;
  inputs: ObjectShape;
  outputs: ObjectShape;
  /** The whole result is a secret, as the TypeScript `...Output` form makes it. */
  secretResult?: boolean;
  /** The result as the plugin returns it, when the TypeScript result has no fixed shape. */
  reshape?: (result: unknown) => Record<string, unknown>;
}

/** The arguments every record list function takes. */
export const LIST_RECORDS_ARGS: Record<string, PropertySpec> = sharedArgsProperties(
  RECORDS_SURFACE,
  "ListRecords",
);

/** The object types the functions' results are made of, by token without the package. */
export const FUNCTION_TYPES: Record<string, ObjectShape> = surfaceTypes();

/** getRecord's result, which has the open shape of a record, as an object with fixed members. */
function recordResult(result: unknown): Record<string, unknown> {
  const record = result as Record<string, unknown>;
  return { id: record.id, etag: record["@odata.etag"], record };
}

const entityRecord = RECORDS_SURFACE.types.EntityRecord!.fields;

/** What the plugin returns instead of a function's TypeScript result, by `module:name`. */
const RESHAPED: Record<string, Pick<FunctionEntry, "outputs" | "reshape">> = {
  "records:getRecord": {
    outputs: shape(
      "",
      {
        id: text(surfaceFieldWords(entityRecord.id!)),
        etag: text(surfaceFieldWords(entityRecord["@odata.etag"]!)),
        record: openObject("The record, every field as the service returns it."),
      },
      ["id", "etag", "record"],
    ),
    reshape: recordResult,
  },
};

/** Every function the services declare. */
export const FUNCTIONS: readonly FunctionEntry[] = surfaceFunctions().map((entry) => ({
  ...entry,
  ...RESHAPED[`${entry.module}:${entry.name}`],
}));
