/**
 * The stack config as the provider host hands it over in `configure()`. The first calls can
 * arrive concurrently, before configure has finished, so every method that needs settings
 * (create, read, update, delete; check and diff need none) awaits {@link providerSettingSources}.
 */
import type { ConfigReader, SettingSources, Settings } from "./settings";

let resolveConfig: (config: ConfigReader) => void = () => undefined;
const configReady = new Promise<ConfigReader>((resolve) => {
  resolveConfig = resolve;
});
// Once known, answered without a race and a timer: every request of the process asks.
let configured: ConfigReader | undefined;
void configReady.then((config) => (configured = config));

/** Records the stack config (secrets decrypted) for this provider process. */
export function configureProvider(config: ConfigReader): void {
  resolveConfig(config);
}

/**
 * How long a call waits for configure. The host calls configure before it hands the provider to
 * the first call, so this only matters for a host too old to call it at all: then settings come
 * from explicit inputs and the environment alone, and a missing one is reported by name.
 */
export const CONFIGURE_WAIT_MS = 10_000;

const NO_CONFIG: ConfigReader = { get: () => undefined };

/** The setting sources for one provider call, once configure has run. */
export async function providerSettingSources(explicit?: Settings): Promise<SettingSources> {
  return { explicit, config: await configOrNone(), env: process.env };
}

async function configOrNone(): Promise<ConfigReader> {
  if (configured) return configured;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ConfigReader>((resolve) => {
    timer = setTimeout(() => resolve(NO_CONFIG), CONFIGURE_WAIT_MS);
  });
  try {
    return await Promise.race([configReady, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
