/**
 * The scale benchmark (scripts/bench/bench-scale.js), run small through the real Pulumi CLI so a
 * change that breaks `npm run bench` fails here and not at the next measurement: every program,
 * the floors with requests among them, through each operation, with the records each writer left
 * checked by the benchmark itself after create, update and destroy.
 */
import { resolve } from "node:path";
import { describeWithPulumi } from "./support/harness";
import { runCommand } from "./support/run-command";

const REPO = resolve(__dirname, "../..");
const PROGRAMS = ["floor", "bizops", "floor-requests", "plugin-floor", "plugin", "plugin-floor-requests"];
const OPERATIONS = ["up, create", "preview, no changes", "refresh", "up, update every record", "destroy"];

// Seven programs installed from the npm cache, then five CLI runs each on three resources.
jest.setTimeout(600_000);

describeWithPulumi("the scale benchmark, run small", () => {
  it("times every program through every operation and prints the ratios to both kinds of floor", async () => {
    const args = ["--n", "3", "--rounds", "1", "--checkpoints", "off", "--tables", "scale"];
    const run = await runCommand(
      process.execPath,
      [
        resolve(REPO, "scripts/bench/bench-scale.js"),
        ...args,
        "--programs",
        PROGRAMS.join(","),
        "--plugin",
        "launcher",
      ],
      { cwd: REPO },
    );
    if (run.code !== 0) throw new Error(`bench-scale exited ${run.code}\n${run.stdout}\n${run.stderr}`);

    const header = run.stdout.split("\n").find((line) => line.startsWith("| N = 3, without checkpoints"));
    for (const column of [...PROGRAMS, "bizops ÷ floor-requests", "plugin ÷ plugin-floor-requests"])
      expect(header).toContain(` ${column} |`);
    for (const operation of OPERATIONS) expect(run.stdout).toContain(`| ${operation} |`);
    // The floors with requests sent the one request of each write, and read every record.
    for (const floor of ["floor-requests", "plugin-floor-requests"]) {
      expect(run.stdout).toContain(
        `requests per record (${floor}, round 1): create 1.00, preview 0.00, refresh 1.00, update 1.00, destroy 1.00`,
      );
    }
    expect(run.stdout).toContain("the plugin from dist/plugin by a launcher");
  });
});
