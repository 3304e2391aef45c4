/**
 * A record type's Args and outputs (generated) and its schemas (derived at run time) both come
 * from its definition: these checks hold the two derivations to each other and to the definition.
 */
import * as z from "zod";
import * as bizops from "../../../src";
import { ENTITIES } from "../../../src/records/entities";
import { inputsSchemaOf, recordSchemaOf, stateSchemaOf } from "../../../src/records/entity-schemas";
import { entitySpec, writableFields } from "../../../src/records/entity-spec";
import { RESOURCE_KINDS } from "../../../src/resource-kinds";
import { API_PAGES } from "../../contract/fixtures/records/api-pages";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

describe.each(ENTITIES.filter((entity) => !entity.readOnly).map((entity) => [entity.name, entity] as const))(
  "the %s definition",
  (name, entity) => {
    const schema = inputsSchemaOf(entity) as unknown as z.ZodObject;

    it("gives a resource class, a list function and its Output form in bizops.records", () => {
      const records = bizops.records as Record<string, unknown>;
      expect(typeof records[name]).toBe("function");
      expect(typeof records[`list${entity.plural}`]).toBe("function");
      expect(typeof records[`list${entity.plural}Output`]).toBe("function");
    });

    it("is a resource kind of the records service with its own provider module", () => {
      expect(RESOURCE_KINDS[name as keyof typeof RESOURCE_KINDS]).toMatchObject({
        service: "records",
        module: entity.module,
      });
    });

    it("takes as inputs exactly the common inputs and the fields a program may set", () => {
      const create = entity.create;
      const expected = [
        "companyId",
        "overwriteConcurrentChanges",
        "settings",
        ...(create.kind === "adopt" ? [create.input] : ["adoptRecordId"]),
        ...writableFields(entity),
      ].sort();
      expect(Object.keys(schema.shape).sort()).toEqual(expected);
    });

    it("refuses an input it does not know, by name", () => {
      const result = schema.safeParse({ companyId: COMPANY, notAField: 1 });
      expect(result.success).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain("notAField");
    });

    it("holds each text field to its length, naming the field", () => {
      for (const [field, spec] of Object.entries(entity.fields)) {
        if (spec.input === undefined || spec.maxLength === undefined || spec.type !== "string") continue;
        const result = schema.safeParse({ companyId: COMPANY, [field]: "x".repeat(spec.maxLength + 1) });
        expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(
          `must be at most ${spec.maxLength} characters`,
        );
      }
    });

    it("reads a record that carries only what the service always sends", () => {
      const always = Object.entries(entity.fields).filter(([, field]) => field.always);
      const record = {
        id: "00000000-0000-0000-0000-000000000001",
        "@odata.etag": 'W/"1"',
        ...(entity.stampsLastModified ? { lastModifiedDateTime: "2026-01-01T00:00:00Z" } : {}),
        ...Object.fromEntries(
          always.map(([field, spec]) => [
            field,
            spec.type === "number" ? 0 : spec.type === "boolean" ? false : "A",
          ]),
        ),
      };
      expect(recordSchemaOf(entity).safeParse(record).success).toBe(true);
      const { [always[0]?.[0] ?? "id"]: _left, ...without } = record as Record<string, unknown>;
      expect(recordSchemaOf(entity).safeParse(without).success).toBe(false);
    });

    it("keeps in state the fields every record carries, and parses a state without the optional ones", () => {
      const state = stateSchemaOf(entity) as unknown as z.ZodObject;
      const always = Object.entries(entity.fields)
        .filter(([, field]) => field.always)
        .map(([field]) => field);
      expect(always.every((field) => field in state.shape)).toBe(true);
    });

    it("replaces the record only on the fields its definition says", () => {
      const spec = entitySpec(entity);
      const create = entity.create;
      const expected =
        create.kind === "adopt"
          ? [create.input]
          : Object.entries(entity.fields)
              .filter(([, field]) => field.replaces)
              .map(([field]) => field);
      expect(spec.replaceOn).toEqual(expected);
    });
  },
);

describe.each(API_PAGES.map((page) => [page.entitySetName, page] as const))(
  "the definition of %s, against its API page",
  (entitySet, page) => {
    const entity = ENTITIES.find((candidate) => candidate.entitySet === entitySet);

    it("exists, as a resource when the page takes inserts and list functions only when it does not", () => {
      expect(entity).toBeDefined();
      expect(Boolean(entity?.readOnly)).toBe(!page.insertAllowed);
    });

    it("has the page's fields, in its order, and stamps lastModifiedDateTime where the page has it", () => {
      const common = new Set(["id", "lastModifiedDateTime"]);
      expect(Object.keys(entity?.fields ?? {})).toEqual(
        page.fields.map((field) => field.name).filter((name) => !common.has(name)),
      );
      expect(entity?.stampsLastModified).toBe(
        page.fields.some((field) => field.name === "lastModifiedDateTime"),
      );
    });

    it("lets a program set exactly the fields the page leaves editable", () => {
      // A field the definition keeps as an output says why (a write there is a transaction).
      const editable = page.insertAllowed
        ? page.fields.filter(
            (field) =>
              !field.readOnly && field.name !== "id" && entity?.fields[field.name]?.outputOnly === undefined,
          )
        : [];
      expect(entity ? writableFields(entity) : []).toEqual(editable.map((field) => field.name));
    });

    it("keys a record in its company as the page's table does, and writes each field's type", () => {
      expect(entity?.key).toEqual(page.naturalKey);
      for (const field of page.fields) {
        const defined = entity?.fields[field.name];
        if (!defined) continue;
        const type =
          defined.type === "dateFormula" || defined.type === "decimalPlaces" ? "string" : defined.type;
        expect([field.name, type]).toEqual([field.name, field.type === "enum" ? "string" : field.type]);
        // The service writes an option's space and hyphen escaped, as XML names do (`In_x0020_Review`).
        const wire = (value: string) => value.replace(/ /g, "_x0020_").replace(/-/g, "_x002D_");
        if (field.values) expect(defined.values).toEqual(field.values.map(wire));
      }
    });
  },
);
