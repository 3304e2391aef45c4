/**
 * The data share emulator checked against the documented examples (test/contract/fixtures/datashare/):
 * the lists' envelopes, pages, headers and item properties, and the error body.
 *
 * Only what agrees is asserted here. Where the emulator and the real material disagree, the test
 * asserts the part that agrees and says, in a comment, what it leaves out.
 */
import { EMULATOR_DEFAULT_TOKENS, SEED_DATASHARE_REF } from "pulumi-bizops-emulator";
import { keysOf, type Fixture } from "../fixtures/fixture";
import {
  DATASHARE_HEADER_NAMES,
  dataShareError,
  dataShareErrorInfoProperties,
  sourceSettingProperties,
  sourceSettingsPage,
  synchronizationDetailsPage,
  synchronizationDetailsProperties,
  synchronizationProperties,
  synchronizationsPage,
} from "../fixtures/datashare/synchronizations";
import { call, type Reply, useEmulator } from "../../../packages/emulator/test/support/emulator-client";
import { errorShape } from "./support/answer-shape";

const emulator = useEmulator();

describe("data share against the documented examples", () => {
  const ref = SEED_DATASHARE_REF;
  const base = `/subscriptions/${ref.subscriptionId}/resourceGroups/${ref.resourceGroupName}/providers/Platform.DataShare/accounts/${ref.accountName}/shareSubscriptions/${ref.shareSubscriptionName}`;
  const token = EMULATOR_DEFAULT_TOKENS.dataShare;
  const list = (action: string, body?: unknown, query = "api-version=2021-08-01") =>
    call("POST", `${emulator.url}${base}/${action}?${query}`, { token, body });

  /** Follows nextLink to the last page; every page's keys, and every item. */
  async function allPages(first: Reply): Promise<{ pages: Reply[]; items: Array<Record<string, unknown>> }> {
    const pages = [first];
    let next = first.body.nextLink;
    while (typeof next === "string" && next !== "") {
      const page = await call("POST", next, { token });
      pages.push(page);
      next = page.body.nextLink;
    }
    return { pages, items: pages.flatMap((p) => p.body.value as Array<Record<string, unknown>>) };
  }

  function checkList(
    pages: Reply[],
    items: Array<Record<string, unknown>>,
    fixture: Fixture,
    properties: readonly string[],
  ): void {
    for (const page of pages) {
      expect(page.status).toBe(fixture.status);
      for (const header of DATASHARE_HEADER_NAMES) expect(page.headers.get(header)).not.toBeNull();
    }
    // A page that is not the last adds nextLink; the last one has the example's keys.
    expect(keysOf(pages.at(-1)!.body)).toEqual(keysOf(fixture.body));
    for (const page of pages.slice(0, -1)) expect(keysOf(page.body)).toEqual(["nextLink", "value"]);
    for (const item of items) expect(properties).toEqual(expect.arrayContaining(keysOf(item)));
  }

  it("lists synchronizations in the example's envelope, with the renamed headers", async () => {
    const { pages, items } = await allPages(await list("listSynchronizations"));
    checkList(pages, items, synchronizationsPage, synchronizationProperties);
    expect(items.every((i) => typeof i.synchronizationId === "string")).toBe(true);
  });

  it("lists synchronization details in the example's envelope", async () => {
    const [sync] = (await list("listSynchronizations")).body.value as Array<{ synchronizationId: string }>;
    const { pages, items } = await allPages(
      await list("listSynchronizationDetails", { synchronizationId: sync!.synchronizationId }),
    );
    checkList(pages, items, synchronizationDetailsPage, synchronizationDetailsProperties);
  });

  it("lists source share synchronization settings in the example's envelope", async () => {
    const { pages, items } = await allPages(await list("listSourceShareSynchronizationSettings"));
    checkList(pages, items, sourceSettingsPage, sourceSettingProperties);
    expect(items.map((i) => i.kind)).toEqual(sourceSettingsPage.body.value.map((i) => i.kind));
    for (const item of items) {
      expect(["recurrenceInterval", "synchronizationTime"]).toEqual(
        expect.arrayContaining(keysOf(item.properties)),
      );
    }
  });

  it("answers an error with a DataShareError body", async () => {
    const reply = await list("listSynchronizations", undefined, "api-version=2000-01-01");
    expect(keysOf(reply.body)).toEqual(keysOf(dataShareError.body));
    const { keys } = errorShape(reply.body);
    expect(dataShareErrorInfoProperties).toEqual(expect.arrayContaining(keys));
    expect(keys).toEqual(expect.arrayContaining(["code", "message"]));
  });
});
