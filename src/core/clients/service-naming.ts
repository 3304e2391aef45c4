/**
 * Which names a service client's requests carry (core/settings/naming.ts): the service's naming
 * setting where it is given, otherwise Microsoft's when the base URL's host is one of Microsoft's
 * for the service, and the spec's for any other host (the spec's service, the emulator, a gateway).
 */
import { SettingsError } from "../errors/errors";
import { hostIn, isNaming, NAMING_RULE, type Naming } from "../settings/naming";
import { describeSetting, settingOrigin } from "../settings/setting-origin";
import {
  SETTING_SOURCES,
  settingIn,
  type SettingName,
  type SettingOrigin,
  type SettingSources,
} from "../settings/settings";

/** A service whose names differ between Microsoft's service and the spec's. */
export interface ServiceNaming {
  /** Its naming setting, such as `dataShareNaming`. */
  setting: SettingName;
  /** Microsoft's hosts for the service: names in full, or `*.` suffixes (see `hostIn`). */
  microsoftHosts: readonly string[];
}

/** The naming a base URL implies: Microsoft's for one of Microsoft's hosts, the spec's otherwise. */
export function namingByHost(naming: ServiceNaming, baseUrl: string): Naming {
  return hostIn(new URL(baseUrl).hostname, naming.microsoftHosts) ? "microsoft" : "spec";
}

/** The naming of a client and where it was read (undefined: chosen by the host). */
export interface ResolvedNaming {
  naming: Naming;
  origin: SettingOrigin | undefined;
}

/**
 * The naming for `baseUrl`, read from the sources as every setting is, except that a URL given
 * explicitly takes only an explicit naming (stack config and environment name theirs for their
 * URL). Throws a {@link SettingsError} naming the setting for a value that is not a naming, before
 * any request.
 */
export function resolveNaming(
  naming: ServiceNaming,
  urlSetting: SettingName,
  baseUrl: string,
  sources: SettingSources,
): ResolvedNaming {
  const read = sources.explicit?.[urlSetting] ? { explicit: sources.explicit } : sources;
  const origin = settingOrigin(naming.setting, read);
  if (origin === undefined) return { naming: namingByHost(naming, baseUrl), origin };
  const value = settingIn(origin.source, naming.setting, read) ?? "";
  if (!isNaming(value)) {
    throw new SettingsError(
      `${sentenceCase(describeSetting(naming.setting, origin))} ${NAMING_RULE}; nothing was sent.`,
      {
        hint: "Set microsoft for Microsoft's service, spec for the spec's service or the emulator, or leave it unset to choose by the URL's host.",
      },
    );
  }
  return { naming: value, origin };
}

/**
 * How to change the naming to `value`, for the hint of an answer only Microsoft's service gives:
 * where it was read, or stack config and environment when the host chose it, such as
 * `set bizops:dataShareNaming to microsoft (BIZOPS_DATASHARE_NAMING)`.
 */
export function setNamingTo(name: SettingName, origin: SettingOrigin | undefined, value: Naming): string {
  const where = SETTING_SOURCES[name];
  if (origin === undefined) return `set ${where.config} to ${value} (${where.env})`;
  if (origin.source === "config") return `set ${where.config} to ${value}`;
  if (origin.source === "env") return `set ${where.env} to ${value}`;
  return `set ${origin.explicitName ?? `settings.${name}`} to ${value}`;
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
