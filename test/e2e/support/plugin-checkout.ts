/**
 * The provider plugin `pulumi-resource-bizops` as this checkout runs it (bin/ on dist/), for the
 * plugin's end-to-end files: its version, its build, the company and records token their
 * programs use, and the emulator they serve them from.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../../support/emulator-admin";

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

/** The emulator and its admin, as a plugin end-to-end file serves its programs from them. */
export interface ServedEmulator {
  readonly emulator: Emulator;
  readonly admin: EmulatorAdmin;
}

/**
 * Starts the emulator in this process, with the records token of the plugin's programs, before the
 * file's tests and closes it after them; what it returns holds it once they run.
 */
export function serveEmulator(): ServedEmulator {
  const served = {} as { emulator: Emulator; admin: EmulatorAdmin };
  beforeAll(async () => {
    served.emulator = await startEmulator({ tokens: { records: TOKEN } });
    served.admin = new EmulatorAdmin(served.emulator.url);
  });
  afterAll(async () => {
    await served.emulator?.close();
  });
  return served;
}
