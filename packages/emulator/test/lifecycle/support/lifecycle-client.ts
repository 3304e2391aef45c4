import {
  EMULATOR_DEFAULT_TOKENS,
  LIFECYCLE_VERSION_EOL,
  SEED_ENV_PRODUCTION,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startEmulator,
  type Emulator,
  type LifecycleOptions,
} from "pulumi-bizops-emulator";
import { admin, call, type Json, type Reply } from "../../support/emulator-client";

export { SEED_ENV_PRODUCTION, SEED_ENV_TEST, SEED_ENV_UAT, SEED_LIFECYCLE_PROJECT_ID };

/** A lower-case GUID, as the envelope's `OperationActivityId`. */
export const LOWER_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A GUID that names no environment nor operation of the seed. */
export const UNKNOWN_ID = "00000000-1111-4222-8333-444444444444";

/** Where the fake clock of {@link useLifecycleEmulator} stands before each test. */
export const CLOCK_START = Date.parse("2026-03-10T08:00:00.000Z");

/** A clock the test moves by hand; the emulator reads it through the `lifecycle.now` option. */
export interface FakeClock {
  /** Epoch milliseconds. */
  now: number;
}

/** Options of {@link lifecycle}. */
export interface LifecycleCallOptions {
  /** Bearer token; `null` sends none. Defaults to the emulator's lifecycle token. */
  readonly token?: string | null;
  /** `x-svc-version`; `null` sends none. Defaults to `2017-09-15`. */
  readonly version?: string | null;
}

/** Sends one lifecycle request as a client would (bearer token, x-svc-version, JSON content type). */
export function lifecycle(method: string, url: string, options: LifecycleCallOptions = {}): Promise<Reply> {
  const version = options.version === undefined ? "2017-09-15" : options.version;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (version !== null) headers["x-svc-version"] = version;
  const token = options.token === undefined ? EMULATOR_DEFAULT_TOKENS.lifecycle : options.token;
  return call(method, url, { token, headers });
}

/** The certificate fetch URL. */
export function certificateUrl(
  emulator: Emulator,
  environmentId: string,
  project: unknown = SEED_LIFECYCLE_PROJECT_ID,
): string {
  return `${emulator.url}/environmentinfo/v1/rsatdownload/project/${String(project)}/environment/${environmentId}`;
}

/** The refresh URL. */
export function refreshUrl(
  emulator: Emulator,
  source: string,
  target: string,
  project: unknown = SEED_LIFECYCLE_PROJECT_ID,
): string {
  return `${emulator.url}/databasemovement/v1/refresh/project/${String(project)}/source/${source}/target/${target}`;
}

/** The export URL; the backup name is sent as given (encode it first when it needs it). */
export function exportUrl(
  emulator: Emulator,
  environmentId: string,
  backupName: string,
  project: unknown = SEED_LIFECYCLE_PROJECT_ID,
): string {
  return `${emulator.url}/databasemovement/v1/export/project/${String(project)}/environment/${environmentId}/backupName/${backupName}`;
}

/** The operation status URL. */
export function statusUrl(
  emulator: Emulator,
  environmentId: string,
  operationActivityId: string,
  project: unknown = SEED_LIFECYCLE_PROJECT_ID,
): string {
  return `${emulator.url}/databasemovement/v1/fetchstatus/project/${String(project)}/environment/${environmentId}/operationactivity/${operationActivityId}`;
}

/** Expects a refused action: 200, `IsSuccess: false`, no Data, the message, a new activity id. */
export function expectRefused(reply: Reply, message: string): void {
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({
    IsSuccess: false,
    OperationActivityId: expect.stringMatching(LOWER_GUID),
    ErrorMessage: message,
    VersionEOL: LIFECYCLE_VERSION_EOL,
  });
}

/** Expects a successful answer and returns its Data. */
export function expectSuccess(reply: Reply): Json | undefined {
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({
    IsSuccess: true,
    ErrorMessage: null,
    VersionEOL: LIFECYCLE_VERSION_EOL,
  });
  expect(reply.body.OperationActivityId).toMatch(LOWER_GUID);
  // Only the certificate fetch carries Data; a start answers without it, as the docs show.
  return reply.body.Data as Json | undefined;
}

/** Starts a refresh of the seeded project (UAT from production by default) and returns its operation id. */
export async function startRefresh(
  emulator: Emulator,
  source = SEED_ENV_PRODUCTION,
  target = SEED_ENV_UAT,
): Promise<string> {
  const reply = await lifecycle("POST", refreshUrl(emulator, source, target));
  expect(expectSuccess(reply)).toBeUndefined();
  return String(reply.body.OperationActivityId);
}

/** Starts an export of a seeded sandbox and returns its operation id. */
export async function startExport(
  emulator: Emulator,
  environmentId = SEED_ENV_TEST,
  backupName = "nightly",
): Promise<string> {
  const reply = await lifecycle("POST", exportUrl(emulator, environmentId, backupName));
  expect(expectSuccess(reply)).toBeUndefined();
  return String(reply.body.OperationActivityId);
}

/** Sends a lifecycle admin request and expects a 2xx answer. */
export async function lifecycleAdmin(
  emulator: Emulator,
  method: string,
  route: string,
  body?: unknown,
): Promise<Reply> {
  const reply = await admin(emulator, method, `lifecycle/${route}`, body);
  if (reply.status >= 300) throw new Error(`admin ${route} failed: ${reply.status} ${reply.text}`);
  return reply;
}

/** The operations `GET /_admin/lifecycle/operations` lists, in start order. */
export async function listOperations(emulator: Emulator): Promise<Json[]> {
  return (await lifecycleAdmin(emulator, "GET", "operations")).body.operations as Json[];
}

/**
 * Starts one emulator for the test file whose lifecycle service reads a {@link FakeClock}; before each
 * test the emulator is reset and the clock put back to {@link CLOCK_START}.
 */
export function useLifecycleEmulator(options: Omit<LifecycleOptions, "now"> = {}): {
  readonly emulator: Emulator;
  readonly clock: FakeClock;
} {
  const clock: FakeClock = { now: CLOCK_START };
  let running: Emulator | undefined;
  const current = (): Emulator => {
    if (!running) throw new Error("the emulator is not running yet");
    return running;
  };
  beforeAll(async () => {
    running = await startEmulator({ lifecycle: { ...options, now: () => clock.now } });
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    clock.now = CLOCK_START;
    await admin(current(), "POST", "reset");
  });
  const emulator: Emulator = {
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
  return { emulator, clock };
}
