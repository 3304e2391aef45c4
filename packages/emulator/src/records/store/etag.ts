import { randomBytes } from "node:crypto";

// A process-wide counter makes every tag unique even if two writes land in the same millisecond.
let writeCounter = 0;

/**
 * Returns a fresh weak eTag shaped like the real records service's (`W/"JzQ0O...="`): the base64 of a
 * quoted text that starts with a number, hence the `Jz` prefix. Opaque to clients; new on every write.
 */
export function newWeakEtag(): string {
  writeCounter += 1;
  const opaque = `'${writeCounter};${randomBytes(12).toString("base64")};00;'`;
  return `W/"${Buffer.from(opaque, "utf8").toString("base64")}"`;
}

/**
 * True when an `If-Match` header value matches the current tag: `*` matches anything, otherwise one of
 * the comma-separated tags must equal the current tag exactly (clients send the tag back unchanged).
 */
export function ifMatchAccepts(ifMatch: string, currentEtag: string): boolean {
  return ifMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag === currentEtag);
}
