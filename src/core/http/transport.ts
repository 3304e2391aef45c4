/**
 * The end of the pipeline: one attempt sent with undici, answered with the status and headers and
 * the body still streaming in (the size cap reads it). A failure to get an answer is data: no
 * connection made, or the answer lost.
 */
import type { Dispatcher } from "undici";
import { connectionPools, type ConnectionPools } from "./connection-pool";
import { undiciLibrary } from "./undici-library";
import { failedAttempt, type Attempt, type Exchange } from "./exchange";
import type { SendAttempt } from "./policy";

// Response headers that carry a request id, in order of preference.
const REQUEST_ID_HEADERS = ["x-svc-request-id", "x-requestid", "x-ms-request-id", "apim-request-id"];

let sharedPools: ConnectionPools | undefined;

/** The process's pool for `url`, the pools made at the first request (connection-pool.ts). */
function defaultDispatcher(url: URL): Dispatcher {
  sharedPools ??= connectionPools(process.env);
  return sharedPools.forUrl(url);
}

// Until the redaction policy binds an answer's redaction to the credential sent.
const unredacted = (text: string): string => text;

/** Sends each attempt on `dispatcher`, or on the process's shared pool. */
export function undiciTransport(config: { dispatcher?: Dispatcher | undefined }): SendAttempt {
  return async (exchange: Exchange): Promise<Attempt> => {
    const { url } = exchange;
    // Outside the try: a proxy variable that is not a URL is a setting to fix, not a network failure.
    const dispatcher = config.dispatcher ?? defaultDispatcher(url);
    try {
      const answer = await undiciLibrary().request(dispatcher, {
        origin: url.origin,
        path: url.pathname + url.search,
        method: exchange.request.method,
        headers: exchange.headers,
        body: exchange.body,
        signal: exchange.signal,
      });
      const headers = flattenHeaders(answer.headers);
      return {
        kind: "answer",
        response: {
          status: answer.statusCode,
          headers,
          body: undefined,
          requestId: requestIdOf(headers),
          redact: unredacted,
        },
        stream: answer.body,
      };
    } catch (error) {
      return failedAttempt(error, exchange);
    }
  };
}

function flattenHeaders(raw: Dispatcher.ResponseData["headers"]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(raw)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function requestIdOf(headers: Record<string, string | undefined>): string | undefined {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers[name];
    if (value) return value;
  }
  return undefined;
}
