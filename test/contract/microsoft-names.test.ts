/**
 * Microsoft's published exchanges under Microsoft's names (fixtures/<service>/microsoft-examples.ts)
 * replayed through the package: under the `microsoft` naming each request is the example's (method,
 * path and query, headers, body) with nothing of the spec's names beside it, and its answer is read;
 * under the spec's names, Microsoft's answer to them gives an error naming the setting to change.
 */
import { datashare, language, type BizopsError, type Naming } from "../../src";
import type { ExampleRequest } from "./fixtures/fixture";
import type { Received } from "../support/scripted-server";
import { DOCS_SHARE_SUBSCRIPTION, DOCS_SYNCHRONIZATION_ID } from "./fixtures/datashare/synchronizations";
import {
  microsoftListSourceShareSynchronizationSettings,
  microsoftListSynchronizationDetails,
  microsoftListSynchronizations,
  specNamespaceRefused,
} from "./fixtures/datashare/microsoft-examples";
import { detectRequestTexts } from "./fixtures/language/detect";
import {
  MICROSOFT_KEY_PLACEHOLDER,
  microsoftDetect,
  specKeyRefused,
} from "./fixtures/language/microsoft-examples";
import {
  DOCS_OPERATION_ID,
  DOCS_PROJECT_ID,
  DOCS_SOURCE_ENVIRONMENT_ID,
  DOCS_TARGET_ENVIRONMENT_ID,
} from "./fixtures/lifecycle/database-movement";
import {
  microsoftExport,
  microsoftRefresh,
  microsoftStatus,
  specVersionRefused,
} from "./fixtures/lifecycle/microsoft-examples";
import { LifecycleClient } from "../../src/clients";
import { ReplayServer } from "./replay-server";

const TOKEN = "contract-token";
const KEY = "contract-translator-key";
const server = new ReplayServer();

beforeAll(() => server.start());
afterAll(() => server.stop());

/** The example's path and query, and the request's, as one comparable text each (decoded, sorted query). */
function target(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, "http://replay.invalid");
  const query = [...url.searchParams].map(([k, v]) => `${k}=${v}`).sort();
  return `${decodeURIComponent(url.pathname)}?${query.join("&")}`;
}

/** The example's header value with its placeholder credential replaced by the test's. */
function expectedHeader(value: string): string {
  return value.replace("<access-token>", TOKEN).replace(MICROSOFT_KEY_PLACEHOLDER, KEY);
}

/** Holds the request the server received to the example's request, and to Microsoft's names only. */
function expectExampleRequest(received: Received | undefined, request: ExampleRequest): void {
  expect(received?.method).toBe(request.method);
  expect(target(received?.url ?? "")).toBe(target(request.path));
  for (const [name, value] of Object.entries(request.headers)) {
    expect([name, received?.headers[name]]).toEqual([name, expectedHeader(value)]);
  }
  expect(received?.body === "" ? undefined : JSON.parse(received?.body ?? "")).toEqual(request.body);
  expect(received?.url).not.toMatch(/Platform\./);
  expect(Object.keys(received?.headers ?? {}).filter((name) => /^(x-)?svc-/.test(name))).toEqual([]);
}

describe("the data share examples under Microsoft's names", () => {
  const settings = (dataShareNaming: Naming) => ({
    dataShareUrl: server.url,
    dataShareToken: TOKEN,
    dataShareNaming,
  });

  it("lists synchronizations as ShareSubscriptions_ListSynchronizations.json asks and answers", async () => {
    server.replay(microsoftListSynchronizations.response);
    const { value } = await datashare.listSynchronizations({
      ...DOCS_SHARE_SUBSCRIPTION,
      orderby: "durationMs",
      settings: settings("microsoft"),
    });
    expect(value).toEqual(microsoftListSynchronizations.response.body.value);
    expectExampleRequest(server.requests[0], microsoftListSynchronizations.request);
  });

  it("lists synchronization details as ShareSubscriptions_ListSynchronizationDetails.json asks and answers", async () => {
    server.replay(microsoftListSynchronizationDetails.response);
    const { value } = await datashare.listSynchronizationDetails({
      ...DOCS_SHARE_SUBSCRIPTION,
      synchronizationId: DOCS_SYNCHRONIZATION_ID,
      filter: "name eq 'datasetmapping1'",
      orderby: "durationMs",
      settings: settings("microsoft"),
    });
    expect(value).toEqual(microsoftListSynchronizationDetails.response.body.value);
    expectExampleRequest(server.requests[0], microsoftListSynchronizationDetails.request);
  });

  it("lists source share synchronization settings as their example asks and answers", async () => {
    server.replay(microsoftListSourceShareSynchronizationSettings.response);
    const { value } = await datashare.listSourceShareSynchronizationSettings({
      ...DOCS_SHARE_SUBSCRIPTION,
      settings: settings("microsoft"),
    });
    expect(value).toHaveLength(microsoftListSourceShareSynchronizationSettings.response.body.value.length);
    expectExampleRequest(server.requests[0], microsoftListSourceShareSynchronizationSettings.request);
  });

  it("names dataShareNaming when Resource Manager refuses the spec's namespace", async () => {
    server.replay(specNamespaceRefused.response);
    const error = (await datashare
      .listSynchronizations({ ...DOCS_SHARE_SUBSCRIPTION, settings: settings("spec") })
      .catch((e: unknown) => e)) as BizopsError;
    expect(target(server.requests[0]?.url ?? "")).toBe(target(specNamespaceRefused.request.path));
    expect(error).toMatchObject({ status: 404, serviceCode: "InvalidResourceNamespace" });
    expect(error.hint).toMatch(/set settings\.dataShareNaming to microsoft/);
  });
});

