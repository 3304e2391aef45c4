// @ts-check
/**
 * The Pulumi programs the scale benchmark compares, each in its own folder with its own
 * node_modules, installed as a user installs them:
 *  - `floor`: N no-op dynamic resources whose provider does nothing (the fastest any dynamic
 *    provider can be: the engine floor);
 *  - `bizops`: N DisputeStatus records through the packed pulumi-bizops, and as many
 *    PurchaseCreditMemos as the stack config's `memos` says (none unless set);
 *  - `floor-read`: the floor with a `read` that sends one request per resource to the records
 *    service (floor-requests.js) and checks nothing: the least a provider that reads must do, timed
 *    in refresh only;
 *  - `floor-requests`: the floor whose create, read, update and delete each send their one
 *    request to the records service (floor-requests.js) and check nothing else: the least any
 *    dynamic provider of these records must cost;
 *  - `plugin-floor`: N resources of a no-op Node.js provider plugin (bench-noop-plugin.js): the
 *    floor of a provider plugin;
 *  - `plugin-floor-requests`: the plugin floor whose create, read, update and delete each send
 *    their one request, as `floor-requests` does: the least any plugin of these records must cost;
 *  - `plugin`: N DisputeStatus records through the bizops provider plugin
 *    (`bizops:records:DisputeStatus`): the release's single executable built from the same
 *    packed package, or that package's dist/plugin run by a launcher (installPrograms' `plugin`);
 *  - a variant: the `bizops` program on another packed tarball (bench-scale.js --variant).
 * All are Node.js programs on the same language host; the plugin programs register their
 * resources by type token (`new pulumi.CustomResource`), so what differs is the provider path.
 * All declare the same three inputs per resource and read the count and a label from stack
 * config, so `pulumi config set label v2` updates every resource.
 */
"use strict";
const { execFileSync } = require("node:child_process");
const { chmodSync, copyFileSync, mkdirSync, writeFileSync } = require("node:fs");
const { join } = require("node:path");
const { lockedPulumiVersion } = require("../lib/tools");
const { BENCH_COMPANY: COMPANY, sendRecordRequest } = require("./floor-requests");

const NOOP_PLUGIN = "benchnoop";

// Shared head: count and label from stack config; codes stay within DisputeStatus's 10 characters.
const HEAD = `"use strict";
const pulumi = require("@pulumi/pulumi");
const config = new pulumi.Config();
const count = config.requireNumber("count");
const label = config.require("label");
const companyId = ${JSON.stringify(COMPANY)};
const inputs = (i) => ({ companyId, code: "S" + i, displayName: "Bench " + label + " " + i });
`;

/** The floor's program; `extra` adds methods to its provider, which may send their requests. */
const floorSource = (extra = "") => `${HEAD}
${extra ? sendRecordRequest.toString() : ""}
// No check, diff or delete; create and update echo their inputs.
const provider = {${extra}
  async create(props) {
    return { id: props.code, outs: props };
  },
  async update(_id, _olds, news) {
    return { outs: news };
  },
};
for (let i = 0; i < count; i++) {
  new pulumi.dynamic.Resource(provider, "status-" + i, inputs(i), undefined, "bench", "Noop");
}
`;

// The floor's provider with the one request of each method; the ids are the records' own.
const FLOOR_REQUESTS_SOURCE = `${HEAD}
${sendRecordRequest.toString()}
const provider = {
  async create(props) {
    const { code, displayName } = props;
    const record = await sendRecordRequest("POST", props.companyId, undefined, { code, displayName });
    return { id: record.id, outs: props };
  },
  async read(id, props) {
    await sendRecordRequest("GET", props.companyId, id);
    return { id, props };
  },
  async update(id, _olds, news) {
    await sendRecordRequest("PATCH", news.companyId, id, { displayName: news.displayName });
    return { outs: news };
  },
  async delete(id, props) {
    await sendRecordRequest("DELETE", props.companyId, id);
  },
};
for (let i = 0; i < count; i++) {
  new pulumi.dynamic.Resource(provider, "status-" + i, inputs(i), undefined, "bench", "Requests");
}
`;

