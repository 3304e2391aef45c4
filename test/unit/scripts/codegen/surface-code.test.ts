/** How a surface's field becomes TypeScript and zod: the map of values by name. */
import { members, objectBody } from "../../../../scripts/codegen/surface-code";
import type { ServiceSurface, SurfaceField } from "../../../../src/core/describe/surface";
import { RECORD_SURFACE } from "../../../../src/records/resources/surface";

const fields: Record<string, SurfaceField> = {
  tags: { type: "string", map: true, doc: "Tags by name.", maxLength: 10 },
  values: {
    type: "any",
    union: "RecordFieldValue",
    map: true,
    required: true,
    check: "fieldValue",
    doc: "Values.",
  },
};
const surface: ServiceSurface = RECORD_SURFACE;

describe("a map field", () => {
  it("is an Input of a map of Inputs in an Args type", () => {
    const text = members(surface, { fields }, "input");
    expect(text).toContain("tags?: pulumi.Input<{ [field: string]: pulumi.Input<string> }>;");
    expect(text).toContain("values: pulumi.Input<{ [field: string]: pulumi.Input<RecordFieldValue> }>;");
  });

  it("is a map of plain values, or an Output of one", () => {
    expect(members(surface, { fields }, "plain")).toContain("tags?: { [field: string]: string };");
    expect(members(surface, { fields }, "output")).toContain(
      "readonly tags: pulumi.Output<{ [field: string]: string } | undefined>;",
    );
  });

  it("checks each value by its facts or its check in zod", () => {
    const checks = new Set<string>();
    const body = objectBody({ fields }, checks);
    expect(body).toContain(
      'tags: z.record(z.string(), z.string().max(10, { message: "must be at most 10 characters" })).optional(),',
    );
    expect(body).toContain("values: z.record(z.string(), fieldValue),");
    expect([...checks]).toEqual(["fieldValue"]);
  });
});
