/**
 * The entity sets of issue 31 held to the API pages of test/contract/fixtures/records/api-pages/: for
 * every page, the emulator serves exactly the page's fields in page order, refuses a client write to
 * each read-only field by name, keeps the natural key unique, and takes (or refuses, as the page says)
 * a create, read, update with If-Match and delete; and the Code fields of the first record types
 * stored as the service stores them.
 */
import { randomUUID } from "node:crypto";
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import { API_PAGES, type ApiPage, type ApiPageField } from "../fixtures/records/api-pages";
import {
  admin,
  call,
  errorOf,
  type Json,
  recordsUrl,
  type Reply,
  useEmulator,
} from "../../../packages/emulator/test/support/emulator-client";
import { FIELDS_BEYOND_PAGE_FIXTURES, WEBSITE_MAX_LENGTH } from "../fixtures/records/rules/fields";
import { fieldsOf } from "./support/record-fields";

const emulator = useEmulator();

const WRITABLE = API_PAGES.filter((page) => page.insertAllowed);

/**
 * Fields whose values the rules check against other tables, or rewrite (test/contract/fixtures/records/
 * rules/): the generic Code and length checks below leave them to the rules' own tests.
 */
const RULED_FIELDS = new Set([
  "country",
  "currencyCode",
  "salespersonCode",
  "itemCategoryCode",
  "taxGroupCode",
  "baseUnitOfMeasureCode",
  "generalProductPostingGroupCode",
  "inventoryPostingGroupCode",
  "irs1099Code",
]);

/** Text fields the tables hold to digits (gtin, Numeric) or without letters (phoneNumber). */
const NUMERIC_TEXT = new Set(["phoneNumber", "gtin"]);

/** Table lengths the current base application has where the page fixtures say otherwise. */
const LENGTHS: Readonly<Record<string, number>> = { website: WEBSITE_MAX_LENGTH };

/** The page's fields with the ones the emulator serves beyond the fixture (items' displayName2). */
function servedFields(page: ApiPage): string[] {
  const names = page.fields.map((field) => field.name);
  const extra = FIELDS_BEYOND_PAGE_FIXTURES[page.entitySetName] ?? [];
  for (const { name, after } of extra) {
    if (!names.includes(name)) names.splice(names.indexOf(after) + 1, 0, name);
  }
  return names;
}

/**
 * A text of the length that a field takes: digits for a phone number (letters are refused), an
 * address for an email field (other text is refused).
 */
function filler(name: string, length: number): string {
  if (name.startsWith("email")) return `${"a".repeat(length - "@example.com".length)}@example.com`;
  // A phone number takes no letters, a GTIN only digits (Numeric).
  return (NUMERIC_TEXT.has(name) ? "1" : "A").repeat(length);
}

/** taxGroups renames only in a VAT company (TaxGroupBuffer.Table.al:87-117). */
async function allowRenames(page: ApiPage): Promise<void> {
  if (page.entitySetName !== "taxGroups") return;
  await admin(emulator, "PATCH", `companies/${DEFAULT_COMPANY_ID}/settings`, { taxMode: "vat" });
}
const READ_ONLY = API_PAGES.filter(
  (page) => !page.insertAllowed && !page.modifyAllowed && !page.deleteAllowed,
);

function url(page: ApiPage, id?: string): string {
  return recordsUrl(emulator, page.apiVersion, page.entitySetName, id, DEFAULT_COMPANY_ID);
}

/** The smallest body the page takes: its natural key (a customer also needs a name). */
function minimalBody(page: ApiPage, key: string): Json {
  if (page.naturalKey[0] === "code") return { code: key };
  return { number: key, displayName: `Name of ${key}` };
}

