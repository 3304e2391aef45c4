/**
 * What a program renderProgram writes for an adopted company manages: the company from config,
 * each record's deletion policy, and only the fields a record holds beside the service's defaults.
 */
import { readCompany } from "../../../src/import/read-company";
import { IMPORTED_TYPES } from "../../../src/import/imported-types";
import { renderProgram } from "../../../src/import/render";
import { COMPANY, company, READ_AT, SOURCE } from "./support/adopted-company";
import { evaluate } from "./support/evaluate-program";
import { FixtureReader, liveRecord } from "./support/fixture-reader";

describe("what an adopted company's program manages", () => {
  const render = async (options: { form?: "program" | "module"; manageDeletion?: boolean } = {}) =>
    renderProgram(await company(), {
      form: options.form ?? "program",
      sourceUrl: SOURCE,
      readAt: READ_AT,
      manageDeletion: options.manageDeletion ?? false,
    });

  it.each(["program", "module"] as const)(
    "reads the company from the %s's own config, with no company id in the code",
    async (form) => {
      const text = await render({ form });
      expect(text).toContain('import * as pulumi from "@pulumi/pulumi";');
      expect(text).toContain('const companyId = new pulumi.Config().require("companyId");');
      const code = text.split("\n").filter((line) => !line.startsWith("//"));
      expect(code.join("\n")).not.toContain(COMPANY);
    },
  );

  it("marks every adopted record deletionPolicy abandon, with a comment that says a destroy leaves it", async () => {
    const text = await render();
    const marked = text.split("\n").filter((line) => line.startsWith("  deletionPolicy"));
    expect(marked).toHaveLength((await company()).records.length);
    expect(new Set(marked)).toEqual(
      new Set([
        '  deletionPolicy: "abandon", // adopted: a destroy or removal leaves this record in the company',
      ]),
    );
    expect(text).toContain(
      '// Each is marked deletionPolicy: "abandon": pulumi destroy, or removing a resource, leaves its',
    );
  });

  it("writes no deletion policy with --manage-deletion, and says a delete deletes", async () => {
    const text = await render({ manageDeletion: true });
    expect(text).not.toContain("deletionPolicy");
    expect(text).toContain(
      "// Deleting a resource (pulumi destroy, or removing it) deletes its record from the company.",
    );
    expect(evaluate(text).every((d) => !("deletionPolicy" in d.args))).toBe(true);
  });

  it("leaves out the fields a record holds at the service's default, and keeps the key and required fields", async () => {
    const type = IMPORTED_TYPES.find((t) => t.key === "vendors")!;
    const vendor = liveRecord({
      number: "V0",
      displayName: "Default vendor",
      blocked: "_x0020_",
      taxLiable: false,
      balance: 0,
      phoneNumber: "",
      paymentTermsId: "00000000-0000-0000-0000-000000000000",
      country: "NO",
    });
    const read = await readCompany(new FixtureReader({ vendors: [[vendor]] }), COMPANY, [{ type }]);
    expect(read.records[0]!.inputs).toEqual({
      adoptRecordId: vendor.id,
      number: "V0",
      displayName: "Default vendor",
      country: "NO",
    });
  });

  it("keeps an item's type, which a kept field's rule needs, and a value beside the default", async () => {
    const type = IMPORTED_TYPES.find((t) => t.key === "items")!;
    const item = liveRecord({
      number: "1000",
      displayName: "Hammer",
      type: "Inventory",
      inventoryPostingGroupCode: "RESALE",
      blocked: true,
      unitPrice: 0,
      priceIncludesTax: false,
    });
    const read = await readCompany(new FixtureReader({ items: [[item]] }), COMPANY, [{ type }]);
    expect(read.records[0]!.inputs).toEqual({
      adoptRecordId: item.id,
      number: "1000",
      displayName: "Hammer",
      type: "Inventory",
      blocked: true,
      inventoryPostingGroupCode: "RESALE",
    });
  });
});
