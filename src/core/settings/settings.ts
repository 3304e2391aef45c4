/**
 * Settings: where each service lives and how to authenticate. Each is read from an explicit
 * argument first, then the stack config (namespace `bizops`), then the environment.
 */
import * as z from "zod";
import { baseUrlProblem, isLoopback, safeTransport } from "./base-url";
import { ENTRA_SETTING_SOURCES } from "./entra-settings";
import { MissingSettingError, SettingsError } from "../errors/errors";
import { HEADER_VALUE_RULE, isHeaderValue } from "./header-value";
import { NAMING_RULE, NAMINGS, type Naming } from "./naming";
import { recordsUrlProblem } from "./records-url";
import { serviceIdentityRefusal } from "./service-identity-settings";
import type { TokenSource } from "../identity/token-source";

/** Every setting, with its stack-config key and environment variable. */
export const SETTING_SOURCES = {
  recordsUrl: { config: "bizops:recordsUrl", env: "BIZOPS_RECORDS_URL", secret: false },
  recordsToken: { config: "bizops:recordsToken", env: "BIZOPS_RECORDS_TOKEN", secret: true },
  // The API version currencies are read and written on; detected per URL and company when unset.
  currencyApiVersion: {
    config: "bizops:currencyApiVersion",
    env: "BIZOPS_CURRENCY_API_VERSION",
    secret: false,
    values: ["v2.0", "v1.0"],
  },
  // Whether a record resource's create takes over the record its company already holds with the
  // program's key, instead of failing on it.
  adoptExistingRecords: {
    config: "bizops:adoptExistingRecords",
    env: "BIZOPS_ADOPT_EXISTING_RECORDS",
    secret: false,
    values: ["true", "false"],
  },
  dataShareUrl: { config: "bizops:dataShareUrl", env: "BIZOPS_DATASHARE_URL", secret: false },
  dataShareToken: { config: "bizops:dataShareToken", env: "BIZOPS_DATASHARE_TOKEN", secret: true },
  lifecycleUrl: { config: "bizops:lifecycleUrl", env: "BIZOPS_LIFECYCLE_URL", secret: false },
  lifecycleToken: { config: "bizops:lifecycleToken", env: "BIZOPS_LIFECYCLE_TOKEN", secret: true },
  // The Power Platform API: Microsoft's one host, so the URL has a default (power-platform-api.md 0.1).
  powerPlatformUrl: {
    config: "bizops:powerPlatformUrl",
    env: "BIZOPS_POWERPLATFORM_URL",
    secret: false,
    default: "https://api.powerplatform.com",
  },
  powerPlatformToken: {
    config: "bizops:powerPlatformToken",
    env: "BIZOPS_POWERPLATFORM_TOKEN",
    secret: true,
  },
  // Whether a preview asks the service about an operation a create would start (its guard rails,
  // and Power Platform's ValidateOnly): off, so that a preview sends nothing unless asked.
  previewChecks: {
    config: "bizops:previewChecks",
    env: "BIZOPS_PREVIEW_CHECKS",
    secret: false,
    values: ["true", "false"],
  },
  translatorUrl: { config: "bizops:translatorUrl", env: "BIZOPS_TRANSLATOR_URL", secret: false },
  translatorKey: { config: "bizops:translatorKey", env: "BIZOPS_TRANSLATOR_KEY", secret: true },
  // The Azure region of a regional or multi-service translator key, sent beside it.
  translatorRegion: { config: "bizops:translatorRegion", env: "BIZOPS_TRANSLATOR_REGION", secret: false },
  // Which names a service's requests carry, Microsoft's or the spec's (naming.ts); by default
  // Microsoft's when the service URL's host is one of Microsoft's for that service.
  dataShareNaming: { config: "bizops:dataShareNaming", env: "BIZOPS_DATASHARE_NAMING", secret: false },
  lifecycleNaming: { config: "bizops:lifecycleNaming", env: "BIZOPS_LIFECYCLE_NAMING", secret: false },
  translatorNaming: { config: "bizops:translatorNaming", env: "BIZOPS_TRANSLATOR_NAMING", secret: false },
  // An Entra ID identity instead of a static token (see entra-settings.ts for the names).
  ...ENTRA_SETTING_SOURCES,
} as const;

export type SettingName = keyof typeof SETTING_SOURCES;

/**
 * A service base URL given as a setting: one that a credential can ever be sent to (see
 * base-url.ts), so that a URL that can never be used is refused by name in check rather than at
 * the first request.
 */
function serviceUrl(name: SettingName): z.ZodString {
  return z
    .string()
    .min(1)
    .superRefine((raw, ctx) => {
      const problem = urlProblem(name, raw, { transport: true });
      if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem.problem });
    });
}

/**
 * The problem with `raw` as the value of the URL setting `name`, worded to follow its name, or
 * undefined: the rules of every base URL (base-url.ts), then the records URL's own.
 */
