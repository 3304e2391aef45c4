import { notFound, ServiceError } from "./service";

/**
 * The one routing style of the emulator: a service (or admin route set) turns a path into a route name,
 * then the table gives the handler by that name and the request method.
 */
export type RouteTable<H> = Readonly<Record<string, Readonly<Record<string, H>>>>;

/** The answers for a path no route has, and for a route asked with a method it does not take. */
export interface RouteErrors {
  notFound(name: string): ServiceError;
  methodNotAllowed(method: string, allow: readonly string[], name: string): ServiceError;
}

/** The handler of a route and method, or the table owner's 404 or 405 (with the methods the route takes). */
export function pickRoute<H>(routes: RouteTable<H>, name: string, method: string, errors: RouteErrors): H {
  const methods = Object.prototype.hasOwnProperty.call(routes, name) ? routes[name] : undefined;
  if (methods === undefined) throw errors.notFound(name);
  const handler = Object.prototype.hasOwnProperty.call(methods, method) ? methods[method] : undefined;
  if (handler === undefined) throw errors.methodNotAllowed(method, Object.keys(methods), name);
  return handler;
}

/** The admin 404 (no such route, named by `what`) and 405 (with the methods the route does take). */
export function adminRouteErrors(what: string): RouteErrors {
  return {
    notFound: () => notFound(`No ${what} matches the request URI.`),
    methodNotAllowed: (method, allow) =>
      new ServiceError(405, "BadRequest_MethodNotAllowed", `Method '${method}' is not allowed here.`, {
        Allow: allow.join(", "),
      }),
  };
}