describe("the translator's detect example under Microsoft's names", () => {
  const settings = () => ({ translatorUrl: server.url, translatorKey: KEY });

  it("detects as detect.md asks and answers, the key under Ocp-Apim-Subscription-Key only", async () => {
    server.replay(microsoftDetect.response);
    const { results } = await language.detectLanguages({
      texts: detectRequestTexts,
      settings: { ...settings(), translatorNaming: "microsoft" },
    });
    expect(results).toEqual(microsoftDetect.response.body);
    expectExampleRequest(server.requests[0], microsoftDetect.request);
    expect(
      Object.entries(server.requests[0]?.headers ?? {}).filter(([, value]) => value === KEY),
    ).toHaveLength(1);
  });

  it("names translatorNaming when the service reads no key from Svc-Subscription-Key", async () => {
    server.replay(specKeyRefused.response);
    const error = (await language
      .detectLanguages({ texts: detectRequestTexts, settings: settings() })
      .catch((e: unknown) => e)) as BizopsError;
    expect(server.requests[0]?.headers["svc-subscription-key"]).toBe(KEY);
    expect(error).toMatchObject({ code: "Unauthorized", serviceCode: "401000", requestId: "req-401000" });
    expect(error.hint).toMatch(/set bizops:translatorNaming to microsoft \(BIZOPS_TRANSLATOR_NAMING\)/);
  });
});

describe("the Lifecycle Services examples under Microsoft's names", () => {
  const client = (naming: Naming) =>
    LifecycleClient.fromSources({
      explicit: { lifecycleUrl: server.url, lifecycleToken: TOKEN, lifecycleNaming: naming },
    });

  it("starts a refresh as reference-create-refresh.md asks and answers, with x-ms-version", async () => {
    server.replay(microsoftRefresh.response);
    const started = await client("microsoft").startRefresh({
      projectId: DOCS_PROJECT_ID,
      sourceEnvironmentId: DOCS_SOURCE_ENVIRONMENT_ID,
      targetEnvironmentId: DOCS_TARGET_ENVIRONMENT_ID,
    });
    expect(started.OperationActivityId).toBe(microsoftRefresh.response.body.OperationActivityId);
    expectExampleRequest(server.requests[0], microsoftRefresh.request);
  });

  it("starts an export as reference-create-export.md asks and answers, with no version header", async () => {
    server.replay(microsoftExport.response);
    await client("microsoft").startExport({
      projectId: DOCS_PROJECT_ID,
      environmentId: DOCS_SOURCE_ENVIRONMENT_ID,
      backupName: "TestBackupViaAPI",
    });
    expectExampleRequest(server.requests[0], microsoftExport.request);
    expect(server.requests[0]?.headers["x-ms-version"]).toBeUndefined();
  });

  it("reads an operation's status as reference-get-status.md asks and answers", async () => {
    server.replay(microsoftStatus.response);
    const status = await client("microsoft").operationStatus(
      { projectId: DOCS_PROJECT_ID, environmentId: DOCS_SOURCE_ENVIRONMENT_ID },
      DOCS_OPERATION_ID,
    );
    expect(status.OperationStatus).toBe("InProgress");
    expectExampleRequest(server.requests[0], microsoftStatus.request);
  });

  it("names lifecycleNaming when the service asks for x-ms-version of a request that sent x-svc-version", async () => {
    server.replay(specVersionRefused.response);
    const error = (await client("spec")
      .startRefresh({
        projectId: DOCS_PROJECT_ID,
        sourceEnvironmentId: DOCS_SOURCE_ENVIRONMENT_ID,
        targetEnvironmentId: DOCS_TARGET_ENVIRONMENT_ID,
      })
      .catch((e: unknown) => e)) as BizopsError;
    expect(server.requests[0]?.headers["x-svc-version"]).toBe("2017-09-15");
    expect(error).toMatchObject({ status: 400 });
    expect(error.hint).toMatch(/set settings\.lifecycleNaming to microsoft/);
  });
});
