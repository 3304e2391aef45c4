/**
 * Bundles the provider runtime (`src/runtime.ts` and all it loads, with zod) into the one file
 * `dist/runtime.js`, over what `tsc` wrote there. Run by `npm run build`, after `tsc`.
 *
 * Why: the engine starts a new provider process on every `pulumi` command, and the process loads
 * the runtime before it answers its first call. From `tsc`'s output that is about 140 files (our
 * modules, zod and zod's 45 locale files, which zod's index always loads); one bundle loads in
 * about half the time (see the README, "Behaviour", Start-up). Bundled from zod's ES modules, zod
 * keeps only the English messages: our modules import zod as a namespace (`import * as z`),
 * which lets esbuild drop what they never name, and the bundle's test fails if a locale comes back.
 *
 * What stays outside: our other dependencies and the SDK, loaded from node_modules as before
 * (undici and `@azure/identity` at their first use). The rest of `dist/` is still `tsc`'s output,
 * for the program (`pulumi-bizops`), the clients and the emulator; the provider process loads
 * only this file and the small `providers/` shims that require it.
 *
 * Usage: `node scripts/bundle-runtime.js [outfile]` (default `dist/runtime.js`).
 */
"use strict";
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

const REPO = join(__dirname, "..");

/** Every package the bundle leaves to node_modules: the dependencies but zod, and the SDK. */
function externalPackages() {
  const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8"));
  const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].filter(
    (name) => name !== "zod",
  );
  return names.flatMap((name) => [name, `${name}/*`]);
}

/** zod's licence, which must travel with its code. */
function zodNotice() {
  const licence = readFileSync(join(REPO, "node_modules/zod/LICENSE"), "utf8").trim();
  const { version } = JSON.parse(readFileSync(join(REPO, "node_modules/zod/package.json"), "utf8"));
  return `/*!\n * This file includes zod ${version} (https://zod.dev):\n *\n${licence
    .split("\n")
    .map((line) => ` * ${line}`.trimEnd())
    .join("\n")}\n */`;
}

/** Writes the bundle to `outfile`; resolves to esbuild's metafile (what went in, in bytes). */
async function bundleRuntime(outfile = join(REPO, "dist/runtime.js")) {
  const esbuild = require("esbuild");
  const result = await esbuild.build({
    entryPoints: [join(REPO, "src/runtime.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node22",
    external: externalPackages(),
    banner: { js: zodNotice() },
    // Not minified: stack traces from the provider keep our function names and readable lines.
    metafile: true,
    logLevel: "warning",
  });
  return result.metafile;
}

module.exports = { bundleRuntime };

if (require.main === module) {
  bundleRuntime(process.argv[2]).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
