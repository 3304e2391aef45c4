/**
 * CONTRIBUTING's layout is the map of the code: every folder of the provider's and the emulator's
 * sources, and of the tests, is named in it, so a new room is written down where it is made.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const REPO = resolve(__dirname, "../../..");

/** The text of CONTRIBUTING.md's `## Layout` section. */
function layoutSection(): string {
  const text = readFileSync(join(REPO, "CONTRIBUTING.md"), "utf8");
  const start = text.indexOf("\n## Layout\n");
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/** Every folder under `root`, relative to the repository. */
function foldersUnder(root: string, depth: number): string[] {
  if (depth === 0) return [];
  return readdirSync(join(REPO, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = join(root, entry.name);
      return [folder, ...foldersUnder(folder, depth - 1)];
    });
}

describe("CONTRIBUTING's layout", () => {
  const layout = layoutSection();
  const folders = [
    ...foldersUnder("src", 3),
    ...foldersUnder("packages/emulator/src", 3),
    ...foldersUnder("test", 1).filter((folder) => !folder.endsWith("fixtures")),
  ];

  it.each(folders)("names the folder %s", (folder) => {
    const name = relative(join(folder, ".."), folder);
    expect(layout).toContain(`${name}/`);
  });
});
