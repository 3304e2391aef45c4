import { runImport } from "../../../../src/import/run-import";
import { FakeClock } from "../../../support/fake-clock";

/** What one `bizops-import` run wrote and returned, and the waits its held clock was asked for. */
export interface CapturedRun {
  code: number;
  stdout: string;
  stderr: string;
  sleeps: number[];
}

/** Runs `bizops-import` with `argv` and `env`, on a held clock, capturing what it writes. */
export async function runCaptured(
  argv: string[],
  env: Record<string, string | undefined>,
): Promise<CapturedRun> {
  const clock = new FakeClock(Date.parse("2026-11-22T10:00:00.000Z"));
  const out: CapturedRun = { code: 0, stdout: "", stderr: "", sleeps: clock.sleeps };
  out.code = await runImport(argv, {
    stdout: (text) => (out.stdout += text),
    stderr: (text) => (out.stderr += text),
    env,
    clock,
  });
  return out;
}
