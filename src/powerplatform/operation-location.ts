/**
 * Where a started copy or restore can be followed. The reference pages document a 202 with no
 * headers (copy-environment, restore-environment); Microsoft's tutorial reads `Location`
 * (tutorial-scheduled-copy-with-data-import.md), Microsoft's Terraform provider reads `Location`
 * then `Operation-Location` and waits `Retry-After` (terraform-provider-power-platform
 * internal/api/lifecycle.go), a third-party test reads `operation-location`. So both are read,
 * `Operation-Location` first (the Azure convention for an operation's status), and only the
 * operation id is taken from the URL: the status is asked on the configured origin's
 * environment-scoped route (get-environment-operation-by-id), so a header naming another host
 * never receives the credential.
 */
import { parseRetryAfter } from "../core/http/retry-ladder";
import type { HttpResponse } from "../core/http/http-types";

/** What a 202 said about the operation it started. */
export interface StartedOperation {
  /** The operation id, from the status URL's `operations/{id}`; undefined when no header named one. */
  operationId: string | undefined;
  /** How long the service asks to wait before the first look, in milliseconds. */
  retryAfterMs: number | undefined;
}

const OPERATION_IN_PATH = /\/operations\/([^/?#]+)/i;

/** Reads the operation id and `Retry-After` of a 202 answer. */
export function startedOperation(response: HttpResponse, nowMs: number): StartedOperation {
  const headers = response.headers;
  const candidates = [headers["operation-location"], headers["location"]];
  let operationId: string | undefined;
  for (const link of candidates) {
    operationId = link === undefined ? undefined : operationIdOf(link);
    if (operationId !== undefined) break;
  }
  return { operationId, retryAfterMs: parseRetryAfter(headers["retry-after"], nowMs) };
}

/** The id in `.../operations/{id}` of an absolute or relative URL, decoded; undefined otherwise. */
function operationIdOf(link: string): string | undefined {
  const path = /^[a-z][a-z0-9+.-]*:/i.test(link) ? safePath(link) : link;
  const match = path === undefined ? null : OPERATION_IN_PATH.exec(path);
  if (match?.[1] === undefined) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

function safePath(link: string): string | undefined {
  try {
    return new URL(link).pathname;
  } catch {
    return undefined;
  }
}
