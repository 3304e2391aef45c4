/**
 * The provider's records requests ask for English (`Accept-Language: en-US`,
 * src/records/client/records-client.ts), so a user whose Business Central language is French reads
 * back the date formulas the program wrote, not their French form.
 */
import { EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { paymentTerm } from "../../../../src/records/entities/payment-term";
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const running = useConfiguredEmulator({ recordsUserLanguage: "fr-FR" });

describe("payment terms for a French Business Central user", () => {
  const reports: string[] = [];
  const deps = { journal: new CreateJournal(), report: (line: string) => reports.push(line) };
  beforeEach(() => reports.splice(0));

  it("keep the program's 30D: the create, a refresh and a preview report nothing and change nothing", async () => {
    const provider = entityProvider(paymentTerm, deps);
    const declared = { companyId: COMPANY, __provider: PROVIDER, code: "NET30", dueDateCalculation: "30D" };
    const { inputs } = await provider.check({}, declared);
    const made = await provider.create(inputs!);
    expect(made.outs).toMatchObject({ dueDateCalculation: "30D" });
    const refreshed = await provider.read(made.id, made.outs ?? {});
    expect(refreshed.props).toMatchObject({ dueDateCalculation: "30D" });
    const rechecked = (await provider.check(refreshed.props ?? {}, declared)).inputs!;
    expect((await provider.diff(made.id, refreshed.props ?? {}, rechecked)).changes).toBe(false);
    expect(reports).toEqual([]);

    // The same record read without Accept-Language is in the user's language.
    const url = `${running.emulator.url}/api/v2.0/companies(${COMPANY})/paymentTerms(${made.id})`;
    const raw = await fetch(url, { headers: { Authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.records}` } });
    expect(((await raw.json()) as { dueDateCalculation: string }).dueDateCalculation).toBe("30J");
  });
});
