import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface SoakCli {
  restoreCutCheckpoint(stack: string): boolean;
}
// The soak's CLI wrapper is plain JavaScript under scripts/.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PulumiCli } = require("../../../../../scripts/bench/soak/pulumi-cli.js") as {
  PulumiCli: new (dir: string, backend: string, env: object) => SoakCli;
};

const BEFORE = JSON.stringify({ version: 3, checkpoint: { stack: "organization/soak/chaos" } });
let backend: string;
let file: string;

beforeEach(() => {
  backend = mkdtempSync(join(tmpdir(), "bizops-soak-cli-"));
  const folder = join(backend, ".pulumi", "stacks", "soak");
  mkdirSync(folder, { recursive: true });
  file = join(folder, "chaos.json");
  writeFileSync(`${file}.bak`, BEFORE);
  writeFileSync(`${file}.bak.attrs`, '{"user.cache_control":"","user.content_type":"application/json"}');
});
afterEach(() => rmSync(backend, { recursive: true, force: true }));

describe("the soak after a killed pulumi up", () => {
  const cli = () => new PulumiCli(backend, backend, {});

  it("puts back the checkpoint before when the kill cut the stack's file short", () => {
    writeFileSync(file, '{"version": 3, "checkpoint": {"stack": "organiz');
    expect(cli().restoreCutCheckpoint("chaos")).toBe(true);
    expect(readFileSync(file, "utf8")).toBe(BEFORE);
    expect(readFileSync(`${file}.attrs`, "utf8")).toContain("application/json");
  });

  it("leaves a whole stack file alone, and a stack it does not have", () => {
    const whole = JSON.stringify({
      version: 3,
      checkpoint: { stack: "organization/soak/chaos", latest: {} },
    });
    writeFileSync(file, whole);
    expect(cli().restoreCutCheckpoint("chaos")).toBe(false);
    expect(readFileSync(file, "utf8")).toBe(whole);
    expect(cli().restoreCutCheckpoint("other")).toBe(false);
  });
});
