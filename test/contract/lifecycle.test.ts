/**
 * The environment operations service's real answers (fixtures/lifecycle/) replayed through the
 * LifecycleClient, `lifecycle.getCertificateBundle` and the DatabaseRefresh resource.
 */
import { isBizopsError, lifecycle } from "../../src";
import { LifecycleClient, LIFECYCLE_API_VERSION } from "../../src/clients";
import { configureProvider } from "../../src/core/provider/provider-config";
import { DATABASE_OPERATIONS } from "../../src/lifecycle/resources/database-operation-provider";
import { operationResourceProvider } from "../../src/lifecycle/operations/operation-resource";
import { FakeClock } from "../support/fake-clock";
import {
  certificateAnswer,
  certificateAsDocumented,
  certificateThrottled,
  DOCS_OPERATION_ID,
  DOCS_PROJECT_ID,
  DOCS_SOURCE_ENVIRONMENT_ID,
  DOCS_TARGET_ENVIRONMENT_ID,
  exportStarted,
  operationLimitReached,
  refreshStarted,
  statusAnswer,
  statusInProgress,
} from "./fixtures/lifecycle/database-movement";
import {
  backupsList,
  BACKUPS_PROJECT_ID,
  DOCS_HISTORY_ENVIRONMENT_ID,
  DOCS_PRODUCTION_ID,
  DOCS_SANDBOX_ID,
  environmentInfoThrottled,
  environmentsPage1,
  environmentsPage2,
  historyPage,
  INFO_PROJECT_ID,
} from "./fixtures/lifecycle/environment-info";
import { ReplayServer } from "./replay-server";
import { EnvironmentGuard } from "../../src/lifecycle/operations/environment-guard";
import { collect } from "../../src/core/clients/paging";
import type { Fixture } from "./fixtures/fixture";

const TOKEN = "contract-lifecycle-token";
const PROVIDER = "exports.handler = () => ({})";
const REFRESH = {
  projectId: DOCS_PROJECT_ID,
  sourceEnvironmentId: DOCS_SOURCE_ENVIRONMENT_ID,
  targetEnvironmentId: DOCS_TARGET_ENVIRONMENT_ID,
};
const server = new ReplayServer();
let clock: FakeClock;
let client: LifecycleClient;

beforeAll(async () => {
  await server.start();
  configureProvider({ get: () => undefined });
});
afterAll(() => server.stop());
beforeEach(() => {
  clock = new FakeClock();
  client = new LifecycleClient({ baseUrl: server.url, credential: TOKEN }, { clock });
});

const settings = () => ({ lifecycleUrl: server.url, lifecycleToken: TOKEN });