const BIZOPS_SOURCE = `${HEAD}
const bizops = require("pulumi-bizops");
for (let i = 0; i < count; i++) {
  new bizops.records.DisputeStatus("status-" + i, inputs(i));
}
// The vendor is one the emulator seeds; the label makes an update change every memo too (upper
// case, as the service stores the number).
for (let i = 0; i < (config.getNumber("memos") ?? 0); i++) {
  new bizops.records.PurchaseCreditMemo("memo-" + i, {
    companyId,
    vendorNumber: "V10000",
    vendorCreditMemoNumber: "M" + i + " " + label.toUpperCase(),
  });
}
`;

/** A program of N resources of a plugin's type, registered by token; the engine runs the plugin. */
const pluginSource = (/** @type {string} */ token) => `${HEAD}
for (let i = 0; i < count; i++) {
  new pulumi.CustomResource(${JSON.stringify(token)}, "status-" + i, inputs(i));
}
`;

/**
 * How one program is made: its index.js, whether it installs pulumi-bizops, and the provider
 * plugin its Pulumi.yaml names (the executable's name, the script it runs from the folder, and
 * the environment its launcher sets).
 * @typedef {{ name: string, script: string, env?: Record<string, string> }} PluginSpec
 * @typedef {{ source: string, bizops?: boolean, plugin?: PluginSpec }} ProgramSpec
 */

/** @type {ProgramSpec} */
const BIZOPS_PROGRAM = { source: BIZOPS_SOURCE, bizops: true };

/** @type {Record<string, ProgramSpec>} */
const PROGRAMS = {
  floor: { source: floorSource() },
  // The record is not there (the floor creates nothing): the service answers 404, and the read
  // keeps what the engine sent.
  "floor-read": {
    source: floorSource(`
  async read(id, props) {
    await sendRecordRequest("GET", props.companyId, id);
    return { id, props };
  },`),
  },
  "floor-requests": { source: FLOOR_REQUESTS_SOURCE },
  bizops: BIZOPS_PROGRAM,
  "plugin-floor": {
    source: pluginSource(`${NOOP_PLUGIN}:index:Record`),
    plugin: { name: NOOP_PLUGIN, script: "plugin/noop.js" },
  },
  "plugin-floor-requests": {
    source: pluginSource(`${NOOP_PLUGIN}:index:Record`),
    plugin: { name: NOOP_PLUGIN, script: "plugin/noop.js", env: { BENCH_FLOOR_REQUESTS: "1" } },
  },
  // With a launcher, the installed package's plugin, as scripts/plugin/pack-plugin.js's launcher runs
  // it: the same code as the bizops program's, and no build of this checkout that another run could
  // change. Else installPrograms' executable of the same checkout.
  plugin: {
    source: pluginSource("bizops:records:DisputeStatus"),
    bizops: true,
    plugin: { name: "bizops", script: "node_modules/pulumi-bizops/dist/plugin/main.js" },
  },
};

/**
 * The program's Pulumi.yaml: plain JavaScript for every program (no TypeScript compile in any
 * measurement), and the plugin's folder when it has one.
 * @param {string} name
 * @param {ProgramSpec} spec
 * @param {string} dir
 */
function projectFile(name, spec, dir) {
  const head = `name: bench-${name}\nruntime:\n  name: nodejs\n  options:\n    typescript: false\n`;
  if (!spec.plugin) return head;
  return `${head}plugins:\n  providers:\n    - name: ${spec.plugin.name}\n      path: ${join(dir, "plugin")}\n`;
}

/**
 * Writes the plugin's launcher `plugin/pulumi-resource-<name>`: the script under `dir`, run by
 * the Node.js running the bench (the language host runs the programs with the same), with the
 * plugin's environment; or, given `executable`, a copy of that single executable in its place.
 * @param {string} dir
 * @param {PluginSpec} plugin
 * @param {string | undefined} executable
 */
