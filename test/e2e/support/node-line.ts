/**
 * A Node.js binary of another major line for the programs of a test: the one scripts/toolchain/ensure-node.sh
 * puts first on `PATH` for `BIZOPS_NODE_MAJOR`, installed from the npm registry once when the
 * machine has none.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const ENSURE_NODE = resolve(__dirname, "../../../scripts/toolchain/ensure-node.sh");

/** The folder holding `node` of the `major` line. */
export function nodeBinOf(major: number): string {
  const script = `source "$1" >&2 && dirname "$(command -v node)" && node --version`;
  const out = execFileSync("bash", ["-c", script, "node-line", ENSURE_NODE], {
    env: { ...process.env, BIZOPS_NODE_MAJOR: String(major) },
    encoding: "utf8",
  });
  const [bin, version] = out.trim().split("\n");
  if (!bin || !version?.startsWith(`v${major}.`)) {
    throw new Error(`scripts/toolchain/ensure-node.sh gave ${version ?? "nothing"} for Node ${major}`);
  }
  return bin;
}
