/** Removes credentials from text that may reach an error message or a log line. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; real credentials are never this short.
    if (secret.length >= 4) out = out.split(secret).join("[redacted]");
  }
  return out.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, "$1 [redacted]");
}
