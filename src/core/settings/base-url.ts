/**
 * What a service base URL must be before a credential is sent under it: an origin with an
 * optional path, and nothing else. Every request appends its own path and query to the base, so
 * a query or a fragment in it would swallow them (`.../base#x` + `/records(id)` is `.../base`),
 * and a user name or password would travel to the host. The raw text is read, since `new URL`
 * collapses `.` and `..` segments and drops tabs and line breaks without a word.
 */

/** Scheme, authority, path and the rest (a query or a fragment), as the raw text has them. */
const PARTS = /^([a-z][a-z\d+.-]*):\/\/([^/?#]*)([^?#]*)(.*)$/i;

/**
 * The problem with `raw` as a base URL, worded to follow the setting's name, or undefined when
 * there is none. `transport` also requires `https:`, or `http:` to a loopback address (the
 * emulator): the only places a credential is sent.
 */
export function baseUrlProblem(raw: string, options: { transport: boolean }): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "is not a valid URL";
  }
  if (/[\s\\\p{Cc}]/u.test(raw)) return "must not contain spaces, control characters or backslashes";
  const parts = PARTS.exec(raw);
  if (!parts) return "must be an absolute URL written scheme://host, such as https://records.example.com";
  const [, , authority = "", path = "", rest = ""] = parts;
  if (rest.startsWith("?")) return "must not have a query (?...): each request adds its own";
  if (rest.startsWith("#")) return "must not have a fragment (#...): it would cut off each request's path";
  if (authority.includes("@")) return "must not carry credentials in the URL (a user name or password)";
  if (path.split("/").some(isDotSegment)) return "must not have . or .. segments in its path";
  if (options.transport && !safeTransport(url)) {
    return "must be an https: URL (or http: to a loopback address, such as the emulator)";
  }
  return undefined;
}

/** True for https, and for http to a loopback address. */
export function safeTransport(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url.hostname));
}

/** True for localhost, 127.0.0.0/8 and ::1. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** `.` or `..`, also written with `%2e`, which URL parsers read as a dot (WHATWG URL, path state). */
function isDotSegment(segment: string): boolean {
  const plain = segment.replace(/%2e/gi, ".");
  return plain === "." || plain === "..";
}
