// @ts-check
/**
 * The provider plugin as one JavaScript file: dist/plugin/main.js (`npm run build`) and every
 * module it requires, bundled by esbuild, for a single executable to run (plugin-executable.js).
 */
"use strict";
const path = require("node:path");
const { REPO } = require("../lib/tools");
const { npmTool } = require("./npm-tool");

/**
 * Modules the bundle holds as an empty object instead of their code. @pulumi/pulumi loads both
 * when it loads, for serializing a function into a dynamic provider's state
 * (runtime/closure/: typescript, through its typescript-shim.js, to parse the function, and
 * @npmcli/arborist, in codePaths.js, to list the packages it uses). The plugin serializes no
 * function: it serves providers, it writes none. Left in, typescript is half the bundle and
 * most of the plugin's start. The release test runs the executable through every kind of
 * request the engine sends (test/e2e/release.e2e.test.ts), and would fail if @pulumi/pulumi
 * came to need either while serving.
 */
const EMPTY_MODULES = ["typescript", "@npmcli/arborist"];

/**
 * What the bundle's plugin hooks are given by esbuild (the part of its Plugin type used here).
 * @typedef {{ onResolve(o: { filter: RegExp }, f: (a: { path: string }) => object): void,
 *   onLoad(o: { filter: RegExp, namespace: string }, f: () => object): void }} PluginBuild
 */
const emptyModules = {
  name: "empty-modules",
  /** @param {PluginBuild} build */
  setup(build) {
    const filter = new RegExp(`^(${EMPTY_MODULES.map((name) => name.replace("/", "\\/")).join("|")})$`);
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: "empty-module" }));
    build.onLoad({ filter: /.*/, namespace: "empty-module" }, () => ({ contents: "module.exports = {};" }));
  },
};

/**
 * Writes the bundle to `outfile` from the checkout's dist/ (built first by the caller).
 * @param {string} outfile
 */
async function bundlePlugin(outfile) {
  /** @type {{ build(options: Record<string, unknown>): Promise<unknown> }} */
  const esbuild = require(npmTool("esbuild"));
  await esbuild.build({
    entryPoints: [path.join(REPO, "dist", "plugin", "main.js")],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node22",
    logLevel: "error",
    // Keeps the licence comments of the bundled packages, as their licences ask.
    legalComments: "inline",
    plugins: [emptyModules],
  });
}

module.exports = { bundlePlugin };
