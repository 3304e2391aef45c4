/**
 * An item created in a company whose "API Setup" template sets the item category and a price
 * (packages/emulator/src/records/rules/api-setup-templates.ts): the category the template put in
 * place of the program's is told once (src/records/provider/kept-values.ts); the price the program
 * leaves out is not managed, so it is told nothing and previews stay clean.
 */
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { item } from "../../../../src/records/entities/item";
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const handle = useConfiguredEmulator();

describe("an item create that an API Setup template changes", () => {
  const reports: string[] = [];
  const deps = { journal: new CreateJournal(), report: (line: string) => reports.push(line) };

  beforeEach(async () => {
    reports.splice(0);
    await handle.admin.seedRecord(COMPANY, "itemCategories", { code: "PROG", displayName: "The program's" });
    await handle.admin.seedRecord(COMPANY, "itemCategories", { code: "TMPL", displayName: "The template's" });
    await handle.admin.companySettings(COMPANY, {
      apiSetupTemplates: { items: { itemCategoryCode: "TMPL", unitPrice: 12.5 } },
    });
  });

  it("tells the user, once, of the category the template put in place of the program's, and previews clean", async () => {
    const provider = entityProvider(item, deps);
    const { inputs } = await provider.check(
      {},
      { companyId: COMPANY, __provider: PROVIDER, displayName: "Widget", itemCategoryCode: "PROG" },
    );
    const made = await provider.create(inputs!);
    expect(made.outs).toMatchObject({ itemCategoryCode: "TMPL", unitPrice: 12.5 });
    expect(reports).toEqual([
      `bizops:Item ${made.id}: this create sent itemCategoryCode "PROG", and the service keeps "TMPL". Pulumi keeps your program's value as sent and does not send it again while the record holds "TMPL"; if "TMPL" is not what the record should say, change the record's setup in the service or set itemCategoryCode to "TMPL" in your program.`,
    ]);
    expect((await provider.diff(made.id, made.outs ?? {}, inputs!)).changes).toBe(false);
    const renamed = { ...inputs!, displayName: "Widget 2" };
    const updated = await provider.update(made.id, made.outs ?? {}, renamed);
    expect(reports).toHaveLength(1);
    expect((await provider.diff(made.id, updated.outs ?? {}, renamed)).changes).toBe(false);
  });

  it("tells nothing of a price the template fills for a program that leaves it out, and previews clean", async () => {
    const provider = entityProvider(item, deps);
    const { inputs } = await provider.check(
      {},
      { companyId: COMPANY, __provider: PROVIDER, displayName: "Gadget" },
    );
    const made = await provider.create(inputs!);
    expect(made.outs).toMatchObject({ itemCategoryCode: "TMPL", unitPrice: 12.5 });
    expect(reports).toEqual([]);
    expect((await provider.diff(made.id, made.outs ?? {}, inputs!)).changes).toBe(false);
    const refreshed = await provider.read(made.id, made.outs ?? {});
    expect((await provider.diff(made.id, refreshed.props ?? {}, inputs!)).changes).toBe(false);
  });
});
