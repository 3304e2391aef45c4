import { badRequest } from "./error";
import { isJsonObject } from "../http-helpers";

/** Everything a later page needs: the next link carries it so that it is self-contained. */
export interface Continuation {
  /** The operation the token belongs to, such as `listSynchronizations`. */
  readonly operation: string;
  /** The share subscription's key (see `shareSubscriptionKey`). */
  readonly share: string;
  /** Index of the first item of the page. */
  readonly offset: number;
  readonly filter?: string;
  readonly orderby?: string;
  /** The synchronization of a `listSynchronizationDetails` continuation. */
  readonly synchronizationId?: string;
}

const OPTIONAL_TEXT = ["filter", "orderby", "synchronizationId"] as const;

function invalidToken(): Error {
  return badRequest("InvalidSkipToken", "The $skipToken is not valid for this request.", "$skipToken");
}

/** Makes the opaque `$skipToken` of a continuation (base64url JSON; clients must not read it). */
export function encodeSkipToken(continuation: Continuation): string {
  return Buffer.from(JSON.stringify(continuation), "utf8").toString("base64url");
}

function parseToken(token: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    return JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads a `$skipToken`; a token that is malformed, or that belongs to another operation or share
 * subscription, is a 400 `InvalidSkipToken`.
 */
export function decodeSkipToken(token: string, operation: string, share: string): Continuation {
  const value = parseToken(token);
  if (!isJsonObject(value) || value.operation !== operation || value.share !== share) throw invalidToken();
  const offset = value.offset;
  if (typeof offset !== "number" || !Number.isInteger(offset) || offset < 0) throw invalidToken();
  const continuation: Record<string, unknown> = { operation, share, offset };
  for (const key of OPTIONAL_TEXT) {
    const field = value[key];
    if (field === undefined) continue;
    if (typeof field !== "string") throw invalidToken();
    continuation[key] = field;
  }
  // Every property was checked above.
  return continuation as unknown as Continuation;
}
