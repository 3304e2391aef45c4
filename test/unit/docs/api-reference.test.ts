/**
 * The API reference: `npm run docs` builds it with TypeDoc (typedoc.json, with
 * typedoc-plugin-markdown) into docs/api/, which git does not hold; the package's prepack builds it
 * into the tarball, as every release is packed. Here it is built into a temporary folder: the build
 * passes without a warning, and every link into it from the hand-written pages, and every relative
 * link of its own pages, leads to a page it built or to a file of the repository.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize, relative } from "node:path";
import {
  API_REFERENCE,
  filesUnder,
  handWrittenPages,
  inApiReference,
  linkTargets,
  read,
  REPO,
} from "./support/markdown";

// TypeDoc reads the whole program: several seconds, more on a busy machine.
jest.setTimeout(180_000);

/** A relative link of `page`, as the repository-relative path it leads to; undefined for a URL or an anchor alone. */
function linkedPath(page: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//") || target.startsWith("#"))
    return undefined;
  const path = decodeURIComponent(target.split("#", 1)[0]!.split("?", 1)[0]!);
  return normalize(join(dirname(page), path))
    .split("\\")
    .join("/");
}

describe("the API reference", () => {
  let out: string;
  let run: SpawnSyncReturns<string>;
  /** The built pages, as the repository-relative paths `npm run docs` gives them (docs/api/...). */
  let built: Map<string, string>;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), "bizops-api-reference-"));
    const typedoc = join(REPO, "node_modules", "typedoc", "bin", "typedoc");
    // Without TypeScript's own diagnostics, which the typecheck step (tsc --noEmit -p .) reports;
    // the pages are the same, and TypeDoc's warnings still fail the run.
    run = spawnSync(process.execPath, [typedoc, "--out", out, "--skipErrorChecking"], {
      cwd: REPO,
      encoding: "utf8",
    });
    built = new Map(
      (existsSync(out) ? filesUnder(out) : []).map((file) => [
        API_REFERENCE + relative(out, file).split("\\").join("/"),
        readFileSync(file, "utf8"),
      ]),
    );
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("builds without a warning: an undocumented export or a broken {@link} fails it", () => {
    expect({ status: run.status, output: run.status === 0 ? "" : `${run.stdout}${run.stderr}` }).toEqual({
      status: 0,
      output: "",
    });
  });

  it("has its index, a page for each module and one for the errors' codes", () => {
    const pages = [
      "README.md",
      "records.md",
      "lifecycle.md",
      "datashare.md",
      "language.md",
      "BizopsErrorCode.md",
    ];
    expect(pages.map((page) => API_REFERENCE + page).filter((page) => !built.has(page))).toEqual([]);
  });

  it("holds every page the README, CONTRIBUTING and docs/ link to in it", () => {
    const dead = handWrittenPages().flatMap((page) =>
      linkTargets(read(page))
        .map((target) => ({ target, path: linkedPath(page, target) }))
        .filter(({ path }) => path !== undefined && inApiReference(path))
        .filter(({ path }) => !built.has(path!) && !built.has(`${path!.replace(/\/$/, "")}/README.md`))
        .map(({ target }) => `${page}: ${target}`),
    );
    expect(dead).toEqual([]);
  });

  it("leads every relative link of its pages to one of its pages or a file of the repository", () => {
    const dead = [...built].flatMap(([page, text]) =>
      linkTargets(text)
        .map((target) => ({ target, path: linkedPath(page, target) }))
        .filter(({ path }) => path !== undefined)
        .filter(({ path }) => (inApiReference(path!) ? !built.has(path!) : !existsSync(join(REPO, path!))))
        .map(({ target }) => `${page}: ${target}`),
    );
    expect(built.size).toBeGreaterThan(0);
    expect(dead).toEqual([]);
  });

  it("is built into the package: prepack runs npm run docs, and the package's files take its pages", () => {
    const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string>; files: string[] };
    expect(pkg.scripts.prepack).toContain("npm run docs");
    expect(pkg.scripts.docs).toContain("typedoc");
    expect(pkg.files).toContain("docs/**/*.md");
  });
});
