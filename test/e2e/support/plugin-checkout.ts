/**
 * The provider plugin `pulumi-resource-bizops` as this checkout runs it (bin/ on dist/), for the
 * plugin's end-to-end files: its version, its build, and the company and records token their
 * programs use.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** This checkout. */
export const REPO = resolve(__dirname, "../../..");

/** The company of the emulator's seed the programs write to. */
export const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

/** The records service's token. Not the emulator's default: the tests look for it where it must never be. */
export const TOKEN = "plugin-e2e-records-token";

/** The plugin's version, which its schema reports. */
export function pluginVersion(): string {
  return (JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { version: string }).version;
}

/** Builds dist/ when src/ changed after its last build: the plugin runs the build. */
export function ensureBuilt(): void {
  const main = join(REPO, "dist", "plugin", "main.js");
  const newest = Math.max(
    ...readdirSync(join(REPO, "src"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => statSync(join(REPO, "src", file)).mtimeMs),
  );
  if (existsSync(main) && statSync(main).mtimeMs >= newest) return;
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
    cwd: REPO,
    stdio: "inherit",
  });
}
