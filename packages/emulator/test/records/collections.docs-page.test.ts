/**
 * docs/emulator.md lists the entity sets the records service serves, and the tables it holds for
 * its rules only: the emulator's collections (packages/emulator/src/records/record-collections.ts) are the truth,
 * the page's section its twin.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RECORD_COLLECTIONS } from "../../src/records/record-collections";

const page = readFileSync(join(__dirname, "..", "..", "..", "..", "docs", "emulator.md"), "utf8");
const SECTION = "## Entity sets served by the records service";

/** The section's text, up to the next heading. */
function section(): string {
  const start = page.indexOf(SECTION);
  expect(start).toBeGreaterThanOrEqual(0);
  const rest = page.slice(start + SECTION.length);
  const end = rest.search(/^#{1,2} /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The names in code spans before a text's first `:` (the entity sets a bullet lists; not its paths). */
const namesBeforeColon = (text: string) =>
  [...text.slice(0, text.indexOf(":")).matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1]!);

describe("the emulator page's entity sets", () => {
  const text = section();
  // Each bullet, its continuation lines joined.
  const bullets = text
    .split(/\n(?=- )/)
    .filter((item) => item.startsWith("- "))
    .map((item) => item.replace(/\n\s+/g, " "));
  const held = /^Held for the rules but not served: ([^\n]+(?:\n[^\n]+)*)/m.exec(text)?.[1] ?? "";

  it("lists every entity set the records service serves, and no other", () => {
    const listed = bullets.flatMap((bullet) => namesBeforeColon(bullet.slice(2)));
    const served = RECORD_COLLECTIONS.filter((c) => c.adminOnly !== true).map((c) => c.name);
    expect([...listed].sort()).toEqual([...served].sort());
  });

  it("lists every table held for the rules only", () => {
    const listed = [...held.slice(0, held.indexOf("(")).matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const adminOnly = RECORD_COLLECTIONS.filter((c) => c.adminOnly === true).map((c) => c.name);
    expect([...listed].sort()).toEqual([...adminOnly].sort());
  });

  it.each(RECORD_COLLECTIONS.filter((c) => c.route !== undefined || c.alsoVersions !== undefined))(
    "gives the path of $name, which is not only at /api/v2.0",
    (collection) => {
      const bullet = bullets.find((b) => namesBeforeColon(b.slice(2)).includes(collection.name)) ?? "";
      const route = collection.route ? `${collection.route.publisher}/${collection.route.group}/` : "";
      for (const version of [collection.version, ...(collection.alsoVersions ?? [])]) {
        expect(bullet).toContain(`/api/${route}${version}/`);
      }
    },
  );
});
