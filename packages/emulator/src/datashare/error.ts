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

/**
 * An error of Azure Resource Manager itself, answered before any resource provider sees the request: its
 * body is ARM's, code and message only.
 */
export class ResourceManagerError extends ServiceError {
  constructor(status: number, code: string, message: string) {
    super(status, code, message);
    this.name = "ResourceManagerError";
  }
}

/**
 * ARM's answer to a provider namespace it does not know, with its code and message
 * (`InvalidResourceNamespace: The resource namespace '<namespace>' is invalid`, quoted by
 * MicrosoftDocs/azure-docs articles/data-lake-store/data-lake-store-get-started-powershell.md). The
 * page gives no status: 404 is chosen, as ARM routes the path to no resource provider.
 */
export function invalidResourceNamespace(namespace: string): ResourceManagerError {
  return new ResourceManagerError(
    404,
    "InvalidResourceNamespace",
    `The resource namespace '${namespace}' is invalid.`,
  );
}

/**
 * The body of every non-200 data share answer: `{"error":{"code","message","target","details":[]}}`;
 * ARM's own errors have `{"error":{"code","message"}}`.
 */
export function renderDataShareError(error: ServiceError): unknown {
  if (error instanceof ResourceManagerError) return { error: { code: error.code, message: error.message } };
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
