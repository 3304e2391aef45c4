/**
 * `bizops-import` reads currencies on the API version the service serves, as the resources do:
 * v2.0 on Business Central 28 and later (no API v1.0), v1.0 on Business Central 15 and 16.
 */
import {
  DEFAULT_COMPANY_ID,
  EMULATOR_DEFAULT_TOKENS,
  SEED_CURRENCY_EUR,
  startEmulator,
  type CurrencyApiVersions,
  type Emulator,
} from "pulumi-bizops-emulator";
import { runCaptured } from "./support/run-captured";

const run = runCaptured;

describe.each<[CurrencyApiVersions, string]>([
  ["v2.0", "Business Central 28 and later"],
  ["v1.0", "Business Central 15 and 16"],
])("bizops-import against currencies on %s only (%s)", (versions) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, currencyApiVersions: versions });
  });
  afterAll(() => emulator.close());

  it("adopts the company's currencies", async () => {
    const env = { BIZOPS_RECORDS_URL: emulator.url, BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records };
    const result = await run(["--company", DEFAULT_COMPANY_ID, "--types", "currencies"], env);
    expect(result.stderr).not.toContain("failed");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`currencyId: "${SEED_CURRENCY_EUR.id}"`);
  });

  it("names the setting and what it asked for when the setting names a version the service does not serve", async () => {
    const other = versions === "v2.0" ? "v1.0" : "v2.0";
    const env = {
      BIZOPS_RECORDS_URL: emulator.url,
      BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
      BIZOPS_CURRENCY_API_VERSION: other,
    };
    const result = await run(["--company", DEFAULT_COMPANY_ID, "--types", "currencies"], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `the API ${other}, which the currencyApiVersion setting names, serves currencies`,
    );
  });
});
