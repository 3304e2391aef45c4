/**
 * records.Record's inputs, checked by the schema generated from its declaration
 * (src/records/resources/surface.ts) with the checks it names (entity-set-record-checks.ts).
 */
import { recordInputs } from "../../../../src/records/definitions/generated/record-schemas";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
// The docs' custom API walkthrough (MicrosoftDocs/dynamics365smb-devitpro-pb,
// dev-itpro/developer/devenv-develop-custom-api.md): bctech/demo/v1.0 carBrands.
const inputs = (over: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  apiRoute: "bctech/demo/v1.0",
  entitySet: "carBrands",
  keyFields: ["name"],
  fields: { name: "Contoso", rating: 4, active: true },
  ...over,
});

/** Each issue as `path: message`. */
function issues(value: unknown): string[] {
  const parsed = recordInputs.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("records.Record's generated input schema", () => {
  it("accepts text, number and boolean field values", () => {
    expect(issues(inputs())).toEqual([]);
  });

  it("refuses a field value that is neither text, a number nor a boolean, by the field's name", () => {
    expect(issues(inputs({ fields: { name: "Contoso", owner: { id: 1 } } }))).toEqual([
      expect.stringMatching(/^fields\.owner: /),
    ]);
  });

  it("refuses a field named as an input or an output the resource keeps, listing those names", () => {
    const [issue] = issues(inputs({ fields: { name: "Contoso", etag: "x" } }));
    expect(issue).toMatch(/^fields\.etag: is a name the resource keeps for itself \(companyId, apiRoute, /);
    expect(issue).toMatch(/, id, .*recordId, etag, /);
  });

  it("refuses a key field that fields does not set, naming those it sets", () => {
    expect(issues(inputs({ keyFields: ["code"] }))).toEqual([
      expect.stringMatching(
        /^keyFields\.0: names "code", which fields does not set \(it sets name, rating, active\)/,
      ),
    ]);
  });

  it("refuses the deletion policy block, which needs a Blocked field", () => {
    expect(issues(inputs({ deletionPolicy: "block" }))).toEqual([
      expect.stringMatching(/^deletionPolicy: must be delete or abandon/),
    ]);
  });

  it("refuses an input it does not declare", () => {
    expect(issues(inputs({ entitySetName: "carBrands" }))).toEqual([expect.stringMatching(/entitySetName/)]);
  });
});
