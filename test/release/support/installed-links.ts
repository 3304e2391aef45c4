/**
 * The relative links of a package's installed docs (its README, docs/ and the examples'
 * READMEs) that lead to no installed file: what a reader of node_modules/<package> would find dead.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/** The installed pages the walk reads, relative to the package's folder. */
function installedPages(dir: string): string[] {
  const under = (folder: string, keep: (file: string) => boolean) =>
    existsSync(join(dir, folder))
      ? readdirSync(join(dir, folder), { recursive: true, encoding: "utf8" })
          .filter(keep)
          .map((file) => join(folder, file))
      : [];
  return [
    "README.md",
    ...under("docs", (file) => file.endsWith(".md")),
    ...under("examples", (file) => file.endsWith("README.md")),
  ];
}

/** `page: link` for each relative link of an installed page whose file is not installed. */
export function deadInstalledLinks(dir: string): string[] {
  const dead: string[] = [];
  for (const page of installedPages(dir)) {
    // Code blocks hold commands and programs, not links.
    const text = readFileSync(join(dir, page), "utf8").replace(/```[\s\S]*?```/g, "");
    for (const [, link] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!link || /^[a-z][a-z+.-]*:/i.test(link) || link.startsWith("#")) continue;
      const target = normalize(join(dirname(page), link.replace(/[#?].*$/, "")));
      if (relative(".", target).startsWith("..") || !existsSync(join(dir, target)))
        dead.push(`${page}: ${link}`);
    }
  }
  return dead;
}
