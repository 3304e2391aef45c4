/**
 * Failures that happen before a connection exists: the service's host refused it, has no address,
 * or could not be reached. Nothing of the request left this machine, so even a create may be sent
 * again, and the error can say that nothing was applied.
 */

// Node's socket and resolver codes, and undici's for a connection that did not open in time.
const NOT_CONNECTED_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** True when `error` (as undici rejects a request) says no connection was made. */
export function neverConnected(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === "string" && NOT_CONNECTED_CODES.has(code)) || proxyRefusal(error) !== undefined;
}

/**
 * The status a proxy answered instead of opening the tunnel to the service (407 when it wants
 * credentials), or undefined. undici says so only in its message, `Proxy response (407) !== 200
 * when HTTP Tunneling`, which test/unit/core/http/connection-pool.test.ts holds it to.
 */
export function proxyRefusal(error: unknown): number | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  const match = typeof message === "string" ? /^Proxy response \((\d{3})\)/.exec(message) : null;
  return match ? Number(match[1]) : undefined;
}

/** The text of what a request failed with, whichever realm its error comes from. */
export function failureText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.length > 0 ? message : "no response";
}
