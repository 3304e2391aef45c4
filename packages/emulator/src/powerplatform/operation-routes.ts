/**
 * Copy and restore (Learn, environment-copy/copy-environment and environment-restore/
 * restore-environment) and the operation routes that follow them (operation/get-operation-by-id,
 * get-environment-operation-by-id, get-operations-for-environment).
 */
import { sendJson, type JsonObject } from "../http-helpers";
import type { Exchange } from "../service";
import type { HandlerContext, PowerPlatformHandler } from "./context";
import { readCopyRequest } from "./copy-request";
import { invalidField, notFoundError, type FieldErrors } from "./errors";
import { checkNotBusy } from "./guards";
import { environmentOf } from "./lookup";
import { isTerminal } from "./progress";
import { POWER_PLATFORM_API_VERSION, queryValue, readBody, validationOf } from "./request";
import { readRestoreRequest } from "./restore-request";
import type {
  OperationStart,
  PowerPlatformEnvironment,
  PowerPlatformOperation,
  PowerPlatformStore,
} from "./store";
import { operationToWire } from "./wire";

/** Seconds a client should wait before its next poll: one step, at least a second while steps take time. */
function retryAfter(store: PowerPlatformStore): string {
  return String(Math.ceil(store.timing.stepMs / 1000));
}

/**
 * Answers a started operation: 202 without a body. The pages list no header: the emulator sets both
 * `Location` (which Microsoft's tutorial script and Terraform provider read) and `Operation-Location`
 * (which the BAP copy's module and a third-party test read) to the environment-scoped operation
 * route of the target, and `Retry-After` in seconds.
 */
function sendAccepted(
  exchange: Exchange,
  store: PowerPlatformStore,
  operation: PowerPlatformOperation,
): void {
  const url = `${exchange.baseUrl}/environmentmanagement/environments/${operation.environmentId}/operations/${operation.operationId}?api-version=${POWER_PLATFORM_API_VERSION}`;
  exchange.res.writeHead(202, {
    Location: url,
    "Operation-Location": url,
    "Retry-After": retryAfter(store),
    "Content-Length": "0",
  });
  exchange.res.end();
}

/**
 * Runs a read request's checks, then starts it: field errors answer 400 (only those of
 * `ValidateProperties` when it names some), an environment being overwritten 409; with
 * `ValidateOnly=true` an operation that passed is started in `ValidationPassed` and changes nothing.
 */
function start(
  exchange: Exchange,
  context: HandlerContext,
  target: PowerPlatformEnvironment,
  read: { errors: FieldErrors; source?: PowerPlatformEnvironment; overrides: OperationStart["overrides"] },
  name: OperationStart["name"],
): void {
  const { validateOnly, properties } = validationOf(exchange);
  const errors = validateOnly ? read.errors.only(properties) : read.errors;
  if (!errors.empty) throw errors.toError(400);
  const source = read.source;
  // Without a source the request has errors, which answered above unless ValidateProperties left them out.
  checkNotBusy(context.store, target, source);
  const operation = context.store.startOperation({
    name,
    environmentId: target.id,
    sourceEnvironmentId: source?.id ?? target.id,
    requestedBy: context.caller,
    overrides: read.overrides,
    validateOnly,
  });
  sendAccepted(exchange, context.store, operation);
}

const copy: PowerPlatformHandler = async (exchange, context, [id = ""]) => {
  const target = environmentOf(context.store, id);
  const body = await readBody(exchange, "environmentmanagement");
  start(exchange, context, target, readCopyRequest(context.store, target, body), "Copy");
};

const restore: PowerPlatformHandler = async (exchange, context, [id = ""]) => {
  const target = environmentOf(context.store, id);
  const body = await readBody(exchange, "environmentmanagement");
  start(exchange, context, target, readRestoreRequest(context.store, target, body), "Restore");
};

function sendOperation(
  exchange: Exchange,
  store: PowerPlatformStore,
  operation: PowerPlatformOperation,
): void {
  const progress = store.progressOf(operation);
  const headers: Record<string, string> = isTerminal(progress.status)
    ? {}
    : { "Retry-After": retryAfter(store) };
  sendJson(exchange.res, 200, operationToWire(operation, progress, store), headers);
}

const getOperation: PowerPlatformHandler = async (exchange, { store }, [operationId = ""]) => {
  const operation = store.operation(operationId);
  if (operation === undefined) throw notFoundError(`Operation ${operationId} was not found.`);
  sendOperation(exchange, store, operation);
};

const getEnvironmentOperation: PowerPlatformHandler = async (
  exchange,
  { store },
  [id = "", operationId = ""],
) => {
  const environment = environmentOf(store, id);
  const operation = store
    .operationsOf(environment.id)
    .find((op) => op.operationId === operationId.toLowerCase());
  if (operation === undefined)
    throw notFoundError(`Operation ${operationId} was not found for environment ${id}.`);
  sendOperation(exchange, store, operation);
};

/**
 * GET .../operations, newest first. `limit` is "a positive integer" as text (get-operations-for-
 * environment); how `continuationToken` comes back is not documented: the emulator takes it as a
 * query parameter of that name.
 */
const listOperations: PowerPlatformHandler = async (exchange, { store }, [id = ""]) => {
  const environment = environmentOf(store, id);
  const limitText = queryValue(exchange, "limit");
  if (limitText !== undefined && !/^[1-9]\d*$/.test(limitText)) {
    throw invalidField("limit", "limit must be a positive integer.");
  }
  const tokenText = queryValue(exchange, "continuationToken");
  const offset =
    tokenText === undefined ? 0 : Number.parseInt(Buffer.from(tokenText, "base64url").toString(), 10);
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw invalidField("continuationToken", "The continuation token is not valid.");
  const all = store.operationsOf(environment.id);
  const end = limitText === undefined ? all.length : offset + Number(limitText);
  const collection: JsonObject[] = all
    .slice(offset, end)
    .map((op) => operationToWire(op, store.progressOf(op), store));
  const continuationToken = end < all.length ? Buffer.from(String(end)).toString("base64url") : null;
  sendJson(exchange.res, 200, { collection, continuationToken });
};

/** The handlers of copy, restore and the operation routes. */
export const OPERATION_ROUTES = {
  copy: { POST: copy },
  restore: { POST: restore },
  operation: { GET: getOperation },
  environmentOperation: { GET: getEnvironmentOperation },
  environmentOperations: { GET: listOperations },
};
