/**
 * One stack operation as the `pulumi` commands a user types in the program's folder, and what it
 * yields for the tests: the console output, the change summary and the stack's outputs.
 *
 * Each runs the CLI itself: the Automation API would start a Node.js process for each operation
 * and run `pulumi version` and `stack select` before it (and, after an update, three more commands)
 * where none is needed: the change summary is read from what the operation printed, the outputs
 * from `stack output`.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { parseArgs } from "node:util";
import { runCommand, type CommandOutput } from "./run-command";

/** What an operation printed and yielded (scripts/test/run-stack.js prints the same, last). */
export interface StackResult {
  error?: string;
  summary?: Record<string, number>;
  changeSummary?: Record<string, number>;
  outputs?: Record<string, unknown>;
  deployment?: { version: number; deployment: { resources?: Array<Record<string, unknown>> } };
  stdout?: string;
}

/** An operation that failed: its message holds what the command printed. */
export class StackError extends Error {}

/** Where and how the commands run. */
export interface StackCommandsContext {
  /** The project folder. */
  dir: string;
  /** The folder holding `pulumi` and its plugins. */
  pulumiBin: string;
  /** The folder of the `node` that runs the program and the dynamic-provider host. */
  nodeBin: string;
  env: NodeJS.ProcessEnv;
  /** Receives what every command printed, failures included. */
  record: (text: string) => void;
}

/**
 * Runs `op` on `stack` (which exists); `extra` may hold `--json <value>` (the config, keys or state
 * the operation takes) and `--parallel <n>`.
 */
