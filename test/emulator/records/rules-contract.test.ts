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
} from "../../contract/fixtures/records/rules";
import { admin, call, errorOf, type Json, recordsUrl, type Reply, useEmulator } from "../emulator-client";

const emulator = useEmulator();

async function stage(rule: RuleCase): Promise<Json | undefined> {
  if (rule.settings !== undefined) {
    const reply = await admin(emulator, "PATCH", `companies/${DEFAULT_COMPANY_ID}/settings`, rule.settings);
    if (reply.status !== 200) throw new Error(`settings: ${reply.status} ${reply.text}`);
  }
  let last: Json | undefined;
  for (const { entitySet, record } of rule.given ?? []) {
    const reply = await admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/${entitySet}`, record);
    // A record the demo company already holds (its GB country and post codes) exists as the case needs.
    const exists = reply.status === 400 && errorOf(reply).code === "Internal_EntityWithSameKeyExists";
    if (reply.status !== 201 && !exists)
      throw new Error(`seed of ${entitySet}: ${reply.status} ${reply.text}`);
    last = reply.body;
  }
  return last;
}

async function send(rule: RuleCase): Promise<Reply> {
  const lastGiven = await stage(rule);
  const collection = recordsUrl(emulator, rule.apiVersion, rule.entitySet, undefined, DEFAULT_COMPANY_ID);
  if (rule.request.method === "POST") return call("POST", collection, { body: rule.request.body });
  let target = lastGiven;
  if (rule.existing !== "lastGiven") {
    const created = await call("POST", collection, { body: rule.existing ?? {} });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
    target = created.body;
  }
  const url = recordsUrl(emulator, rule.apiVersion, rule.entitySet, String(target?.id), DEFAULT_COMPANY_ID);
  return call("PATCH", url, { body: rule.request.body, headers: { "If-Match": "*" } });
}

describe.each(Object.entries(RULE_FAMILIES))("%s", (_family, cases) => {
  it.each(cases.map((rule) => [rule.behaviour, rule] as const))("%s", async (_behaviour, rule) => {
    const reply = await send(rule);
    if (rule.answer.status === 400) {
      expect([reply.status, errorOf(reply)]).toEqual([400, rule.answer.error]);
    } else {
      expect(reply.status).toBe(rule.answer.status);
      expect(reply.body).toMatchObject(rule.answer.record);
    }
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
