/**
 * Sets the credential header on each attempt (`credential-header.ts`: a static value, or an Entra ID
 * token asked of its source every time). When the service answers 401 to a token, the token is
 * renewed once and the attempt repeated: a 401 means nothing was applied, so even a create may
 * be sent again. Both sends count as one attempt of the retry ladder, within one slot.
 */
import type { RequestCredential } from "../credential-header";
import type { HttpPolicy } from "../policy";

/** Authenticates every attempt with `auth`. */
export function authenticationPolicy({ auth }: { auth: RequestCredential }): HttpPolicy {
  return {
    name: "authentication",
    async send(exchange, next) {
      // A token that cannot be had is thrown: the identity's error, and nothing was sent.
      exchange.sent = await auth.apply(exchange.headers);
      const first = await next(exchange);
      if (first.kind !== "answer" || first.response.status !== 401 || !auth.renewable) return first;
      auth.refused(exchange.sent);
      exchange.sent = await auth.apply(exchange.headers);
      return next(exchange);
    },
  };
}
