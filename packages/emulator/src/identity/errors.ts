/**
 * The identity provider's errors: an OAuth error code (`invalid_client`) and a description that
 * starts with the AADSTS code, as Entra ID answers.
 */
import { randomUUID } from "node:crypto";
import { ServiceError } from "../service";

/** An error of the token endpoint: `aadsts` is the number without its prefix. */
export function oauthError(status: number, error: string, aadsts: number, text: string): ServiceError {
  return new ServiceError(status, error, `AADSTS${aadsts}: ${text}`);
}

/** The body Entra ID answers an error with. */
export function renderOAuthError(error: ServiceError): unknown {
  const code = /^AADSTS(\d+)/.exec(error.message)?.[1];
  const traceId = randomUUID();
  const correlationId = randomUUID();
  const timestamp = new Date()
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d+Z$/, "Z");
  return {
    error: error.code,
    error_description: `${error.message}\r\nTrace ID: ${traceId}\r\nCorrelation ID: ${correlationId}\r\nTimestamp: ${timestamp}`,
    error_codes: code === undefined ? [] : [Number(code)],
    timestamp,
    trace_id: traceId,
    correlation_id: correlationId,
  };
}
