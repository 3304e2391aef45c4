/**
 * A bearer service's endpoint from the settings: its base URL and either its static token or the
 * token source of its Entra ID identity, whichever the first source that names one gives.
 */
import { chooseCredential } from "../identity/entra-identity";
import { tokenSourceFor } from "../identity/entra-credential";
import type { EntraService } from "../settings/entra-settings";
import { SettingsError } from "../errors/errors";
import {
  resolveBaseUrl,
  resolveEndpoint,
  SETTING_SOURCES,
  type ServiceEndpoint,
  type SettingName,
  type SettingSources,
} from "../settings/settings";

/** Resolves the endpoint of `service`, whose static token is `tokenSetting`. Throws before any request. */
export function resolveBearerEndpoint(
  service: EntraService,
  urlSetting: SettingName,
  tokenSetting: SettingName,
  sources: SettingSources,
): ServiceEndpoint {
  const choice = chooseCredential(service, tokenSetting, sources);
  if (choice === undefined && !sources.explicit?.[urlSetting]) {
    resolveBaseUrl(urlSetting, tokenSetting, sources);
    const token = SETTING_SOURCES[tokenSetting];
    throw new SettingsError(`Missing setting ${tokenSetting}.`, {
      hint: `Set it with \`pulumi config set --secret ${token.config} ...\` or the environment variable ${token.env}, or give an Entra ID identity instead (bizops:entraCredential or bizops:${service}EntraCredential; see docs/settings.md, "Authentication with Microsoft Entra ID").`,
    });
  }
  // A static token, as it always was (and its checks).
  if (choice === undefined || choice.kind === "token")
    return resolveEndpoint(urlSetting, tokenSetting, sources);
  // A credential from stack config or the environment belongs to the URL set there: a program
  // that points one resource at another URL names that resource's identity too.
  if (sources.explicit?.[urlSetting] && choice.source !== "explicit") {
    throw new SettingsError(
      `settings.${urlSetting} is set without settings.${tokenSetting} or settings.entraCredential.`,
      {
        hint: `Give one of them too, so that the identity of the stack config or the environment does not send its tokens to another host.`,
      },
    );
  }
  return {
    baseUrl: resolveBaseUrl(urlSetting, `${service}EntraCredential`, sources),
    credential: tokenSourceFor(choice.identity),
  };
}
