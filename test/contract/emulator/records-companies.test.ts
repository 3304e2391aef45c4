/**
 * The emulator's companies listing, held to the service's answer (test/contract/fixtures/records/
 * companies.ts): the same top-level keys, every property of the company resource on each company,
 * and `records.listCompanies` reads it as it reads the service's.
 */
import { records } from "../../../src";
import { DEFAULT_COMPANY_ID, DEFAULT_COMPANY_NAME, EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";
import { keysOf } from "../fixtures/fixture";
import { companiesPage, companyProperties } from "../fixtures/records/companies";
import {
  call,
  COMPANY,
  errorOf,
  useEmulator,
  type Json,
} from "../../../packages/emulator/test/support/emulator-client";

const emulator = useEmulator();
const companiesUrl = () => `${emulator.url}/api/v2.0/companies`;

describe("the companies listing of the emulator", () => {
  it("answers 200 with the keys of the service's answer, each company with every property of the resource", async () => {
    const reply = await call("GET", companiesUrl());
    expect(reply.status).toBe(200);
    expect(keysOf(reply.body)).toEqual(keysOf(companiesPage.body));
    const companies = reply.body.value as Json[];
    for (const company of companies) expect(keysOf(company)).toEqual([...companyProperties].sort());
  });

  it("lists the seeded company first, then those added, by id and name", async () => {
    const companies = (await call("GET", companiesUrl())).body.value as Json[];
    expect(companies.map((c) => [c.id, c.name, c.displayName])).toEqual([
      [DEFAULT_COMPANY_ID, DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_NAME],
      [COMPANY, "Test company", "Test company"],
    ]);
  });

  it("is read by records.listCompanies", async () => {
    const { value } = await records.listCompanies({
      settings: { recordsUrl: emulator.url, recordsToken: EMULATOR_DEFAULT_TOKENS.records },
    });
    expect(value.map((c) => c.id)).toEqual([DEFAULT_COMPANY_ID, COMPANY]);
  });

  it("asks for a token, as every records route", async () => {
    const reply = await call("GET", companiesUrl(), { token: null });
    expect(reply.status).toBe(401);
  });

  it("takes no write: a POST is 405 naming GET", async () => {
    const reply = await call("POST", companiesUrl(), { body: { name: "New" } });
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe("GET");
    expect(errorOf(reply).code).toBe("BadRequest_MethodNotAllowed");
  });
});
