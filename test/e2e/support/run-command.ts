/**
 * A command run to its end without blocking this process, which may be serving the emulator the
 * command talks to.
 */
import { spawn } from "node:child_process";

/** What a command printed and how it ended. */
export interface CommandOutput {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `file args` with nothing on its stdin; resolves once it ends, whatever its exit code. */
export function runCommand(
  file: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CommandOutput> {
  return new Promise((done, fail) => {
    const child = spawn(file, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", fail);
    child.on("close", (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}
