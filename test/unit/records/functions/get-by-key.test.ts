/**
 * The get functions against the emulator: the one record with the key given, none found, the
 * arguments checked before any request, and the Output form.
 */
import {
  getCurrency,
  getCurrencyOutput,
  getDimension,
  getDimensionValue,
  getPaymentTerm,
  getVendor,
} from "../../../../src/records";
import { isBizopsError } from "../../../../src/core/errors/errors";
import {
  DEFAULT_COMPANY_ID,
  EMULATOR_DEFAULT_TOKENS,
  SEED_CURRENCY_EUR,
  SEED_DIMENSION_DEPARTMENT,
  SEED_VENDOR_FIRST_UP,
} from "pulumi-bizops-emulator";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const emulator = useConfiguredEmulator();
const companyId = DEFAULT_COMPANY_ID;
// A program's functions read stack config, which a unit test has none of: the settings are given.
const settings = () => ({ recordsUrl: emulator.emulator.url, recordsToken: EMULATOR_DEFAULT_TOKENS.records });

/** The error a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}

describe("records get functions against the emulator", () => {
  it("return the one record with the key given", async () => {
    const euro = await getCurrency({ settings: settings(), companyId, code: "EUR" });
    expect(euro).toMatchObject({ id: SEED_CURRENCY_EUR.id, code: "EUR", displayName: "Euro" });
    expect(euro["@odata.etag"]).toEqual(expect.any(String));
    const vendor = await getVendor({ settings: settings(), companyId, number: "V20000" });
    expect(vendor.id).toBe(SEED_VENDOR_FIRST_UP.id);
    const seeded = await emulator.admin.seedRecord(companyId, "paymentTerms", {
      code: "NET30",
      displayName: "Net 30 days",
      dueDateCalculation: "30D",
    });
    expect((await getPaymentTerm({ settings: settings(), companyId, code: "NET30" })).id).toBe(seeded.id);
  });

  it("find a dimension and a dimension value by their keys", async () => {
    expect((await getDimension({ settings: settings(), companyId, code: "DEPARTMENT" })).id).toBe(
      SEED_DIMENSION_DEPARTMENT.id,
    );
    const sales = await getDimensionValue({
      settings: settings(),
      companyId,
      dimensionId: SEED_DIMENSION_DEPARTMENT.id.toUpperCase(),
      code: "SALES",
    });
    expect(sales).toMatchObject({ code: "SALES", dimensionId: SEED_DIMENSION_DEPARTMENT.id });
  });

  it("fail with NotFound naming the key value and the company, and what to do, when none matches", async () => {
    const error = await failure(getPaymentTerm({ settings: settings(), companyId, code: "NET30" }));
    expect(isBizopsError(error) && error.code).toBe("NotFound");
    expect(error.message).toBe(
      `records.getPaymentTerm: company ${companyId} has no payment term with code "NET30". Check the code and companyId, or list the company's payment terms with records.listPaymentTerms to see which there are.`,
    );
    const value = await failure(
      getDimensionValue({
        settings: settings(),
        companyId,
        dimensionId: SEED_DIMENSION_DEPARTMENT.id,
        code: "TOYOTA",
      }),
    );
    expect(isBizopsError(value) && value.code).toBe("NotFound");
    expect(value.message).toContain(
      `no dimension value with dimensionId "${SEED_DIMENSION_DEPARTMENT.id}" and code "TOYOTA". Check the dimensionId, code and companyId, or list the company's dimension values with records.listDimensionValues`,
    );
  });

  it("check the arguments before any request: a code as the service stores it, every key field, nothing else", async () => {
    await emulator.admin.resetRequests();
    const lower = await failure(getCurrency({ settings: settings(), companyId, code: "eur" }));
    expect(isBizopsError(lower) && lower.code).toBe("InvalidInput");
    expect(lower.message).toContain(
      'Invalid arguments for records.getCurrency: code: must be written upper case without leading or trailing spaces, as the service stores it: "EUR"',
    );
    await expect(getCurrency({ settings: settings(), companyId, code: "" })).rejects.toThrow(
      /code: must not be empty/,
    );
    await expect(getCurrency({ settings: settings(), companyId, code: "EURO-DOLLARS" })).rejects.toThrow(
      /code: must be at most 10 characters/,
    );
    await expect(getCurrency({ settings: settings(), companyId } as never)).rejects.toThrow(/code/);
    await expect(getCurrency({ settings: settings(), companyId: "CRONUS", code: "EUR" })).rejects.toThrow(
      /companyId: must be a GUID/,
    );
    await expect(
      getDimensionValue({ settings: settings(), companyId, dimensionId: "DEPARTMENT", code: "SALES" }),
    ).rejects.toThrow(/dimensionId: must be a GUID/);
    await expect(
      getCurrency({ settings: settings(), companyId, code: "EUR", filter: "code eq 'GBP'" } as never),
    ).rejects.toThrow(/filter/);
    expect((await emulator.admin.requests()).total).toBe(0);
  });

  it("have an Output form that takes inputs", async () => {
    const output = getCurrencyOutput({
      settings: settings(),
      companyId: Promise.resolve(companyId),
      code: "EUR",
    });
    const id = await new Promise((done) => output.apply((record) => done(record.id)));
    expect(id).toBe(SEED_CURRENCY_EUR.id);
  });
});
