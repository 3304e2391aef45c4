import { spawnSync } from "node:child_process";
import { join } from "node:path";

const ROOT = join(__dirname, "..", "..", "..", "..");

describe("the files generated from the record type definitions", () => {
  // Prettier, which formats them, loads itself with import(): the check runs as its own process.
  it("are current: each checked-in file is what npm run generate writes, and no other is left", () => {
    const run = spawnSync(
      join(ROOT, "node_modules", ".bin", "tsx"),
      ["scripts/codegen/generate.ts", "--check"],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    );
    expect({ status: run.status, stale: run.stdout.split("\n").filter(Boolean), errors: run.stderr }).toEqual(
      {
        status: 0,
        stale: [],
        errors: "",
      },
    );
  });
});
