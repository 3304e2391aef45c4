/**
 * The functions of the package that are written by hand (the typed records' list and get
 * functions come from their definitions, in record-shapes.ts), written once: the module and name of the very
 * function a TypeScript program calls, and its arguments and result for the package schema. The
 * plugin's invoke calls the function by module and name; the schema describes it from here, in
 * the words of the TSDoc of the TypeScript arguments and results (generated/tsdoc.ts). What stays
 * written here is what the TypeScript has no doc for: each function's own description (its TSDoc
 * speaks of `opts` and of the `...Output` form, which the plugin has not) and getRecord's `record`,
 * which only the plugin's result has.
 */
import type { SurfaceModule } from "../core/describe/surface";
import { documented, type Documented, type DocumentedProperty } from "./generated/tsdoc";
import { surfaceFunctions, surfaceTypes } from "./surface-shapes";
import {
  describedBy,
  element,
  listOf,
  openObject,
  shape,
  text,
  typed,
  type ObjectShape,
  type PropertySpec,
} from "./schema-shapes";

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

/** A list of the named type `module:Name`. */
const listOfType = (token: string, description: string) => listOf(element(typed(token, "")), description);

/** A function's result that is one list, of the type `token`: the field `field` of the type `result`. */
function listResult<N extends Documented>(
  result: N,
  field: DocumentedProperty<N>,
  token: string,
): ObjectShape {
  return shape("", { [field]: listOfType(token, documented(result).of(field)) }, [field]);
}

const listArgs = documented("ListRecordsArgs");
const entitySetArgs = documented("ListEntitySetRecordsArgs");
const getArgs = documented("GetRecordArgs");

const recordsSettings = typed("records:RecordsSettings", listArgs.of("settings"));
const apiRoute = text(entitySetArgs.of("apiRoute"));
const entitySet = text(entitySetArgs.of("entitySet"));

/** The arguments every record list function takes. */
export const LIST_RECORDS_ARGS: Record<string, PropertySpec> = {
  companyId: text(listArgs.of("companyId")),
  filter: text(listArgs.of("filter")),
  settings: recordsSettings,
};

const company = documented("Company");

/** The object types the functions' results are made of, by token without the package. */
export const FUNCTION_TYPES: Record<string, ObjectShape> = {
  ...surfaceTypes(),
  "records:Company": shape(
    company.doc,
    describedBy(company, {
      id: text,
      name: text,
      displayName: text,
    }),
    ["id", "name"],
  ),
};

/** getRecord's result, which has the open shape of a record, as an object with fixed members. */
function recordResult(result: unknown): Record<string, unknown> {
  const record = result as Record<string, unknown>;
  return { id: record.id, etag: record["@odata.etag"], record };
}

/** Every hand-written function. */
export const FUNCTIONS: readonly FunctionEntry[] = [
  {
    module: "records",
    name: "listCompanies",
    description: "Every company of the environment the records settings name, from every page.",
    inputs: shape("", {
      settings: typed("records:RecordsSettings", documented("ListCompaniesArgs").of("settings")),
    }),
    outputs: listResult("ListCompaniesResult", "value", "records:Company"),
  },
  {
    module: "records",
    name: "listRecords",
    description:
      "Every record of an entity set (custom APIs included) that matches `filter`, from every page.",
    inputs: shape("", { ...LIST_RECORDS_ARGS, apiRoute, entitySet }, ["companyId", "apiRoute", "entitySet"]),
    outputs: shape(
      "",
      {
        value: listOf(element(openObject("")), documented("ListEntitySetRecordsResult").of("value")),
      },
      ["value"],
    ),
  },
  {
    module: "records",
    name: "getRecord",
    description:
      "The record of an entity set (custom APIs included) with the id given; a missing record is a `NotFound` error.",
    inputs: shape(
      "",
      {
        companyId: text(getArgs.of("companyId")),
        apiRoute: text(getArgs.of("apiRoute")),
        entitySet: text(getArgs.of("entitySet")),
        id: text(getArgs.of("id")),
        settings: recordsSettings,
      },
      ["companyId", "apiRoute", "entitySet", "id"],
    ),
    outputs: shape(
      "",
      {
        id: text(documented("EntityRecord").of("id")),
        etag: text(documented("EntityRecord").of("@odata.etag")),
        // The plugin's result alone has the record as one member: no TypeScript type documents it.
        record: openObject("The record, every field as the service returns it."),
      },
      ["id", "etag", "record"],
    ),
    reshape: recordResult,
  },
  ...surfaceFunctions(),
];
