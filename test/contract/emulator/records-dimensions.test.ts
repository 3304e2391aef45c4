/**
 * The dimensions of test/contract/fixtures/records/api-pages/: the natural keys the admin seeds of
 * the read-only pages keep (a dimension value's within its dimension), and the part route of
 * dimensionValues under their dimension.
 */
import { randomUUID } from "node:crypto";
import {
  DEFAULT_COMPANY_ID,
  SEED_DIMENSION_DEPARTMENT,
  SEED_DIMENSION_PROJECT,
} from "pulumi-bizops-emulator";
import { dimensionValuesRoutes } from "../fixtures/records/api-pages/dimension-values";
import {
  admin,
  call,
  errorOf,
  type Json,
  type Reply,
  useEmulator,
} from "../../../packages/emulator/test/support/emulator-client";

const emulator = useEmulator();

describe("natural keys of the read-only pages (admin seeds)", () => {
  const seed = (collection: string, body: Json): Promise<Reply> =>
    admin(emulator, "POST", `records/${DEFAULT_COMPANY_ID}/${collection}`, body);

  it("keeps a dimension code unique", async () => {
    const reply = await seed("dimensions", { code: "DEPARTMENT" });
    expect(errorOf(reply).code).toBe("Internal_EntityWithSameKeyExists");
  });

  it("keeps a dimension value code unique within its dimension only (a composite key)", async () => {
    const again = await seed("dimensionValues", { code: "ADM", dimensionId: SEED_DIMENSION_DEPARTMENT.id });
    expect(errorOf(again).code).toBe("Internal_EntityWithSameKeyExists");
    const elsewhere = await seed("dimensionValues", { code: "ADM", dimensionId: SEED_DIMENSION_PROJECT.id });
    expect(elsewhere.status).toBe(201);
  });

  it("refuses a dimension value of a dimension that does not exist", async () => {
    const reply = await seed("dimensionValues", { code: "X", dimensionId: randomUUID() });
    expect(errorOf(reply).code).toBe("Internal_RecordNotFound");
  });
});

describe("dimensionValues under their dimension", () => {
  // The part route of dynamics_dimensionvalue_get.md, with the company, the dimension and the value filled in.
  const under = (dimensionId: string, id?: string): string => {
    const [company, dimension, value] = [DEFAULT_COMPANY_ID, dimensionId, id];
    const route = dimensionValuesRoutes[1]
      .replace("companies({id})", `companies(${company})`)
      .replace("dimensions({id})", `dimensions(${dimension})`)
      .replace(
        "dimensionValues({id})",
        value === undefined ? "dimensionValues" : `dimensionValues(${value})`,
      );
    return `${emulator.url}/api/v2.0/${route}`;
  };

  it("lists only the values of that dimension, in the part's context", async () => {
    const reply = await call("GET", under(SEED_DIMENSION_PROJECT.id));
    expect(reply.status).toBe(200);
    expect((reply.body.value as Json[]).map((value) => value.code)).toEqual(["TOYOTA", "VW"]);
    expect(String(reply.body["@odata.context"])).toMatch(
      new RegExp(`/dimensions\\(${SEED_DIMENSION_PROJECT.id}\\)/dimensionValues$`),
    );
  });

  it("reads a value under its own dimension and not under another", async () => {
    const adm = SEED_DIMENSION_DEPARTMENT.values[0]?.id ?? "";
    expect((await call("GET", under(SEED_DIMENSION_DEPARTMENT.id, adm))).body.code).toBe("ADM");
    expect(errorOf(await call("GET", under(SEED_DIMENSION_PROJECT.id, adm))).code).toBe(
      "Internal_RecordNotFound",
    );
  });

  it("says 404 for a dimension that does not exist and for a part another entity set does not have", async () => {
    expect(errorOf(await call("GET", under(randomUUID()))).code).toBe("Internal_RecordNotFound");
    const wrong = await call(
      "GET",
      `${emulator.url}/api/v2.0/companies(${DEFAULT_COMPANY_ID})/vendors(${randomUUID()})/dimensionValues`,
    );
    expect(errorOf(wrong)).toEqual({
      code: "BadRequest_ResourceNotFound",
      message: "Resource not found for the segment 'dimensionValues'.",
    });
  });
});
