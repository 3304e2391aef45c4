/**
 * Every file `npm run generate` writes, formatted as the repository formats it: the record types'
 * files and package.json with an `exports` entry for each provider module. The unit test
 * `generated-files.test.ts` holds the checked-in files to these.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as prettier from "prettier";
import { ENTITIES } from "../../src/records/entities";
import { providerExports, renderRecords, type RenderedFile } from "./render-records";

const ROOT = join(__dirname, "..", "..");

/** package.json with the record providers' exports before `./emulator`, the other entries as they are. */
function packageJson(): RenderedFile {
  const text = readFileSync(join(ROOT, "package.json"), "utf8");
  const pkg = JSON.parse(text) as { exports: Record<string, unknown> };
  const records = providerExports(ENTITIES);
  const exports: Record<string, unknown> = {};
  for (const [path, target] of Object.entries(pkg.exports)) {
    if (path === "./emulator") Object.assign(exports, records);
    if (!(path in records)) exports[path] = target;
  }
  return { path: "package.json", text: `${JSON.stringify({ ...pkg, exports }, null, 2)}\n` };
}

/** The files, formatted. */
export async function generatedFiles(): Promise<RenderedFile[]> {
  const files = [...renderRecords(ENTITIES), packageJson()];
  return Promise.all(
    files.map(async (file) => {
      const filepath = join(ROOT, file.path);
      const options = (await prettier.resolveConfig(filepath)) ?? {};
      return { path: file.path, text: await prettier.format(file.text, { ...options, filepath }) };
    }),
  );
}

/** The folders whose every file is generated: a file there that the definitions no longer give is stale. */
export const GENERATED_FOLDERS = ["src/records/generated", "docs/records"];
