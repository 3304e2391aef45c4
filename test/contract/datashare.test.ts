/**
 * The data share service's real answers (fixtures/datashare/) replayed through the `datashare.*`
 * functions of the package.
 */
import { datashare, isBizopsError } from "../../src";
import {
  DOCS_SHARE_SUBSCRIPTION,
  DOCS_SHARE_SUBSCRIPTION_PATH,
  DOCS_SYNCHRONIZATION_ID,
  dataShareError,
  sourceSettingsPage,
  synchronizationDetailsPage,
  synchronizationsPage,
  withNextLink,
} from "./fixtures/datashare/synchronizations";
import { ReplayServer } from "./replay-server";

const TOKEN = "contract-datashare-token";
const server = new ReplayServer();

beforeAll(() => server.start());
afterAll(() => server.stop());

const args = () => ({
  ...DOCS_SHARE_SUBSCRIPTION,
  settings: { dataShareUrl: server.url, dataShareToken: TOKEN },
});

describe("datashare functions on the real answers", () => {
  it("listSynchronizations returns the example's items from every page, later pages by a bodiless POST", async () => {
    const next = `${server.url}${DOCS_SHARE_SUBSCRIPTION_PATH}/listSynchronizations?api-version=2021-08-01&$skipToken=page2`;
    server.replay(withNextLink(synchronizationsPage, next), synchronizationsPage);
    const { value } = await datashare.listSynchronizations({ ...args(), orderby: "durationMs" });
    expect(value).toEqual([...synchronizationsPage.body.value, ...synchronizationsPage.body.value]);
    expect(server.requestLines()).toEqual([
      `POST ${DOCS_SHARE_SUBSCRIPTION_PATH}/listSynchronizations?api-version=2021-08-01&$orderby=durationMs`,
      `POST ${DOCS_SHARE_SUBSCRIPTION_PATH}/listSynchronizations?api-version=2021-08-01&$skipToken=page2`,
    ]);
    expect(server.requests[1]?.body).toBe("");
    expect(server.requests.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("listSynchronizationDetails sends the synchronizationId in the body and returns the example's item", async () => {
    server.replay(synchronizationDetailsPage);
    const { value } = await datashare.listSynchronizationDetails({
      ...args(),
      synchronizationId: DOCS_SYNCHRONIZATION_ID,
      filter: "name eq 'datasetmapping1'",
    });
    expect(value).toEqual(synchronizationDetailsPage.body.value);
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ synchronizationId: DOCS_SYNCHRONIZATION_ID });
  });

  it("listSourceShareSynchronizationSettings returns the example's setting with its properties", async () => {
    server.replay(sourceSettingsPage);
    const { value } = await datashare.listSourceShareSynchronizationSettings(args());
    expect(value).toEqual(sourceSettingsPage.body.value);
  });

  it("reports a DataShareError with its code, message, target, nested details and request id", async () => {
    server.replay(dataShareError);
    const error: unknown = await datashare.listSynchronizations(args()).catch((e: unknown) => e);
    expect(isBizopsError(error)).toBe(true);
    expect(error).toMatchObject({
      code: "NotFound",
      status: 404,
      serviceCode: "ResourceNotFound",
      serviceTarget: "shareSubscriptionName",
      serviceDetails: ["ShareSubscriptionNotFound: No share subscription named 'ShareSub1'."],
      requestId: "8e58266a-de42-40d5-b3c4-c6a7e159cfba",
    });
  });
});
