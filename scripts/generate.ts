/**
 * `npm run generate`: writes every file the record type definitions give (see
 * scripts/codegen/generated-files.ts), and the plugin's package schema made from them
 * (generate-schema.ts), and removes generated files no definition gives any more.
 * With `--check` it writes nothing and lists, one a line, each file that is not current (exit 1).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { generatedFiles, GENERATED_FOLDERS } from "./codegen/generated-files";
import { schemaFile } from "./generate-schema";

const ROOT = join(__dirname, "..");

function current(path: string, text: string): boolean {
  return existsSync(join(ROOT, path)) && readFileSync(join(ROOT, path), "utf8") === text;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
  const files = [...(await generatedFiles()), await schemaFile()];
  const paths = new Set(files.map((file) => file.path));
  const extra = GENERATED_FOLDERS.filter((folder) => existsSync(join(ROOT, folder)))
    .flatMap((folder) => readdirSync(join(ROOT, folder)).map((name) => `${folder}/${name}`))
    .filter((path) => !paths.has(path));
  const stale = files.filter((file) => !current(file.path, file.text));
  if (values.check) {
    for (const path of [...stale.map((file) => file.path), ...extra]) console.log(path);
    process.exitCode = stale.length + extra.length > 0 ? 1 : 0;
    return;
  }
  for (const path of extra) rmSync(join(ROOT, path));
  for (const file of stale) {
    mkdirSync(dirname(join(ROOT, file.path)), { recursive: true });
    writeFileSync(join(ROOT, file.path), file.text);
  }
  console.log(`generate: ${stale.length} of ${files.length} files written, ${extra.length} removed`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
