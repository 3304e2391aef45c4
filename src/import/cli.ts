#!/usr/bin/env node
/** `npx bizops-import`: writes a Pulumi program that adopts a company's records. See run-import.ts. */
import { systemClock } from "../core/http/clock";
import { runImport } from "./run-import";

if (require.main === module) {
  runImport(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    clock: systemClock,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`bizops-import: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
