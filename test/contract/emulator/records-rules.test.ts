/**
 * The records service held to the rule fixtures of test/contract/fixtures/records/rules/: each case's
 * company setup and records are staged through the admin routes, its request is sent as a client, and
 * the answer must be the one the AL page or table implies (the rule's fields of the record, or the
 * error's code and message exactly).
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import {
  outOfRangeCases,
  refusedAddressFormats,
  refusedDateFormulas,
  RULE_FAMILIES,
  type RuleCase,
} from "../fixtures/records/rules";
import {
  admin,
  call,
  errorOf,
  type Json,
  recordsUrl,
  type Reply,
  useEmulator,
} from "../../../packages/emulator/test/support/emulator-client";

const emulator = useEmulator();

/** The records the case's `given` staged, in order. */
async function stage(rule: RuleCase): Promise<Json[]> {
  if (rule.settings !== undefined) {
    const reply = await admin(emulator, "PATCH", `companies/${DEFAULT_COMPANY_ID}/settings`, rule.settings);
    if (reply.status !== 200) throw new Error(`settings: ${reply.status} ${reply.text}`);
  }
  const staged: Json[] = [];
  for (const { entitySet, record } of rule.given ?? []) {
    const reply = await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/${entitySet}`, record);
    // A record the demo company already holds (its GB country and post codes) exists as the case needs.
    const exists = reply.status === 400 && errorOf(reply).code === "Internal_EntityWithSameKeyExists";
    if (reply.status !== 201 && !exists)
      throw new Error(`seed of ${entitySet}: ${reply.status} ${reply.text}`);
    staged.push(reply.body);
  }
  return staged;
}

/** The record a PATCH or DELETE is sent to: a given one, or one a client POST creates. */
async function target(
  rule: RuleCase,
  staged: readonly Json[],
  collection: string,
): Promise<Json | undefined> {
  if (rule.existing === "lastGiven") return staged.at(-1);
  if (rule.existing === "firstGiven") return staged[0];
  const created = await call("POST", collection, { body: rule.existing ?? {} });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  return created.body;
}

/** The given records the case names in `afterwards`, as the emulator holds them after the request. */
async function afterwards(rule: RuleCase, staged: readonly Json[]): Promise<Json[]> {
  const read = (index: number) =>
    admin(
      emulator,
      "GET",
      `records/${DEFAULT_COMPANY_ID}/${rule.given![index]!.entitySet}/${String(staged[index]!.id)}`,
    );
  return Promise.all((rule.afterwards ?? []).map(async ({ given }) => (await read(given)).body));
}

async function send(rule: RuleCase): Promise<{ reply: Reply; staged: Json[] }> {
  const staged = await stage(rule);
  return { reply: await request(rule, staged), staged };
}

async function request(rule: RuleCase, staged: readonly Json[]): Promise<Reply> {
  const collection = recordsUrl(emulator, rule.apiVersion, rule.entitySet, undefined, DEFAULT_COMPANY_ID);
  if (rule.request.method === "POST") return call("POST", collection, { body: rule.request.body });
  const record = await target(rule, staged, collection);
  const url = recordsUrl(emulator, rule.apiVersion, rule.entitySet, String(record?.id), DEFAULT_COMPANY_ID);
  const headers = { "If-Match": "*" };
  if (rule.request.method === "DELETE") return call("DELETE", url, { headers });
  return call("PATCH", url, { body: rule.request.body, headers });
}

describe.each(Object.entries(RULE_FAMILIES))("%s", (_family, cases) => {
  it.each(cases.map((rule) => [rule.behaviour, rule] as const))("%s", async (_behaviour, rule) => {
    const { reply, staged } = await send(rule);
    if (rule.answer.status === 400) {
      expect([reply.status, errorOf(reply)]).toEqual([400, rule.answer.error]);
    } else {
      expect(reply.status).toBe(rule.answer.status);
      if ("record" in rule.answer) expect(reply.body).toMatchObject(rule.answer.record);
    }
    const after = await afterwards(rule, staged);
    expect(after).toMatchObject((rule.afterwards ?? []).map(({ record }) => record));
    // Whether each given record the case says was written (or not) has a new eTag.
    const tags = (rule.afterwards ?? []).flatMap(({ given, written }, i) =>
      written === undefined
        ? []
        : [[given, written, after[i]!["@odata.etag"] !== staged[given]!["@odata.etag"]]],
    );
    expect(tags).toEqual(tags.map(([given, written]) => [given, written, written]));
  });
});

describe("values the tables refuse, answered with a 400 that names the property", () => {
  const post = (entitySet: string, body: Json): Promise<Reply> =>
    call("POST", recordsUrl(emulator, "v2.0", entitySet, undefined, DEFAULT_COMPANY_ID), { body });

  it.each(outOfRangeCases.map((rule) => [rule.behaviour, rule] as const))("%s", async (_behaviour, rule) => {
    const reply = await post(rule.entitySet, { ...rule.body });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toContain(`'${rule.property}'`);
  });

  it.each(refusedDateFormulas.map((formula) => [formula] as const))(
    "refuses the date formula %j",
    async (formula) => {
      const reply = await post("paymentTerms", { code: "BAD", dueDateCalculation: formula });
      expect(reply.status).toBe(400);
      expect(errorOf(reply).message).toContain("'dueDateCalculation'");
    },
  );

  it.each(refusedAddressFormats.map((format) => [format] as const))(
    "refuses the address format %j, a caption rather than the enum's OData name",
    async (addressFormat) => {
      const reply = await post("countriesRegions", { code: "BAD", addressFormat });
      expect(reply.status).toBe(400);
      expect(errorOf(reply).message).toContain("'addressFormat'");
    },
  );
});
