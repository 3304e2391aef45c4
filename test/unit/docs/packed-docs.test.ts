/**
 * The pages travel with the package: every relative link of the README (those into the API
 * reference, which prepack builds, are held to a build by api-reference.test.ts), and every page a message
 * of the code names (`docs/settings.md`, `node_modules/pulumi-bizops/docs/import.md`), is a file of
 * the tarball `npm pack` makes, so it opens inside `node_modules/pulumi-bizops` as on GitHub.
 */
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { filesUnder, inApiReference, linkTargets, read, REPO } from "./support/markdown";
import { packedFiles } from "./support/packed-files";

/** The file or folder a relative link of `page` leads to, relative to the package. */
function linkedPath(page: string, target: string): string {
  const path = decodeURIComponent(target.split("#", 1)[0]!.split("?", 1)[0]!);
  return normalize(join(dirname(page), path))
    .split("\\")
    .join("/");
}

// A page named in the code: `docs/....md`, as the package holds it, bare or under
// `node_modules/pulumi-bizops/`; not a path inside a URL or another repository's docs.
const PAGE_IN_CODE = /(?<![\w./-])(?:node_modules\/pulumi-bizops\/)?(docs\/[\w/.-]*\.md)\b/g;

/** Every page the code names, with the file that names it. */
function pagesNamedInCode(): { file: string; page: string }[] {
  return filesUnder(join(REPO, "src"))
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(PAGE_IN_CODE)].map((match) => ({
        file: file.slice(REPO.length + 1),
        page: match[1]!,
      })),
    );
}

describe("the pages in the package", () => {
  let packed: Set<string>;
  beforeAll(() => {
    packed = packedFiles();
  });

  /** Whether the tarball holds `path` as a file or as a folder with files in it. */
  const inPackage = (path: string) =>
    packed.has(path) || [...packed].some((file) => file.startsWith(`${path.replace(/\/$/, "")}/`));

  it("holds the README and every page under docs/", () => {
    expect(packed.has("README.md")).toBe(true);
    const pages = filesUnder(join(REPO, "docs"))
      .filter((file) => file.endsWith(".md"))
      .map((file) =>
        file
          .slice(REPO.length + 1)
          .split("\\")
          .join("/"),
      );
    expect(pages.filter((page) => !packed.has(page))).toEqual([]);
  });

  it("holds what every relative link of the README leads to", () => {
    const targets = linkTargets(read("README.md"))
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("//"))
      .filter((target) => !target.startsWith("#"));
    expect(targets.length).toBeGreaterThan(10);
    // The API reference's pages are built into the tarball by prepack (api-reference.test.ts).
    const missing = targets
      .map((target) => linkedPath("README.md", target))
      .filter((path) => !inApiReference(path) && !inPackage(path));
    expect(missing).toEqual([]);
  });

  it("holds every page a message of the code names", () => {
    const named = pagesNamedInCode();
    expect(named.map((n) => n.page)).toEqual(expect.arrayContaining(["docs/import.md"]));
    expect(named.filter((n) => !packed.has(n.page)).map((n) => `${n.file}: ${n.page}`)).toEqual([]);
  });

  it("finds the pages a message names, and no path of another site's docs", () => {
    const text = [
      "see node_modules/pulumi-bizops/docs/settings.md, or docs/import.md",
      "pulumi.com/docs/esc/providers/login/azure-login.md",
      "MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/endpoints-apis-for-dynamics.md",
    ].join("\n");
    expect([...text.matchAll(PAGE_IN_CODE)].map((match) => match[1])).toEqual([
      "docs/settings.md",
      "docs/import.md",
    ]);
  });
});
