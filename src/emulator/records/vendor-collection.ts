import type { CollectionDefinition } from "./collection-types";

/** Name of the vendors collection on admin paths. */
export const VENDORS = "vendors";

/**
 * Vendors: the records purchase credit memos refer to. Not served on the public API (the spec shows no
 * vendor route); tests seed them with `POST /_admin/records/{companyId}/vendors`. The address fields
 * are named so that `buyFrom` + the field name (first letter upper-cased) is the memo's field.
 */
export const vendors: CollectionDefinition = {
  version: "v2.0",
  name: VENDORS,
  typeName: "Microsoft.NAV.vendor",
  fields: {
    number: { type: "string", required: true, maxLength: 20 },
    name: { type: "string", maxLength: 100 },
    addressLine1: { type: "string", maxLength: 100 },
    addressLine2: { type: "string", maxLength: 50 },
    city: { type: "string", maxLength: 30 },
    state: { type: "string", maxLength: 30 },
    country: { type: "string", maxLength: 10 },
    postCode: { type: "string", maxLength: 20 },
  },
  uniqueKey: "number",
  defaults: { name: "", addressLine1: "", addressLine2: "", city: "", state: "", country: "", postCode: "" },
  servedOnApi: false,
};

/** The vendor address fields copied onto a memo, as `buyFrom<Field>` and `payTo<Field>`. */
export const VENDOR_ADDRESS_FIELDS = [
  "addressLine1",
  "addressLine2",
  "city",
  "country",
  "state",
  "postCode",
] as const;
