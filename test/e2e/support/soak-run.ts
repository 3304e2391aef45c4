/**
 * The reliability suite (scripts/bench/soak.js) run from an end-to-end test: its scenarios'
 * figures, read from the one line of JSON it prints last, and its progress log.
 */
import { resolve } from "node:path";
import { runCommand } from "./run-command";

const REPO = resolve(__dirname, "../../..");

/** One scenario's figures, as the suite prints them. */
interface SoakResult {
  scenario: string;
  upRuns?: number;
  records: number;
  duplicates: number;
  orphans: number;
  problems: string[];
  /** Records a later `up` took in after a lost answer or a killed run. */
  recovered?: number;
  /** Without checkpoints: each kill, the command it killed and whether the kill landed before its end. */
  kills?: { op: string; killed: boolean }[];
  /** Without checkpoints: the records left after the destroy. */
  left?: number;
}

/** What a run of the suite printed: whether every check held, each scenario's figures, its log. */
export interface SoakRun {
  ok: boolean;
  results?: SoakResult[];
  error?: string;
  log: string;
}

/** Runs the suite with `args` and reads what it printed. */
export async function soak(args: string[]): Promise<SoakRun> {
  const { stdout, stderr } = await runCommand(
    process.execPath,
    [resolve(REPO, "scripts/bench/soak.js"), ...args],
    { cwd: REPO },
  );
  const last = stdout.trim().split("\n").pop() ?? "{}";
  return { ...(JSON.parse(last) as Omit<SoakRun, "log">), log: stderr };
}
