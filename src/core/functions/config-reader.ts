import * as pulumi from "@pulumi/pulumi";
import { quietLateHandling } from "./late-rejections";
import type { ConfigReader, SettingSources, Settings } from "../settings/settings";

/**
 * The stack config as a program sees it, keyed by full `namespace:key` names. Read through the
 * runtime so that secret keys (tokens) are read without the SDK's "use getSecret" warning; the
 * values never leave the function that needs them.
 */
const programConfig: ConfigReader = {
  get: (key) => pulumi.runtime.getConfig(key),
};

/** The setting sources of a function called from a program: explicit settings, stack config, environment. */
export function programSettingSources(explicit: Settings | undefined): SettingSources {
  quietLateHandling();
  return { explicit, config: programConfig, env: process.env };
}
