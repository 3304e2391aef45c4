/**
 * adoptExistingRecords: a create the service refuses because the company already holds a record
 * with the program's key takes that record over (as adoptRecordId takes one over by its id) and
 * says so, instead of failing; one program then serves companies that hold some of its records.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { paymentTerm } from "../../../../src/records/entities/payment-term";
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const service = useConfiguredEmulator();
const reports: string[] = [];
let dir: string;

beforeEach(() => {
  reports.splice(0);
  dir = mkdtempSync(join(tmpdir(), "bizops-journal-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const provider = () =>
  entityProvider(paymentTerm, { journal: new CreateJournal(dir), report: (line) => reports.push(line) });

/** NET60 as the program declares it, with `adoptExistingRecords` among its settings when given. */
async function declared(adoptExistingRecords?: string) {
  const settings =
    adoptExistingRecords === undefined
      ? undefined
      : {
          recordsUrl: service.emulator.url,
          recordsToken: EMULATOR_DEFAULT_TOKENS.records,
          adoptExistingRecords,
        };
  return provider().check(
    {},
    {
      companyId: COMPANY,
      code: "NET60",
      displayName: "Net 60 days",
      dueDateCalculation: "60D",
      ...(settings ? { settings } : {}),
      __provider: PROVIDER,
    },
  );
}

/** The company's own NET60, set up by hand under another name. */
async function held(): Promise<string> {
  const made = await service.admin.seedRecord(COMPANY, "paymentTerms", {
    code: "NET60",
    displayName: "60 days net",
    dueDateCalculation: "60D",
  });
  return String(made.id);
}

describe("adoptExistingRecords", () => {
  it("takes over the record the company holds with the key, brings it to the program and says so", async () => {
    const id = await held();
    await service.admin.resetRequests();
    const { inputs } = await declared("true");
    const made = await provider().create(inputs!);
    expect(made.id).toBe(id);
    expect(await service.admin.record(COMPANY, "paymentTerms", id)).toMatchObject({
      displayName: "Net 60 days",
    });
    const { byRoute } = await service.admin.requests();
    expect(byRoute["POST paymentTerms"]).toBe(1);
    expect(byRoute["PATCH paymentTerms"]).toBe(1);
    expect(reports).toEqual([
      `bizops:PaymentTerm: company ${COMPANY} already held the payment term with code "NET60" (record ${id}); adoptExistingRecords is on, so this resource took it over instead of creating one.`,
    ]);
    expect((await provider().diff(id, made.outs ?? {}, inputs!)).changes).toBe(false);
  });

  it("creates as usual where the company holds no such record, and says nothing", async () => {
    const { inputs } = await declared("true");
    const made = await provider().create(inputs!);
    expect(await service.admin.record(COMPANY, "paymentTerms", made.id)).toMatchObject({ code: "NET60" });
    expect(reports).toEqual([]);
  });

  it("without it, fails on the record that holds the key and names the setting", async () => {
    const id = await held();
    const { inputs } = await declared();
    const error = await provider()
      .create(inputs!)
      .then(
        () => undefined,
        (e: unknown) => e as Error,
      );
    expect(error?.message).toContain(`record ${id}`);
    expect(error?.message).toContain("bizops:adoptExistingRecords true");
    expect(await service.admin.record(COMPANY, "paymentTerms", id)).toMatchObject({
      displayName: "60 days net",
    });
  });

  it("takes it from the environment too, and refuses a value other than true or false by name", async () => {
    const id = await held();
    const { inputs } = await declared();
    process.env.BIZOPS_ADOPT_EXISTING_RECORDS = "true";
    try {
      expect((await provider().create(inputs!)).id).toBe(id);
      process.env.BIZOPS_ADOPT_EXISTING_RECORDS = "yes";
      const { inputs: again } = await declared();
      const refused = await provider()
        .create({ ...again!, code: "NET90" })
        .then(
          () => undefined,
          (e: unknown) => e as Error,
        );
      expect(refused?.message).toMatch(/adoptExistingRecords.*must be one of "true", "false", not "yes"/);
    } finally {
      delete process.env.BIZOPS_ADOPT_EXISTING_RECORDS;
    }
    const { failures } = await declared("yes");
    expect(failures?.map((failure) => failure.property)).toEqual(["settings.adoptExistingRecords"]);
  });
});
