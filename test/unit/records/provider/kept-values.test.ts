/**
 * Values a write sent that the service keeps otherwise (src/records/provider/kept-values.ts): a new
 * spelling stays silent, anything else is told once, by the write that sent it.
 */
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { paymentTerm } from "../../../../src/records/entities/payment-term";
import { vendor } from "../../../../src/records/entities/vendor";
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { keptOtherwise } from "../../../../src/records/provider/kept-values";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
useConfiguredEmulator();

describe("keptOtherwise", () => {
  it("stays silent for a new spelling: case and spaces, a date formula's case and leading +, decimal places' zeros", () => {
    const formats = { due: "dateFormula", places: "decimalPlaces" } as const;
    const inputs = { code: " net30", due: "+30d", places: "02:05", name: "Net" };
    const record = { code: "NET30", due: "30D", places: "2:5", name: "Net" };
    expect(keptOtherwise(Object.keys(inputs), inputs, record, formats)).toEqual([]);
    expect(keptOtherwise(["places"], { places: "2" }, { places: "2:2" }, formats)).toEqual([]);
  });

  it("names a value dropped, completed or replaced, with what was sent and what is kept", () => {
    const inputs = { irs1099Code: "MISC-01", dimension: "SAL", unitPrice: 10 };
    const record = { irs1099Code: "", dimension: "SALES", unitPrice: 12.5 };
    expect(keptOtherwise(Object.keys(inputs), inputs, record)).toEqual([
      { field: "irs1099Code", sent: "MISC-01", kept: "" },
      { field: "dimension", sent: "SAL", kept: "SALES" },
      { field: "unitPrice", sent: 10, kept: 12.5 },
    ]);
  });

  it("names only fields the write sent", () => {
    expect(keptOtherwise(["name"], { name: "A", city: "X" }, { name: "A", city: "Y" })).toEqual([]);
  });
});

describe("writes against the emulator's rules", () => {
  const reports: string[] = [];
  const deps = { journal: new CreateJournal(), report: (line: string) => reports.push(line) };
  beforeEach(() => reports.splice(0));

  it("tell the user, once, of a vendor's IRS 1099 code the service dropped, and keep previews clean", async () => {
    const provider = entityProvider(vendor, deps);
    const { inputs } = await provider.check(
      {},
      { companyId: COMPANY, __provider: PROVIDER, displayName: "Contoso", irs1099Code: "MISC-01" },
    );
    const made = await provider.create(inputs!);
    expect(reports).toEqual([
      `bizops:Vendor ${made.id}: this create sent irs1099Code "MISC-01", and the service keeps "". Pulumi keeps your program's value as sent and does not send it again while the record holds ""; if "" is not what the record should say, change the record's setup in the service or set irs1099Code to "" in your program.`,
    ]);
    expect((await provider.diff(made.id, made.outs ?? {}, inputs!)).changes).toBe(false);
    const renamed = { ...inputs!, displayName: "Contoso Ltd" };
    await provider.update(made.id, made.outs ?? {}, renamed);
    expect(reports).toHaveLength(1);
  });

  it("tell nothing of a date formula the service writes upper case", async () => {
    const provider = entityProvider(paymentTerm, deps);
    const { inputs } = await provider.check(
      {},
      { companyId: COMPANY, __provider: PROVIDER, code: "NET30", dueDateCalculation: "30d" },
    );
    const made = await provider.create(inputs!);
    expect(made.outs).toMatchObject({ dueDateCalculation: "30D" });
    expect(reports).toEqual([]);
  });
});
