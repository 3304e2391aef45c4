/**
 * The first policy: a credential goes only over a safe transport (https, or plain http to
 * loopback) and only to the origin it was configured for. A URL that fails either is refused
 * before anything else runs, so nothing is sent and no slot or token is taken for it.
 */
import { assertSameOrigin } from "../same-origin";
import { assertSafeTransport, type SettingName } from "../../settings/settings";
import type { HttpPolicy } from "../policy";

/** What the check needs: the settings to name, and the configured origin (none: any origin). */
export interface CredentialOriginConfig {
  settingNames: { url: SettingName; credential: SettingName };
  origin?: string | undefined;
}

/** Refuses an unsafe transport or a foreign origin before the request goes on. */
export function credentialOriginPolicy({ settingNames, origin }: CredentialOriginConfig): HttpPolicy {
  return {
    name: "credential origin",
    send(exchange, next) {
      const { url, request } = exchange;
      assertSafeTransport(url, settingNames.url, settingNames.credential);
      if (origin !== undefined) assertSameOrigin(request.operation, request.url, origin);
      return next(exchange);
    },
  };
}
