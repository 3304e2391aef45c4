import { readdirSync } from "node:fs";
import { join } from "node:path";

const SOURCE = join(__dirname, "../../packages/emulator/src");

describe("the emulator's source", () => {
  it("keeps at most 12 files at its top, the kernel, with each service in a folder of its own", () => {
    const entries = readdirSync(SOURCE, { withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(files.length).toBeLessThanOrEqual(12);
    for (const service of ["records", "datashare", "language", "lifecycle", "identity"]) {
      expect(entries.some((entry) => entry.isDirectory() && entry.name === service)).toBe(true);
    }
  });
});
