/**
 * The exchanges Microsoft's public material shows under Microsoft's names
 * (test/contract/fixtures/<service>/microsoft-examples.ts) replayed against the emulator, started
 * under both namings (the default) and under Microsoft's alone: each example's request, its
 * credential placeholder replaced by the emulator's, gets the example's status, header names and
 * body, once the emulator holds the example's data (staged through the admin routes). Values the
 * service makes (request and operation ids, a detection's score) are compared by kind. The spec's
 * names meet Microsoft's answer under `microsoft`, and are served under `both`.
 */
import { EMULATOR_DEFAULT_TOKENS, type Emulator, type EmulatorOptions } from "pulumi-bizops-emulator";
import type { ExampleRequest, Fixture, MicrosoftExample } from "../fixtures/fixture";
import { keysOf } from "../fixtures/fixture";
import {
  DOCS_SHARE_SUBSCRIPTION,
  DOCS_SYNCHRONIZATION_ID,
  sourceSettingsPage,
  synchronizationDetailsPage,
  synchronizationsPage,
} from "../fixtures/datashare/synchronizations";
import {
  microsoftListSourceShareSynchronizationSettings,
  microsoftListSynchronizationDetails,
  microsoftListSynchronizations,
  specNamespaceRefused,
} from "../fixtures/datashare/microsoft-examples";
import {
  MICROSOFT_KEY_PLACEHOLDER,
  microsoftDetect,
  specKeyRefused,
} from "../fixtures/language/microsoft-examples";
import {
  DOCS_OPERATION_ID,
  DOCS_PROJECT_ID,
  DOCS_SOURCE_ENVIRONMENT_ID,
  DOCS_TARGET_ENVIRONMENT_ID,
  operationStatuses,
} from "../fixtures/lifecycle/database-movement";
import {
  microsoftExport,
  microsoftRefresh,
  microsoftStatus,
  specVersionRefused,
} from "../fixtures/lifecycle/microsoft-examples";
import {
  admin,
  call,
  GUID,
  useEmulator,
  type Reply,
} from "../../../packages/emulator/test/support/emulator-client";

