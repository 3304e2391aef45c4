/**
 * A secret setting (a token, a key, an Entra ID secret) that reaches the plugin in plain text. The
 * engine stores a provider's configuration in the stack's state as it is given, so the state holds
 * that value unencrypted too. The plugin cannot mark it secret before it is stored (the SDK's
 * provider server answers CheckConfig as not implemented), so it says how to put it right: for the
 * default provider, set the stack config with `--secret`; for an explicit one, pass the input as a
 * secret (the SDKs generated from the schema and Pulumi YAML do so by themselves).
 */
import { SETTING_SOURCES, type SettingName } from "../core/settings/settings";

// The engine names a default provider `default`, or `default_<version>` for a pinned version.
const DEFAULT_PROVIDER = /^default(_|$)/;

/**
 * A warning for each secret setting among `plainKeys` (configuration keys given in plain text), for
 * the provider resource named `provider` (the default one when unnamed).
 */
export function plainSecretWarnings(plainKeys: readonly string[], provider?: string): string[] {
  const secrets = plainKeys.filter(
    (key): key is SettingName =>
      Object.hasOwn(SETTING_SOURCES, key) && SETTING_SOURCES[key as SettingName].secret,
  );
  return secrets.map((key) =>
    provider === undefined || DEFAULT_PROVIDER.test(provider)
      ? `${SETTING_SOURCES[key].config} is set in plain text, so the stack's state keeps it unencrypted as the provider's configuration. Set it as a secret: pulumi config set --secret ${SETTING_SOURCES[key].config} <value>`
      : `The provider ${provider} is given ${key} in plain text, so the stack's state keeps it unencrypted as the provider's input. Pass it as a secret (fn::secret in YAML, pulumi.ToSecret in Go).`,
  );
}