export async function runStackCommand(
  context: StackCommandsContext,
  op: string,
  stack: string,
  extra: string[],
): Promise<StackResult> {
  const { values } = parseArgs({
    args: extra,
    options: { json: { type: "string" }, parallel: { type: "string" } },
  });
  const parallel = values.parallel === undefined ? [] : ["--parallel", values.parallel];
  // What an operation shows the user is recorded; what the tests ask of the stack after it is not.
  const pulumi = (args: string[]) => pulumiOk(context, [...args, "--stack", stack], context.record);
  const ask = (args: string[]) => pulumiOk(context, [...args, "--stack", stack]);
  switch (op) {
    case "up": {
      const stdout = await pulumi(["up", "--yes", "--skip-preview", ...parallel]);
      return {
        stdout,
        summary: changesShown(stdout),
        outputs: JSON.parse(await ask(["stack", "output", "--json"])) as Record<string, unknown>,
      };
    }
    case "preview": {
      const stdout = await pulumi(["preview", "--diff", ...parallel]);
      return { stdout, changeSummary: changesShown(stdout) };
    }
    case "refresh":
    case "destroy": {
      const stdout = await pulumi([op, "--yes", "--skip-preview", ...parallel]);
      return { stdout, summary: changesShown(stdout) };
    }
    case "export":
      // The state as stored: secrets stay encrypted.
      return { deployment: JSON.parse(await ask(["stack", "export"])) as StackResult["deployment"] };
    case "import":
      // --json: a deployment as `stack export` prints it.
      await withFile(values.json ?? "{}", (file) => pulumi(["stack", "import", "--file", file]));
      return {};
    case "outputs":
      return { outputs: JSON.parse(await ask(["stack", "output", "--json"])) as Record<string, unknown> };
    case "config":
      // { "key": "value" } or { "key": { "value": "...", "secret": true } }
      await pulumi(["config", "set-all", ...configPairs(values.json ?? "{}")]);
      return {};
    case "config-rm":
      // [ "key", ... ]
      await pulumi(["config", "rm-all", ...(JSON.parse(values.json ?? "[]") as string[])]);
      return {};
    case "remove":
      await pulumi(["stack", "rm", "--force", "--yes"]);
      return {};
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

/** Creates `stack` unless it exists. */
export async function selectOrCreateStack(context: StackCommandsContext, stack: string): Promise<void> {
  await pulumiOk(context, ["stack", "select", "--create", "--stack", stack]);
}

/** The engine's names of the operations, as a preview's "Resources:" summary shows them ("to create"). */
const OPERATIONS = new Set([
  "create",
  "update",
  "delete",
  "replace",
  "create-replacement",
  "delete-replaced",
  "read",
  "read-replacement",
  "refresh",
  "read-discard",
  "discard-replaced",
  "remove-pending-replace",
  "import",
  "import-replacement",
]);

/** The words of an update's "Resources:" summary ("created"), by the engine's names of the operations. */
const DONE_OPERATIONS: Record<string, string> = {
  created: "create",
  updated: "update",
  deleted: "delete",
  replaced: "replace",
  imported: "import",
  read: "read",
  discarded: "discard",
};

/**
 * The resource changes an operation printed in its closing "Resources:" block (`+ 2 to create`
 * in a preview, `+ 2 created`, `+-1 replaced`, `3 changes. 2 unchanged` after an update): the counts
 * the Automation API and `pulumi stack history` report, without running more than the operation.
 * The total of several kinds of change (`3 changes`) and the failures (`1 errored`) are no kind.
 */
export function changesShown(stdout: string): Record<string, number> {
  const block = /^Resources:\n((?:[ \t]+\S.*\n?)*)/m.exec(stdout);
  if (!block) throw new StackError(`the output has no "Resources:" summary:\n${stdout}`);
  const changes: Record<string, number> = {};
  const pieces = block[1]!.split("\n").flatMap((line) => line.split(". "));
  for (const piece of pieces.map((text) => text.trim()).filter((text) => text !== "")) {
    const [, count, to, word] = /(\d+) (to )?([\w-]+)$/.exec(piece) ?? [];
    if (/^(changes?|errored)$/.test(word ?? "")) continue;
    const operation = word === "unchanged" ? "same" : to ? word : DONE_OPERATIONS[word ?? ""];
    if (!count || !operation || (to && !OPERATIONS.has(operation))) {
      throw new StackError(`unknown line in the "Resources:" summary: ${piece}`);
    }
    changes[operation] = (changes[operation] ?? 0) + Number(count);
  }
  return changes;
}

/** `config set-all`'s arguments for { key: value | { value, secret } }. */
function configPairs(json: string): string[] {
  const entries = Object.entries(JSON.parse(json) as Record<string, unknown>);
  return entries.flatMap(([key, entry]) => {
    const { value, secret } =
      typeof entry === "object" && entry !== null
        ? (entry as { value: string; secret?: boolean })
        : { value: String(entry), secret: false };
    return [secret ? "--secret" : "--plaintext", `${key}=${value}`];
  });
}

/** Runs `use` with a temporary file holding `text`. */
async function withFile<T>(text: string, use: (file: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), "bizops-stack-"));
  try {
    const file = join(folder, "state.json");
    writeFileSync(file, text);
    return await use(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs `pulumi args` in the project folder, handing all it printed to `record`; resolves with its
 * stdout, or rejects with all it printed.
 */
async function pulumiOk(
  context: StackCommandsContext,
  args: string[],
  record: (text: string) => void = () => {},
): Promise<string> {
  const { code, stdout, stderr } = await run(context, [...args, "--non-interactive"]);
  record(stdout + stderr);
  if (code !== 0) throw new StackError(`pulumi ${args[0]} exited ${code}:\n${stdout}\n${stderr}`);
  return stdout;
}

function run(context: StackCommandsContext, args: string[]): Promise<CommandOutput> {
  return runCommand(join(context.pulumiBin, "pulumi"), args, {
    cwd: context.dir,
    // The CLI's plugins, then the Node.js for the language host and the dynamic-provider host.
    env: { ...context.env, PATH: [context.pulumiBin, context.nodeBin, context.env.PATH].join(delimiter) },
  });
}
