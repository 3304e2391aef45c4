import * as z from "zod";
import { ResponseShapeError } from "../../../../src/core/errors/errors";
import { parseFunctionArgs } from "../../../../src/core/functions/function-args";
import { parseCheckedInputs } from "../../../../src/core/provider/checked-inputs";
import { parseResponse } from "../../../../src/core/clients/response-shape";
import { parseState } from "../../../../src/core/provider/state";
import { describeIssues } from "../../../../src/core/schemas/zod-issues";

const schema = z.strictObject({
  name: z.string(),
  nested: z.object({ count: z.number() }),
});
const bad = { name: 1, nested: { count: "x" } };

function failure(value: unknown): z.ZodError {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("expected the value to be refused");
  return parsed.error;
}

describe("zod issue wording", () => {
  it("names every bad property by its dotted path", () => {
    const text = describeIssues(failure(bad), "(value)");
    expect(text).toMatch(/^name: .+; nested\.count: .+$/);
  });

  it("names unknown keys rather than the object that holds them", () => {
    expect(describeIssues(failure({ name: "a", nested: { count: 1 }, extra: true }), "(value)")).toMatch(
      /^extra: /,
    );
  });

  it("names the whole value when the issue has no path", () => {
    expect(describeIssues(failure("not an object"), "(value)")).toMatch(/^\(value\): /);
  });

  it("words inputs, arguments, state and responses the same way", () => {
    const expected = describeIssues(failure(bad), "unused");
    expect(() => parseFunctionArgs(schema, bad, "test.fn")).toThrow(
      `Invalid arguments for test.fn: ${expected}.`,
    );
    expect(() => parseCheckedInputs(schema, bad, "bizops:Test")).toThrow(
      `Invalid inputs for bizops:Test: ${expected}.`,
    );
    expect(() => parseState(schema, bad, "bizops:Test")).toThrow(
      `The stored state of bizops:Test cannot be read (${expected}).`,
    );
    const response = {
      status: 200,
      headers: {},
      body: bad,
      requestId: "r-1",
      redact: (text: string) => text,
    };
    let shapeError: unknown;
    try {
      parseResponse(schema, response, "test.get");
    } catch (error) {
      shapeError = error;
    }
    expect(shapeError).toBeInstanceOf(ResponseShapeError);
    expect((shapeError as ResponseShapeError).serviceMessage).toBe(
      `the response does not match the documented shape (${expected})`,
    );
  });
});
