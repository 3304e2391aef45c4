/**
 * The docs' custom API (test/contract/fixtures/records/api-pages/custom-api.ts) at the extension's
 * route: its page's fields, its key and length, and no other route reaching it.
 */
import { DEFAULT_COMPANY_ID } from "pulumi-bizops-emulator";
import { carBrandsPage, customApiRoute } from "../fixtures/records/api-pages/custom-api";
import {
  call,
  errorOf,
  type Json,
  useEmulator,
} from "../../../packages/emulator/test/support/emulator-client";
import { fieldsOf } from "./support/record-fields";

const emulator = useEmulator();

describe("the docs' custom API (bctech/demo/v1.0 carBrands)", () => {
  const base = (): string => `${emulator.url}/${customApiRoute(carBrandsPage, DEFAULT_COMPANY_ID)}`;

  it("creates, reads, updates and deletes a car brand at the extension's route, with the page's fields", async () => {
    const { id: _id, "@odata.etag": _etag, ...body } = carBrandsPage.example;
    const created = await call("POST", base(), { body });
    expect(created.status).toBe(201);
    expect(fieldsOf(created.body)).toEqual(carBrandsPage.fields.map((field) => field.name));
    expect(String(created.body["@odata.context"])).toContain("/api/bctech/demo/v1.0/$metadata#companies(");
    const list = await call("GET", base());
    expect((list.body.value as Json[]).map((brand) => brand.name)).toEqual(["CARBRAND1"]);
    const updated = await call("PATCH", `${base()}(${String(created.body.id)})`, {
      body: { country: "Germany" },
      headers: { "If-Match": String(created.body["@odata.etag"]) },
    });
    expect(updated.body.country).toBe("Germany");
    const deleted = await call("DELETE", `${base()}(${String(created.body.id)})`, {
      headers: { "If-Match": String(updated.body["@odata.etag"]) },
    });
    expect(deleted.status).toBe(204);
  });

  it("keeps the name unique and refuses a name longer than the table's Text[100]", async () => {
    await call("POST", base(), { body: { name: "ONE" } });
    expect(errorOf(await call("POST", base(), { body: { name: "ONE" } })).code).toBe(
      "Internal_EntityWithSameKeyExists",
    );
    expect((await call("POST", base(), { body: { name: "N".repeat(101) } })).status).toBe(400);
  });

  it("is not reached on the standard API, nor under another publisher or group", async () => {
    for (const path of ["api/v1.0", "api/bctech/other/v1.0", "api/contoso/demo/v1.0"]) {
      const reply = await call("GET", `${emulator.url}/${path}/companies(${DEFAULT_COMPANY_ID})/carBrands`);
      expect(errorOf(reply).code).toBe("BadRequest_ResourceNotFound");
    }
  });
});
