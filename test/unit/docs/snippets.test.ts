/**
 * The TypeScript snippets of the hand-written pages are written to be pasted into a program that
 * `pulumi new typescript` made: it compiles to CommonJS, where `await` outside a function does not
 * compile (TS1378), so a snippet awaits only inside a function and otherwise uses a function's
 * `...Output` form.
 */
import { handWrittenPages, read } from "./support/markdown";

// A TypeScript fence with its indentation, its body, and the fence that closes it.
const TS_FENCE = /^([ \t]*)```ts[^\n]*\n([\s\S]*?)^\1```/gm;

/** The lines of a page's TypeScript snippets that await outside any function, as `page:line`. */
function topLevelAwaits(page: string): string[] {
  const markdown = read(page);
  const found: string[] = [];
  for (const fence of markdown.matchAll(TS_FENCE)) {
    const indent = fence[1]!;
    const firstLine = markdown.slice(0, fence.index).split("\n").length + 1;
    fence[2]!.split("\n").forEach((line, index) => {
      // A statement of the snippet's own top level starts at the fence's indentation.
      const topLevel = line.startsWith(indent) && !/^\s/.test(line.slice(indent.length));
      if (topLevel && /\bawait\b/.test(line)) found.push(`${page}:${firstLine + index}`);
    });
  }
  return found;
}

describe("the pages' TypeScript snippets", () => {
  it("await only inside a function, as a CommonJS program compiles", () => {
    expect(handWrittenPages().flatMap(topLevelAwaits)).toEqual([]);
  });
});
