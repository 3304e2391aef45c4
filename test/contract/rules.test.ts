/**
 * The typed record resources against the answers Business Central's business rules give
 * (fixtures/records/rules/, each naming its AL page or table, file and line), replayed by a server
 * that knows nothing of the rules. For each case:
 * - an answer that stores something else than was sent converges: after the create or update, a
 *   diff with the same program shows no change and a refresh finds no drift;
 * - a refusal is met before any request, naming the field, or comes back with the service's words;
 * - nothing the service accepts is refused at check, but for a Code value in lower case, which check
 *   refuses naming the form the service stores.
 */
import { withAdvice } from "../../src/core/provider/provider-advice";
import { RepeatedFailures } from "../../src/core/provider/repeated-failures";
import { configureProvider } from "../../src/core/provider/provider-config";
import type { ResourceProviderImpl } from "../../src/core/provider/resource-provider";
import { CreateJournal } from "../../src/records/create/create-journal";
import { ENTITIES } from "../../src/records/entities";
import { entityProvider } from "../../src/records/provider/entity-spec";
import { RULE_FAMILIES, type RuleCase } from "./fixtures/records/rules";
import { bodyOf } from "./fixtures/records/rules/rule-case";
import { ReplayServer } from "./replay-server";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const RECORD_ID = "4f2b1a0e-5d6c-4e7f-8a9b-0c1d2e3f4a5b";
const server = new ReplayServer();

beforeAll(async () => {
  await server.start();
  const config: Record<string, string> = { "bizops:recordsUrl": server.url, "bizops:recordsToken": "t" };
  configureProvider({ get: (key) => config[key] });
});
afterAll(() => server.stop());

/** The typed record type whose entity set and API version the case writes to, if there is one. */
function entityFor(rule: RuleCase) {
  return ENTITIES.find(
    (e) => e.entitySet === rule.entitySet && e.apiVersion === rule.apiVersion && !e.readOnly,
  );
}

/** The typed resource whose entity set and API version the case writes to, if there is one. */
function providerFor(rule: RuleCase): ResourceProviderImpl | undefined {
  const entity = entityFor(rule);
  return entity && entityProvider(entity, { journal: new CreateJournal(), report: () => {} });
}

/** The fields of the record a case's answer shows: none for a DELETE's 204 or a refusal. */
function recordOf(answer: RuleCase["answer"]): Readonly<Record<string, unknown>> {
  return "record" in answer ? answer.record : {};
}

/**
 * Fields every answer of these entity sets carries that the cases leave out: the number a series
 * gives, a new memo's status.
 */
const ALWAYS_ANSWERED = { number: "10001", status: "Draft" };

/**
 * Cases whose program check refuses though the service takes the request, and why that is the
 * clearer answer: the rule concerns two fields a program sets together.
 */
const STRICTER_AT_CHECK: Readonly<Record<string, string>> = {
  "clears the inventory posting group when the type changes to Non-Inventory":
    "a program that makes an item Non-Inventory leaves its inventory posting group out; check refuses the two together, which the service would store otherwise (Item.Table.al TestField)",
};

let etag = 0;
/** The service's record after a write: what was sent, what the rule made of it, and its stamps. */
function stored(fields: Readonly<Record<string, unknown>>, status: number) {
  etag += 1;
  const body = {
    ...ALWAYS_ANSWERED,
    ...fields,
    id: RECORD_ID,
    lastModifiedDateTime: new Date().toISOString(),
    "@odata.etag": `W/"${etag}"`,
  };
  return { status, headers: {}, body };
}

const withProgram = (fields: Readonly<Record<string, unknown>>) => ({
  companyId: COMPANY,
  ...fields,
  __provider: PROVIDER,
});

const CASES = Object.entries(RULE_FAMILIES).flatMap(([family, cases]) =>
  cases
    .filter((rule) => typeof rule.existing !== "string" && rule.request.method !== "DELETE")
    .filter((rule) => providerFor(rule) !== undefined)
    .map((rule) => [family, rule.behaviour, rule] as const),
);

const DELETE_CASES = Object.entries(RULE_FAMILIES).flatMap(([family, cases]) =>
  cases
    .filter((rule) => rule.request.method === "DELETE" && providerFor(rule) !== undefined)
    .map((rule) => [family, rule.behaviour, rule] as const),
);

/**
 * The program of the resource that manages the record a DELETE case deletes: the POST body, or
 * the given record's fields the resource has (a category's "Parent Category" is no input).
 */
function deletedProgram(rule: RuleCase): Readonly<Record<string, unknown>> {
  if (typeof rule.existing === "object") return rule.existing;
  const given = rule.given ?? [];
  const record = (rule.existing === "firstGiven" ? given[0] : given.at(-1))?.record ?? {};
  const fields = entityFor(rule)?.fields ?? {};
  return Object.fromEntries(Object.entries(record).filter(([field]) => field in fields));
}

/**
 * What an update sends again in a second request, by the case's facts and the type's definition:
 * when it moves the record from a country it had, the fields a country change clears
 * (addresses.ts, "country changes"); when it changes a field another may be overwritten by, that
 * other (credit-memos.ts, a due date after new terms); each that the program sets, with those the
 * type carries them into.
 */
