import { companyKey, type Company } from "../store/companies";
import { isGuid } from "../../formats";
import { readJsonObject, sendJson } from "../../http-helpers";
import type { RecordStore } from "../store/store";
import { badRequest, type Exchange } from "../../service";

/** Checks the body of `POST /_admin/companies`: `{ "id": "<GUID>", "name"?: "<text>" }`. */
function parseCompany(body: Readonly<Record<string, unknown>>): Company {
  for (const key of Object.keys(body)) {
    if (key !== "id" && key !== "name") throw badRequest(`Unknown company property '${key}'.`);
  }
  const { id, name = "" } = body;
  // Company ids are GUIDs in the real service, and clients check them as such before any request.
  if (typeof id !== "string" || !isGuid(id)) throw badRequest("The company 'id' must be a GUID.");
  if (typeof name !== "string") throw badRequest("The company 'name' must be a string.");
  return { id: companyKey(id), name };
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

/** `POST /_admin/companies`: adds an empty company (201 with it; 400 when the id is taken). */
export async function addCompany(
  { req, res }: Exchange,
  { store }: { readonly store: RecordStore },
): Promise<void> {
  const company = store.addCompany(parseCompany(await readJsonObject(req)));
  sendJson(res, 201, company);
}
