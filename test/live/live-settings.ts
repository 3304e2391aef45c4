/**
 * What the live suite needs from the user: URLs and identities of real services, in
 * `BIZOPS_LIVE_*` variables. A part whose variables are not all set is skipped with one line that
 * names what is missing; under CI (`CI=true`) the whole suite is skipped, so it never runs there.
 */

/** How long one live test may take: real services answer in tens to hundreds of milliseconds a request, and throttle. */
export const LIVE_TIMEOUT_MS = 300_000;

/** The variables of one part of the live suite, read from the environment. */
export type LiveSettings<K extends string> = Record<K, string>;

/**
 * The part's settings when every variable is set and this is not CI; otherwise undefined, after
 * one line on stderr saying why the part is skipped.
 */
function liveSettings<K extends string>(part: string, names: readonly K[]): LiveSettings<K> | undefined {
  if (process.env.CI === "true") {
    process.stderr.write(`live ${part}: skipped, the live suite never runs in CI\n`);
    return undefined;
  }
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    process.stderr.write(`live ${part}: skipped, set ${missing.join(", ")}\n`);
    return undefined;
  }
  return Object.fromEntries(names.map((name) => [name, process.env[name]!])) as LiveSettings<K>;
}

/** `describe` when the part has its settings, `describe.skip` otherwise. */
export function describeLive<K extends string>(
  part: string,
  names: readonly K[],
  body: (settings: () => LiveSettings<K>) => void,
): void {
  const settings = liveSettings(part, names);
  (settings ? describe : describe.skip)(`live ${part}`, () => body(() => settings!));
}
