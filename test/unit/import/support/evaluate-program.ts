/**
 * A generated program run with a stand-in for the package, as the tests of src/import/render.ts
 * check it: each resource declared, with its args and options, its outputs read as references.
 */
import { runInNewContext } from "node:vm";
import * as ts from "typescript";
import { IMPORTED_TYPES } from "../../../../src/import/imported-types";
import { COMPANY } from "./adopted-company";

/** What the program (or the module's function, called with `opts`) declared, in order. */
export interface Declared {
  type: string;
  name: string;
  args: Record<string, unknown>;
  opts: unknown;
}

/** Runs the program with a stand-in for the package that records each resource declared. */
export function evaluate(text: string, opts?: object): Declared[] {
  const declared: Declared[] = [];
  // Each resource's outputs read `output:<type>/<name>.<output>`.
  const resource = (type: string) =>
    function (name: string, args: Record<string, unknown>, options?: unknown): object {
      declared.push({ type, name, args, opts: options });
      return new Proxy({}, { get: (_target, output) => `output:${type}/${name}.${String(output)}` });
    };
  const records = Object.fromEntries(IMPORTED_TYPES.map((k) => [k.resource, resource(k.resource)]));
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const exported: { adoptCompanyRecords?: (opts?: object) => unknown[] } = {};
  // The program's config holds the company, as `pulumi config set companyId` sets it.
  class Config {
    require(key: string): string {
      if (key !== "companyId") throw new Error(`no config ${key}`);
      return COMPANY;
    }
  }
  const packages: Record<string, unknown> = { "pulumi-bizops": { records }, "@pulumi/pulumi": { Config } };
  runInNewContext(js, { require: (name: string) => packages[name], exports: exported });
  const returned = exported.adoptCompanyRecords?.(opts);
  if (returned !== undefined) expect(returned).toHaveLength(declared.length);
  return declared;
}
