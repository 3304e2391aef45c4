/**
 * The doc comments `npm run generate` writes from the record type definitions: each says a thing
 * once, says what the field holds, and gives the rules check holds a program to.
 */
import { renderRecords } from "../../../../scripts/codegen/render-records";
import { ENTITIES } from "../../../../src/records/entities";

const FILES = renderRecords(ENTITIES);
const RESOURCES = ENTITIES.filter((entity) => !entity.readOnly);

/** The text of a generated file. */
function fileOf(path: string): string {
  const file = FILES.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`not generated: ${path}`);
  return file.text;
}

/** The doc comment right above `name` in the `<Name>Args` interface of the type's program file. */
function argDocOf(module: string, type: string, name: string): string {
  const text = fileOf(`src/records/generated/${module}.ts`);
  const args = text.slice(text.indexOf(`export interface ${type}Args {`));
  const match = new RegExp(`/\\*\\* ((?:(?!\\*/).)*) \\*/\\n  ${name}\\??:`, "s").exec(args);
  if (!match?.[1]) throw new Error(`no doc for ${type}Args.${name}`);
  return match[1];
}

const sentencesOf = (text: string) => text.split(/(?<=\.) (?=[A-Z`])/).map((part) => part.trim());

describe.each(RESOURCES.map((entity) => [entity.name, entity] as const))(
  "the generated docs of %s",
  (name, entity) => {
    it("say each sentence of the class doc once", () => {
      const text = fileOf(`src/records/generated/${entity.module}.ts`);
      const classDoc = /\/\*\*\n \* (.*)\n \*\/\nexport class/.exec(text)?.[1] ?? "";
      const sentences = sentencesOf(classDoc);
      expect(sentences.length).toBeGreaterThan(1);
      expect(sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i)).toEqual([]);
    });

    it("give each input's form (GUID, date, decimal places) once", () => {
      for (const [field, spec] of Object.entries(entity.fields)) {
        if (!spec.input) continue;
        const text = argDocOf(entity.module, name, field);
        for (const form of ["GUID", "YYYY-MM-DD", "<min>:<max>"]) {
          expect([field, form, text.split(form).length - 1 <= 1]).toEqual([field, form, true]);
        }
      }
    });

    it("say what each field holds in words, and a boolean field whether it holds", () => {
      for (const [field, spec] of Object.entries(entity.fields)) {
        const words = spec.doc.split(/\s+/).length;
        expect([field, words >= 3, /^[A-Z`]/.test(spec.doc) && spec.doc.endsWith(".")]).toEqual([
          field,
          true,
          true,
        ]);
        if (spec.type === "boolean") expect([field, spec.doc.startsWith("Whether ")]).toEqual([field, true]);
      }
    });

    it("tell a program to write each code input upper case, as the service stores it", () => {
      for (const [field, spec] of Object.entries(entity.fields)) {
        if (!spec.code || !spec.input) continue;
        expect(argDocOf(entity.module, name, field)).toContain(
          "upper case, without leading or trailing spaces, as the service stores it",
        );
      }
    });

    it("tell a program to set one field of each id/code pair, and that an import writes the code", () => {
      const reference = fileOf(`docs/records/${entity.module}.md`);
      for (const pair of entity.exclusive ?? []) {
        expect(argDocOf(entity.module, name, pair.id)).toContain(`Set this or \`${pair.code}\`, not both`);
        expect(argDocOf(entity.module, name, pair.code)).toContain(
          `Set this or \`${pair.id}\`, not both: the service keeps the two in step, and an import writes this one.`,
        );
        expect(reference).toContain(`Set this or \`${pair.code}\`, not both`);
      }
    });
  },
);