async function create(page: ApiPage, key: string): Promise<Json> {
  const reply = await call("POST", url(page), { body: minimalBody(page, key) });
  if (reply.status !== 201)
    throw new Error(`create of ${page.entitySetName} failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** A value of the field's type that differs from the current one. */
function otherValue(field: ApiPageField, current: unknown): unknown {
  if (field.values !== undefined) return field.values.find((value) => value !== current);
  if (field.type === "guid") return randomUUID();
  if (field.type === "datetime") return "2001-02-03T04:05:06Z";
  if (field.type === "number" || field.type === "integer") return Number(current) + 1;
  if (field.type === "boolean") return current !== true;
  return `${String(current)}X`;
}

function patch(page: ApiPage, record: Json, body: Json): Promise<Reply> {
  return call("PATCH", url(page, String(record.id)), {
    body,
    headers: { "If-Match": String(record["@odata.etag"]) },
  });
}

describe.each(WRITABLE.map((page) => [page.entitySetName, page] as const))("%s", (_name, page) => {
  it("serves exactly the page's fields, in page order", async () => {
    const created = await create(page, "T1");
    expect(fieldsOf(created)).toEqual(servedFields(page));
    const read = await call("GET", url(page, String(created.id)));
    expect(fieldsOf(read.body)).toEqual(servedFields(page));
  });

  it("takes a create, a read, an update with If-Match and a delete", async () => {
    const created = await create(page, "T2");
    const read = await call("GET", url(page, String(created.id)));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.id, [page.naturalKey[0] ?? ""]: "T2" });
    const updated = await patch(page, read.body, { displayName: "Changed" });
    expect(updated.status).toBe(200);
    expect(updated.body.displayName).toBe("Changed");
    expect(updated.body["@odata.etag"]).not.toBe(read.body["@odata.etag"]);
    const deleted = await call("DELETE", url(page, String(created.id)), {
      headers: { "If-Match": String(updated.body["@odata.etag"]) },
    });
    expect(deleted.status).toBe(204);
    expect((await call("GET", url(page, String(created.id)))).status).toBe(404);
  });

  it("refuses a second record with the same natural key", async () => {
    await create(page, "T3");
    const second = await call("POST", url(page), { body: minimalBody(page, "T3") });
    expect(second.status).toBe(400);
    expect(errorOf(second).code).toBe("Internal_EntityWithSameKeyExists");
  });

  it.each(
    page.fields
      .filter((field) => field.code && !field.readOnly && !RULED_FIELDS.has(field.name))
      .map((field) => [field.name, NUMERIC_TEXT.has(field.name) ? " 0123 " : " ab-1 "] as const),
  )(
    "stores %s upper case without leading or trailing spaces, as the service stores a Code field (%j)",
    async (name, sent) => {
      await allowRenames(page);
      const created = await create(page, "T5");
      const reply = await patch(page, created, { [name]: sent });
      const stored = sent.trim().toUpperCase();
      expect([reply.status, reply.body[name]]).toEqual([200, stored]);
      const read = await call("GET", url(page, String(created.id)));
      expect(read.body[name]).toBe(stored);
    },
  );

  it.each(
    page.fields
      .filter((field) => field.maxLength !== undefined && !field.readOnly && !RULED_FIELDS.has(field.name))
      .map((field) => [field.name, LENGTHS[field.name] ?? field.maxLength ?? 0] as const),
  )("refuses a %s longer than its table field's %d characters, naming it", async (name, maxLength) => {
    await allowRenames(page);
    const created = await create(page, "T6");
    const longest = await patch(page, created, { [name]: filler(name, maxLength) });
    expect(longest.status).toBe(200);
    const reply = await patch(page, longest.body, { [name]: filler(name, maxLength + 1) });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toContain(`'${name}'`);
  });

  it.each(page.fields.filter((field) => field.readOnly).map((field) => [field.name, field] as const))(
    "refuses a client write to the read-only %s, naming it",
    async (name, field) => {
      const created = await create(page, "T4");
      const reply = await patch(page, created, { [name]: otherValue(field, created[name]) });
      expect(reply.status).toBe(400);
      expect(errorOf(reply).message).toContain(`'${name}'`);
    },
  );
});

describe.each(READ_ONLY.map((page) => [page.entitySetName, page] as const))(
  "%s (read-only page)",
  (_name, page) => {
    it("serves the seeded records with exactly the page's fields, in page order", async () => {
      const list = await call("GET", url(page));
      expect(list.status).toBe(200);
      const records = list.body.value as Json[];
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) expect(fieldsOf(record)).toEqual(page.fields.map((field) => field.name));
    });

    it("refuses a client create, update and delete with 405 BadRequest_MethodNotAllowed", async () => {
      const [record] = (await call("GET", url(page))).body.value as Json[];
      const headers = { "If-Match": String(record?.["@odata.etag"]) };
      const replies = [
        await call("POST", url(page), { body: { code: "NEW" } }),
        await call("PATCH", url(page, String(record?.id)), { body: { displayName: "X" }, headers }),
        await call("DELETE", url(page, String(record?.id)), { headers }),
      ];
      for (const [reply, method] of replies.map((r, i) => [r, ["POST", "PATCH", "DELETE"][i]] as const)) {
        expect(reply.status).toBe(405);
        expect(errorOf(reply)).toEqual({
          code: "BadRequest_MethodNotAllowed",
          message: `'${method}' requests for '${page.entitySetName}' of EdmType 'Entity' are not allowed within Microsoft Dynamics NAV OData web services.`,
        });
      }
      expect((await call("GET", url(page, String(record?.id)))).body.displayName).toBe(record?.displayName);
    });
  },
);

describe("Code fields of the first record types, stored as the service stores them", () => {
  it("stores a dispute status code upper case and trimmed, and holds the stored form unique", async () => {
    const statuses = recordsUrl(emulator, "v2.0", "disputeStatus", undefined, DEFAULT_COMPANY_ID);
    const created = await call("POST", statuses, { body: { code: " net30 ", displayName: "Net 30" } });
    expect([created.status, created.body.code]).toEqual([201, "NET30"]);
    const again = await call("POST", statuses, { body: { code: "Net30", displayName: "Again" } });
    expect(errorOf(again).code).toBe("Internal_EntityWithSameKeyExists");
  });

  it("finds a memo's vendor by a number written in lower case and stores the number upper case", async () => {
    const memos = recordsUrl(emulator, "v2.0", "purchaseCreditMemos", undefined, DEFAULT_COMPANY_ID);
    const created = await call("POST", memos, {
      body: { vendorNumber: "v10000", buyFromPostCode: " wa 98052 " },
    });
    expect([created.status, created.body.vendorNumber, created.body.buyFromPostCode]).toEqual([
      201,
      "V10000",
      "WA 98052",
    ]);
  });
});

describe("the fixtures themselves", () => {
  it.each(API_PAGES.map((page) => [page.entitySetName, page] as const))(
    "%s: the docs' example uses only the page's fields",
    (_name, page) => {
      const names = new Set(page.fields.map((field) => field.name));
      expect(Object.keys(page.example).filter((key) => !names.has(key))).toEqual([]);
    },
  );
});
