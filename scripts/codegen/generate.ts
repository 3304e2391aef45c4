/**
 * `npm run generate`: writes every file the record type definitions and the TSDoc give (see
 * scripts/codegen/generated-files.ts), and the plugin's package schema made from them with the
 * Registry's pages (generate-schema.ts), and removes generated files no definition gives any more.
 * With `--check` it writes nothing and lists, one a line, each file that is not current (exit 1).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { generatedFiles, GENERATED_FOLDERS } from "./generated-files";
import type { RenderedFile } from "./render-records";

const ROOT = join(__dirname, "..", "..");

function current(path: string, text: string): boolean {
  return existsSync(join(ROOT, path)) && readFileSync(join(ROOT, path), "utf8") === text;
}

function write(files: readonly RenderedFile[]): void {
  for (const file of files) {
    mkdirSync(dirname(join(ROOT, file.path)), { recursive: true });
    writeFileSync(join(ROOT, file.path), file.text);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
  const generated = await generatedFiles();
  const staleGenerated = generated.filter((file) => !current(file.path, file.text));
  // The schema is made by src/plugin code that imports the generated TSDoc module: that module is
  // written before the schema code is loaded, so the schema is made from the current one. (With
  // --check a stale module is listed, and the schema is judged as the checked-in module makes it.)
  if (!values.check) write(staleGenerated);
  const { schemaFiles } = await import("./generate-schema");
  const fromSchema = await schemaFiles();
  const files = [...generated, ...fromSchema];
  const staleFromSchema = fromSchema.filter((file) => !current(file.path, file.text));
  const stale = [...staleGenerated, ...staleFromSchema];
  const paths = new Set(files.map((file) => file.path));
  const extra = GENERATED_FOLDERS.filter((folder) => existsSync(join(ROOT, folder)))
    .flatMap((folder) => readdirSync(join(ROOT, folder)).map((name) => `${folder}/${name}`))
    .filter((path) => !paths.has(path));
  if (values.check) {
    for (const path of [...stale.map((file) => file.path), ...extra]) console.log(path);
    process.exitCode = stale.length + extra.length > 0 ? 1 : 0;
    return;
  }
  for (const path of extra) rmSync(join(ROOT, path));
  write(staleFromSchema);
  console.log(`generate: ${stale.length} of ${files.length} files written, ${extra.length} removed`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
