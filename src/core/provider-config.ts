/**
 * The stack config as the provider host hands it over in `configure()`. The engine may call
 * check, diff or create before configure has finished (the first calls arrive concurrently), so
 * every method awaits {@link providerSettingSources}.
 */
import type { ConfigReader, SettingSources, Settings } from "./settings";

let resolveConfig: (config: ConfigReader) => void = () => undefined;
const configReady = new Promise<ConfigReader>((resolve) => {
  resolveConfig = resolve;
});

/** Records the stack config (secrets decrypted) for this provider process. */
export function configureProvider(config: ConfigReader): void {
  resolveConfig(config);
}

/** The setting sources for one provider call, once configure has run. */
export async function providerSettingSources(explicit?: Settings): Promise<SettingSources> {
  return { explicit, config: await configReady, env: process.env };
}
