// @ts-check
/**
 * The plugin floor's provider (scripts/bench/bench-programs.js copies it into the `plugin-floor`
 * program's folder): a Node.js provider plugin that does nothing, served by @pulumi/pulumi's
 * provider module as the bizops plugin is. No check (the SDK passes the inputs through) and no
 * delete; create and update echo their inputs, read echoes what the engine sent, and diff reports a
 * change only when an input differs. What the engine and the Node.js plugin SDK cost per resource.
 */
"use strict";
const { main } = require("@pulumi/pulumi/provider");

/**
 * Whether two input bags hold the same values (the bench's inputs are flat strings).
 * @param {Record<string, unknown>} olds
 * @param {Record<string, unknown>} news
 */
function sameInputs(olds, news) {
  const keys = new Set([...Object.keys(olds), ...Object.keys(news)]);
  return [...keys].every((key) => olds[key] === news[key]);
}

/** @type {import("@pulumi/pulumi/provider").Provider} */
const provider = {
  version: "0.0.1",
  /**
   * @param {string} _id
   * @param {string} _urn
   * @param {Record<string, unknown>} olds
   * @param {Record<string, unknown>} news
   */
  async diff(_id, _urn, olds, news) {
    return { changes: !sameInputs(olds, news) };
  },
  /**
   * @param {string} _urn
   * @param {Record<string, unknown>} inputs
   */
  async create(_urn, inputs) {
    return { id: String(inputs.code), outs: inputs };
  },
  async read(id, _urn, props) {
    return { id, props };
  },
  async update(_id, _urn, _olds, news) {
    return { outs: news };
  },
};

void main(provider, process.argv.slice(2));
