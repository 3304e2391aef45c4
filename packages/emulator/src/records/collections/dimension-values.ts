import type { CollectionDefinition } from "../collection-types";
import { ServiceError } from "../../service";
import { code, flag, guid, readOnly, text } from "./field-specs";
import { DIMENSIONS } from "./dimensions";
import { READ_ONLY_PAGE } from "./read-only-page";

// API page 30040 "APIV2 Dimension Values Entity" (microsoft/ALAppExtensions
// Apps/W1/APIV2/app/src/pages/APIV2DimensionValuesEntity.Page.al): read-only like dimensions, served
// both as `companies({id})/dimensionValues` and as the part `dimensions({id})/dimensionValues`
// (dev-itpro/api-reference/v2.0/api/dynamics_dimensionvalue_get.md). The Dimension Value table's key
// is (Dimension Code, Code), so a code is unique within its dimension only. Lengths: Code Code[20],
// Name Text[50], Consolidation Code Code[20].
/** The dimensionValues entity set (API v2.0, GET only). */
export const dimensionValues: CollectionDefinition = {
  version: "v2.0",
  name: "dimensionValues",
  typeName: "Microsoft.NAV.dimensionValue",
  fields: {
    code: { type: "string", required: true, maxLength: 20, readOnly: true, code: true },
    dimensionId: { ...readOnly(guid), required: true },
    displayName: readOnly(text(50)),
    consolidationCode: readOnly(code(20)),
    // Dimension Value "Blocked", which the page does not show: a blocked value is refused on documents
    // (DimensionManagement.CheckDimValue; rules/credit-memos/shortcut-dimensions.ts). Admin writes set it.
    blocked: { ...flag, hidden: true },
  },
  uniqueKey: ["dimensionId", "code"],
  defaults: { displayName: "", consolidationCode: "", blocked: false },
  allows: READ_ONLY_PAGE,
  parent: { collection: DIMENSIONS, field: "dimensionId" },
  rules: {
    complete(fields, context) {
      const dimensionId = String(fields.dimensionId);
      if (context.find(DIMENSIONS, "id", dimensionId) === undefined) {
        throw new ServiceError(
          400,
          "Internal_RecordNotFound",
          `The Dimension does not exist. Identification fields and values: Id='${dimensionId}'`,
        );
      }
      return fields;
    },
  },
};
