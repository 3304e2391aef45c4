/**
 * The stack config as the provider host hands it over in `configure()`. The first calls can
 * arrive concurrently, before configure has finished, so every method that needs settings
 * (create, read, update, delete; check and diff need none) awaits {@link providerSettingSources}.
 */
import type { ConfigReader, SettingSources, Settings } from "../settings/settings";

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

/** The setting sources for one provider call, once configure has run. */
export async function providerSettingSources(explicit?: Settings): Promise<SettingSources> {
  // Every host of a supported SDK calls configure before it hands the provider to a call.
  return { explicit, config: configured ?? (await configReady), env: process.env };
}
