/** Reading the repository's Markdown pages: which pages there are, their links and headings. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const REPO = join(__dirname, "..", "..", "..", "..");

// A fenced code block, its fences indented or not.
const FENCED = /^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm;

/** The hand-written pages: the README, CONTRIBUTING.md and docs/*.md (repository-relative). */
export function handWrittenPages(): string[] {
  const docs = readdirSync(join(REPO, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", "CONTRIBUTING.md", ...docs.sort()];
}

/**
 * Where \`npm run docs\` builds the API reference (TypeDoc): not in git; the package's prepack
 * builds it into the tarball. api-reference.test.ts holds the links into it to a fresh build.
 */
export const API_REFERENCE = "docs/api/";

/** Whether a repository-relative path is a page of the built API reference. */
export function inApiReference(path: string): boolean {
  return path.startsWith(API_REFERENCE) || path === API_REFERENCE.slice(0, -1);
}

/** Every file under `dir`, recursively, sorted. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out.sort();
}

/** A page's text without fenced code blocks and inline code, where a link is not a link. */
function proseOf(markdown: string): string {
  return markdown.replace(FENCED, "").replace(/`[^`\n]*`/g, "``");
}

/** The targets of a page's inline links and images, and of its reference definitions. */
export function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const targets: string[] = [];
  // [text](target "title"): the text may hold one level of brackets, and was code-stripped above.
  for (const match of prose.matchAll(/\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    targets.push(match[1]!);
  }
  for (const match of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) {
    targets.push(match[1]!);
  }
  return targets;
}

/** The anchors GitHub gives a page's headings (lower case, punctuation dropped, spaces to dashes). */
export function headingAnchors(markdown: string): Set<string> {
  const withoutCode = markdown.replace(FENCED, "");
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = match[1]!
      .replace(/`/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

export function read(path: string): string {
  return readFileSync(join(REPO, path), "utf8");
}
