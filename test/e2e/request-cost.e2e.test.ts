/**
 * The request-cost benchmark (scripts/bench/request-cost.js), run small, so a change that breaks
 * it fails here and not at the next measurement: both clients delete every record they created, on
 * the emulator and on the bare server, and the table has a row for each pair.
 */
import { resolve } from "node:path";
import { runCommand } from "./support/run-command";

const REPO = resolve(__dirname, "../..");

jest.setTimeout(120_000);

describe("the request-cost benchmark, run small", () => {
  it("deletes with each client on each server and prints a row of CPU and wall times for each", async () => {
    const script = resolve(REPO, "scripts/bench/request-cost.js");
    const run = await runCommand(process.execPath, [script, "--n", "20", "--rounds", "1"], { cwd: REPO });
    if (run.code !== 0) throw new Error(`request-cost exited ${run.code}\n${run.stdout}\n${run.stderr}`);

    expect(run.stdout).toContain("| N = 20 DELETEs, 5 in flight | client | client CPU | server CPU | wall |");
    for (const server of ["emulator", "bare server"]) {
      for (const client of ["fetch", "bizops"])
        expect(run.stdout).toMatch(
          new RegExp(`\\| ${server} \\| ${client} \\| \\d+ ms \\| \\d+ ms \\| \\d+ ms \\|`),
        );
    }
  });
});
