/**
 * What the fuzz tests throw at checks and function arguments: strings that bend paths, headers
 * or parsers, unicode and control characters, huge values, wrong types, prototype keys; and
 * one change at a time to a valid set of inputs, so that a refusal can be held to naming it.
 */
import fc from "fast-check";

/** How many runs each property gets, and the seed: fixed, so that a failure can be replayed. */
export const FUZZ = {
  // A few seconds in `npm test`; `BIZOPS_FUZZ_RUNS=5000` for a longer hunt.
  numRuns: Number(process.env.BIZOPS_FUZZ_RUNS ?? 60),
  // fast-check prints the seed and the path of a failing run: pass them back to replay it.
  seed: Number(process.env.BIZOPS_FUZZ_SEED ?? 20261124),
};

/** Values that have meant trouble for paths, headers, OData keys or parsers somewhere. */
const TRICKY = [
  ...[".", "..", "...", "%2e%2e", "%2E.", ".%2e", "a/b", "a\\b", "../x", "./", "a/../b", "/"],
  ...["?", "#", "%", "%00", "%zz", "a?b=1", "a#b", "x)(y", "x'y", "(x)", "companies(x)"],
  ...["\r\n", "a\r\nx-injected: 1", "\n", "\u0000", "\u007f", "\u0085", "\u2028", "\t", " ", " x", "x "],
  ...["\ud800", "💥", "é", "e\u0301", "İ", "\u200b", "\u202e", "\ufeff", "資源"],
  ...["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", ""],
  ...[
    "NaN",
    "null",
    "undefined",
    "true",
    "0",
    "-1",
    "1e3",
    "{}",
    "[]",
    "04da6b54-80e4-46f7-96ec-b56ff0331ba8",
  ],
];

/** A GUID as written, and the ways it goes wrong. */
export const guidLike: fc.Arbitrary<string> = fc
  .uuid()
  .chain((id) =>
    fc.constantFrom(
      id,
      id.toUpperCase(),
      `{${id}}`,
      `{${id}`,
      `${id})(${id}`,
      `${id})`,
      `${id}\n`,
      ` ${id}`,
      id.slice(1),
      id.replace(/-/g, ""),
    ),
  );

/** Long values: a limit, a path or a header meeting something it did not expect. */
const huge: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("x", "é", ".", "/", "\n", "a b"), fc.constantFrom(91, 101, 1_001, 50_001, 300_000))
  .map(([unit, length]) => unit.repeat(length));

/** Strings of every kind, tricky ones often. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...TRICKY), weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 20 }), weight: 2 },
  {
    arbitrary: fc.tuple(fc.constantFrom(...TRICKY), fc.string({ maxLength: 8 })).map(([a, b]) => a + b),
    weight: 2,
  },
  { arbitrary: guidLike, weight: 2 },
  { arbitrary: huge, weight: 1 },
);

/** An object whose own keys are the prototype's names, as JSON.parse makes them. */
const prototypeKeys: fc.Arbitrary<unknown> = fc
  .constantFrom(
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"__proto__":null,"toString":"x"}',
  )
  .map((text) => JSON.parse(text) as unknown);

/** Anything a caller could pass where a value is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  {
    arbitrary: fc.anything({
      maxDepth: 2,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withBoxedValues: true,
      withTypedArray: true,
      withSparseArray: true,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, -0, 1, 42, 2 ** 53, -1, 1.5, Number.NaN, Infinity, -Infinity),
    ),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(null, undefined, true, false, [], {}, [".."]), weight: 1 },
  { arbitrary: prototypeKeys, weight: 1 },
);

/** True when `raw` is a URL that would take a request off this machine: never generated. */
function leavesThisMachine(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

/**
 * Base URLs around the loopback service at `base`: the service itself (with and without a path),
 * and every way a base URL goes wrong. None leaves this machine.
 */
function hostileUrl(base: string): fc.Arbitrary<string> {
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(base, `${base}/tenant`, `${base}/tenant/`), weight: 3 },
      {
        arbitrary: fc.constantFrom(
          `${base}/base#frag`,
          `${base}/base?x=1`,
          `${base}?`,
          `${base}/a/../b`,
          `${base}/./b`,
          `${base}/%2e%2e/b`,
          `${base}\\x`,
          `${base}/a\tb`,
          `${base}\n`,
          ` ${base}`,
          base.replace("http://", "http://user@"),
          base.replace("http://", "ftp://"),
          base.replace("http://", "http:"),
          "http://records.example.com",
          "not a url",
          "",
        ),
        weight: 3,
      },
      { arbitrary: hostileString.map((s) => `${base}/${s}`), weight: 2 },
      { arbitrary: hostileString, weight: 1 },
    )
    .filter((raw) => !leavesThisMachine(raw));
}

/** Tokens and keys: a good one, and the ones a header cannot carry. */
const hostileToken: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant("fuzz-token"), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      "t\r\nx-injected: 1",
      "t\n",
      "\nt",
      " t",
      "t ",
      "t\u0000",
      "t\u00e9",
      "t\tt",
      "",
    ),
    weight: 2,
  },
  { arbitrary: hostileString, weight: 1 },
);

/** One change to a set of inputs: a property set to a value, or removed. */
export interface Change {
  property: string;
  remove: boolean;
  value?: unknown;
}

/**
 * A change to one of `keys` (or to a key the schema does not know, prototype names among them),
 * with `special` values for the properties that have their own hostile forms.
 */
export function changeOf(
  keys: readonly string[],
  special: Readonly<Record<string, fc.Arbitrary<unknown>>> = {},
): fc.Arbitrary<Change> {
  const known = fc.constantFrom(...keys);
  const stranger = fc.oneof(
    fc.constantFrom("__proto__", "constructor", "prototype", "toString", "colour"),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
  const valueFor = (property: string) =>
    special[property] ? fc.oneof(special[property], hostileValue) : hostileValue;
  return fc.oneof(
    {
      arbitrary: known.chain((property) =>
        valueFor(property).map((value) => ({ property, remove: false, value })),
      ),
      weight: 6,
    },
    { arbitrary: known.map((property) => ({ property, remove: true })), weight: 1 },
    {
      arbitrary: fc
        .tuple(stranger, hostileValue)
        .map(([property, value]) => ({ property, remove: false, value })),
      weight: 1,
    },
  );
}

/** `base` with the change made; a prototype name becomes an own property, as JSON.parse makes it. */
export function applyChange(
  base: Readonly<Record<string, unknown>>,
  change: Change,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  if (change.remove) delete out[change.property];
  else {
    Object.defineProperty(out, change.property, {
      value: change.value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return out;
}

/** A settings object for one service, with hostile URLs, tokens and strangers in it. */
export function hostileSettings(
  urlKey: string,
  tokenKey: string,
  base: string,
  extra: Readonly<Record<string, fc.Arbitrary<unknown>>> = {},
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record(
      { [urlKey]: hostileUrl(base), [tokenKey]: hostileToken, ...extra },
      { requiredKeys: [urlKey, tokenKey] },
    )
    .chain((settings) =>
      fc
        .option(changeOf([urlKey, tokenKey]), { nil: undefined })
        .map((change) => (change === undefined ? settings : applyChange(settings, change))),
    )
    .filter((settings) =>
      Object.values(settings).every((v) => typeof v !== "string" || !leavesThisMachine(v)),
    );
}

/** True when nothing polluted the shared prototype of plain objects. */
export function prototypeIntact(): boolean {
  return !("polluted" in {});
}
