import { ServiceError } from "../service";

/**
 * An error of the data share service. Its body names a `target` (the parameter or resource at fault), so
 * it carries one beside the code; errors made elsewhere (faults, body limits) render with an empty target.
 */
export class DataShareError extends ServiceError {
  /**
   * @param status - HTTP status to answer with.
   * @param code - the service's error code, such as `ResourceNotFound`.
   * @param message - human-readable text; must never contain a credential.
   * @param target - the parameter or resource the error is about.
   * @param headers - extra response headers.
   */
  constructor(
    status: number,
    code: string,
    message: string,
    readonly target: string,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(status, code, message, headers);
    this.name = "DataShareError";
  }
}

/** The body of every non-200 data share answer: `{"error":{"code","message","target","details":[]}}`. */
export function renderDataShareError(error: ServiceError): unknown {
  const target = error instanceof DataShareError ? error.target : "";
  return { error: { code: error.code, message: error.message, target, details: [] } };
}

/** A 400 about one query parameter or body property. */
export function badRequest(code: string, message: string, target: string): DataShareError {
  return new DataShareError(400, code, message, target);
}

/** The 404 for a share subscription or synchronization the service does not hold. */
export function resourceNotFound(message: string, target: string): DataShareError {
  return new DataShareError(404, "ResourceNotFound", message, target);
}
