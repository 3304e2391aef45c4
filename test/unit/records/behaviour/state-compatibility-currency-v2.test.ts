import { SEED_CURRENCY_EUR } from "pulumi-bizops-emulator";
import { currencyProvider } from "../../../support/record-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";
import { CURRENCY_PROGRAM, CURRENCY_SHAPES } from "../support/currency-state-fixtures";

// Earlier releases read and wrote currencies on API v1.0. State never named the version, and a
// record's id and eTag are the record's on either version, so the same state refreshes, previews
// and updates against a service that has no API v1.0 (Business Central 28 and later), with no
// replacement and no write but the update's.

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
type Bag = Record<string, unknown>;

/** The inputs check hands to diff and update, as the engine would; check must accept the program. */
async function checked(olds: Bag, program: Bag): Promise<Bag> {
  const result = await currencyProvider.check(olds, program);
  expect(result.failures ?? []).toEqual([]);
  if (!result.inputs) throw new Error("check returned no inputs");
  return result.inputs;
}

function withoutProvider(state: Bag): Bag {
  const { __provider: _provider, ...outputs } = state;
  return outputs;
}

describe("Currency state of earlier releases (API v1.0), against a service with no API v1.0 (Business Central 28)", () => {
  const bc28 = useConfiguredEmulator({ currencyApiVersions: "v2.0" });

  async function stateOver(fixture: Bag): Promise<Bag> {
    const live = await bc28.admin.record(COMPANY, "currencies", SEED_CURRENCY_EUR.id);
    return { ...fixture, etag: live?.["@odata.etag"], lastModifiedDateTime: live?.lastModifiedDateTime };
  }

  it.each(CURRENCY_SHAPES)(
    "refreshes Currency state of %s with one read on v2.0, unchanged, and previews it as unchanged",
    async (_, fixture) => {
      const state = await stateOver(fixture);
      await bc28.admin.resetRequests();
      const read = await currencyProvider.read(SEED_CURRENCY_EUR.id, state);
      expect(read).toEqual({ id: SEED_CURRENCY_EUR.id, props: withoutProvider(state) });
      // One request: the v1.0 path answers 404 here, so the one read was on v2.0.
      expect((await bc28.admin.requests()).byRoute).toEqual({ "GET currencies": 1 });
      // The preview of the same program after the refresh: the state the refresh wrote.
      const refreshed = { ...state, ...read.props };
      const news = await checked(refreshed, CURRENCY_PROGRAM);
      await expect(currencyProvider.diff(SEED_CURRENCY_EUR.id, refreshed, news)).resolves.toMatchObject({
        changes: false,
      });
    },
  );

  it.each(CURRENCY_SHAPES)(
    "updates Currency state of %s on v2.0 with one PATCH guarded by the eTag state holds",
    async (_, fixture) => {
      const state = await stateOver(fixture);
      const news = await checked(state, { ...CURRENCY_PROGRAM, displayName: "Euro (EUR)" });
      await bc28.admin.resetRequests();
      const { outs } = await currencyProvider.update(SEED_CURRENCY_EUR.id, state, news);
      expect((await bc28.admin.requests()).byRoute).toEqual({ "PATCH currencies": 1 });
      expect(outs).toMatchObject({ code: "EUR", displayName: "Euro (EUR)", managedFields: ["displayName"] });
      expect(await bc28.admin.record(COMPANY, "currencies", SEED_CURRENCY_EUR.id)).toMatchObject({
        displayName: "Euro (EUR)",
      });
    },
  );

  it.each(CURRENCY_SHAPES)(
    "refuses to update Currency state of %s on v2.0 over a change made since, by its stored eTag",
    async (_, fixture) => {
      const state = await stateOver(fixture);
      await bc28.admin.changeRecord(COMPANY, "currencies", SEED_CURRENCY_EUR.id, { displayName: "Euro (€)" });
      const news = await checked(state, { ...CURRENCY_PROGRAM, displayName: "Euro (EUR)" });
      await expect(currencyProvider.update(SEED_CURRENCY_EUR.id, state, news)).rejects.toMatchObject({
        code: "ConcurrentChange",
      });
    },
  );
});
