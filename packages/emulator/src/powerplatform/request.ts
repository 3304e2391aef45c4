import { isJsonObject, mediaTypeOf, parseJson, readBodyText, type JsonObject } from "../http-helpers";
import type { Exchange } from "../service";
import { finOpsError, invalidField, PowerPlatformError } from "./errors";
import type { RouteFamily } from "./routes";

/** The version every current reference page names (Learn, rest/api/power-platform). */
export const POWER_PLATFORM_API_VERSION = "2024-10-01";

/**
 * The versions taken: the current one, and the preview of the copy page's earlier crawl and of the
 * transaction-less tutorial's script (MicrosoftDocs/power-platform power-platform/admin/
 * unified-experience/tutorial-scheduled-copy-with-data-import.md).
 */
const API_VERSIONS: readonly string[] = [POWER_PLATFORM_API_VERSION, "2022-03-01-preview"];

/** A query parameter by name without regard to case, as ASP.NET binds them. */
export function queryValue(exchange: Exchange, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of exchange.url.searchParams) if (key.toLowerCase() === lower) return value;
  return undefined;
}

/** Refuses a request without `api-version` (required on every page) or with one the API does not serve. */
export function requireApiVersion(exchange: Exchange, family: RouteFamily): void {
  const version = queryValue(exchange, "api-version");
  if (version !== undefined && API_VERSIONS.includes(version)) return;
  const message =
    version === undefined
      ? "The api-version query parameter is required."
      : `The api-version '${version}' is not supported; use ${POWER_PLATFORM_API_VERSION}.`;
  if (family === "dynamics") throw finOpsError(400, "InvalidApiVersion", message);
  throw invalidField("api-version", message, POWER_PLATFORM_API_VERSION);
}

/** `ValidateOnly` and `ValidateProperties` of a request (Learn, copy-environment, "URI Parameters"). */
export interface Validation {
  readonly validateOnly: boolean;
  /** The properties to validate; empty: the whole body. */
  readonly properties: readonly string[];
}

/** Reads `ValidateOnly` (a boolean, false by default) and `ValidateProperties` (only with `ValidateOnly=true`). */
export function validationOf(exchange: Exchange): Validation {
  const only = queryValue(exchange, "ValidateOnly");
  if (only !== undefined && !/^(true|false)$/i.test(only)) {
    throw invalidField("ValidateOnly", `'${only}' is not a boolean.`, "true");
  }
  const validateOnly = only?.toLowerCase() === "true";
  const properties = (queryValue(exchange, "ValidateProperties") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (properties.length > 0 && !validateOnly) {
    throw invalidField("ValidateProperties", "ValidateProperties is only taken with ValidateOnly=true.");
  }
  return { validateOnly, properties };
}

// The request media types every page with a body lists.
const JSON_MEDIA = /^(application\/json|text\/json|application\/[^/]+\+json)$/;

/** The JSON object body of a request; a body the pages' media types do not cover is refused. */
export async function readBody(exchange: Exchange, family: RouteFamily): Promise<JsonObject> {
  const text = await readBodyText(exchange.req);
  const refuse = (status: number, message: string): PowerPlatformError =>
    family === "dynamics"
      ? finOpsError(status, "InvalidRequestBody", message)
      : invalidField("body", message);
  if (text.trim() === "") throw refuse(400, "The request body is empty; a JSON object is required.");
  if (!JSON_MEDIA.test(mediaTypeOf(exchange.req) ?? "")) {
    throw family === "dynamics"
      ? finOpsError(415, "UnsupportedMediaType", "Content-Type must be application/json.")
      : new PowerPlatformError(415, "UnsupportedMediaType", "Content-Type must be application/json.", {
          error: { code: "UnsupportedMediaType", message: "Content-Type must be application/json." },
        });
  }
  const value = parseJson(text, () => refuse(400, "The request body is not valid JSON."));
  if (!isJsonObject(value)) throw refuse(400, "The request body must be a JSON object.");
  return value;
}
