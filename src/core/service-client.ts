/**
 * What every service client shares: the tunables a caller may pass, and how a service's
 * credential travels. Each client says which settings name its URL and credential and which
 * header carries the credential; the one HTTP client does the rest.
 */
import { HttpClient, type HttpClientOptions } from "./http-client";
import { retryOptionsFrom } from "./retry-settings";
import { resolveEndpoint, type ServiceEndpoint, type SettingName, type SettingSources } from "./settings";

/** Client tunables (retry ladder, clock, timeout, dispatcher) passed through to the HTTP client. */
export type ServiceClientOptions = Pick<
  HttpClientOptions,
  "retry" | "clock" | "random" | "timeoutMs" | "dispatcher"
>;

/** How one service authenticates. */
export interface ServiceAuth {
  url: SettingName;
  credential: SettingName;
  /** The header that carries the credential, lower case. */
  header: string;
  /** A scheme before the credential, such as `Bearer`. */
  scheme?: string;
}

/** The HTTP client for one service endpoint. */
export function serviceHttpClient(
  auth: ServiceAuth,
  endpoint: ServiceEndpoint,
  options: ServiceClientOptions,
): HttpClient {
  return new HttpClient({
    ...options,
    credential: { header: auth.header, scheme: auth.scheme, secret: endpoint.credential },
    settingNames: { url: auth.url, credential: auth.credential },
  });
}

/** The endpoint of one service from explicit settings, stack config and environment, in that order. */
export function serviceEndpoint(auth: ServiceAuth, sources: SettingSources): ServiceEndpoint {
  return resolveEndpoint(auth.url, auth.credential, sources);
}

/** The options a client built from setting sources gets: the user's retry bounds, then the caller's. */
export function optionsFromSources(
  sources: SettingSources,
  options: ServiceClientOptions = {},
): ServiceClientOptions {
  return { ...options, retry: { ...retryOptionsFrom(sources), ...options.retry } };
}
