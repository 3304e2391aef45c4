/**
 * The records functions written by hand (`listCompanies`, `listRecords`, `getRecord`) and the
 * arguments every record list function takes (`ListRecordsArgs`), declared once
 * (src/core/describe/surface.ts): `npm run generate` writes their TypeScript types and argument
 * schemas (generated/records-types.ts, records-schemas.ts here) and the plugin describes
 * them in its package schema from here. (Each record type's own list and get functions come from
 * its definition.) A rule the facts cannot say is a zod schema of checks.ts, which a field names,
 * and its words are in the field's doc.
 */
import type { ServiceSurface, SurfaceField } from "../../core/describe/surface";

const SETTINGS: SurfaceField = {
  type: "settings",
  doc: "Where the records service is, and the token for it, for this call; otherwise stack config `bizops:*`, then `BIZOPS_*` environment variables.",
};

/** Where an entity set is: its API and its name (as `records.Record`'s `apiRoute` and `entitySet`). */
const ENTITY_SET_PLACE: Record<string, SurfaceField> = {
  apiRoute: {
    type: "string",
    doc: "The API of the entity set: its version for the standard API, such as `v2.0`, or `<publisher>/<group>/<version>` for a custom API.",
    required: true,
    check: "apiRoute",
  },
  entitySet: {
    type: "string",
    doc: "The entity set, as its API page's `EntitySetName` writes it, such as `carBrands`.",
    required: true,
    check: "entitySetName",
  },
};

export const RECORDS_SURFACE: ServiceSurface = {
  module: "records",
  service: "records",
  source: "src/records/functions/surface.ts",
  folder: "src/records/functions/generated",
  settings: {
    plain: "RecordsSettings",
    input: "RecordsSettingsArgs",
    from: "../../resources/records-settings-args",
    token: "records:RecordsSettings",
  },
  checks: "../checks",
  types: {
    Company: {
      doc: "A company of the environment, as the service lists it.",
      fields: {
        id: {
          type: "string",
          doc: "The company's id (a GUID): the `companyId` of its records.",
          required: true,
        },
        name: { type: "string", doc: "The company's name, such as `CRONUS US`.", required: true },
        displayName: {
          type: "string",
          doc: "The name shown on the company's documents, such as `CRONUS USA, Inc.`.",
        },
      },
      rest: {
        name: "property",
        doc: "Any other property the service returns (`systemVersion`, `businessProfileId`, `systemCreatedAt`, ...); kept as it came.",
      },
    },
    EntityRecord: {
      doc: "A record of any entity set, as the service returns it.",
      fields: {
        id: { type: "string", doc: "The record's id (a GUID).", required: true },
        "@odata.etag": {
          type: "string",
          doc: "The record's eTag, which guards a change (`If-Match`).",
          required: true,
        },
      },
      rest: { name: "field", doc: "Every other field, as the service returns it." },
      schemaOpen: true,
    },
  },
  args: {
    ListRecords: {
      doc: "What each record list function takes.",
      fields: {
        companyId: {
          type: "guid",
          doc: "The company whose records to read: a GUID, such as `5d115c9c-44e3-ea11-bb43-000d3a2feca1`.",
          required: true,
          check: "guid",
        },
        filter: {
          type: "string",
          doc: "An OData `$filter` expression, such as `startswith(code,'P')` or `status eq 'Draft'`; every record of the type when left out. Must not be empty.",
          check: "odataFilter",
        },
        settings: SETTINGS,
      },
    },
  },
  functions: {
    listCompanies: {
      doc: "Every company of the environment the records settings name, from every page.",
      args: {
        doc: "Which environment's companies to list.",
        fields: {
          settings: {
            type: "settings",
            doc: "Where the records service is, and the token or identity for it, for this call; otherwise stack config `bizops:*`, then `BIZOPS_*` environment variables.",
          },
        },
      },
      result: {
        doc: "Every company of the environment, from every page.",
        fields: {
          value: {
            type: { object: "Company" },
            list: true,
            required: true,
            doc: "The companies, from every page, in the service's order.",
          },
        },
      },
    },
    listRecords: {
      doc: "Every record of an entity set (custom APIs included) that matches `filter`, from every page.",
      typeName: "ListEntitySetRecords",
      args: {
        doc: "The company, the entity set, an optional filter, and settings.",
        extendsArgs: "ListRecords",
        fields: ENTITY_SET_PLACE,
      },
      result: {
        doc: "Every record of the entity set that matches, from every page, in the service's order.",
        fields: {
          value: {
            type: { object: "EntityRecord" },
            list: true,
            required: true,
            doc: "The records, from every page, in the service's order.",
          },
        },
      },
    },
    getRecord: {
      doc: "The record of an entity set (custom APIs included) with the id given; a missing record is a `NotFound` error.",
      args: {
        doc: "The record to read: its company, its entity set and its id.",
        fields: {
          companyId: {
            type: "guid",
            doc: "The company the record belongs to: a GUID.",
            required: true,
            check: "guid",
          },
          ...ENTITY_SET_PLACE,
          id: { type: "guid", doc: "The record's id (a GUID).", required: true, check: "guid" },
          settings: SETTINGS,
        },
      },
      result: { type: "EntityRecord", fields: {} },
    },
  },
};