function resentAfter(rule: RuleCase, program: Readonly<Record<string, unknown>>): string[] {
  const base = typeof rule.existing === "object" ? rule.existing : {};
  const body = bodyOf(rule);
  const changed = (field: string) => field in body && body[field] !== base[field];
  const before = base.country;
  const moved = changed("country") && typeof before === "string" && before !== "";
  const fields = Object.entries(entityFor(rule)?.fields ?? {});
  const again = fields
    .filter(
      ([, field]) => (moved && field.clearedBy === "country") || (field.overwrittenBy ?? []).some(changed),
    )
    .map(([name]) => name)
    .filter((name) => program[name] !== undefined);
  const copies = fields
    .filter(([, field]) => (field.copiedFrom ?? []).some((from) => again.includes(from)))
    .map(([name]) => name)
    .filter((name) => program[name] !== undefined && !again.includes(name));
  return [...again, ...copies];
}

function pickOf(bag: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in bag).map((key) => [key, bag[key]]));
}

describe("the record resources on the answers of the service's business rules", () => {
  it("replay cases of every rule family a typed resource writes", () => {
    expect(new Set(CASES.map(([family]) => family)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(CASES)("%s: %s", async (_family, _behaviour, rule) => {
    const provider = providerFor(rule)!;
    const { answer } = rule;
    const body = bodyOf(rule);
    // Cases that change a given record, which a client may not be able to create, are left out above.
    const base = typeof rule.existing === "object" ? rule.existing : {};
    const program = withProgram({ ...base, ...body });
    const checked = await provider.check({}, program);
    if (checked.failures !== undefined) {
      const lowerCaseCode = checked.failures.every((f) => /upper case/.test(f.reason));
      // Refused before any request: what the service refuses, or a Code written otherwise than stored.
      expect(answer.status === 400 || lowerCaseCode || rule.behaviour in STRICTER_AT_CHECK).toBe(true);
      return;
    }
    const inputs = checked.inputs!;
    let state: Record<string, unknown>;
    let written: Readonly<Record<string, unknown>>;
    if (typeof rule.existing !== "object") {
      written = answer.status === 400 ? {} : { ...body, ...recordOf(answer) };
      server.replay(
        answer.status === 400
          ? { status: 400, headers: {}, body: { error: answer.error } }
          : stored(written, answer.status),
      );
      const created = provider.create(inputs);
      if (answer.status === 400) {
        const error = await created.then(
          () => undefined,
          (e: unknown) => e as { message: string; code: string },
        );
        // The service's words, or a refusal before any request that names a field the case sends.
        const refusedFirst =
          error?.code === "InvalidInput" &&
          server.requests.length === 0 &&
          Object.keys(body).some((field) => error.message.includes(field));
        expect(refusedFirst || error?.message.includes(answer.error.message)).toBe(true);
        return;
      }
      state = (await created).outs ?? {};
    } else {
      const before = (await provider.check({}, withProgram(base))).inputs!;
      server.replay(stored(base, 201));
      const made = await provider.create(before);
      written = answer.status === 400 ? base : { ...base, ...body, ...recordOf(answer) };
      // The case's answer is what one request leaves; a second request, which sends the cleared or
      // overwritten fields again, leaves them as the program says.
      const resent = resentAfter(rule, inputs);
      const again = Object.fromEntries(resent.map((field) => [field, inputs[field]]));
      const first = written;
      written = { ...written, ...again };
      server.replay(
        ...(answer.status === 400
          ? [{ status: 400, headers: {}, body: { error: answer.error } }]
          : [stored(first, 200), ...(resent.length > 0 ? [stored(written, 200)] : [])]),
      );
      const updated = provider.update(made.id, made.outs ?? {}, inputs);
      if (answer.status === 400) {
        await expect(updated).rejects.toThrow(answer.error.message);
        return;
      }
      state = (await updated).outs ?? {};
      if (resent.length > 0) {
        const second = JSON.parse(server.requests[1]!.body) as Record<string, unknown>;
        expect(second).toEqual(again);
      }
      expect(server.drained).toBe(true);
    }
    // The service's record after the last request, in the fields the case's answer names.
    expect(state).toMatchObject(pickOf(written, Object.keys(recordOf(answer))));
    expect((await provider.diff(RECORD_ID, state, inputs)).changes).toBe(false);
    server.replay(stored(written, 200));
    const refreshed = await provider.read(RECORD_ID, state);
    expect(refreshed.inputs).toBeUndefined();
  });
});

describe("the record resources on deletes the service's rules refuse", () => {
  it("replay the delete cases", () => {
    expect(DELETE_CASES.length).toBeGreaterThanOrEqual(4);
  });

  it.each(DELETE_CASES)("%s: %s", async (_family, _behaviour, rule) => {
    // As the runtime loads it: the failure advice is part of what a refused delete says.
    const provider = withAdvice(providerFor(rule)!, { records: true, failures: new RepeatedFailures() });
    const program = deletedProgram(rule);
    const inputs = (await provider.check({}, withProgram(program))).inputs!;
    server.replay(stored(program, 201));
    const made = await provider.create(inputs);
    const { answer } = rule;
    server.replay(
      answer.status === 400
        ? { status: 400, headers: {}, body: { error: answer.error } }
        : { status: answer.status, headers: {} },
    );
    const deleted = provider.delete(made.id, made.outs ?? {});
    if (answer.status !== 400) {
      await expect(deleted).resolves.toBeUndefined();
      expect(server.requestLines()).toEqual([expect.stringMatching(/^DELETE /)]);
      return;
    }
    const error = await deleted.then(
      () => undefined,
      (e: unknown) => e as { message: string; code: string },
    );
    // The service's words, and the one thing to do next: those records first, or an ordered delete.
    expect(error?.message).toContain(answer.error.message);
    expect(error?.message).toContain("delete those records, or change them to use another, first");
    expect(error?.message).toContain("this resource's output");
  });
});
