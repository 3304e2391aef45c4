import * as z from "zod";
import { isBizopsError } from "../../../../src/core/errors/errors";
import { parseFunctionArgs } from "../../../../src/core/functions/function-args";
import { collect, pagedItems } from "../../../../src/core/clients/paging";
import { parseCheckedInputs } from "../../../../src/core/provider/checked-inputs";

/** What `call` threw. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("errors that a program's own values cause", () => {
  it("says to correct the function's arguments it names, then run again", () => {
    const error = thrown(() =>
      parseFunctionArgs(z.strictObject({ companyId: z.string() }), {}, "records.listX"),
    );
    expect(isBizopsError(error) && error.code).toBe("InvalidInput");
    expect(String((error as Error).message)).toMatch(
      /^Invalid arguments for records\.listX: companyId.*Correct the arguments named in the program, then run the command again\.$/,
    );
  });

  it("says to correct a resource's inputs it names, then run pulumi up again", () => {
    const error = thrown(() =>
      parseCheckedInputs(z.strictObject({ code: z.string() }), {}, "bizops:DisputeStatus"),
    );
    expect(String((error as Error).message)).toMatch(/then run `pulumi up` again\.$/);
  });
});

describe("a listing whose service pages wrongly", () => {
  it("says to run again, and to narrow the listing if it repeats", async () => {
    const page = async () => ({ value: [1], nextLink: "https://records.example.com/next" });
    const error = await collect(pagedItems("records.x.list", page, page)).catch((e: unknown) => e);
    expect(isBizopsError(error) && error.code).toBe("UnexpectedResponse");
    expect(String((error as Error).message)).toMatch(/narrow the listing with a filter\.$/);
  });
});
