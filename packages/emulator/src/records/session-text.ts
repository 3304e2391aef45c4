/**
 * The fields a records session writes and reads in its language (`FieldSpec.sessionText`, a
 * DateFormula): a request's values turned into the stored form, a record's into the session's.
 */
import type { JsonObject } from "../http-helpers";
import type { CollectionDefinition } from "./collection-types";
import type { SessionLanguage } from "./session-language";

type Direction = "read" | "show";

function converted(
  definition: CollectionDefinition,
  values: JsonObject,
  language: SessionLanguage,
  direction: Direction,
): JsonObject {
  const result: JsonObject = { ...values };
  for (const [name, spec] of Object.entries(definition.fields)) {
    const value = result[name];
    // A value of another type is left for the type check to refuse.
    if (spec.sessionText !== undefined && typeof value === "string") {
      result[name] = spec.sessionText[direction](value, language);
    }
  }
  return result;
}

/** A request body with its session-language fields in the stored form (`30J` in French is `30D`). */
export function bodyFromSession(
  definition: CollectionDefinition,
  body: JsonObject,
  language: SessionLanguage,
): JsonObject {
  return converted(definition, body, language, "read");
}

/** A record's answer with its session-language fields as the session shows them (`30D` is `30J` in French). */
export function recordInSession(
  definition: CollectionDefinition,
  wire: JsonObject,
  language: SessionLanguage,
): JsonObject {
  return converted(definition, wire, language, "show");
}
