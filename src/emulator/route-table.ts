import { ServiceError } from "./service";

/** Admin routes by path (or name), then by method. */
export type AdminRouteTable<H> = Readonly<Record<string, Readonly<Record<string, H>>>>;

/** The admin 405, with the methods the route does take. */
export function adminMethodNotAllowed(method: string, allow: readonly string[]): ServiceError {
  return new ServiceError(405, "BadRequest_MethodNotAllowed", `Method '${method}' is not allowed here.`, {
    Allow: allow.join(", "),
  });
}

/**
 * The handler for one admin request, or the admin 404 (no such route, named by `what`) or 405
 * (the route exists but not for this method).
 */
export function pickAdminHandler<H>(
  routes: AdminRouteTable<H>,
  key: string,
  method: string,
  what: string,
): H {
  const methods = routes[key];
  if (methods === undefined) {
    throw new ServiceError(404, "BadRequest_NotFound", `No ${what} matches the request URI.`);
  }
  const handler = methods[method];
  if (handler === undefined) throw adminMethodNotAllowed(method, Object.keys(methods));
  return handler;
}
