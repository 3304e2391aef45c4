import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AggregatedResult, Test } from "@jest/test-result";
import seeded from "../../support/test-durations.json";

// The sequencer is plain JavaScript that jest loads by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SlowFirstSequencer = require("../../support/slow-first-sequencer.js") as new (options: object) => {
  sort(tests: Test[]): Test[];
  cacheResults(tests: Test[], results: AggregatedResult): void;
};

const ROOT = join(__dirname, "..", "..", "..");

/** A file of `project` as jest hands it to the sequencer, with no times of its own (a fresh clone). */
function fresh(project: string, path: string, size = 1): Test {
  const config = { rootDir: ROOT, displayName: { name: project }, cache: false, id: project };
  const hasteFS = { getSize: () => size };
  return { path: join(ROOT, path), context: { config, hasteFS } } as unknown as Test;
}

/** A file of `project` with jest's cache of times in `cacheDirectory`. */
function timed(project: string, path: string, cacheDirectory: string): Test {
  const test = fresh(project, path);
  Object.assign(test.context.config, { cache: true, cacheDirectory, haste: {} });
  return test;
}

const names = (tests: Test[]) => tests.map((test) => test.path.slice(ROOT.length + 1));

describe("the order of a fresh clone's test files", () => {
  it("runs the e2e files longest first by their seeded times, then the checks, then the unit tests", () => {
    const sorted = new SlowFirstSequencer({}).sort([
      fresh("unit", "test/unit/core/clients/paging.test.ts", 5000),
      fresh("checks", "test/checks/format.test.ts"),
      fresh("e2e", "test/e2e/functions.e2e.test.ts", 9000),
      fresh("checks", "test/checks/lint.test.ts"),
      fresh("e2e", "test/e2e/lifecycle-operations.e2e.test.ts", 10),
      fresh("e2e", "test/e2e/records.e2e.test.ts", 10),
    ]);
    const e2e = names(sorted).slice(0, 3);
    const bySeed = [...e2e].sort(
      (a, b) => (seeded as Record<string, number>)[b]! - (seeded as Record<string, number>)[a]!,
    );
    expect({ e2e, rest: names(sorted).slice(3) }).toEqual({
      e2e: bySeed,
      rest: [
        "test/checks/lint.test.ts",
        "test/checks/format.test.ts",
        "test/unit/core/clients/paging.test.ts",
      ],
    });
  });

  it("keeps jest's own order for a kind of which jest knows a time", () => {
    // A checkout that has run once: jest recorded a time for the file the seed says is longest.
    const cacheDirectory = mkdtempSync(join(tmpdir(), "bizops-sequencer-"));
    try {
      const known = timed("e2e", "test/e2e/lifecycle-operations.e2e.test.ts", cacheDirectory);
      const sequencer = new SlowFirstSequencer({});
      sequencer.cacheResults([known], {
        testResults: [
          { testFilePath: known.path, numFailingTests: 0, skipped: false, perfStats: { runtime: 1 } },
        ],
      } as unknown as AggregatedResult);
      const unknown = timed("e2e", "test/e2e/functions.e2e.test.ts", cacheDirectory);
      // Jest runs the file it has no time for first, whatever the seed says.
      expect(names(sequencer.sort([known, unknown]))).toEqual([
        "test/e2e/functions.e2e.test.ts",
        "test/e2e/lifecycle-operations.e2e.test.ts",
      ]);
    } finally {
      rmSync(cacheDirectory, { recursive: true, force: true });
    }
  });

  it("runs an e2e file that has no seeded time (a new one) before the seeded ones", () => {
    const sorted = new SlowFirstSequencer({}).sort([
      fresh("e2e", "test/e2e/lifecycle-operations.e2e.test.ts"),
      fresh("e2e", "test/e2e/brand-new.e2e.test.ts"),
    ]);
    expect(names(sorted)).toEqual([
      "test/e2e/brand-new.e2e.test.ts",
      "test/e2e/lifecycle-operations.e2e.test.ts",
    ]);
  });
});

describe("test/support/test-durations.json", () => {
  it("seeds a time for every e2e and check file, and for no other", () => {
    const files = ["e2e", "checks"].flatMap((folder) =>
      readdirSync(join(ROOT, "test", folder))
        .filter((name) => name.endsWith(".test.ts"))
        .map((name) => `test/${folder}/${name}`),
    );
    expect(Object.keys(seeded).sort()).toEqual(files.sort());
  });
});