/** The example's request sent to the emulator, with `credentials` in place of the example's placeholders. */
function replay(
  emulator: Emulator,
  request: ExampleRequest,
  credentials: Record<string, string>,
): Promise<Reply> {
  // `call` names the content type `Content-Type`; the example's, in lower case, takes that name.
  const { "content-type": contentType, ...headers } = { ...request.headers, ...credentials };
  return call(request.method, `${emulator.url}${request.path}`, {
    token: null,
    headers: contentType === undefined ? headers : { ...headers, "Content-Type": contentType },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

/** The example's header names the reply lacks (`date` included: Node writes one on every answer). */
function missingHeaders(reply: Reply, fixture: Fixture): string[] {
  return Object.keys(fixture.headers).filter((name) => reply.headers.get(name) === null);
}

const DATASHARE = { authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.dataShare}` };
const LIFECYCLE = { authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.lifecycle}` };

/** The admin path of the examples' share subscription. */
const ADMIN_SHARE = `datashare/${DOCS_SHARE_SUBSCRIPTION.subscriptionId}/${DOCS_SHARE_SUBSCRIPTION.resourceGroupName}/${DOCS_SHARE_SUBSCRIPTION.accountName}/${DOCS_SHARE_SUBSCRIPTION.shareSubscriptionName}`;

async function stage(emulator: Emulator, path: string, body: unknown): Promise<void> {
  const reply = await admin(emulator, "POST", path, body);
  if (reply.status >= 300) throw new Error(`staging ${path} failed: ${reply.status} ${reply.text}`);
}

type Naming = NonNullable<EmulatorOptions["naming"]>;

describe.each<Naming>(["both", "microsoft"])(
  "Microsoft's examples against the emulator (naming %s)",
  (naming) => {
    const emulator = useEmulator({ naming });

    describe("data share (Azure/azure-rest-api-specs 2021-08-01 examples)", () => {
      async function expectExample(example: MicrosoftExample): Promise<void> {
        const reply = await replay(emulator, example.request, DATASHARE);
        expect({ status: reply.status, body: reply.body }).toEqual({
          status: example.response.status,
          body: example.response.body,
        });
        expect(missingHeaders(reply, example.response)).toEqual([]);
        expect(reply.headers.get("x-ms-request-id")).toMatch(GUID);
      }

      it("answers ShareSubscriptions_ListSynchronizations with the example's body and x-ms-* headers", async () => {
        await stage(emulator, `${ADMIN_SHARE}/synchronizations`, synchronizationsPage.body.value);
        await expectExample(microsoftListSynchronizations);
      });

      it("answers ShareSubscriptions_ListSynchronizationDetails with the example's body and x-ms-* headers", async () => {
        const details = synchronizationDetailsPage.body.value;
        await stage(emulator, `${ADMIN_SHARE}/synchronizations`, [
          { ...synchronizationsPage.body.value[0], synchronizationId: DOCS_SYNCHRONIZATION_ID, details },
        ]);
        await expectExample(microsoftListSynchronizationDetails);
      });

      it("answers ShareSubscriptions_ListSourceShareSynchronizationSettings with the example's body and x-ms-* headers", async () => {
        await stage(emulator, `${ADMIN_SHARE}/settings`, sourceSettingsPage.body.value);
        await expectExample(microsoftListSourceShareSynchronizationSettings);
      });

      it(
        naming === "microsoft"
          ? "answers the spec's Platform.DataShare as ARM answers an unknown namespace"
          : "serves the spec's Platform.DataShare too",
        async () => {
          await stage(emulator, `${ADMIN_SHARE}/synchronizations`, synchronizationsPage.body.value);
          const reply = await replay(emulator, specNamespaceRefused.request, DATASHARE);
          if (naming === "microsoft") {
            expect({ status: reply.status, body: reply.body }).toEqual({
              status: specNamespaceRefused.response.status,
              body: specNamespaceRefused.response.body,
            });
            expect(missingHeaders(reply, specNamespaceRefused.response)).toEqual([]);
          } else {
            expect({ status: reply.status, body: reply.body }).toEqual({
              status: 200,
              body: synchronizationsPage.body,
            });
          }
        },
      );
    });

    describe("language detection (Translator v3 detect.md)", () => {
      const key = { "ocp-apim-subscription-key": EMULATOR_DEFAULT_TOKENS.translator };

      it("answers the detect example with the documented result for its text, and X-RequestId", async () => {
        expect(microsoftDetect.request.headers["ocp-apim-subscription-key"]).toBe(MICROSOFT_KEY_PLACEHOLDER);
        const reply = await replay(emulator, microsoftDetect.request, key);
        expect(reply.status).toBe(microsoftDetect.response.status);
        const [result] = reply.body as unknown as Array<Record<string, unknown>>;
        const [expected] = microsoftDetect.response.body;
        // The score is the detector's own; the documented one is 1.0 for this text.
        expect(result).toMatchObject({ ...expected, score: expect.any(Number) });
        expect(missingHeaders(reply, microsoftDetect.response)).toEqual([]);
      });

      it(
        naming === "microsoft"
          ? "answers a key sent as Svc-Subscription-Key with 401000, as for missing credentials"
          : "takes a key sent as Svc-Subscription-Key too",
        async () => {
          const reply = await replay(emulator, specKeyRefused.request, {
            "svc-subscription-key": EMULATOR_DEFAULT_TOKENS.translator,
          });
          if (naming === "microsoft") {
            expect({ status: reply.status, body: reply.body }).toEqual({
              status: specKeyRefused.response.status,
              body: specKeyRefused.response.body,
            });
            expect(missingHeaders(reply, specKeyRefused.response)).toEqual([]);
          } else {
            expect(reply.status).toBe(200);
          }
        },
      );
    });

    describe("lifecycle (database movement API v1 pages)", () => {
      beforeEach(async () => {
        // The examples' project: the refresh's source and target, and the export's environment, are sandboxes.
        await stage(emulator, "lifecycle/projects", {
          projectId: DOCS_PROJECT_ID,
          environments: [
            { environmentId: DOCS_SOURCE_ENVIRONMENT_ID, name: "TestEnv1", type: "Sandbox" },
            { environmentId: DOCS_TARGET_ENVIRONMENT_ID, name: "TestEnv2", type: "Sandbox" },
          ],
        });
      });

      /** The example's envelope, the operation id being the one the emulator starts. */
      function startedEnvelope(example: MicrosoftExample): unknown {
        return { ...(example.response.body as object), OperationActivityId: expect.stringMatching(GUID) };
      }

      it.each([
        ["refresh, with x-ms-version", microsoftRefresh],
        ["export, without a version header", microsoftExport],
      ])("answers the %s, with the documented envelope", async (_what, example) => {
        const reply = await replay(emulator, example.request, LIFECYCLE);
        expect({ status: reply.status, body: reply.body }).toEqual({
          status: example.response.status,
          body: startedEnvelope(example),
        });
      });

      it("answers the status example, with x-ms-version, with exactly the documented keys", async () => {
        const started = await replay(emulator, microsoftExport.request, LIFECYCLE);
        const id = String(started.body.OperationActivityId);
        const request = {
          ...microsoftStatus.request,
          path: microsoftStatus.request.path.replace(DOCS_OPERATION_ID, id),
        };
        const reply = await replay(emulator, request, LIFECYCLE);
        expect(reply.status).toBe(microsoftStatus.response.status);
        expect(keysOf(reply.body)).toEqual(keysOf(microsoftStatus.response.body));
        expect(reply.body).toMatchObject({
          IsSuccess: true,
          ProjectId: DOCS_PROJECT_ID,
          EnvironmentId: DOCS_SOURCE_ENVIRONMENT_ID,
          ActivityId: id,
        });
        expect(operationStatuses).toContain(reply.body.OperationStatus);
      });

      it(
        naming === "microsoft"
          ? "answers a refresh whose version is only x-svc-version with the chosen 400 Message"
          : "takes a refresh whose version is x-svc-version too",
        async () => {
          const reply = await replay(emulator, specVersionRefused.request, LIFECYCLE);
          if (naming === "microsoft") {
            expect({ status: reply.status, body: reply.body }).toEqual({
              status: specVersionRefused.response.status,
              body: specVersionRefused.response.body,
            });
          } else {
            expect({ status: reply.status, IsSuccess: reply.body.IsSuccess }).toEqual({
              status: 200,
              IsSuccess: true,
            });
          }
        },
      );
    });
  },
);
