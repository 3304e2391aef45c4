/**
 * The bizops plugin's package schema as the file `npm run generate` writes (scripts/codegen/generate.ts):
 * schema/schema.json, from src/plugin/package-schema.ts (the record definitions and the plugin's
 * tables), for SDK generators and review.
 */
import { join } from "node:path";
import * as prettier from "prettier";
import { packageSchema } from "../../src/plugin/package-schema";
import type { RenderedFile } from "./render-records";

const ROOT = join(__dirname, "..", "..");

/**
 * The file: the schema without a version (the plugin reports its own), formatted as the
 * repository formats JSON.
 */
export async function schemaFile(): Promise<RenderedFile> {
  const path = "schema/schema.json";
  const filepath = join(ROOT, path);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return { path, text: await prettier.format(JSON.stringify(packageSchema()), { ...options, filepath }) };
}
