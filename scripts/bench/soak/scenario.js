// @ts-check
/**
 * A scenario of the reliability suite: a new stack against a new emulator (with chaos, when
 * given), and the settling that ends it: refresh, a preview with no change, and the census.
 */
"use strict";
const path = require("node:path");
const { PulumiCli } = require("./pulumi-cli");
const { census } = require("./records-census");
const { previewUnchanged, stateIds, untilSuccess } = require("./stack-reads");

/** @typedef {Awaited<ReturnType<typeof import("pulumi-bizops-emulator").startEmulator>>} Emulator */
/** @typedef {{ args: import("./args").Args, root: string, backend: string, dir: string }} Context */
/**
 * What a scenario's body gets: the CLI on its stack's program and the emulator it runs against.
 * @typedef {{ cli: PulumiCli, emulator: Emulator,
 *   token: string, companyId: string }} Service
 */

/**
 * Makes the purchasers the program's memos name (`SOAK<i>`): a memo's purchaser must name a
 * Salesperson/Purchaser of the company.
 * @param {string} url
 * @param {string} companyId
 * @param {number} memos
 */
async function seedPurchasers(url, companyId, memos) {
  for (let i = 0; i < memos; i += 1) {
    const res = await fetch(`${url}/_admin/records/${companyId}/salespeoplePurchasers`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: `SOAK${i}` }),
    });
    if (res.status !== 201) throw new Error(`seed of purchaser SOAK${i}: ${res.status} ${await res.text()}`);
  }
}

/**
 * Runs `body` on a new stack `name` against a new emulator (with chaos, when given); returns its
 * figures with the scenario's name and duration.
 * @template {{ problems: string[] }} F
 * @param {Context} context
 * @param {string} name
 * @param {{ rate: number, seed: number } | undefined} chaos
 * @param {(service: Service) => Promise<F>} body
 * @param {Record<string, string>} [extraEnv] more environment for every command of the scenario
 */
async function scenario(context, name, chaos, body, extraEnv = {}) {
  const { startEmulator, EMULATOR_DEFAULT_TOKENS, DEFAULT_COMPANY_ID } = require("pulumi-bizops-emulator");
  const emulator = await startEmulator(chaos ? { chaos } : {});
  await seedPurchasers(emulator.url, DEFAULT_COMPANY_ID, context.args.memos);
  const env = {
    BIZOPS_RECORDS_URL: emulator.url,
    BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
    BIZOPS_CREATE_JOURNAL_DIR: path.join(context.root, `journal-${name}`),
    SOAK_COMPANY: DEFAULT_COMPANY_ID,
    SOAK_STATUSES: String(context.args.statuses),
    SOAK_MEMOS: String(context.args.memos),
    ...extraEnv,
  };
  const cli = new PulumiCli(context.dir, context.backend, env);
  const started = Date.now();
  try {
    const init = await cli.run(["stack", "init", name]);
    if (init.code !== 0) throw new Error(`stack init failed: ${init.out}`);
    const figures = await body({
      cli,
      emulator,
      token: EMULATOR_DEFAULT_TOKENS.records,
      companyId: DEFAULT_COMPANY_ID,
    });
    return { scenario: name, ...figures, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await emulator.close();
  }
}

/**
 * Refresh until it succeeds, a preview with no change, and the census against state.
 * @param {Context} context
 * @param {PulumiCli} cli
 * @param {string} stack
 * @param {Service} service
 */
async function settleAndCount(context, cli, stack, service) {
  const refresh = await untilSuccess(
    cli,
    ["refresh", "--yes", "--skip-preview", "--stack", stack],
    context.args.maxRuns,
    "refresh",
  );
  await previewUnchanged(cli, stack);
  const counted = await census({
    baseUrl: service.emulator.url,
    token: service.token,
    companyId: service.companyId,
    statuses: context.args.statuses,
    memos: context.args.memos,
    stateIds: await stateIds(cli, stack),
  });
  return { refreshRuns: refresh.runs, ...counted };
}

module.exports = { scenario, settleAndCount };
