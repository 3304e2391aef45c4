/**
 * `npm run build:schema`: writes the bizops plugin's package schema (src/plugin/package-schema.ts,
 * from the record definitions and the plugin's tables) to schema/schema.json, for SDK
 * generators and review. With `--check` it writes nothing and exits 1 when the file is not current.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import * as prettier from "prettier";
import { packageSchema } from "../src/plugin/package-schema";

/** Where the schema is written, relative to the repository's root. */
const SCHEMA_PATH = "schema/schema.json";

const ROOT = join(__dirname, "..");

/**
 * The file's text: the schema without a version (the plugin reports its own), formatted as the
 * repository formats JSON.
 */
async function schemaText(): Promise<string> {
  const filepath = join(ROOT, SCHEMA_PATH);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(JSON.stringify(packageSchema()), { ...options, filepath });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
  const path = join(ROOT, SCHEMA_PATH);
  const text = await schemaText();
  const current = existsSync(path) && readFileSync(path, "utf8") === text;
  if (values.check) {
    if (!current) console.log(SCHEMA_PATH);
    process.exitCode = current ? 0 : 1;
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  if (!current) writeFileSync(path, text);
  console.log(`generate-schema: ${SCHEMA_PATH} ${current ? "is current" : "written"}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
