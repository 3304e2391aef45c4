/**
 * Every file `npm run generate` writes but the schema, formatted as the repository formats it: the
 * record types' files, the services' surfaces' types and zod schemas (render-surface.ts), and the TSDoc module the plugin's schema tables take their descriptions
 * from (render-tsdoc.ts), and CONTRIBUTING.md's table of what may import what (render-import-rules.ts).
 * (package.json exports every provider module through one `./providers/*` pattern, so no
 * list of them is written there.) The unit test `generated-files.test.ts` holds the checked-in
 * files to these.
 */
import { join } from "node:path";
import * as prettier from "prettier";
import { ENTITIES } from "../../src/records/entities";
import { renderRecords, type RenderedFile } from "./render-records";
import { renderContributing } from "./render-import-rules";
import { renderTsdoc } from "./render-tsdoc";
import { renderSurface } from "./render-surface";
import { SURFACES } from "../../src/surfaces";

const ROOT = join(__dirname, "..", "..");

/** The files, formatted. */
export async function generatedFiles(): Promise<RenderedFile[]> {
  const files = [
    ...renderRecords(ENTITIES),
    ...SURFACES.flatMap(renderSurface),
    renderTsdoc(),
    renderContributing(),
  ];
  return Promise.all(
    files.map(async (file) => {
      const filepath = join(ROOT, file.path);
      const options = (await prettier.resolveConfig(filepath)) ?? {};
      return { path: file.path, text: await prettier.format(file.text, { ...options, filepath }) };
    }),
  );
}

/** The folders whose every file is generated: a file there that the definitions no longer give is stale. */
export const GENERATED_FOLDERS = [
  "src/records/generated",
  "docs/records",
  "src/plugin/generated",
  "src/datashare/generated",
  "src/language/generated",
  "src/lifecycle/generated",
  "src/powerplatform/generated",
  "src/records/functions/generated",
];