describe("LifecycleClient on the real answers", () => {
  it("starts a refresh: the documented acknowledgement, with x-svc-version", async () => {
    server.replay(refreshStarted);
    const envelope = await client.startRefresh(REFRESH);
    expect(envelope).toMatchObject({ IsSuccess: true, OperationActivityId: DOCS_OPERATION_ID });
    expect(server.requestLines()).toEqual([
      `POST /databasemovement/v1/refresh/project/${DOCS_PROJECT_ID}/source/${DOCS_SOURCE_ENVIRONMENT_ID}/target/${DOCS_TARGET_ENVIRONMENT_ID}`,
    ]);
    expect(server.requests[0]?.headers["x-svc-version"]).toBe(LIFECYCLE_API_VERSION);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("starts an export: the documented acknowledgement, without x-svc-version (the page lists none)", async () => {
    server.replay(exportStarted);
    const envelope = await client.startExport({
      projectId: DOCS_PROJECT_ID,
      environmentId: DOCS_SOURCE_ENVIRONMENT_ID,
      backupName: "TestBackupViaAPI",
    });
    expect(envelope.OperationActivityId).toBe(DOCS_OPERATION_ID);
    expect(server.requestLines()).toEqual([
      `POST /databasemovement/v1/export/project/${DOCS_PROJECT_ID}/environment/${DOCS_SOURCE_ENVIRONMENT_ID}/backupName/TestBackupViaAPI`,
    ]);
    expect(server.requests[0]?.headers["x-svc-version"]).toBeUndefined();
  });

  it("reads the status answer, OperationStatus at the top level", async () => {
    server.replay(statusInProgress);
    const status = await client.operationStatus(
      { projectId: DOCS_PROJECT_ID, environmentId: DOCS_SOURCE_ENVIRONMENT_ID },
      DOCS_OPERATION_ID,
    );
    expect(status.OperationStatus).toBe("InProgress");
    expect(server.requestLines()).toEqual([
      `GET /databasemovement/v1/fetchstatus/project/${DOCS_PROJECT_ID}/environment/${DOCS_SOURCE_ENVIRONMENT_ID}/operationactivity/${DOCS_OPERATION_ID}`,
    ]);
  });

  it("says Refused for the throttling refusal, with the service's ErrorMessage, and does not ask again", async () => {
    server.replay(operationLimitReached);
    const error: unknown = await client.startRefresh(REFRESH).catch((e: unknown) => e);
    expect(isBizopsError(error)).toBe(true);
    expect(error).toMatchObject({
      code: "Refused",
      status: 200,
      serviceMessage: expect.stringContaining(
        "Maximum allowed API operations are 3 from 2019-09-30T04:01:01.9999999",
      ),
    });
    expect(server.requests).toHaveLength(1);
  });

  it("waits out the certificate fetch's 429 for its Retry-After, then reads the envelope", async () => {
    server.replay(certificateThrottled, certificateAnswer("UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==", "c2VjcmV0"));
    const envelope = await client.fetchCertificate({
      projectId: DOCS_PROJECT_ID,
      environmentId: DOCS_TARGET_ENVIRONMENT_ID,
    });
    expect(envelope.Data).toMatchObject({
      CertificateThumbprint: "5D23AAF6672FD4B957ED3CF91BB8D717A9A2499A",
      ExpirationISODateTimeUTC: "2022-09-04T04:00:00Z",
      Filename: "RSATCertificate_TestEnv1_20210805-100102.zip",
    });
    expect(clock.sleeps).toEqual([60_000]);
    expect(server.requestLines()).toEqual([
      `GET /environmentinfo/v1/rsatdownload/project/${DOCS_PROJECT_ID}/environment/${DOCS_TARGET_ENVIRONMENT_ID}`,
      `GET /environmentinfo/v1/rsatdownload/project/${DOCS_PROJECT_ID}/environment/${DOCS_TARGET_ENVIRONMENT_ID}`,
    ]);
  });
});

describe("lifecycle.getCertificateBundle on the real answer", () => {
  it("refuses the documented example's placeholders as an unexpected answer, naming the field", async () => {
    server.replay(certificateAsDocumented);
    const error: unknown = await lifecycle
      .getCertificateBundle({
        projectId: DOCS_PROJECT_ID,
        environmentId: DOCS_TARGET_ENVIRONMENT_ID,
        settings: settings(),
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "UnexpectedResponse" });
    expect(String(error)).toContain("CertificateZipEncoded");
    expect(server.requests).toHaveLength(1);
  });
});

describe("DatabaseRefresh on the real answers", () => {
  let reports: string[];
  let provider: ReturnType<typeof operationResourceProvider>;
  beforeEach(() => {
    reports = [];
    provider = operationResourceProvider(DATABASE_OPERATIONS.refresh, {
      clock,
      report: (m) => reports.push(m),
      guard: new EnvironmentGuard((m) => reports.push(m)),
    });
  });

  /**
   * The metadata example's two environments as the refresh example's project holds them: its
   * production as the source, its sandbox as the target; one page. The example's sandbox runs
   * release 10.0.21 and its production 10.0.20, between which no refresh starts (the guard rails'
   * test below): here the sandbox runs the production's release and build.
   */
  const refreshProject: Fixture = {
    ...environmentsPage1,
    body: {
      ...environmentsPage1.body,
      ResultHasMorePages: false,
      Data: [
        {
          ...environmentsPage1.body.Data[0],
          EnvironmentId: DOCS_SOURCE_ENVIRONMENT_ID,
          ProjectId: DOCS_PROJECT_ID,
        },
        {
          ...environmentsPage1.body.Data[1],
          EnvironmentId: DOCS_TARGET_ENVIRONMENT_ID,
          ProjectId: DOCS_PROJECT_ID,
          CurrentApplicationReleaseName: environmentsPage1.body.Data[0]?.CurrentApplicationReleaseName,
          CurrentApplicationBuildVersion: environmentsPage1.body.Data[0]?.CurrentApplicationBuildVersion,
        },
      ],
    },
  };

  it("starts the refresh and waits to Completed on the documented status answer", async () => {
    // The history example's operations are from 2021: none counts against today's allowance.
    server.replay(refreshProject, historyPage, refreshStarted, statusInProgress, statusAnswer("Completed"));
    const { id, outs } = await provider.create({
      ...REFRESH,
      waitForCompletion: { pollSeconds: 30 },
      settings: settings(),
      __provider: PROVIDER,
    });
    expect(id).toBe(DOCS_OPERATION_ID);
    expect(outs).toMatchObject({
      operationActivityId: DOCS_OPERATION_ID,
      versionEOL: "9999-12-31T23:59:59.9999999",
      operationStatus: "Completed",
    });
    // The status is asked of the environment the refresh acts on, its target.
    const statusLine = `GET /databasemovement/v1/fetchstatus/project/${DOCS_PROJECT_ID}/environment/${DOCS_TARGET_ENVIRONMENT_ID}/operationactivity/${DOCS_OPERATION_ID}`;
    expect(server.requestLines().slice(3)).toEqual([statusLine, statusLine]);
    expect(clock.sleeps).toEqual([30_000]);
    expect(reports.join("\n")).toMatch(/InProgress[\s\S]*Completed/);
  });

  it("is not created when the service refuses the start over its limit", async () => {
    server.replay(refreshProject, historyPage, operationLimitReached);
    await expect(
      provider.create({ ...REFRESH, settings: settings(), __provider: PROVIDER }),
    ).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringMatching(/Maximum allowed API operations are 3 from .*was not created/),
    });
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });
});

