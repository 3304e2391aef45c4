import { randomUUID } from "node:crypto";
import { companyKey, type Company } from "../store/companies";
import { isGuid } from "../../formats";
import { readJsonObject, sendJson } from "../../http-helpers";
import { seedLikeDemo } from "../seed";
import type { RecordStore } from "../store/store";
import type { RecordWriter } from "../writer";
import { badRequest, type Exchange } from "../../service";

/** What a new company starts with: the demo company's records (with ids of its own), or nothing. */
const SEEDS = ["demo", "empty"] as const;
type CompanySeed = (typeof SEEDS)[number];

/** The body of `POST /_admin/companies`, checked. */
interface NewCompany {
  readonly company: Company;
  readonly seed: CompanySeed;
}

/**
 * Checks the body of `POST /_admin/companies`: `{ "id"?: "<GUID>", "name"?: "<text>", "seed"?:
 * "demo" | "empty" }`. A company left without an id gets a new one, as Business Central gives a
 * new company its id.
 */
function parseNewCompany(body: Readonly<Record<string, unknown>>): NewCompany {
  for (const key of Object.keys(body)) {
    if (key !== "id" && key !== "name" && key !== "seed")
      throw badRequest(`Unknown company property '${key}'.`);
  }
  const { id = randomUUID(), name = "", seed = "demo" } = body;
  // Company ids are GUIDs in the real service, and clients check them as such before any request.
  if (typeof id !== "string" || !isGuid(id)) throw badRequest("The company 'id' must be a GUID.");
  if (typeof name !== "string") throw badRequest("The company 'name' must be a string.");
  if (!SEEDS.includes(seed as CompanySeed)) {
    throw badRequest(`The company 'seed' must be one of ${SEEDS.map((s) => `'${s}'`).join(", ")}.`);
  }
  return { company: { id: companyKey(id), name }, seed: seed as CompanySeed };
}

/**
 * `GET /_admin/companies`: every company, as `{ "value": [{ id, name }] }` (its settings are at
 * `/_admin/companies/{id}/settings`).
 */
export async function listCompanies(
  { res }: Exchange,
  { store }: { readonly store: RecordStore },
): Promise<void> {
  sendJson(res, 200, { value: store.companies().map(({ id, name }) => ({ id, name })) });
}

/**
 * `POST /_admin/companies`: adds a company (201 with it; 400 when the id is taken), seeded like the
 * demo company unless `seed` is `empty`: its countries, post codes, vendors, currencies and
 * dimensions, each record with an id of its own.
 */
export async function addCompany(
  { req, res }: Exchange,
  { store, writer }: { readonly store: RecordStore; readonly writer: RecordWriter },
): Promise<void> {
  const { company, seed } = parseNewCompany(await readJsonObject(req));
  const added = store.batch(() => {
    const made = store.addCompany(company);
    if (seed === "demo") seedLikeDemo(writer, made.id, "new");
    return made;
  });
  sendJson(res, 201, { id: added.id, name: added.name });
}
