/**
 * Project source transpiled to JavaScript for a child Node process, so that a test can measure
 * what one piece of the package costs in a process of its own (its peak memory, say) without a
 * build and without loading the test runner.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import * as ts from "typescript";

const ROOT = resolve(__dirname, "../..");

/** Transpiles `file` and the project files it imports (relative imports), keeping their layout under `into`. */
export function transpileTree(file: string, into: string, done = new Set<string>()): string {
  const target = join(into, relative(join(ROOT, "src"), file)).replace(/\.ts$/, ".js");
  if (done.has(file)) return target;
  done.add(file);
  const source = readFileSync(file, "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, outputText);
  for (const [, path] of source.matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
    transpileTree(resolve(dirname(file), `${path}.ts`), into, done);
  }
  return target;
}

/**
 * A script fragment that defines `peakGrowthMiB(before)` and `residentKiB()` from Linux's
 * `/proc/self/status`: the peak (`VmHWM`) of a fresh process belongs to what it did, where
 * `resourceUsage().maxRSS` would keep the peak of the process it was forked from.
 */
export const PEAK_MEMORY_SCRIPT = `
  const kibibytes = (line) => Number(
    new RegExp("^" + line + ":[\\\\t ]+([0-9]+) kB", "m").exec(require("node:fs").readFileSync("/proc/self/status", "utf8"))[1],
  );
  const residentKiB = () => kibibytes("VmRSS");
  const peakGrowthMiB = (before) => (kibibytes("VmHWM") - before) / 1024;
`;