function urlProblem(
  name: SettingName,
  raw: string,
  options: { transport: boolean },
): { problem: string; hint?: string } | undefined {
  const problem = baseUrlProblem(raw, options);
  if (problem !== undefined) return { problem };
  return name === "recordsUrl" ? recordsUrlProblem(raw) : undefined;
}

/** A token or key: it travels in a header, so it must be a header value (never echoed). */
const headerCredential = z
  .string()
  .min(1)
  // zod runs refinements after a failed length check too; an empty value is already reported.
  .refine((value) => value === "" || isHeaderValue(value), { message: HEADER_VALUE_RULE });

/** The settings whose values travel in a request header, beside or as the credential. */
const HEADER_SETTINGS: ReadonlySet<string> = new Set<SettingName>([
  "recordsToken",
  "dataShareToken",
  "lifecycleToken",
  "powerPlatformToken",
  "translatorKey",
]);

/** An Azure region name as the portal writes it, such as `westeurope`: it travels in a header. */
const region = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, { message: "must be an Azure region name, such as westeurope" });

/** A naming setting: one of the namings, by name. */
const naming = z.enum(NAMINGS, { message: NAMING_RULE });

/** The rule of each setting: text, or one of the namings for a naming setting. */
type SettingShape = {
  [K in SettingName]: z.ZodOptional<K extends `${string}Naming` ? typeof naming : z.ZodString>;
};

const settingShape = Object.fromEntries(
  (Object.keys(SETTING_SOURCES) as SettingName[]).map((name) => [name, schemaOf(name).optional()]),
) as SettingShape;

/** The rule of one setting's value. */
function schemaOf(name: SettingName): z.ZodString | typeof naming {
  const values = valuesOf(name);
  if (values !== undefined) return z.string().refine((value) => values.includes(value), valuesRule(values));
  if (name.endsWith("Url")) return serviceUrl(name);
  // The region travels in a header too; its pattern admits only header-safe characters.
  if (name.endsWith("Region")) return region;
  if (name.endsWith("Naming")) return naming;
  return HEADER_SETTINGS.has(name) ? headerCredential : z.string().min(1);
}

/** The values a setting that takes one of a list may hold; undefined for any other setting. */
export function valuesOf(name: SettingName): readonly string[] | undefined {
  const where = SETTING_SOURCES[name];
  return "values" in where ? where.values : undefined;
}

/** The rule of a setting that takes one of `values`, worded to follow its name. */
export function valuesRule(values: readonly string[]): string {
  return `must be one of ${values.map((value) => `"${value}"`).join(", ")}`;
}

/** Explicit settings, as a function argument or a resource input: any of the settings above. */
export const settingsSchema = z.strictObject(settingShape);

export type Settings = z.infer<typeof settingsSchema>;

/**
 * The explicit settings one resource or function takes: `names` out of {@link settingsSchema}.
 * Kept in state, so a name leaves only with a way to read state that holds it (see parseState).
 * A service's own identity setting is refused with the shared name to use instead.
 */
export function pickSettings<const K extends SettingName>(
  names: readonly K[],
): z.ZodObject<{ [P in K]: SettingShape[P] }, z.core.$strict> {
  const shape = Object.fromEntries(names.map((name) => [name, settingShape[name]])) as {
    [P in K]: SettingShape[P];
  };
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? serviceIdentityRefusal(issue.keys) : undefined),
  });
}

/** Anything with the shape of a Pulumi config reader keyed by full `namespace:key` names. */
export interface ConfigReader {
  get(key: string): string | undefined;
}

/** The places a setting may come from, in order of precedence. */
export interface SettingSources {
  explicit?: Settings | undefined;
  /** How messages name an explicit setting, where not `settings.<name>` (a command's flag). */
  explicitNames?: Readonly<Record<string, string>> | undefined;
  config?: ConfigReader | undefined;
  env?: Readonly<Record<string, string | undefined>> | undefined;
}

/** Returns a setting's value, or throws a {@link SettingsError} naming where to set it. */
export function requireSetting(name: SettingName, sources: SettingSources): string {
  const value = lookupSetting(name, sources);
  if (value !== undefined) return value;
  const where = SETTING_SOURCES[name];
  throw new MissingSettingError(name, `Missing setting ${name}.`, {
    hint: `Set it with \`pulumi config set ${where.secret ? "--secret " : ""}${where.config} ...\` or the environment variable ${where.env}.`,
  });
}

/** Returns a setting's value from the first source that has it, else its default, or undefined. */
function lookupSetting(name: SettingName, sources: SettingSources): string | undefined {
  for (const source of SOURCE_ORDER) {
    const value = settingIn(source, name, sources);
    if (value !== undefined) return value;
  }
  return defaultOf(name);
}

