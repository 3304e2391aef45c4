// @ts-check
/**
 * The plugin floors' provider (scripts/bench/bench-programs.js copies it into the `plugin-floor`
 * and `plugin-floor-requests` programs' folders): a Node.js provider plugin served by
 * @pulumi/pulumi's provider module as the bizops plugin is. No check (the SDK passes the inputs
 * through); diff reports a change only when an input differs. As `plugin-floor` it does nothing
 * else: no delete, create and update echo their inputs, read echoes what the engine sent: what the
 * engine and the Node.js plugin SDK cost per resource. With `BENCH_FLOOR_REQUESTS=1` (its
 * launcher's, as `plugin-floor-requests`) create, read, update and delete each also send their one
 * request to the records service (floor-requests.js): what any plugin of these records must cost.
 */
"use strict";
const { main } = require("@pulumi/pulumi/provider");
const { sendRecordRequest } = require("./floor-requests");

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
const noop = {
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

/** @typedef {Record<string, string>} Inputs the bench's inputs: flat strings */
/** @type {import("@pulumi/pulumi/provider").Provider} */
const requesting = {
  ...noop,
  /**
   * @param {string} _urn
   * @param {Inputs} inputs
   */
  async create(_urn, inputs) {
    const { companyId, code, displayName } = inputs;
    const record = await sendRecordRequest("POST", String(companyId), undefined, { code, displayName });
    return { id: String(record?.id), outs: inputs };
  },
  /**
   * @param {string} id
   * @param {string} _urn
   * @param {Inputs} props
   */
  async read(id, _urn, props) {
    await sendRecordRequest("GET", String(props.companyId), id);
    return { id, props };
  },
  /**
   * @param {string} id
   * @param {string} _urn
   * @param {Inputs} _olds
   * @param {Inputs} news
   */
  async update(id, _urn, _olds, news) {
    await sendRecordRequest("PATCH", String(news.companyId), id, { displayName: news.displayName });
    return { outs: news };
  },
  /**
   * @param {string} id
   * @param {string} _urn
   * @param {Inputs} props
   */
  async delete(id, _urn, props) {
    await sendRecordRequest("DELETE", String(props.companyId), id);
  },
};

void main(process.env.BENCH_FLOOR_REQUESTS === "1" ? requesting : noop, process.argv.slice(2));
