/**
 * No dead links: every relative link in the README, CONTRIBUTING.md and the pages under docs/ leads
 * to a file or folder of the repository, and a link to a heading of a hand-written page leads to a
 * heading that is there. These pages ship on GitHub and npm, where a dead link is all a reader
 * gets. A link into the API reference, which \`npm run docs\` builds and git does not hold, is held
 * to a fresh build by api-reference.test.ts.
 */
import { existsSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import {
  handWrittenPages,
  headingAnchors,
  inApiReference,
  linkTargets,
  read,
  REPO,
} from "./support/markdown";

interface Link {
  page: string;
  target: string;
}

function relativeLinks(pages: string[]): Link[] {
  return pages.flatMap((page) =>
    linkTargets(read(page))
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("//"))
      .map((target) => ({ page, target })),
  );
}

/** The repository-relative path a link leads to ("" for the page itself), and its anchor. */
function resolve(link: Link): { path: string; anchor: string | undefined } {
  const [pathPart = "", anchor] = link.target.split("#", 2);
  const withoutQuery = decodeURIComponent(pathPart.split("?")[0]!);
  if (withoutQuery === "") return { path: link.page, anchor };
  const path = relative(REPO, normalize(join(REPO, dirname(link.page), withoutQuery)))
    .split("\\")
    .join("/");
  return { path, anchor };
}

describe("links in the documentation", () => {
  const pages = handWrittenPages();

  it("finds the pages and their links", () => {
    expect(handWrittenPages()).toEqual(
      expect.arrayContaining(["README.md", "CONTRIBUTING.md", "docs/settings.md"]),
    );
    expect(relativeLinks(["README.md"]).length).toBeGreaterThan(10);
  });

  it("leads every relative link to a file or folder of the repository", () => {
    const dead = relativeLinks(pages)
      .filter((link) => {
        const { path } = resolve(link);
        if (path.startsWith("..")) return true;
        return !inApiReference(path) && !existsSync(join(REPO, path));
      })
      .map((link) => `${link.page}: ${link.target}`);
    expect(dead).toEqual([]);
  });

  it("leads every link to a heading of a hand-written page to a heading that is there", () => {
    const handWritten = new Set(handWrittenPages());
    const anchorsOf = new Map<string, Set<string>>();
    const missing = relativeLinks(handWrittenPages())
      .filter((link) => {
        const { path, anchor } = resolve(link);
        if (anchor === undefined || !handWritten.has(path)) return false;
        if (!existsSync(join(REPO, path)) || !statSync(join(REPO, path)).isFile()) return false;
        if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(read(path)));
        return !anchorsOf.get(path)!.has(anchor);
      })
      .map((link) => `${link.page}: ${link.target}`);
    expect(missing).toEqual([]);
  });
});

describe("the markdown helpers", () => {
  it("gives headings GitHub's anchors", () => {
    const anchors = headingAnchors(
      "# Settings and authentication\n## After a killed `pulumi up`\n### Node.js for the project's scripts\n## Notes\n## Notes\n```sh\n# not a heading\n```\n",
    );
    expect([...anchors]).toEqual([
      "settings-and-authentication",
      "after-a-killed-pulumi-up",
      "nodejs-for-the-projects-scripts",
      "notes",
      "notes-1",
    ]);
  });

  it("reads inline links and reference definitions, and no link inside code", () => {
    const text = [
      "See [settings](docs/settings.md#retries), [`examples/pr-preview`](examples/pr-preview) and ![a](a.png).",
      "`[not](a-link.md)` and",
      "```md",
      "[not](either.md)",
      "```",
      "[ref]: docs/teams.md",
    ].join("\n");
    expect(linkTargets(text)).toEqual([
      "docs/settings.md#retries",
      "examples/pr-preview",
      "a.png",
      "docs/teams.md",
    ]);
  });
});
