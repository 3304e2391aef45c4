/**
 * CONTRIBUTING's layout is the map of the code: every folder of the provider's and the emulator's
 * sources, and of the tests, every folder at the top of the repository and those of the scripts, the
 * SDK generator and the emulator's package, is named in it, so a new room is written down where it is made.
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

/** The folders .gitignore leaves out (`name/` lines: node_modules, dist, ...), which hold nothing of the code. */
const IGNORED = new Set(
  readFileSync(join(REPO, ".gitignore"), "utf8")
    .split("\n")
    .filter((line) => /^[^/*#][^/*]*\/$/.test(line))
    .map((line) => line.slice(0, -1)),
);

/** Every folder under `root` (none that .gitignore leaves out), relative to the repository. */
function foldersUnder(root: string, depth: number): string[] {
  if (depth === 0) return [];
  return readdirSync(join(REPO, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !IGNORED.has(entry.name))
    .flatMap((entry) => {
      const folder = join(root, entry.name);
      return [folder, ...foldersUnder(folder, depth - 1)];
    });
}

describe("CONTRIBUTING's layout", () => {
  const layout = layoutSection();
  const folders = [
    // The top's folders; of the hidden ones (git's, editors'), only .ci, which CI runs.
    ...foldersUnder(".", 1).filter((folder) => !folder.startsWith(".") || folder === ".ci"),
    ...foldersUnder("src", 3),
    ...foldersUnder("packages/emulator", 1),
    ...foldersUnder("packages/emulator/src", 3),
    ...foldersUnder("scripts", 1),
    ...foldersUnder("sdk-gen", 1),
    ...foldersUnder("test", 1).filter((folder) => !folder.endsWith("fixtures")),
  ];

  it.each(folders)("names the folder %s", (folder) => {
    const name = relative(join(folder, ".."), folder);
    expect(layout).toContain(`${name}/`);
  });
});
