/** Errors a program can branch on: a stable code on each, and a guard that sees across copies. */
import * as bizops from "../../../src";

type ErrorsModule = typeof import("../../../src/core/errors");

/** The errors module as a second copy of the package would load it: its own classes. */
function secondCopy(): ErrorsModule {
  let copy: ErrorsModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<ErrorsModule>("../../../src/core/errors");
  });
  return copy!;
}

describe("isBizopsError", () => {
  it("recognizes an error thrown by another copy of the package, which instanceof does not", () => {
    const other = secondCopy();
    const error = new other.ConcurrencyError({ operation: "records.disputeStatus.update", status: 409 });
    expect(error instanceof bizops.BizopsError).toBe(false);
    expect(bizops.isBizopsError(error)).toBe(true);
    expect(other.isBizopsError(new bizops.NotFoundError({ operation: "records.get", status: 404 }))).toBe(
      true,
    );
  });

  it("gives the code of an error from another copy", () => {
    const error: unknown = new (secondCopy().OperationRefusedError)({ operation: "lifecycle.startRefresh" });
    if (!bizops.isBizopsError(error)) throw new Error("not recognized");
    expect(error.code).toBe("Refused");
  });

  it("refuses errors that only look alike", () => {
    const lookalike = Object.assign(new Error("x"), {
      name: "BizopsError",
      code: "NotFound",
      hint: undefined,
    });
    expect(bizops.isBizopsError(lookalike)).toBe(false);
    expect(bizops.isBizopsError(undefined)).toBe(false);
    expect(bizops.isBizopsError("NotFound")).toBe(false);
  });
});

describe("error codes", () => {
  const request = (status: number | undefined) =>
    new bizops.RequestError({ operation: "datashare.listSynchronizations", status }).code;

  it("names each class's own code", () => {
    const details = { operation: "records.disputeStatus.update", status: 400 };
    expect(new bizops.ConcurrencyError(details).code).toBe("ConcurrentChange");
    expect(new bizops.NotFoundError(details).code).toBe("NotFound");
    expect(new bizops.OperationRefusedError(details).code).toBe("Refused");
    expect(new bizops.ResponseShapeError(details).code).toBe("UnexpectedResponse");
    expect(new bizops.SettingsError("Missing setting recordsUrl.").code).toBe("InvalidSettings");
    expect(new bizops.ResourceInitError("ended Failed", "op-1", {}).code).toBe("OperationIncomplete");
    expect(new bizops.BizopsError("Invalid arguments").code).toBe("InvalidInput");
  });

  it("reads a request's code from its status", () => {
    expect(request(429)).toBe("Throttled");
    expect(request(401)).toBe("Unauthorized");
    expect(request(403)).toBe("Unauthorized");
    expect(request(400)).toBe("Rejected");
    expect(request(503)).toBe("ServiceFailure");
    expect(request(undefined)).toBe("NoResponse");
  });

  it("lets a more specific error raised from another's facts choose its own code", () => {
    const throttled = new bizops.RequestError({ operation: "lifecycle.fetchCertificate", status: 429 });
    const refused = new bizops.OperationRefusedError({ ...throttled.facts(), hint: "Not started." });
    expect(refused.code).toBe("Refused");
    expect(new bizops.RequestError({ ...throttled.facts(), hint: "Wait." }).code).toBe("Throttled");
  });

  it("carries the brand as a hidden property, so that copies and serialized errors hold data only", () => {
    const brand = Symbol.for("pulumi-bizops.BizopsError");
    const error = new bizops.NotFoundError({ operation: "records.get", status: 404 });
    expect(Object.getOwnPropertySymbols(error)).toContain(brand);
    expect(Object.prototype.propertyIsEnumerable.call(error, brand)).toBe(false);
    expect(Object.getOwnPropertySymbols({ ...error })).toEqual([]);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ code: "NotFound", status: 404 });
  });
});
