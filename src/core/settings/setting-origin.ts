/**
 * Where a setting's value came from, and how an error names it: a setting given both in stack
 * config and in the environment takes the stack config's value, and an error about the value says
 * so, rather than leaving the user to check the one that is not used.
 */
import { SettingsError } from "../errors/errors";
import {
  SETTING_SOURCES,
  SOURCE_ORDER,
  settingIn,
  valuesOf,
  valuesRule,
  type SettingName,
  type SettingOrigin,
  type SettingSources,
  type SourceName,
} from "./settings";

/** The source `name`'s value is read from and the others that name it too, or undefined when none does. */
export function settingOrigin(name: SettingName, sources: SettingSources): SettingOrigin | undefined {
  const named = SOURCE_ORDER.filter((source) => settingIn(source, name, sources) !== undefined);
  const [source, ...unused] = named;
  if (source === undefined) return undefined;
  const explicitName = sources.explicitNames?.[name];
  return explicitName === undefined ? { source, unused } : { source, unused, explicitName };
}

/**
 * The setting as an error names it: `the recordsUrl setting (read from stack config
 * bizops:recordsUrl; BIZOPS_RECORDS_URL is also set and is not used)`; without an origin, the
 * places it may be set: `the recordsUrl setting (bizops:recordsUrl or BIZOPS_RECORDS_URL)`.
 */
export function describeSetting(name: SettingName, origin: SettingOrigin | undefined): string {
  if (origin === undefined) {
    const where = SETTING_SOURCES[name];
    return `the ${name} setting (${where.config} or ${where.env})`;
  }
  const from = `read from ${placeOf(name, origin)}`;
  if (origin.unused.length === 0) return `the ${name} setting (${from})`;
  const others = origin.unused.map((source) => keyIn(name, source)).join(" and ");
  const verbs = origin.unused.length === 1 ? "is also set and is not used" : "are also set and are not used";
  return `the ${name} setting (${from}; ${others} ${verbs})`;
}

/** The source and the key the setting has there, such as `stack config bizops:recordsUrl`. */
function placeOf(name: SettingName, { source, explicitName }: SettingOrigin): string {
  if (source === "explicit") return explicitName ?? `${keyIn(name, source)} of the resource or function`;
  const key = keyIn(name, source);
  return source === "config" ? `stack config ${key}` : `the environment variable ${key}`;
}

/** The setting's key in one source. */
function keyIn(name: SettingName, source: SourceName): string {
  const where = SETTING_SOURCES[name];
  return source === "explicit" ? `settings.${name}` : source === "config" ? where.config : where.env;
}

/**
 * The value of a setting that takes one of a list (`values` in SETTING_SOURCES), from the first
 * source that names it, or undefined when none does; a value not in the list is refused by name,
 * with `hint`, before any request.
 */
export function listedSetting(name: SettingName, sources: SettingSources, hint: string): string | undefined {
  const origin = settingOrigin(name, sources);
  if (origin === undefined) return undefined;
  const value = settingIn(origin.source, name, sources) ?? "";
  const values = valuesOf(name) ?? [];
  if (values.includes(value)) return value;
  throw new SettingsError(`${describeSetting(name, origin)} ${valuesRule(values)}, not "${value}".`, {
    hint,
  });
}
