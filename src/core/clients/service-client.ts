/**
 * What every service client shares: the tunables a caller may pass, how a service's credential
 * travels, and the base class that sets up the one HTTP client for it.
 */
import type { EntraService } from "../settings/entra-settings";
import { SettingsError } from "../errors/errors";
import { isHeaderValue } from "../settings/header-value";
import { HttpClient, type HttpClientOptions } from "../http/http-client";
import { clientBoundsFrom } from "./client-bounds";
import { resolveBearerEndpoint } from "./service-endpoint";
import { namingByHost, setNamingTo, resolveNaming, type ServiceNaming } from "./service-naming";
import type { Naming } from "../settings/naming";
import { describeSetting, settingOrigin } from "../settings/setting-origin";
import {
  resolveEndpoint,
  settingIn,
  SETTING_SOURCES,
  type ServiceEndpoint,
  type SettingName,
  type SettingSources,
} from "../settings/settings";

/** Client tunables (retry ladder, clock, timeout, dispatcher) passed through to the HTTP client. */
export type ServiceClientOptions = Pick<
  HttpClientOptions,
  | "retry"
  | "clock"
  | "random"
  | "timeoutMs"
  | "maxResponseBytes"
  | "maxPages"
  | "dispatcher"
  | "maxConcurrentRequests"
>;

/** The header names of a credential: its own and its companions'. */
export interface CredentialNames {
  /** The header that carries the credential, lower case. */
  header: string;
  /**
   * Settings that belong to the credential and travel beside it in a header, by header name:
   * read from the same source as the credential, so a key and a region set in different places
   * never mix.
   */
  companions?: Readonly<Record<string, SettingName>>;
}

/** How one service authenticates, and which names its requests carry. */
export interface ServiceAuth extends CredentialNames {
  url: SettingName;
  credential: SettingName;
  /** A scheme before the credential, such as `Bearer`. */
  scheme?: string;
  /** For a service that takes Entra ID access tokens: which, for its identity settings. */
  entra?: EntraService;
  /** For a service whose names differ between Microsoft's service and the spec's: its naming. */
  naming?: NamedService;
  /**
   * Requests in flight at once per credential in the process, by default, for a service that
   * limits them per user; `bizops:recordsMaxConcurrentRequests` sets it. No limit when absent.
   */
  maxConcurrentRequests?: number;
}

/**
 * A service's naming, and the credential's header names under each naming where they follow it
 * (over the {@link CredentialNames} of its {@link ServiceAuth}).
 */
export interface NamedService extends ServiceNaming {
  credential?: Readonly<Record<Naming, CredentialNames>>;
}

/** The credential's header names under `naming`. */
function credentialNames(auth: ServiceAuth, naming: Naming): CredentialNames {
  return auth.naming?.credential?.[naming] ?? auth;
}

/** A service client's class, as {@link ServiceClient.fromSources} builds it. */
type ServiceClientClass<T> = {
  new (endpoint: ServiceEndpoint, options?: ServiceClientOptions): T;
  auth: ServiceAuth;
};

/**
 * The base of every service client: it holds the endpoint and the one HTTP client, set up for
 * the credential that the subclass describes in its static `auth`.
 */
export abstract class ServiceClient {
  /** How the service authenticates; each client names its own. */
  declare static readonly auth: ServiceAuth;
  protected readonly http: HttpClient;
  /**
   * The names the requests carry: the endpoint's, else chosen by the base URL's host. A service
   * without a naming has one set of names, its spec's.
   */
  protected readonly naming: Naming;

  constructor(
    protected readonly endpoint: ServiceEndpoint,
    options: ServiceClientOptions = {},
  ) {
    const auth = (new.target as unknown as ServiceClientClass<ServiceClient>).auth;
    this.naming =
      auth.naming === undefined ? "spec" : (endpoint.naming ?? namingByHost(auth.naming, endpoint.baseUrl));
    this.http = new HttpClient({
      ...options,
      maxConcurrentRequests: options.maxConcurrentRequests ?? auth.maxConcurrentRequests,
      credential: {
        header: credentialNames(auth, this.naming).header,
        scheme: auth.scheme,
        secret: endpoint.credential,
        setting: auth.credential,
      },
      headers: endpoint.headers,
      settingNames: {
        url: auth.url,
        credential: auth.credential,
        urlOrigin: endpoint.urlOrigin,
        credentialOrigin: endpoint.credentialOrigin,
      },
      origin: new URL(endpoint.baseUrl).origin,
    });
  }

