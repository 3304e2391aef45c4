/**
 * `bizops-import --import-file`: the records as Pulumi's bulk import file, each with the provider
 * plugin's type token, the name the TypeScript program gives it and the id the plugin's import reads.
 */
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { runCaptured } from "./support/run-captured";
import { parseTypedImportId } from "../../../src/records/definitions/import-ids";
import { EmulatorAdmin } from "../../support/emulator-admin";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

function run(argv: string[], emulator: Emulator) {
  return runCaptured(argv, {
    BIZOPS_RECORDS_URL: emulator.url,
    BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
  });
}

describe("bizops-import --import-file", () => {
  let emulator: Emulator;
  let admin: EmulatorAdmin;

  beforeAll(async () => {
    emulator = await startEmulator();
    admin = new EmulatorAdmin(emulator.url);
  });
  afterAll(async () => {
    await emulator?.close();
  });

  it("lists each record with the plugin's token, its resource name and its import id, in the program's order", async () => {
    const price = await admin.seedRecord(COMPANY, "disputeStatus", { code: "PRICE", displayName: "Price" });
    const brand = await admin.seedRecord(COMPANY, "carBrands", {
      name: "AUDI",
      description: "",
      country: "DE",
    });
    const { code, stdout, stderr } = await run(
      [
        "--company",
        COMPANY,
        "--types",
        "dispute-statuses",
        "--entity-set",
        "carBrands",
        "--api",
        "bctech/demo/v1.0",
        "--key",
        "name",
        "--import-file",
      ],
      emulator,
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: expect.stringContaining("wrote 2 resources") });
    expect(JSON.parse(stdout)).toEqual({
      resources: [
        { type: "bizops:records:DisputeStatus", name: "price", id: `${COMPANY}/${String(price.id)}` },
        {
          type: "bizops:records:Record",
          name: expect.stringMatching(/audi/),
          id: `${COMPANY}/bctech/demo/v1.0/carBrands/name/${String(brand.id)}`,
        },
      ],
    });
  });

  it("names each record by its own id, which the plugin's import reads back", async () => {
    const { stdout } = await run(
      ["--company", COMPANY, "--types", "currencies,vendors", "--import-file"],
      emulator,
    );
    const { resources } = JSON.parse(stdout) as { resources: Array<{ type: string; id: string }> };
    const collections: Record<string, string> = {
      "bizops:records:Currency": "currencies",
      "bizops:records:Vendor": "vendors",
    };
    expect(new Set(resources.map((r) => r.type))).toEqual(new Set(Object.keys(collections)));
    for (const { type, id } of resources) {
      const { companyId, recordId } = parseTypedImportId(type, id);
      expect(companyId).toBe(COMPANY);
      expect(await admin.record(COMPANY, collections[type]!, recordId)).toMatchObject({ id: recordId });
    }
  });

  it("refuses --module beside it: each says what to write", async () => {
    const { code, stderr } = await run(["--company", COMPANY, "--module", "--import-file"], emulator);
    expect(code).toBe(2);
    expect(stderr).toContain("--module and --import-file each say what to write: give one");
  });
});