function writePluginLauncher(dir, plugin, executable) {
  mkdirSync(join(dir, "plugin"), { recursive: true });
  const launcher = join(dir, "plugin", `pulumi-resource-${plugin.name}`);
  if (executable) {
    copyFileSync(executable, launcher);
    chmodSync(launcher, 0o755);
    return;
  }
  if (plugin.name === NOOP_PLUGIN) {
    copyFileSync(join(__dirname, "bench-noop-plugin.js"), join(dir, plugin.script));
    copyFileSync(join(__dirname, "floor-requests.js"), join(dir, "plugin", "floor-requests.js"));
  }
  const env = Object.entries(plugin.env ?? {}).map(([name, value]) => `${name}=${JSON.stringify(value)} `);
  writeFileSync(
    launcher,
    `#!/bin/sh\n${env.join("")}exec ${JSON.stringify(process.execPath)} ${JSON.stringify(join(dir, plugin.script))} "$@"\n`,
  );
  chmodSync(launcher, 0o755);
}

/**
 * Writes one program under `dir` and installs its packages: `@pulumi/pulumi` at `pulumiVersion`,
 * and pulumi-bizops from `tarball` when the program uses it; its plugin run by a launcher, or
 * `executable` in its place.
 * @param {string} dir
 * @param {string} name
 * @param {ProgramSpec} spec
 * @param {string} pulumiVersion
 * @param {string} tarball
 * @param {string} [executable]
 */
function installProgram(dir, name, spec, pulumiVersion, tarball, executable) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "Pulumi.yaml"), projectFile(name, spec, dir));
  /** @type {Record<string, string>} */
  const dependencies = { "@pulumi/pulumi": pulumiVersion };
  if (spec.bizops) dependencies["pulumi-bizops"] = `file:${tarball}`;
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: `bench-${name}`, private: true, main: "index.js", dependencies }, null, 2),
  );
  writeFileSync(join(dir, "index.js"), spec.source);
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], {
    cwd: dir,
    stdio: "pipe",
  });
  if (spec.plugin) writePluginLauncher(dir, spec.plugin, executable);
}

/**
 * Writes the programs `names` under `root` and installs them, with `@pulumi/pulumi` at the
 * version this checkout locks and pulumi-bizops from `tarball`; each of `variants` (name →
 * tarball) is the bizops program on its own tarball. The `plugin` program runs `pluginExecutable`
 * (the release's single executable of the same package) when given, else the package's
 * dist/plugin through a launcher. Returns their folders by name.
 * @param {string} root
 * @param {string} repo
 * @param {string} tarball
 * @param {readonly string[]} names
 * @param {{ variants?: Record<string, string>, pluginExecutable?: string }} [options]
 * @returns {Record<string, string>}
 */
function installPrograms(root, repo, tarball, names, { variants = {}, pluginExecutable } = {}) {
  const pulumiVersion = lockedPulumiVersion(repo);
  /** @type {Record<string, string>} */
  const dirs = {};
  for (const name of names) {
    const spec = PROGRAMS[name];
    if (!spec) throw new Error(`no bench program ${name}`);
    dirs[name] = join(root, name);
    const executable = name === "plugin" ? pluginExecutable : undefined;
    installProgram(dirs[name], name, spec, pulumiVersion, tarball, executable);
  }
  for (const [name, variantTarball] of Object.entries(variants)) {
    dirs[name] = join(root, `variant-${name}`);
    installProgram(dirs[name], `variant-${name}`, BIZOPS_PROGRAM, pulumiVersion, variantTarball);
  }
  return dirs;
}

/**
 * Packs the checkout `repo`'s dist/ into `root` as it is (the caller built it), without building
 * again; returns the tarball's path.
 * @param {string} repo
 * @param {string} root
 */
function packThisCheckout(repo, root) {
  const packed = execFileSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", root], {
    cwd: repo,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .pop();
  return join(root, /** @type {string} */ (packed));
}

module.exports = { installPrograms, packThisCheckout, COMPANY, PROGRAM_NAMES: Object.keys(PROGRAMS) };
