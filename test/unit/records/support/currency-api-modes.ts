/**
 * The Currency resource and its functions against the emulator started to serve the currencies as
 * one kind of service does (startEmulator's currencyApiVersions): each test file calls
 * {@link describeCurrencyOn} once, as the provider is configured once per process.
 */
import { EMULATOR_DEFAULT_TOKENS, type CurrencyApiVersions } from "pulumi-bizops-emulator";
import { getCurrency, listCurrencies } from "../../../../src/records";
import { useConfiguredEmulator } from "../../../support/configured-emulator";
import { currencyProvider } from "../../../support/record-providers";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";

/** What a service of one kind makes the provider do. */
export interface ModeExpectations {
  /** The API version the currencies are read on. */
  served: "v2.0" | "v1.0";
  /** The POSTs one create sends: one, or two where v2.0 answers that its route is not served. */
  postsPerCreate: number;
}

/** The Currency lifecycle and functions against an emulator serving the currencies on `versions`. */
export function describeCurrencyOn(versions: CurrencyApiVersions, expected: ModeExpectations): void {
  const service = useConfiguredEmulator({ currencyApiVersions: versions });
  const settings = () => ({
    recordsUrl: service.emulator.url,
    recordsToken: EMULATOR_DEFAULT_TOKENS.records,
  });
  const jpy = async () =>
    (await service.admin.list(COMPANY, expected.served, "currencies")).filter((c) => c.code === "JPY");

  describe(`Currency against a service that serves the currencies on ${versions}`, () => {
    it("creates, reads, updates and deletes a currency, each step with its one request once the version is known", async () => {
      const inputs = { companyId: COMPANY, code: "JPY", displayName: "Yen", __provider: PROVIDER };
      const { id, outs } = await currencyProvider.create(inputs);
      expect((await service.admin.requests()).byRoute).toEqual({
        "POST currencies": expected.postsPerCreate,
      });
      expect((await jpy()).map((c) => c.id)).toEqual([id]);

      await service.admin.resetRequests();
      const read = await currencyProvider.read(id, { ...outs, __provider: PROVIDER });
      expect(read.props).toMatchObject({ code: "JPY", displayName: "Yen", etag: outs?.etag });

      const { outs: updated } = await currencyProvider.update(
        id,
        { ...outs, __provider: PROVIDER },
        { ...inputs, displayName: "Japanese Yen" },
      );
      expect(updated).toMatchObject({ displayName: "Japanese Yen" });
      await currencyProvider.delete(id, { ...updated, __provider: PROVIDER });
      expect((await service.admin.requests()).byRoute).toEqual({
        "GET currencies": 1,
        "PATCH currencies": 1,
        "DELETE currencies": 1,
      });
      expect(await jpy()).toEqual([]);
    });

    it("creates the currency exactly once when the answer of the create that made it is lost", async () => {
      await service.admin.armFaults({
        method: "POST",
        pathIncludes: `/api/${expected.served}/`,
        afterApply: true,
        drop: true,
        times: 1,
      });
      const { id } = await currencyProvider.create({ companyId: COMPANY, code: "JPY", __provider: PROVIDER });
      expect((await jpy()).map((c) => c.id)).toEqual([id]);
    });

    it("lists and gets currencies through the functions", async () => {
      const listed = await listCurrencies({ companyId: COMPANY, settings: settings() });
      expect(listed.value.map((c) => c.code)).toEqual(["EUR", "GBP"]);
      await expect(
        getCurrency({ companyId: COMPANY, code: "GBP", settings: settings() }),
      ).resolves.toMatchObject({
        code: "GBP",
      });
    });
  });
}