/** The value a setting takes when no source names it, for a setting that has one. */
function defaultOf(name: SettingName): string | undefined {
  const where = SETTING_SOURCES[name];
  return "default" in where ? where.default : undefined;
}

/** The sources of settings, in order of precedence. */
export const SOURCE_ORDER = ["explicit", "config", "env"] as const;
export type SourceName = (typeof SOURCE_ORDER)[number];

/** A setting's value in one source, or undefined. */
export function settingIn(
  source: SourceName,
  name: SettingName,
  sources: SettingSources,
): string | undefined {
  const where = SETTING_SOURCES[name];
  const value =
    source === "explicit"
      ? sources.explicit?.[name]
      : source === "config"
        ? sources.config?.get(where.config)
        : sources.env?.[where.env];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** A base URL plus the credential to present there. */
export interface ServiceEndpoint {
  /** Base URL without a trailing slash. */
  baseUrl: string;
  /** A static token or key, or the source of Entra ID access tokens. */
  credential: string | TokenSource;
  /** Headers that travel with the credential on every request (the translator key's region). */
  headers?: Readonly<Record<string, string>> | undefined;
  /**
   * The names the requests carry, for a service whose names differ between Microsoft's service
   * and the spec's; by default Microsoft's when the base URL's host is one of Microsoft's for the
   * service, the spec's otherwise.
   */
  naming?: Naming | undefined;
  /** Where the naming was read, for errors; unknown when the host chose it or for an endpoint built by hand. */
  namingOrigin?: SettingOrigin | undefined;
  /** Where the base URL was read, for errors; unknown for an endpoint built by hand. */
  urlOrigin?: SettingOrigin | undefined;
  /** Where a static credential was read, for errors; unknown for an endpoint built by hand. */
  credentialOrigin?: SettingOrigin | undefined;
}

/** The settings that name a client's URL and credential, and where the URL was read, for errors. */
export interface ClientSettingNames {
  url: SettingName;
  credential: SettingName;
  urlOrigin?: SettingOrigin | undefined;
  credentialOrigin?: SettingOrigin | undefined;
}

/** Where a setting's value was read, and the sources after it that name the setting too. */
export interface SettingOrigin {
  source: SourceName;
  /** Sources of lower precedence that also name the setting: their values are not used. */
  unused: readonly SourceName[];
  /** How messages name the explicit setting, where not `settings.<name>` (a command's flag). */
  explicitName?: string | undefined;
}

/**
 * Resolves a service's base URL and credential, refusing to send the credential anywhere but
 * `https:` or plain `http:` on loopback (the emulator). Throws before any request is made.
 */
export function resolveEndpoint(
  urlSetting: SettingName,
  credentialSetting: SettingName,
  sources: SettingSources,
): ServiceEndpoint {
  // A credential from stack config or the environment belongs to the URL set there: it is never
  // sent to a URL that the program chose for one resource.
  if (sources.explicit?.[urlSetting] && !sources.explicit[credentialSetting]) {
    throw new SettingsError(`settings.${urlSetting} is set without settings.${credentialSetting}.`, {
      hint: `Give both, so that the credential of ${SETTING_SOURCES[credentialSetting].config} is not sent to another host.`,
    });
  }
  const baseUrl = resolveBaseUrl(urlSetting, credentialSetting, sources);
  return { baseUrl, credential: requireSetting(credentialSetting, sources) };
}

/**
 * The service's base URL without a trailing slash, checked: a URL, with no credentials in it,
 * and safe for the credential (see {@link assertSafeTransport}).
 */
export function resolveBaseUrl(
  urlSetting: SettingName,
  credentialSetting: SettingName,
  sources: SettingSources,
): string {
  const url = parseBaseUrl(requireSetting(urlSetting, sources), urlSetting);
  assertSafeTransport(url, urlSetting, credentialSetting);
  return url.href.replace(/\/+$/, "");
}

/** The base URL, parsed once it meets the rules of base-url.ts (the transport is checked apart). */
function parseBaseUrl(raw: string, name: SettingName): URL {
  const found = urlProblem(name, raw, { transport: false });
  if (found !== undefined) {
    const where = SETTING_SOURCES[name];
    throw new SettingsError(`Setting ${name} (${where.config} or ${where.env}) ${found.problem}.`, {
      hint:
        found.hint ??
        "A base URL is an origin with an optional path, such as https://records.example.com/base.",
    });
  }
  return new URL(raw);
}

/** Throws unless the URL is https, or http to a loopback address. */
export function assertSafeTransport(url: URL, urlSetting: SettingName, credentialSetting: SettingName): void {
  if (safeTransport(url)) return;
  throw new SettingsError(
    `Refusing to send ${credentialSetting} to ${url.protocol}//${url.host}: credentials travel only over https, or over http to a loopback address.`,
    { hint: `Change ${SETTING_SOURCES[urlSetting].config} to an https: URL.` },
  );
}

export { isLoopback };
