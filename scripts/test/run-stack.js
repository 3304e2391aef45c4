#!/usr/bin/env node
// @ts-check
/**
 * Runs one Pulumi operation on one stack with the Automation API and the real Pulumi CLI.
 *
 *   node scripts/test/run-stack.js <up|preview|destroy> --dir <project folder with Pulumi.yaml> \
 *     --stack <name> [--inline <file>]
 *
 * Without --inline the CLI runs the project's program through the Node.js language host, exactly
 * as `pulumi up` in that folder does. With --inline <file> the Automation API serves the program
 * itself (inline-program mode): the file is required fresh from its own folder, so it uses the
 * @pulumi/pulumi and pulumi-bizops installed there.
 *
 * The state backend, passphrase and CLI location come from the environment
 * (PULUMI_BACKEND_URL, PULUMI_CONFIG_PASSPHRASE, PULUMI_HOME). Prints the operation's console
 * output, then one last line of JSON with the result (or `{"error": ...}` and exit code 1).
 *
 * The quickstart runs its stack with it, and the end-to-end tests a preview with its program
 * served inline; they run every other operation with the CLI.
 */
"use strict";
const path = require("node:path");
const os = require("node:os");
const util = require("node:util");

const USAGE = "usage: run-stack.js <up|preview|destroy> --dir <dir> --stack <name> [--inline <file>]";

/** @typedef {typeof import("@pulumi/pulumi/automation")} Automation */
/** @typedef {{ op: string, dir: string, stack: string, inline: string | undefined }} Args */

/**
 * @param {string[]} argv
 * @returns {Args}
 */
function parseArgs(argv) {
  const { values, positionals } = util.parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dir: { type: "string" },
      stack: { type: "string" },
      inline: { type: "string" },
    },
  });
  const [op] = positionals;
  if (positionals.length !== 1 || !op || !values.dir || !values.stack) throw new Error(USAGE);
  return { op, dir: values.dir, stack: values.stack, inline: values.inline };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.dir);
  // The project's own @pulumi/pulumi, whose API is the one this checkout's types describe.
  const auto = /** @type {Automation} */ (
    require(require.resolve("@pulumi/pulumi/automation", { paths: [dir] }))
  );
  const pulumiHome = process.env.PULUMI_HOME ?? path.join(os.homedir(), ".pulumi");
  const pulumiCommand = await auto.PulumiCommand.get({ root: pulumiHome });
  const envVars = { PATH: `${path.join(pulumiHome, "bin")}${path.delimiter}${process.env.PATH}` };
  const stack = await openStack(auto, args, dir, { workDir: dir, pulumiCommand, envVars });
  const result = await runOperation(stack, args, onOutput);
  process.stdout.write(`\n${JSON.stringify({ ...result, stdout: printed.join("") })}\n`);
}

// What the operation printed, kept for the result line (also when it fails).
/** @type {string[]} */
const printed = [];
/** @param {string} text */
function onOutput(text) {
  printed.push(text);
  process.stdout.write(text);
}

/**
 * @param {import("@pulumi/pulumi/automation").Stack} stack
 * @param {Args} args
 * @param {(text: string) => void} onOutput
 */
async function runOperation(stack, args, onOutput) {
  switch (args.op) {
    case "up": {
      const r = await stack.up({ onOutput });
      return { summary: r.summary.resourceChanges, outputs: plainOutputs(r.outputs) };
    }
    case "preview": {
      const r = await stack.preview({ onOutput, diff: true });
      return { changeSummary: r.changeSummary };
    }
    case "destroy": {
      const r = await stack.destroy({ onOutput });
      return { summary: r.summary.resourceChanges };
    }
    default:
      throw new Error(`unknown operation ${args.op}`);
  }
}

/**
 * Creates or selects the stack, with the project folder's program or the inline one.
 * @param {Automation} auto
 * @param {Args} args
 * @param {string} dir
 * @param {import("@pulumi/pulumi/automation").LocalWorkspaceOptions} options
 */
async function openStack(auto, args, dir, options) {
  if (!args.inline) {
    return auto.LocalWorkspace.createOrSelectStack({ stackName: args.stack, workDir: dir }, options);
  }
  const programFile = path.resolve(dir, args.inline);
  // The program module's exports are the stack's outputs.
  const program = async () => /** @type {Record<string, unknown>} */ (require(programFile));
  const inline = { stackName: args.stack, projectName: projectNameOf(dir), program };
  return auto.LocalWorkspace.createOrSelectStack(inline, options);
}

/**
 * The project name from Pulumi.yaml; inline programs must name it.
 * @param {string} dir
 */
function projectNameOf(dir) {
  const yaml = require("node:fs").readFileSync(path.join(dir, "Pulumi.yaml"), "utf8");
  const name = /^name:\s*(\S+)\s*$/m.exec(yaml)?.[1];
  if (!name) throw new Error(`no name in ${path.join(dir, "Pulumi.yaml")}`);
  return name;
}

/**
 * The stack's outputs as plain values, secrets masked.
 * @param {import("@pulumi/pulumi/automation").OutputMap} outputs
 */
function plainOutputs(outputs) {
  return Object.fromEntries(Object.entries(outputs).map(([k, v]) => [k, v.secret ? "[secret]" : v.value]));
}

main().catch((/** @type {unknown} */ error) => {
  process.stdout.write(
    `\n${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`,
  );
  process.exitCode = 1;
});
