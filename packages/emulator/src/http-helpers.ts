import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { badRequest, ServiceError } from "./service";

/** Largest request body the emulator reads; larger bodies get 413. */
const MAX_BODY_BYTES = 1024 * 1024;

/** A JSON object after narrowing. */
export type JsonObject = Record<string, unknown>;

/** True when the value is a JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads the whole request body as UTF-8 text, refusing bodies over {@link MAX_BODY_BYTES}. */
export async function readBodyText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new ServiceError(413, "RequestEntityTooLarge", "The request body is too large.");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function invalidJson(): ServiceError {
  return badRequest("The request body is not valid JSON.");
}

/**
 * Parses JSON text; text that is not JSON gets `invalid()`: 400 `BadRequest` unless the service answers
 * in another shape.
 */
export function parseJson(text: string, invalid: () => ServiceError = invalidJson): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid();
  }
}

/** Reads a request body as JSON of any shape, whatever its media type (admin bodies come from `curl -d`). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  return parseJson(await readBodyText(req));
}

/** The media type of the request body (lower case, without parameters), or undefined without one. */
export function mediaTypeOf(req: IncomingMessage): string | undefined {
  return headerValue(req, "content-type")?.split(";")[0]?.trim().toLowerCase();
}

/**
 * Percent-decodes one path segment. A segment that is not valid percent-encoding is used as sent, unless
 * `invalid` is given to refuse it.
 */
export function decodeSegment(raw: string, invalid?: (raw: string) => ServiceError): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    if (invalid !== undefined) throw invalid(raw);
    return raw;
  }
}

/**
 * Reads a request body that must be one JSON object. The spec requires `Content-Type: application/json`
 * wherever a body is sent, so a body with another media type is refused (415) to catch client bugs.
 */
export async function readJsonObject(req: IncomingMessage): Promise<JsonObject> {
  const text = await readBodyText(req);
  if (text.trim() === "") {
    throw new ServiceError(400, "BadRequest", "The request body is empty; a JSON object is required.");
  }
  if (mediaTypeOf(req) !== "application/json") {
    throw new ServiceError(415, "BadRequest_UnsupportedMediaType", "Content-Type must be application/json.");
  }
  const value = parseJson(text);
  if (!isJsonObject(value)) {
    throw new ServiceError(400, "BadRequest", "The request body must be a JSON object.");
  }
  return value;
}

/** Writes a JSON response. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/** Writes an empty response such as 204. */
export function sendEmpty(res: ServerResponse, status: number): void {
  res.writeHead(status);
  res.end();
}

/** Reads one request header as a single string (repeated headers are joined with commas). */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Compares two secrets in constant time; hashing first makes the lengths equal. */
export function sameSecret(received: string, expected: string): boolean {
  const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(received), digest(expected));
}

/**
 * Checks `Authorization: Bearer <token>` with `accepts` (see `bearerAcceptor`). The error never
 * mentions what was received, so a token cannot leak through a log of the response.
 */
export async function requireBearer(
  req: IncomingMessage,
  accepts: (token: string) => Promise<boolean>,
  failure: () => ServiceError,
): Promise<void> {
  await requireBearerCaller(req, async (token) => ((await accepts(token)) ? "" : undefined), failure);
}

/**
 * Like {@link requireBearer}, with `identify` telling who the token speaks for (undefined: refused);
 * resolves with that caller.
 */
export async function requireBearerCaller(
  req: IncomingMessage,
  identify: (token: string) => Promise<string | undefined>,
  failure: () => ServiceError,
): Promise<string> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(req, "authorization") ?? "");
  const token = match?.[1];
  const caller = token === undefined ? undefined : await identify(token);
  if (caller === undefined) throw failure();
  return caller;
}
