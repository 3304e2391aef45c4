/**
 * One description, every surface: for each field of each record type, the TSDoc `npm run generate`
 * writes, the plugin's schema description and the reference page say the same rule and rewrite
 * words, which the sentence renderer (src/core/describe/field-words.ts) makes from the field's facts.
 */
import { renderRecords } from "../../../../scripts/codegen/render-records";
import { ruleWords } from "../../../../src/core/describe/field-words";
import { packageSchema } from "../../../../src/plugin/package-schema";
import { ENTITIES } from "../../../../src/records/entities";
import { fieldDescription, keyArgDescription } from "../../../../src/records/definitions/entity-words";

const FILES = renderRecords(ENTITIES);
const RESOURCES = ENTITIES.filter((entity) => !entity.readOnly);

interface Spec {
  description?: string;
  properties?: Record<string, Spec>;
  inputProperties?: Record<string, Spec>;
  inputs?: Spec;
}
const schema = packageSchema() as {
  resources: Record<string, Spec>;
  functions: Record<string, Spec>;
};

function fileOf(path: string): string {
  const file = FILES.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`not generated: ${path}`);
  return file.text;
}

/** The doc comment right above `member` in the declaration that starts with `head`. */
function docAbove(text: string, head: string, member: string): string {
  const from = text.slice(text.indexOf(head));
  const match = new RegExp(
    `/\\*\\* ((?:(?!\\*/).)*) \\*/\\n  (?:declare readonly )?${member}\\??:`,
    "s",
  ).exec(from);
  if (!match?.[1]) throw new Error(`no doc for ${member} after ${head}`);
  return match[1];
}

/** The row of `field` in the table of a reference page. */
function pageRow(page: string, field: string): string {
  const row = page.split("\n").find((line) => line.startsWith(`| \`${field}\` |`));
  if (!row) throw new Error(`no row for ${field}`);
  return row;
}

describe.each(RESOURCES.map((entity) => [entity.name, entity] as const))(
  "the descriptions of %s's fields",
  (name, entity) => {
    const program = fileOf(`src/records/generated/${entity.module}.ts`);
    const page = fileOf(`docs/records/${entity.module}.md`);
    const resource = schema.resources[`bizops:records:${name}`]!;

    it.each(Object.entries(entity.fields))(
      "read the same in TypeScript and the schema: %s",
      (field, spec) => {
        const described = fieldDescription(entity, field, spec);
        const tsdoc =
          spec.input === undefined
            ? docAbove(program, `export class ${name} `, field)
            : docAbove(program, `export interface ${name}Args {`, field);

        expect(tsdoc).toBe(described);
        expect(resource.properties![field]!.description).toBe(described);
        if (spec.input !== undefined) expect(resource.inputProperties![field]!.description).toBe(described);
      },
    );

    it.each(Object.entries(entity.fields))("give the page the same rules and rewrites: %s", (field, spec) => {
      const row = pageRow(page, field);
      const words = [...ruleWords(spec), ...(spec.rewrites ? [spec.rewrites] : [])];

      for (const phrase of words) expect([field, row.includes(phrase)]).toEqual([field, true]);
      for (const phrase of words) {
        expect([field, fieldDescription(entity, field, spec).includes(phrase)]).toEqual([field, true]);
      }
    });

    it("give a get function's key arguments the same words in TypeScript and the schema", () => {
      const get = schema.functions[`bizops:records:get${name}`]!;
      for (const key of entity.key) {
        const described = keyArgDescription(entity.fields[key]!);
        expect(docAbove(program, `export interface Get${name}Args {`, key)).toBe(described);
        expect(get.inputs!.properties![key]!.description).toBe(described);
      }
    });
  },
);

describe("a bound", () => {
  it("reads the same wherever the payment discount is described", () => {
    const paymentTerm = ENTITIES.find((entity) => entity.name === "PaymentTerm")!;
    const input = schema.resources["bizops:records:PaymentTerm"]!.inputProperties!.discountPercent!;

    expect(input.description).toContain("0 to 100");
    expect(
      docAbove(
        fileOf("src/records/generated/payment-term.ts"),
        "export interface PaymentTermArgs {",
        "discountPercent",
      ),
    ).toContain("0 to 100");
    expect(pageRow(fileOf(`docs/records/${paymentTerm.module}.md`), "discountPercent")).toContain("0 to 100");
  });

  it("and a date formula's terms reach the schema", () => {
    const input = schema.resources["bizops:records:PaymentTerm"]!.inputProperties!.dueDateCalculation!;

    expect(input.description).toContain("up to three terms of a number and a unit");
    expect(input.description).toContain("Stored as the service formats a date formula");
  });
});
