import {
  DEFAULT_COMPANY_ID,
  EMULATOR_DEFAULT_TOKENS,
  startEmulator,
  type Emulator,
  type EmulatorOptions,
} from "pulumi-bizops-emulator";

/**
 * A company id as the real service uses them. Not part of the emulator's seed: {@link useEmulator} adds it
 * through the admin route before each test.
 */
export const COMPANY = "8a0f7c6e-1a2b-4c3d-9e8f-0123456789ab";

/** Matches a GUID such as the ids and request ids the emulator makes. */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A parsed JSON object body. */
export type Json = Record<string, unknown>;

/** One answer of the emulator. */
export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body; `{}` when the body is empty. */
  readonly body: Json;
}

/** Options of {@link call}. */
export interface CallOptions {
  readonly body?: unknown;
  /** Raw body text, sent as is (for invalid JSON). */
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
  /** Bearer token; `null` sends no Authorization header. Defaults to the emulator's records token. */
  readonly token?: string | null;
}

/** Sends one request and reads the whole answer. */
export async function call(method: string, url: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.token === undefined ? EMULATOR_DEFAULT_TOKENS.records : options.token;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["Content-Type"] ??= "application/json";
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  const parsed: unknown = text === "" ? {} : JSON.parse(text);
  return { status: response.status, headers: response.headers, text, body: parsed as Json };
}

/** The `error` object of an error reply. */
export function errorOf(reply: Reply): { code: string; message: string } {
  return reply.body.error as { code: string; message: string };
}

/** The URL of a records collection (or of one record) in a company. */
export function recordsUrl(
  emulator: Emulator,
  version: string,
  collection: string,
  id: string | undefined,
  company: string,
): string {
  const base = `${emulator.url}/api/${version}/companies(${company})/${collection}`;
  return id === undefined ? base : `${base}(${id})`;
}

/** The URL of the disputeStatus collection (or of one record) in a company. */
export function disputeStatusUrl(emulator: Emulator, id?: string, company: string = COMPANY): string {
  return recordsUrl(emulator, "v2.0", "disputeStatus", id, company);
}

/** The URL of the currencies collection (v1.0 path), or of one currency, in a company. */
export function currencyUrl(emulator: Emulator, id?: string, company: string = DEFAULT_COMPANY_ID): string {
  return recordsUrl(emulator, "v1.0", "currencies", id, company);
}

/** The URL of the purchaseCreditMemos collection, or of one memo, in a company. */
export function memoUrl(emulator: Emulator, id?: string, company: string = DEFAULT_COMPANY_ID): string {
  return recordsUrl(emulator, "v2.0", "purchaseCreditMemos", id, company);
}

/** Creates a purchase credit memo in the default company through the API and returns it. */
export async function createMemo(emulator: Emulator, body: Json = { vendorNumber: "V10000" }): Promise<Json> {
  const reply = await call("POST", memoUrl(emulator), { body });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** PATCHes a purchase credit memo of the default company through the API, with its eTag unless told. */
export function patchMemo(
  emulator: Emulator,
  memo: Json,
  body: Json,
  ifMatch = String(memo["@odata.etag"]),
): Promise<Reply> {
  return call("PATCH", memoUrl(emulator, String(memo.id)), { body, headers: { "If-Match": ifMatch } });
}

/** Changes a record of the default company through the admin route; throws unless it answers 200. */
export async function drift(emulator: Emulator, collection: string, id: unknown, body: Json): Promise<Json> {
  const reply = await admin(
    emulator,
    "PATCH",
    `records/${DEFAULT_COMPANY_ID}/${collection}/${String(id)}`,
    body,
  );
  if (reply.status !== 200) throw new Error(`admin change failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** Creates a dispute status through the API and returns the record. */
export async function createDisputeStatus(
  emulator: Emulator,
  code: string,
  displayName = "Name",
): Promise<Json> {
  const reply = await call("POST", disputeStatusUrl(emulator), { body: { code, displayName } });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** Sends an admin request (no token). */
export function admin(emulator: Emulator, method: string, path: string, body?: unknown): Promise<Reply> {
  return call(method, `${emulator.url}/_admin/${path}`, { token: null, body });
}

/** Adds an empty company through `POST /_admin/companies`; throws unless the emulator answers 201. */
export async function addCompany(emulator: Emulator, id: string, name = "Test company"): Promise<void> {
  const reply = await admin(emulator, "POST", "companies", { id, name, seed: "empty" });
  if (reply.status !== 201) throw new Error(`adding company ${id} failed: ${reply.status} ${reply.text}`);
}

/**
 * Starts one emulator for the test file (with `options`), resets it to its seed and adds {@link COMPANY} before each test,
 * and closes it at the end. The returned handle stands for the running emulator.
 */
export function useEmulator(options: EmulatorOptions = {}): Emulator {
  let running: Emulator | undefined;
  const current = (): Emulator => {
    if (!running) throw new Error("the emulator is not running yet");
    return running;
  };
  beforeAll(async () => {
    running = await startEmulator(options);
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    await admin(current(), "POST", "reset");
    await addCompany(current(), COMPANY);
  });
  return {
    get url() {
      return current().url;
    },
    get port() {
      return current().port;
    },
    get httpsUrl() {
      return current().httpsUrl;
    },
    get httpsCertificatePem() {
      return current().httpsCertificatePem;
    },
    close: () => current().close(),
  };
}