describe("DatabaseRefresh guard rails on the real answers", () => {
  it("refuses the metadata example's production environment as a target before any start", async () => {
    const provider = operationResourceProvider(DATABASE_OPERATIONS.refresh, {
      clock,
      report: () => undefined,
      guard: new EnvironmentGuard(() => undefined),
    });
    server.replay(environmentsPage1, environmentsPage2);
    await expect(
      provider.create({
        projectId: INFO_PROJECT_ID,
        sourceEnvironmentId: DOCS_SANDBOX_ID,
        // The example writes this id without hyphens; the program writes it with them.
        targetEnvironmentId: "d15ed3a8-c2c1-4054-840b-946c93915da9",
        settings: settings(),
        __provider: PROVIDER,
      }),
    ).rejects.toMatchObject({ code: "Refused", message: expect.stringContaining("ProdEnvironment1") });
    expect(server.requestLines()).toEqual([
      `GET /environmentinfo/v1/detail/project/${INFO_PROJECT_ID}/?page=1`,
      `GET /environmentinfo/v1/detail/project/${INFO_PROJECT_ID}/?page=2`,
    ]);
  });
});

describe("DatabaseRefresh between the metadata example's releases", () => {
  it("refuses a refresh from its production (10.0.20) to its sandbox (10.0.21) before any start, naming both", async () => {
    const provider = operationResourceProvider(DATABASE_OPERATIONS.refresh, {
      clock,
      report: () => undefined,
      guard: new EnvironmentGuard(() => undefined),
    });
    server.replay(environmentsPage1, environmentsPage2);
    await expect(
      provider.create({
        projectId: INFO_PROJECT_ID,
        sourceEnvironmentId: DOCS_PRODUCTION_ID,
        targetEnvironmentId: DOCS_SANDBOX_ID,
        settings: settings(),
        __provider: PROVIDER,
      }),
    ).rejects.toMatchObject({
      code: "Refused",
      message: expect.stringContaining(
        "runs application release 10.0.20 (build 10.0.886.48) and targetEnvironmentId SandboxEnvironment1",
      ),
    });
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(0);
  });
});

