/**
 * Secrets as they travel between the engine and this plugin. The SDK's provider server tells the
 * engine it accepts secrets, then hands property bags over as plain JSON: a secret arrives as an
 * object that carries Pulumi's signature key with the secret signature, and goes back the same
 * way. The resource and function implementations take plain values, so secrets are taken off on
 * the way in and put back on the way out, by top-level property.
 */
import { specialSecretSig, specialSigKey } from "./sdk-runtime";

/** A property bag as the engine passes it over the wire. */
export type WireBag = Record<string, unknown>;

function isSecretValue(value: unknown): value is { value?: unknown } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Record<string, unknown>)[specialSigKey] === specialSecretSig
  );
}

/** `value` wrapped as a secret on the wire. */
export function wrapSecret(value: unknown): unknown {
  return { [specialSigKey]: specialSecretSig, value };
}

/** `value` with every secret inside it taken off, and whether there was one. */
export function unwrapSecrets(value: unknown): { value: unknown; secret: boolean } {
  if (isSecretValue(value)) return { value: unwrapSecrets(value.value).value, secret: true };
  if (Array.isArray(value)) {
    const items = value.map(unwrapSecrets);
    return { value: items.map((item) => item.value), secret: items.some((item) => item.secret) };
  }
  if (typeof value === "object" && value !== null) {
    let secret = false;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const unwrapped = unwrapSecrets(inner);
      out[key] = unwrapped.value;
      secret ||= unwrapped.secret;
    }
    return { value: out, secret };
  }
  return { value, secret: false };
}

/** A bag without secrets, and the top-level properties that held one. */
export function unwrapBag(bag: WireBag | undefined): { bag: WireBag; secretKeys: Set<string> } {
  const out: WireBag = {};
  const secretKeys = new Set<string>();
  for (const [key, value] of Object.entries(bag ?? {})) {
    const unwrapped = unwrapSecrets(value);
    out[key] = unwrapped.value;
    if (unwrapped.secret) secretKeys.add(key);
  }
  return { bag: out, secretKeys };
}

/**
 * `bag` for the wire: undefined properties left out (the wire has no such value), and each
 * property of `secretKeys` that is present wrapped as a secret.
 */
export function wrapBag(bag: WireBag, secretKeys: Iterable<string>): WireBag {
  const secret = new Set(secretKeys);
  const out: WireBag = {};
  for (const [key, value] of Object.entries(bag)) {
    if (value === undefined) continue;
    // JSON's own rules drop undefined members deeper down too, which the wire cannot carry either.
    const plain: unknown = JSON.parse(JSON.stringify(value));
    out[key] = secret.has(key) ? wrapSecret(plain) : plain;
  }
  return out;
}
