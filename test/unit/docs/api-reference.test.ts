/**
 * The API reference in docs/api/ is current: TypeDoc (typedoc.json, with typedoc-plugin-markdown)
 * regenerates it into a temporary folder, and every page must equal the checked-in one. When the
 * public API or its comments change, `npm run docs` rewrites docs/api/.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { filesUnder, REPO } from "./support/markdown";

// TypeDoc reads the whole program: several seconds, more on a busy machine.
jest.setTimeout(180_000);

function pagesIn(root: string): Map<string, string> {
  return new Map(
    filesUnder(root).map((file) => [relative(root, file).split("\\").join("/"), readFileSync(file, "utf8")]),
  );
}

describe("the API reference in docs/api", () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), "bizops-api-reference-"));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("is what npm run docs generates from the code now", () => {
    const typedoc = join(REPO, "node_modules", "typedoc", "bin", "typedoc");
    // Without TypeScript's own diagnostics, which the typecheck step (tsc --noEmit -p .) reports;
    // the pages are the same, and TypeDoc's warnings still fail the run.
    const run = spawnSync(process.execPath, [typedoc, "--out", out, "--skipErrorChecking"], {
      cwd: REPO,
      encoding: "utf8",
    });
    // A warning fails the run (treatWarningsAsErrors): an undocumented export, a broken link.
    expect({ status: run.status, output: run.status === 0 ? "" : `${run.stdout}${run.stderr}` }).toEqual({
      status: 0,
      output: "",
    });

    const fresh = pagesIn(out);
    const checkedIn = pagesIn(join(REPO, "docs", "api"));
    const stale = [...new Set([...fresh.keys(), ...checkedIn.keys()])]
      .filter((page) => fresh.get(page) !== checkedIn.get(page))
      .map((page) =>
        checkedIn.has(page) ? (fresh.has(page) ? `changed: ${page}` : `gone: ${page}`) : `new: ${page}`,
      )
      .sort();
    // Run `npm run docs` and commit docs/api/ when this lists pages.
    expect(stale).toEqual([]);
    expect(fresh.size).toBeGreaterThan(0);
  });
});
