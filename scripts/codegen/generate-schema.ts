/**
 * The bizops plugin's package schema as the file `npm run generate` writes (scripts/codegen/generate.ts):
 * schema/schema.json, from src/plugin/package-schema.ts (the record definitions and the plugin's
 * tables), for SDK generators and review; and the Pulumi Registry's pages written from it
 * (scripts/codegen/render-registry-docs.ts).
 */
import { join } from "node:path";
import * as prettier from "prettier";
import { packageSchema } from "../../src/plugin/package-schema";
import type { RenderedFile } from "./render-records";
import { renderRegistryDocs, type RegistrySchema } from "./render-registry-docs";

const ROOT = join(__dirname, "..", "..");

async function formatted(file: RenderedFile): Promise<RenderedFile> {
  const filepath = join(ROOT, file.path);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return { path: file.path, text: await prettier.format(file.text, { ...options, filepath }) };
}

/**
 * The files: the schema without a version (the plugin reports its own), formatted as the
 * repository formats JSON, then the Registry's pages.
 */
export async function schemaFiles(): Promise<RenderedFile[]> {
  const schema = packageSchema();
  const registry = renderRegistryDocs(schema as unknown as RegistrySchema);
  return Promise.all(
    [{ path: "schema/schema.json", text: JSON.stringify(schema) }, ...registry].map(formatted),
  );
}
