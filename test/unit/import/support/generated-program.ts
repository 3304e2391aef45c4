/**
 * Checks of a program bizops-import generated: its syntax, its types against the package's
 * source, and what it declares when run with a stand-in for the package.
 */
import { join, resolve } from "node:path";
import { runInNewContext } from "node:vm";
import * as ts from "typescript";

const REPO = resolve(__dirname, "../../../..");

/** The syntax errors of `text` read as a TypeScript file. */
export function syntaxErrors(text: string): string[] {
  const output = ts.transpileModule(text, { reportDiagnostics: true, fileName: "generated.ts" });
  return (output.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/**
 * The TypeScript errors of each file, compiled as a file of this folder against the package's
 * source (`pulumi-bizops` is src/index.ts by the repository's paths). Only the given files'
 * diagnostics: the package's own are the typecheck step's.
 */
export function typeErrors(files: Record<string, string>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(REPO, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const virtual = new Map(Object.entries(files).map(([name, text]) => [join(__dirname, name), text]));
  const base = ts.createCompilerHost(config.options);
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (name) => virtual.has(name) || base.fileExists(name),
    readFile: (name) => virtual.get(name) ?? base.readFile(name),
    getSourceFile: (name, version, ...rest) => {
      const text = virtual.get(name);
      return text === undefined
        ? base.getSourceFile(name, version, ...rest)
        : ts.createSourceFile(name, text, version);
    },
  };
  const program = ts.createProgram([...virtual.keys()], { ...config.options, noEmit: true }, host);
  const generated = [...virtual.keys()].map((name) => program.getSourceFile(name)!);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...generated.flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]),
  ];
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** A resource the program declared. */
export interface Declared {
  type: string;
  name: string;
  args: Record<string, unknown>;
}

/** The company the stand-in config gives the program as `companyId`. */
const CONFIG_COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

/**
 * Runs the program with a stand-in for `bizops.records` that notes each resource declared, in
 * order, and for `@pulumi/pulumi`'s config, which holds only `companyId`.
 */
export function declaredBy(text: string): Declared[] {
  const declared: Declared[] = [];
  const records = new Proxy(
    {},
    {
      get: (_target, type: string) =>
        function (this: unknown, name: string, args: Record<string, unknown>) {
          declared.push({ type, name, args });
        },
    },
  );
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  class Config {
    require(key: string): string {
      if (key !== "companyId") throw new Error(`no config ${key}`);
      return CONFIG_COMPANY;
    }
  }
  const packages: Record<string, unknown> = { "pulumi-bizops": { records }, "@pulumi/pulumi": { Config } };
  runInNewContext(js, { require: (name: string) => packages[name], exports: {} });
  return declared;
}
