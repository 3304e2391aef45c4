import { readdirSync } from "node:fs";
import { join } from "node:path";
import { EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";

const SOURCE = join(__dirname, "../src");

describe("the emulator's source", () => {
  it("keeps at most 12 files at its top, the kernel, with each service in a folder of its own", () => {
    const entries = readdirSync(SOURCE, { withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(files.length).toBeLessThanOrEqual(12);
    for (const service of ["records", "datashare", "language", "lifecycle", "powerplatform", "identity"]) {
      expect(entries.some((entry) => entry.isDirectory() && entry.name === service)).toBe(true);
    }
  });

  it("takes its credentials from the services' declarations, under the names callers pass", () => {
    expect(EMULATOR_DEFAULT_TOKENS).toEqual({
      records: "emulator-records-token",
      dataShare: "emulator-datashare-token",
      translator: "emulator-translator-key",
      translatorRegional: "emulator-translator-regional-key",
      lifecycle: "emulator-lifecycle-token",
      powerPlatform: "emulator-powerplatform-token",
    });
  });
});
