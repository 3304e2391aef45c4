/**
 * The release the test proves: `node scripts/release/release.js <version>` run once into a
 * temporary folder, the plugin for this machine's platform only (the other platforms are the same
 * blob in another runtime, which only their own machines run).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runCommand } from "../../e2e/support/run-command";

const REPO = resolve(__dirname, "..", "..", "..");

/** The checkout's version, which the release is built at. */
export function checkoutVersion(): string {
  return (JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { version: string }).version;
}

/** This machine's platform in the words of the plugin's archives. */
export function hostPlatform(): string {
  const os = process.platform === "win32" ? "windows" : process.platform;
  const arch = process.arch === "x64" ? "amd64" : process.arch;
  return `${os}-${arch}`;
}

/** Builds the release into `out`; rejects with what the command printed when it fails. */
export async function buildRelease(out: string): Promise<void> {
  const built = await runCommand(process.execPath, [
    join(REPO, "scripts", "release", "release.js"),
    checkoutVersion(),
    ...["--out", out, "--platforms", hostPlatform()],
  ]);
  if (built.code !== 0) throw new Error(`the release command failed:\n${built.stderr}`);
}
