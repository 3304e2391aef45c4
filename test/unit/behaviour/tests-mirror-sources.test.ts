/**
 * The unit tests mirror the sources, so that the test of `src/a/b/c.ts` is found at
 * `test/unit/a/b/c.test.ts` (several: `c.<aspect>.test.ts` beside it). This holds the mirror to the
 * source tree: a test's folder is a folder of src, and what is not a test is a helper in a
 * `support/` folder (or a test's data in `fixtures/`).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const REPO = join(__dirname, "..", "..", "..");
const UNIT = join(REPO, "test", "unit");

/**
 * The folders of test/unit that mirror no room of src, and what they test instead: the
 * documentation pages (docs/), the scripts (scripts/), and behaviour across rooms (behaviour/).
 */
const NOT_ROOMS = new Set(["docs", "scripts", "behaviour"]);

/** Folders that hold no tests of their own: a room's behaviour across its files, helpers, data. */
const ASIDE = new Set(["behaviour", "support", "fixtures"]);

/** Every file under `folder`, relative to test/unit, with forward slashes. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(UNIT, path).split(sep).join("/")];
  });
}

/** The source folder (or, at the top of test/unit, the source file) a test file mirrors; none for a folder of NOT_ROOMS. */
function mirrored(test: string): string | undefined {
  const folders = test.split("/").slice(0, -1);
  if (folders.length === 0) return `src/${test.slice(0, test.indexOf("."))}.ts`;
  if (NOT_ROOMS.has(folders[0]!)) return undefined;
  const aside = folders.findIndex((folder) => ASIDE.has(folder));
  return `src/${folders.slice(0, aside === -1 ? undefined : aside).join("/")}`;
}

const FILES = filesUnder(UNIT);
const TESTS = FILES.filter((file) => file.endsWith(".test.ts"));

describe("the unit tests' layout", () => {
  it.each(TESTS.filter((test) => mirrored(test) !== undefined))("%s sits where its source is", (test) => {
    expect({ test, source: mirrored(test), exists: existsSync(join(REPO, mirrored(test)!)) }).toEqual({
      test,
      source: mirrored(test),
      exists: true,
    });
  });

  it("keeps what is not a test in a support/ or fixtures/ folder", () => {
    const loose = FILES.filter(
      (file) =>
        !file.endsWith(".test.ts") &&
        !file.split("/").some((folder) => folder === "support" || folder === "fixtures"),
    );
    expect(loose).toEqual([]);
  });

  it("maps a test to the folder of src it mirrors, which a room src lacks does not have", () => {
    expect(mirrored("records/provider/kept-values.test.ts")).toBe("src/records/provider");
    expect(mirrored("records/behaviour/convergence.test.ts")).toBe("src/records");
    expect(mirrored("runtime.test.ts")).toBe("src/runtime.ts");
    expect(existsSync(join(REPO, mirrored("nowhere/gone.test.ts")!))).toBe(false);
  });
});
