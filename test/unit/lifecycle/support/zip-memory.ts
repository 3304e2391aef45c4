/**
 * Runs `readZip` in a child Node process and reports how far its peak resident memory rose: the
 * peak is what a zip bomb costs, and only a fresh process has a peak that belongs to the read. The
 * peak is Linux's `VmHWM`, from the resident size just before the read: `resourceUsage().maxRSS`
 * would keep the peak of the process the child was forked from, the test runner. The reader and
 * what it imports are transpiled to JavaScript here, so the child loads nothing else.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PEAK_MEMORY_SCRIPT, transpileTree } from "../../../support/transpiled";

const ROOT = resolve(__dirname, "../../../..");
const READER = join(ROOT, "src/lifecycle/certificate/zip-entries.ts");

/** Whether peaks can be measured here: Linux's `/proc/self/status` holds them. */
export const CAN_MEASURE_PEAKS = existsSync("/proc/self/status");

/** What became of one read in the child. */
export interface ChildRead {
  /** The error's `code`, or `"none"` when the read succeeded. */
  code: string;
  /** How far the process's peak resident set rose during the read, in MiB. */
  peakGrowthMiB: number;
}

/** A child-process reader, transpiled once into a folder removed by {@link ChildReader.close}. */
export class ChildReader {
  private readonly folder = mkdtempSync(join(tmpdir(), "bizops-zip-memory-"));
  private readonly entry = transpileTree(READER, this.folder);

  /** Reads `zip` in a fresh child process. */
  read(zip: Buffer): ChildRead {
    const zipFile = join(this.folder, "input.zip");
    writeFileSync(zipFile, zip);
    const script = `
      const { readZip } = require(${JSON.stringify(this.entry)});
      const zip = require("node:fs").readFileSync(${JSON.stringify(zipFile)});
      ${PEAK_MEMORY_SCRIPT}
      const before = residentKiB();
      let code = "none";
      try { readZip(zip, "The test zip"); } catch (error) { code = error.code ?? String(error); }
      process.stdout.write(JSON.stringify({ code, peakGrowthMiB: peakGrowthMiB(before) }));`;
    const run = spawnSync(process.execPath, ["-e", script], {
      encoding: "utf8",
      // The transpiled files sit outside the project, so bare imports (fflate) resolve from here.
      env: { ...process.env, NODE_PATH: join(ROOT, "node_modules") },
    });
    if (run.status !== 0) throw new Error(`the child reader failed: ${run.stderr}`);
    return JSON.parse(run.stdout) as ChildRead;
  }

  close(): void {
    rmSync(this.folder, { recursive: true, force: true });
  }
}
