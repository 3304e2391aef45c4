/**
 * A credential goes only to the origin of the base URL it was configured with. A URL that comes
 * from a response (a `nextLink`) is checked here before anything is sent to it.
 */
import { BizopsError } from "../errors/errors";

/** Throws, naming both origins, unless `url` is absolute and has the origin `configuredOrigin`. */
export function assertSameOrigin(operation: string, url: string, configuredOrigin: string): void {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new BizopsError(
      `${operation}: the service returned a link that is not an absolute URL; nothing was sent to it.`,
      {
        code: "UnexpectedResponse",
        hint: "Run the command again later: the service's answer cannot be followed.",
      },
    );
  }
  if (origin === configuredOrigin) return;
  throw new BizopsError(
    `${operation}: the service returned a link to ${origin}, but the credential is configured for ${configuredOrigin}; nothing was sent to ${origin}.`,
    {
      code: "UnexpectedResponse",
      hint: "A credential goes only to the origin it was configured for. Check the service URL setting, or report the link to the service's owner.",
    },
  );
}
