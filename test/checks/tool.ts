/**
 * The project's checks as tests: each runs one tool over the checkout, as a contributor would from
 * its folder, and fails with what the tool printed.
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

const REPO = resolve(__dirname, "../..");

// A check reads the whole checkout; on a busy machine with two cores, lint takes minutes.
jest.setTimeout(600_000);

/** Runs `command` (a tool in node_modules/.bin, or `node`/`bash`) from the checkout; throws with its output unless it exits 0. */
export function expectToolPasses(command: string, args: string[]): void {
  const file =
    command === "node"
      ? process.execPath
      : command === "bash"
        ? "bash"
        : join(REPO, "node_modules", ".bin", command);
  const { status, stdout, stderr, error } = spawnSync(file, args, {
    cwd: REPO,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  if (error) throw error;
  if (status !== 0) {
    const printed = `${stdout}\n${stderr}`.trim();
    throw new Error(`\`${[command, ...args].join(" ")}\` exited ${status}:\n${printed.slice(-20_000)}`);
  }
}
