// @ts-check
/**
 * What a V8 CPU profile (`node --cpu-prof`) of a provider process says: its CPU time by where the
 * code lives (the package's rooms, the Pulumi SDK, gRPC and protobuf, undici, zod, Node.js itself,
 * the garbage collector), the provider methods' time with what they call, and the functions that
 * took the most time of their own. bench-profile.js writes one per operation.
 */
"use strict";
const { readFileSync } = require("node:fs");

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number },
 *   children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number,
 *   endTime: number }} Profile
 */

// Where a function's code lives, first match wins: a room of the package, or a library.
/** @type {[RegExp, (m: RegExpExecArray) => string][]} */
const PLACES = [
  [/pulumi-bizops\/dist\/([a-z-]+)\/([a-z-]+)\//, (m) => `bizops ${m[1]}/${m[2]}`],
  [/pulumi-bizops\/dist\/([a-z-]+)\//, (m) => `bizops ${m[1]}`],
  [/pulumi-bizops\/dist\//, () => "bizops"],
  [/@grpc\//, () => "grpc"],
  [/google-protobuf/, () => "protobuf"],
  [/@pulumi\/pulumi\/([a-z-]+)\//, (m) => `pulumi sdk ${m[1]}`],
  [/@pulumi\/pulumi\//, () => "pulumi sdk"],
  [/\/undici\//, () => "undici"],
  [/\/zod\//, () => "zod"],
  [/^node:/, () => "node"],
];

/**
 * Where a profile node's code lives.
 * @param {ProfileNode} node
 */
function placeOf(node) {
  const { url, functionName } = node.callFrame;
  if (url === "") {
    if (functionName === "(idle)") return "idle";
    if (functionName === "(garbage collector)") return "gc";
    return "native";
  }
  for (const [pattern, name] of PLACES) {
    const m = pattern.exec(url);
    if (m) return name(m);
  }
  return "other";
}

/**
 * Microseconds of own time per node: each sample's interval goes to the node it caught.
 * @param {Profile} profile
 */
function selfTimes(profile) {
  /** @type {Map<number, number>} */
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i + 1] ?? 0;
    self.set(id, (self.get(id) ?? 0) + Math.max(0, delta));
  });
  return self;
}

/**
 * Adds `ms` to `key` of `table`.
 * @param {Map<string, number>} table
 * @param {string} key
 * @param {number} ms
 */
const add = (table, key, ms) => table.set(key, (table.get(key) ?? 0) + ms);

/**
 * The time of each provider method of the package's record resources (`create`, `read`, ... of
 * records/provider, and `diff` of core/provider), with everything it called synchronously.
 * @param {Profile} profile
 * @param {Map<number, number>} self
 */
function methodTimes(profile, self) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  /** @type {(id: number) => number} */
  const inclusive = (id) => {
    const node = byId.get(id);
    return (self.get(id) ?? 0) + (node?.children ?? []).reduce((sum, child) => sum + inclusive(child), 0);
  };
  /** @type {Map<string, number>} */
  const methods = new Map();
  /** @type {(id: number, inside: boolean) => void} */
  const walk = (id, inside) => {
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url } = node.callFrame;
    const method =
      /^(check|diff|create|read|update|delete)$/.test(functionName) && /pulumi-bizops\/dist/.test(url);
    if (method && !inside)
      add(methods, `${functionName} (${placeOf(node).replace(/^bizops /, "")})`, inclusive(id));
    for (const child of node.children ?? []) walk(child, inside || method);
  };
  walk(profile.nodes[0]?.id ?? 1, false);
  return methods;
}

/**
 * The summary of one profile: total, by place, the provider methods, the top functions by own time.
 * @param {string} file
 * @param {number} top
 */
function summarize(file, top = 12) {
  const profile = /** @type {Profile} */ (JSON.parse(readFileSync(file, "utf8")));
  const self = selfTimes(profile);
  /** @type {Map<string, number>} */
  const places = new Map();
  /** @type {Map<string, number>} */
  const functions = new Map();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (us === 0) continue;
    const place = placeOf(node);
    add(places, place, us);
    if (place === "idle") continue;
    const file = node.callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\//, "");
    add(
      functions,
      `${node.callFrame.functionName || "(anonymous)"} ${file}:${node.callFrame.lineNumber + 1}`,
      us,
    );
  }
  const ms = (/** @type {number} */ us) => Math.round(us / 1000);
  const sorted = (/** @type {Map<string, number>} */ m) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  const busy = sorted(places)
    .filter(([place]) => place !== "idle")
    .reduce((sum, [, us]) => sum + us, 0);
  return {
    wallMs: ms(profile.endTime - profile.startTime),
    busyMs: ms(busy),
    places: sorted(places).map(([place, us]) => [place, ms(us)]),
    methods: sorted(methodTimes(profile, self)).map(([method, us]) => [method, ms(us)]),
    top: sorted(functions)
      .slice(0, top)
      .map(([name, us]) => [name, ms(us)]),
  };
}

module.exports = { summarize };
