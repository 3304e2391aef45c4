import { configureProvider } from "../../../../src/core/provider/provider-config";
import { EnvironmentGuard } from "../../../../src/lifecycle/operations/environment-guard";
import { operationResourceProvider } from "../../../../src/lifecycle/operations/operation-resource";
import { DATABASE_OPERATIONS } from "../../../../src/lifecycle/resources/database-operation-provider";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer, type Received } from "../../../support/scripted-server";

/** The refresh's source environment. */
export const SOURCE = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
/** The refresh's target environment. */
export const TARGET = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
/** The operation the scripted service starts. */
export const OP = "6f2c1d9e-0000-4000-8000-000000000001";
/** The `__provider` the engine keeps in inputs and state. */
export const PROVIDER = "exports.handler = () => ({})";

/** The DatabaseRefresh provider of one test, the scripted service it talks to, and its inputs. */
export interface RefreshRun {
  /** The scripted lifecycle service, started once for the test file. */
  readonly server: ScriptedServer;
  /** The test's clock, new for each test. */
  readonly clock: FakeClock;
  /** What the test's provider reported, new for each test. */
  readonly reports: string[];
  /** The test's DatabaseRefresh provider, with a guard of its own, new for each test. */
  readonly provider: ReturnType<typeof operationResourceProvider>;
  /** The provider settings that point at the scripted service. */
  readonly settings: () => { lifecycleUrl: string; lifecycleToken: string };
  /** A refresh's inputs, with the given overrides. */
  readonly refreshInputs: (over?: Record<string, unknown>) => Record<string, unknown>;
  /** State as create leaves it, with the given overrides. */
  readonly refreshState: (over?: Record<string, unknown>) => Record<string, unknown>;
  /** The starts (POSTs) the service received. */
  readonly starts: () => Received[];
  /** The status reads the service received. */
  readonly statusAsks: () => Received[];
}

/**
 * Starts a scripted lifecycle service for the test file and, before each test, a new clock, report list
 * and DatabaseRefresh provider (whose guard has read nothing yet); stops the service at the end.
 */
export function useRefreshProvider(): RefreshRun {
  const server = new ScriptedServer();
  let clock: FakeClock | undefined;
  let reports: string[] = [];
  let provider: ReturnType<typeof operationResourceProvider> | undefined;
  beforeAll(async () => {
    await server.start();
    configureProvider({ get: () => undefined });
  });
  beforeEach(() => {
    const fresh = new FakeClock();
    const seen: string[] = [];
    clock = fresh;
    reports = seen;
    provider = operationResourceProvider(DATABASE_OPERATIONS.refresh, {
      clock: fresh,
      report: (m) => seen.push(m),
      guard: new EnvironmentGuard((m) => seen.push(m)),
    });
  });
  afterAll(() => server.stop());

  const settings = () => ({ lifecycleUrl: server.url, lifecycleToken: "lifecycle-token-1" });
  const refreshInputs = (over: Record<string, unknown> = {}) => ({
    projectId: 1234,
    sourceEnvironmentId: SOURCE,
    targetEnvironmentId: TARGET,
    settings: settings(),
    __provider: PROVIDER,
    ...over,
  });
  return {
    server,
    get clock() {
      if (!clock) throw new Error("the clock is made before each test");
      return clock;
    },
    get reports() {
      return reports;
    },
    get provider() {
      if (!provider) throw new Error("the provider is made before each test");
      return provider;
    },
    settings,
    refreshInputs,
    refreshState: (over = {}) => ({
      ...refreshInputs(),
      operationActivityId: OP,
      versionEOL: "9999-12-31T23:59:59.9999999",
      requestedAt: "2026-11-21T12:00:00.000Z",
      ...over,
    }),
    starts: () => server.received.filter((r) => r.method === "POST"),
    statusAsks: () => server.received.filter((r) => r.url.includes("/fetchstatus/")),
  };
}
