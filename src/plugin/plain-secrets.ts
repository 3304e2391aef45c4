/**
 * A secret setting (a token, a key, an Entra ID secret) that reaches the plugin in plain text was
 * set in the stack config without `--secret`. The engine stores a provider's configuration in the
 * stack's state as it is given, so the state holds that value unencrypted too. The plugin cannot
 * mark it secret before it is stored (the SDK's provider server answers CheckConfig as not
 * implemented), so it says how to put it right.
 */
import { SETTING_SOURCES } from "../core/settings/settings";
import { PACKAGE } from "./schema-shapes";

/** The secret settings' stack config keys, by key without the namespace. */
const SECRET_KEYS: ReadonlyMap<string, string> = new Map(
  Object.values(SETTING_SOURCES)
    .filter((where) => where.secret)
    .map((where) => [where.config.slice(PACKAGE.length + 1), where.config]),
);

/** A warning for each secret setting among `plainKeys` (configuration keys given in plain text). */
export function plainSecretWarnings(plainKeys: readonly string[]): string[] {
  return plainKeys.flatMap((key) => {
    const config = SECRET_KEYS.get(key);
    if (config === undefined) return [];
    return [
      `${config} is set in plain text, so the stack's state keeps it unencrypted as the provider's configuration. Set it as a secret: pulumi config set --secret ${config} <value>`,
    ];
  });
}
