/**
 * Customer state in the shape this release writes: a number the series gave (not managed), the
 * program's values the service stores otherwise (`sentValues`), managedFields. Later releases must
 * read, diff and update it: this fixture stays as it is.
 */
import { recordProviderOf } from "../../../../src/records/provider/entity-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const provider = recordProviderOf("Customer");
const service = useConfiguredEmulator();

/** The program that wrote the state. */
const PROGRAM = {
  companyId: COMPANY,
  displayName: "Trey Research",
  currencyCode: "",
  taxRegistrationNumber: "gb123456789",
  postalCode: "CB2 1TN",
  city: "cambridge",
};

/** The state, but for the id and eTag of the record the test seeds. */
const SENT_VALUES_STATE = {
  __provider: 'exports.handler = () => require("pulumi-bizops/providers/customer");\n',
  companyId: COMPANY,
  number: "C00001",
  displayName: "Trey Research",
  type: "Company",
  addressLine1: "",
  addressLine2: "",
  city: "Cambridge",
  state: "Cambridgeshire",
  country: "GB",
  postalCode: "CB2 1TN",
  phoneNumber: "",
  email: "",
  website: "",
  salespersonCode: "",
  balanceDue: 0,
  creditLimit: 0,
  taxLiable: false,
  taxAreaId: "00000000-0000-0000-0000-000000000000",
  taxAreaDisplayName: "",
  taxRegistrationNumber: "GB123456789",
  currencyId: "00000000-0000-0000-0000-000000000000",
  currencyCode: "USD",
  paymentTermsId: "00000000-0000-0000-0000-000000000000",
  shipmentMethodId: "00000000-0000-0000-0000-000000000000",
  paymentMethodId: "00000000-0000-0000-0000-000000000000",
  blocked: "_x0020_",
  lastModifiedDateTime: "2026-11-26T21:00:00.000Z",
  managedFields: ["displayName", "city", "postalCode", "taxRegistrationNumber", "currencyCode"],
  sentValues: { city: "cambridge", taxRegistrationNumber: "gb123456789", currencyCode: "" },
};

async function seeded() {
  const record = await service.admin.seedRecord(COMPANY, "customers", {
    number: "C00001",
    displayName: "Trey Research",
    postalCode: "CB2 1TN",
    taxRegistrationNumber: "GB123456789",
  });
  const id = String(record.id);
  return { id, state: { ...SENT_VALUES_STATE, etag: String(record["@odata.etag"]) } };
}

describe("Customer state with sentValues, as this release writes it", () => {
  it("diffs with its program as unchanged", async () => {
    const { id, state } = await seeded();
    const checked = (await provider.check({}, PROGRAM)).inputs!;
    await expect(provider.diff(id, state, checked)).resolves.toMatchObject({ changes: false });
  });

  it("refreshes with no drift, keeping what was sent", async () => {
    const { id, state } = await seeded();
    const read = await provider.read(id, state);
    expect(read.inputs).toBeUndefined();
    expect(read.props).toMatchObject({ sentValues: SENT_VALUES_STATE.sentValues, currencyCode: "USD" });
  });

  it("updates a changed field with one PATCH of that field, keeping the other sent values", async () => {
    const { id, state } = await seeded();
    const checked = (await provider.check({}, { ...PROGRAM, displayName: "Trey Research Ltd" })).inputs!;
    await service.admin.resetRequests();
    const updated = await provider.update(id, state, checked);
    const { byRoute } = await service.admin.requests();
    expect(Object.keys(byRoute).filter((route) => !route.startsWith("GET "))).toEqual(["PATCH customers"]);
    expect(updated.outs).toMatchObject({
      displayName: "Trey Research Ltd",
      sentValues: SENT_VALUES_STATE.sentValues,
    });
  });
});
