/** The functions' options as a first-party package has them: dependsOn and parent really act. */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "../../../../src";
import { settle, useCapturingMocks } from "../../../support/capturing-mocks";
import { ScriptedServer } from "../../../support/scripted-server";

const server = new ScriptedServer();
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const share = () => ({
  subscriptionId: "sub-1",
  resourceGroupName: "rg-1",
  accountName: "account-1",
  shareSubscriptionName: "share-1",
  settings: { dataShareUrl: server.url, dataShareToken: "datashare-token-1" },
});
const onePage = { status: 200, body: { value: [{ synchronizationId: "sync-1", status: "Succeeded" }] } };
const disputeStatus = (name: string) =>
  new bizops.records.DisputeStatus(name, { companyId: COMPANY, code: "PRICE", displayName: "Price" });

beforeAll(() => server.start());
afterAll(() => server.stop());

// The first resource of a file serializes its provider, which takes seconds on a busy machine.
const FIRST_RESOURCE_MS = 60_000;

describe("the Output forms during an update", () => {
  beforeAll(async () => {
    await useCapturingMocks(false);
    await settle(disputeStatus("serializes-the-provider").urn);
  }, FIRST_RESOURCE_MS);

  it("run once every resource in dependsOn exists, and their result depends on those resources", async () => {
    server.answer(onePage);
    const status = disputeStatus("before-the-listing");
    const result = bizops.datashare.listSynchronizationsOutput(share(), { dependsOn: [status] });
    const settled = await settle(result);
    expect(settled.known).toBe(true);
    expect(settled.value?.value.map((s) => s.synchronizationId)).toEqual(["sync-1"]);
    const resources = await (
      result as unknown as { allResources(): Promise<Set<pulumi.Resource>> }
    ).allResources();
    expect(resources.has(status)).toBe(true);
  });

  it("take dependsOn as an Output of resources too", async () => {
    server.answer(onePage);
    const status = disputeStatus("given-as-an-output");
    const result = bizops.datashare.listSynchronizationsOutput(share(), {
      dependsOn: pulumi.output([status]) as pulumi.Input<pulumi.Input<pulumi.Resource>[]>,
    });
    expect((await settle(result)).value?.value).toHaveLength(1);
    expect(server.received).toHaveLength(1);
  });

  it("show what they did under the parent the call names", async () => {
    server.answer(onePage);
    const parent = disputeStatus("the-parent");
    const debug = jest.spyOn(pulumi.log, "debug");
    try {
      await settle(bizops.datashare.listSynchronizationsOutput(share(), { parent }));
      expect(debug).toHaveBeenCalledWith("datashare.listSynchronizations: 1 synchronization(s).", parent);
    } finally {
      debug.mockRestore();
    }
  });
});

describe("the Output forms during a preview", () => {
  beforeAll(() => useCapturingMocks(true));

  it("are unknown, and ask the service nothing, while a resource in dependsOn is still to be created", async () => {
    server.answer(onePage);
    const status = disputeStatus("not-created-yet");
    const result = bizops.datashare.listSynchronizationsOutput(share(), { dependsOn: status });
    expect((await settle(result)).known).toBe(false);
    expect(server.received).toHaveLength(0);
  });

  it("run at once without dependsOn", async () => {
    server.answer(onePage);
    const result = bizops.datashare.listSynchronizationsOutput(share());
    expect((await settle(result)).known).toBe(true);
    expect(server.received).toHaveLength(1);
  });
});
