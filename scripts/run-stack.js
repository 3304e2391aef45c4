#!/usr/bin/env node
/**
 * Runs one Pulumi operation on one stack with the Automation API and the real Pulumi CLI.
 *
 *   node scripts/run-stack.js <up|preview|destroy> --dir <project folder with Pulumi.yaml> \
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
 * The quickstart runs its stack with it, and the end-to-end tests their previews, whose change
 * summary only the Automation API returns; the tests run every other operation with the CLI.
 */
"use strict";
const path = require("node:path");
const os = require("node:os");
const util = require("node:util");

const USAGE = "usage: run-stack.js <up|preview|destroy> --dir <dir> --stack <name> [--inline <file>]";

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
  if (positionals.length !== 1 || !values.dir || !values.stack) throw new Error(USAGE);
  return { op: positionals[0], ...values };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.dir);
  const auto = require(require.resolve("@pulumi/pulumi/automation", { paths: [dir] }));
  const pulumiHome = process.env.PULUMI_HOME ?? path.join(os.homedir(), ".pulumi");
  const pulumiCommand = await auto.PulumiCommand.get({ root: pulumiHome });
  const envVars = { PATH: `${path.join(pulumiHome, "bin")}${path.delimiter}${process.env.PATH}` };
  const stack = await auto.LocalWorkspace.createOrSelectStack(stackArgs(args, dir), {
    workDir: dir,
    pulumiCommand,
    envVars,
  });
  const result = await runOperation(stack, args, onOutput);
  process.stdout.write(`\n${JSON.stringify({ ...result, stdout: printed.join("") })}\n`);
}

// What the operation printed, kept for the result line (also when it fails).
const printed = [];
function onOutput(text) {
  printed.push(text);
  process.stdout.write(text);
}

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

function stackArgs(args, dir) {
  if (!args.inline) return { stackName: args.stack, workDir: dir };
  const programFile = path.resolve(dir, args.inline);
  return {
    stackName: args.stack,
    projectName: projectNameOf(dir),
    program: async () => require(programFile),
  };
}

/** The project name from Pulumi.yaml; inline programs must name it. */
function projectNameOf(dir) {
  const yaml = require("node:fs").readFileSync(path.join(dir, "Pulumi.yaml"), "utf8");
  const match = /^name:\s*(\S+)\s*$/m.exec(yaml);
  if (!match) throw new Error(`no name in ${path.join(dir, "Pulumi.yaml")}`);
  return match[1];
}

function plainOutputs(outputs) {
  return Object.fromEntries(Object.entries(outputs).map(([k, v]) => [k, v.secret ? "[secret]" : v.value]));
}

main().catch((error) => {
  process.stdout.write(
    `\n${JSON.stringify({ error: String(error && error.message ? error.message : error) })}\n`,
  );
  process.exitCode = 1;
});