  /** The URL setting as an error names it, with where its value was read (setting-origin.ts). */
  protected get urlSetting(): string {
    const { auth } = this.constructor as unknown as ServiceClientClass<ServiceClient>;
    return describeSetting(auth.url, this.endpoint.urlOrigin);
  }

  /**
   * For an answer only Microsoft's service gives: the sentence to end its hint with, naming the
   * setting to change, when the request carried the spec's names (`sent` says which). Undefined
   * under Microsoft's naming, or for a service without one.
   */
  protected microsoftNamingHint(sent: string): string | undefined {
    const { auth } = this.constructor as unknown as ServiceClientClass<ServiceClient>;
    if (auth.naming === undefined || this.naming !== "spec") return undefined;
    const change = setNamingTo(auth.naming.setting, this.endpoint.namingOrigin, "microsoft");
    return `Microsoft's service takes Microsoft's names, and the request carried the spec's (${sent}): ${change}.`;
  }

  /** The origin of the configured base URL: the only one the credential goes to. */
  protected get origin(): string {
    return new URL(this.endpoint.baseUrl).origin;
  }

  /**
   * Builds a client from explicit settings, stack config and environment, in that order, with
   * the user's bounds (retries, timeout, answer size, pages) from the same sources (the caller's
   * options win).
   */
  static fromSources<T>(
    this: ServiceClientClass<T>,
    sources: SettingSources,
    options: ServiceClientOptions = {},
  ): T {
    const { url, credential, entra, naming } = this.auth;
    const resolved = entra
      ? resolveBearerEndpoint(entra, url, credential, sources)
      : resolveEndpoint(url, credential, sources);
    const named = naming && resolveNaming(naming, url, resolved.baseUrl, sources);
    const endpoint: ServiceEndpoint = {
      ...resolved,
      urlOrigin: settingOrigin(url, sources),
      credentialOrigin: settingOrigin(credential, sources),
      ...(named && { naming: named.naming, namingOrigin: named.origin }),
    };
    const { companions } = credentialNames(this.auth, endpoint.naming ?? "spec");
    const headers = companionHeaders(companions, credential, sources);
    const { retry, recordsMaxConcurrentRequests, ...bounds } = clientBoundsFrom(sources);
    // Only a service that limits requests per user takes the setting.
    const concurrency =
      this.auth.maxConcurrentRequests === undefined
        ? {}
        : { maxConcurrentRequests: recordsMaxConcurrentRequests };
    return new this(headers ? { ...endpoint, headers } : endpoint, {
      ...bounds,
      ...concurrency,
      ...options,
      retry: { ...retry, ...options.retry },
    });
  }
}

/** The companion headers of a credential, each read from the source the credential came from. */
function companionHeaders(
  companions: Readonly<Record<string, SettingName>> | undefined,
  credential: SettingName,
  sources: SettingSources,
): Record<string, string> | undefined {
  const source = settingOrigin(credential, sources)?.source;
  if (companions === undefined || source === undefined) return undefined;
  const headers: Record<string, string> = {};
  for (const [header, setting] of Object.entries(companions)) {
    const value = settingIn(source, setting, sources);
    if (value === undefined) continue;
    if (!isHeaderValue(value)) throw unsendable(setting);
    headers[header] = value;
  }
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/** A companion setting (such as the translator's region) that an HTTP header cannot carry. */
function unsendable(setting: SettingName): SettingsError {
  const where = SETTING_SOURCES[setting];
  return new SettingsError(
    `Setting ${setting} (${where.config} or ${where.env}) holds characters an HTTP header cannot carry; nothing was sent.`,
    { hint: "Set it again without line breaks, control characters or spaces at either end." },
  );
}
