import type { RequestErrorDetails } from "./errors";

/** Removes credentials from text that may reach an error message or a log line. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; real credentials are never this short.
    if (secret.length >= 4) out = out.split(secret).join("[redacted]");
  }
  return out.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, "$1 [redacted]");
}

/**
 * The facts of a failed exchange with every text that came from the service redacted: message,
 * code, target, details and request id (a service may echo anything it was sent in any of them).
 * `secrets` is the credential list, or a redacting function bound to it.
 */
export function redactFacts(
  facts: RequestErrorDetails,
  secrets: readonly string[] | ((text: string) => string),
): RequestErrorDetails {
  const clean = typeof secrets === "function" ? secrets : (text: string) => redact(text, secrets);
  const maybe = (text: string | undefined) => (text === undefined ? undefined : clean(text));
  return {
    ...facts,
    serviceCode: maybe(facts.serviceCode),
    serviceMessage: maybe(facts.serviceMessage),
    serviceTarget: maybe(facts.serviceTarget),
    serviceDetails: facts.serviceDetails?.map(clean),
    requestId: maybe(facts.requestId),
  };
}
