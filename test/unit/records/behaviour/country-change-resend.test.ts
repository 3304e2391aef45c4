/**
 * A write that moves a record to another country goes in two requests (country-change.test.ts):
 * when the second fails, the first has changed the record, and the error says what was left
 * undone and the one thing to do next, without the first request's advice ("nothing was
 * overwritten") that no longer holds.
 */
import { configureProvider } from "../../../../src/core/provider/provider-config";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { customer } from "../../../../src/records/entities/customer";
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { ScriptedServer } from "../../../support/scripted-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ID = "4f2b1a0e-5d6c-4e7f-8a9b-0c1d2e3f4a5b";
const server = new ScriptedServer();
const provider = entityProvider(customer, { journal: new CreateJournal(), report: () => {} });

beforeAll(async () => {
  await server.start();
  const config: Record<string, string> = { "bizops:recordsUrl": server.url, "bizops:recordsToken": "t" };
  configureProvider({ get: (key) => config[key] });
});
afterAll(() => server.stop());

const program = (over: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  number: "CC1",
  displayName: "Mover",
  country: "GB",
  city: "Bath",
  __provider: "exports.handler = () => ({})",
  ...over,
});

/** The service's customer: `fields` over the program's, with an id and an eTag. */
const answer = (status: number, etag: string, fields: Record<string, unknown>) => ({
  status,
  body: {
    ...program(),
    id: ID,
    lastModifiedDateTime: "2026-11-27T00:00:00Z",
    "@odata.etag": etag,
    ...fields,
  },
});

const stale = {
  status: 409,
  body: { error: { code: "Request_EntityChanged", message: "Another user has already changed the record." } },
};

async function inputs(over: Record<string, unknown>) {
  return (await provider.check({}, program(over))).inputs!;
}

describe("a country change whose second request fails", () => {
  it("on update, says the address was cleared and not sent again, and to refresh, then up", async () => {
    server.answer(answer(201, 'W/"1"', {}));
    const made = await provider.create(await inputs({}));
    server.answer(answer(200, 'W/"2"', { country: "US", city: "" }), stale);
    const error = await provider.update(made.id, made.outs ?? {}, await inputs({ country: "US" })).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(server.received.at(-1)?.headers["if-match"]).toBe('W/"2"');
    expect(error?.message).toMatch(/cleared city, and they were not sent again/);
    expect(error?.message).toMatch(/Run `pulumi refresh` .*then `pulumi up`/);
    expect(error?.message).not.toMatch(/nothing was overwritten/);
  });

  it("on adoption, says to run up again, which adopts the record again", async () => {
    server.answer(
      answer(200, 'W/"5"', { number: "CC1", country: "GB", city: "York" }),
      answer(200, 'W/"6"', { country: "US", city: "" }),
      stale,
    );
    const error = await provider.create(await inputs({ country: "US", adoptRecordId: ID })).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/cleared city, and they were not sent again\. Run `pulumi up` again/);
    expect(error?.message).not.toMatch(/refresh/);
  });
});