describe("LifecycleClient reads on the real answers", () => {
  it("lists environments page after page, with x-svc-version, as the metadata page shows them", async () => {
    server.replay(environmentsPage1, environmentsPage2);
    const environments = await collect(client.listEnvironments(INFO_PROJECT_ID));
    expect(environments.map((e) => [e.EnvironmentId, e.EnvironmentType])).toEqual([
      [DOCS_PRODUCTION_ID, "Production"],
      [DOCS_SANDBOX_ID, "Sandbox"],
      ["0f3e4d5c-6b7a-4988-a776-655443322110", null],
    ]);
    expect(server.requestLines()).toEqual([
      `GET /environmentinfo/v1/detail/project/${INFO_PROJECT_ID}/?page=1`,
      `GET /environmentinfo/v1/detail/project/${INFO_PROJECT_ID}/?page=2`,
    ]);
    expect(server.requests[0]?.headers["x-svc-version"]).toBe(LIFECYCLE_API_VERSION);
  });

  it("waits out the metadata route's 429 for its Retry-After", async () => {
    server.replay(environmentInfoThrottled, environmentsPage2);
    const environments = await collect(client.listEnvironments(INFO_PROJECT_ID));
    expect(environments).toHaveLength(1);
    expect(clock.sleeps).toEqual([60_000]);
  });

  it("reads the history example, the environment id written without hyphens", async () => {
    server.replay(historyPage);
    const history = await collect(
      client.environmentHistory({ projectId: INFO_PROJECT_ID, environmentId: DOCS_HISTORY_ENVIRONMENT_ID }),
    );
    expect(history.map((h) => [h.Type, h.StartDateTimeUtc])).toEqual([
      ["InstallAddin", "2021-06-03T15:10:00.0"],
      ["ApplicationHotfix", "2021-06-03T10:10:00.0"],
    ]);
    expect(server.requestLines()).toEqual([
      `GET /environmentinfo/v1/history/project/${INFO_PROJECT_ID}/environment/${DOCS_HISTORY_ENVIRONMENT_ID}/?page=1`,
    ]);
  });

  it("lists the backups example in one answer, asked without a query as the page shows", async () => {
    server.replay(backupsList);
    const backups = await collect(client.listDatabaseBackups(BACKUPS_PROJECT_ID));
    expect(backups.map((b) => [b.Name, b.FileName])).toEqual([["LanesBackupRecord", "RandomFile.bacpac"]]);
    expect(server.requestLines()).toEqual([
      `GET /databasemovement/v1/databases/project/${BACKUPS_PROJECT_ID}`,
    ]);
  });

  it("gives the functions' camelCase results, without the properties the service answered null", async () => {
    server.replay(environmentsPage1, environmentsPage2, historyPage, backupsList);
    const args = { projectId: INFO_PROJECT_ID, settings: settings() };
    const { environments } = await lifecycle.listEnvironments(args);
    expect(environments[0]).toMatchObject({
      environmentId: DOCS_PRODUCTION_ID,
      environmentName: "ProdEnvironment1",
      environmentType: "Production",
      canStop: false,
    });
    expect(environments[2]).toEqual({
      environmentId: "0f3e4d5c-6b7a-4988-a776-655443322110",
      projectId: INFO_PROJECT_ID,
    });
    const { operations } = await lifecycle.getEnvironmentHistory({
      ...args,
      environmentId: DOCS_HISTORY_ENVIRONMENT_ID,
    });
    expect(operations[1]).toMatchObject({
      type: "ApplicationHotfix",
      typeDisplay: "Application deployable package",
      status: "Completed",
    });
    const { backups } = await lifecycle.listDatabaseBackups({ ...args, projectId: BACKUPS_PROJECT_ID });
    expect(backups[0]).toMatchObject({
      id: "4a2c52d4-49ca-4606-94a9-92b3a6b42985",
      name: "LanesBackupRecord",
      fileDescription: "",
    });
    expect(backups[0]).not.toHaveProperty("createdByName");
  });
});
