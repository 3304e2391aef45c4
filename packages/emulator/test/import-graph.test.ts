/**
 * The emulator's import graph, checked by dependency-cruiser against the rules of
 * import-rules.json: no cycle among value imports, and a kernel that imports no service.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const PACKAGE = join(__dirname, "..");
const RULES = join(__dirname, "import-rules.json");

// dependency-cruiser is published as ES modules only, which jest's module system does not load: its
// JS API runs in a Node process of its own, which prints the violations it finds as JSON.
const CRUISE = `
import { readFileSync } from "node:fs";
import { cruise } from "dependency-cruiser";
const { options, ...ruleSet } = JSON.parse(readFileSync(process.argv[1], "utf8"));
const result = await cruise([process.argv[2]], { ...options, ruleSet, validate: true });
const violations = result.output.summary.violations.map(({ rule, from, to, cycle }) => ({
  rule: rule.name,
  from,
  to,
  ...(cycle === undefined ? {} : { cycle: cycle.map((step) => step.name) }),
}));
process.stdout.write(JSON.stringify(violations));
`;

/** The rules' violations in the emulator's source, as dependency-cruiser reports them. */
async function violations(): Promise<unknown[]> {
  const { stdout } = await run(process.execPath, ["--input-type=module", "--eval", CRUISE, RULES, "src"], {
    cwd: PACKAGE,
  });
  return JSON.parse(stdout) as unknown[];
}

describe("the emulator's imports", () => {
  it("form no cycle among value imports, and the kernel imports no service folder but through services.ts", async () => {
    expect(await violations()).toEqual([]);
  }, 60_000);
});
