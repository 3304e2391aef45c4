/**
 * The Pulumi programs the scale benchmark compares, each in its own folder with its own
 * node_modules, installed as a user installs them:
 *  - `floor`: N no-op dynamic resources whose provider does nothing (the fastest any dynamic
 *    provider can be: the engine floor);
 *  - `bizops`: N DisputeStatus records through the packed pulumi-bizops, and as many
 *    PurchaseCreditMemos as the stack config's `memos` says (none unless set);
 *  - `floor-read`: the floor with a `read` that sends one request per resource to the records
 *    service (Node's own fetch) and checks nothing: the least a provider that reads must do, timed
 *    in refresh only.
 * All declare the same three inputs per resource and read the count and a label from stack
 * config, so `pulumi config set label v2` updates every resource.
 */
"use strict";
const { execFileSync } = require("node:child_process");
const { mkdirSync, readFileSync, writeFileSync } = require("node:fs");
const { join } = require("node:path");

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

// Shared head: count and label from stack config; codes stay within DisputeStatus's 10 characters.
const HEAD = `"use strict";
const pulumi = require("@pulumi/pulumi");
const config = new pulumi.Config();
const count = config.requireNumber("count");
const label = config.require("label");
const companyId = ${JSON.stringify(COMPANY)};
const inputs = (i) => ({ companyId, code: "S" + i, displayName: "Bench " + label + " " + i });
`;

// The floor's program; `extra` adds methods to its provider.
const floorSource = (extra = "") => `${HEAD}
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

const SOURCES = {
  floor: floorSource(),
  // The record is not there (the floor creates nothing): the service answers 404, and the read
  // keeps what the engine sent.
  "floor-read": floorSource(`
  async read(id, props) {
    const url = process.env.BIZOPS_RECORDS_URL + "/api/v2.0/companies(" + props.companyId + ")/disputeStatus(" + id + ")";
    const response = await fetch(url, { headers: { authorization: "Bearer " + process.env.BIZOPS_RECORDS_TOKEN } });
    await response.arrayBuffer();
    return { id, props };
  },`),
  bizops: `${HEAD}
const bizops = require("pulumi-bizops");
for (let i = 0; i < count; i++) {
  new bizops.records.DisputeStatus("status-" + i, inputs(i));
}
// The vendor is one the emulator seeds; the label makes an update change every memo too.
for (let i = 0; i < (config.getNumber("memos") ?? 0); i++) {
  new bizops.records.PurchaseCreditMemo("memo-" + i, {
    companyId,
    vendorNumber: "V10000",
    vendorCreditMemoNumber: "M" + i + " " + label,
  });
}
`,
};

/**
 * Writes the programs under `root` and installs their packages: `@pulumi/pulumi` at the version
 * this checkout locks, and for `bizops` the tarball at `tarball`. Returns their folders by name.
 */
function installPrograms(root, repo, tarball) {
  const lock = JSON.parse(readFileSync(join(repo, "package-lock.json"), "utf8"));
  const pulumiVersion = lock.packages["node_modules/@pulumi/pulumi"].version;
  const dirs = {};
  for (const [name, source] of Object.entries(SOURCES)) {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    // Plain JavaScript for both: no TypeScript compile in either measurement.
    writeFileSync(
      join(dir, "Pulumi.yaml"),
      `name: bench-${name}\nruntime:\n  name: nodejs\n  options:\n    typescript: false\n`,
    );
    const dependencies = { "@pulumi/pulumi": pulumiVersion };
    if (name === "bizops") dependencies["pulumi-bizops"] = `file:${tarball}`;
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({ name: `bench-${name}`, private: true, main: "index.js", dependencies }, null, 2),
    );
    writeFileSync(join(dir, "index.js"), source);
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], {
      cwd: dir,
      stdio: "pipe",
    });
    dirs[name] = dir;
  }
  return dirs;
}

module.exports = { installPrograms, COMPANY };
