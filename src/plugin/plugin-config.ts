/**
 * The provider configuration of a Configure request, handed to the code that reads settings:
 * the resources' implementations (core/provider/provider-config.ts) and the functions, which read the
 * stack config through the SDK's runtime config as they do in a program (core/functions/config-reader.ts).
 */
import { log, setAllConfig } from "./sdk-runtime";
import { configureProvider } from "../core/provider/provider-config";
import type { ConfigReader } from "../core/settings/settings";
import { plainSecretWarnings } from "./plain-secrets";
import type { ConfigureFacts, ProviderConfiguration } from "./sdk-gaps";
import { PLUGIN_PACKAGE } from "../resource-kinds";

/** A configuration value as the settings read it: text (a number or flag as the CLI writes it). */
function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/** The configuration as `bizops:<key>` text values. */
function configEntries(config: ProviderConfiguration): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(config)) {
    const text = asText(value);
    if (text !== undefined) out[`${PLUGIN_PACKAGE}:${key}`] = text;
  }
  return out;
}

/** Gives the configuration to the implementations; the first Configure of the process counts. */
export function applyConfiguration(config: ProviderConfiguration): void {
  const entries = configEntries(config);
  const reader: ConfigReader = { get: (key) => entries[key] };
  configureProvider(reader);
  setAllConfig(entries);
}

/** Applies a Configure request's configuration, and warns of each secret it was given in plain text. */
export function onConfigure({ config, plainKeys, provider }: ConfigureFacts): void {
  applyConfiguration(config);
  for (const warning of plainSecretWarnings(plainKeys, provider)) void log.warn(warning);
}
