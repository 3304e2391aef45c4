/** Errors a program can branch on: a stable code on each, and a guard that sees across copies. */
import * as bizops from "../../../../src";
import * as errors from "../../../../src/core/errors/errors";

type ErrorsModule = typeof import("../../../../src/core/errors/errors");

/** The errors module as a second copy of the package would load it: its own classes. */
function secondCopy(): ErrorsModule {
  let copy: ErrorsModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<ErrorsModule>("../../../../src/core/errors/errors");
  });
  return copy!;
}

describe("isBizopsError", () => {
  it("recognizes an error thrown by another copy of the package, which instanceof does not", () => {
    const other = secondCopy();
    const error = new other.ConcurrencyError({ operation: "records.disputeStatus.update", status: 409 });
    expect(error instanceof bizops.BizopsError).toBe(false);
    expect(bizops.isBizopsError(error)).toBe(true);
    expect(other.isBizopsError(new errors.NotFoundError({ operation: "records.get", status: 404 }))).toBe(
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

describe("the public surface of errors", () => {
  it("is one class, a guard and the code type: programs branch on code, not on classes", () => {
    const names = Object.keys(bizops).filter((name) => /Error$/.test(name) || name === "isBizopsError");
    expect(names.sort()).toEqual(["BizopsError", "isBizopsError"]);
  });

  it("requires a code where an error is made", () => {
    // A compile-time rule: ts-jest fails this file if the constructor ever takes no code again.
    // @ts-expect-error: the code is decided where the facts are known, never by default.
    const make = () => new bizops.BizopsError("no code");
    expect(new bizops.BizopsError("a code", { code: "Refused" }).code).toBe("Refused");
    expect(typeof make).toBe("function");
  });
});

describe("error codes", () => {
  const request = (status: number | undefined) =>
    new errors.RequestError({ operation: "datashare.listSynchronizations", status }).code;

  it("names each class's own code", () => {
    const details = { operation: "records.disputeStatus.update", status: 400 };
    expect(new errors.ConcurrencyError(details).code).toBe("ConcurrentChange");
    expect(new errors.NotFoundError(details).code).toBe("NotFound");
    expect(new errors.OperationRefusedError(details).code).toBe("Refused");
    expect(new errors.ResponseShapeError(details).code).toBe("UnexpectedResponse");
    expect(new errors.SettingsError("Missing setting recordsUrl.").code).toBe("InvalidSettings");
    expect(new errors.ResourceInitError("ended Failed", "op-1", {}).code).toBe("OperationIncomplete");
    expect(new bizops.BizopsError("Invalid arguments", { code: "InvalidInput" }).code).toBe("InvalidInput");
  });

  it("reads a request's code from its status", () => {
    expect(request(429)).toBe("Throttled");
    expect(request(408)).toBe("TimedOut");
    // A 409 or 412 is a concurrent change only where the service says so, not by its status.
    expect(request(409)).toBe("Rejected");
    expect(request(412)).toBe("Rejected");
    expect(request(401)).toBe("Unauthorized");
    expect(request(403)).toBe("Unauthorized");
    expect(request(400)).toBe("Rejected");
    expect(request(503)).toBe("ServiceFailure");
    expect(request(undefined)).toBe("NoResponse");
  });

  it("lets a more specific error raised from another's facts choose its own code", () => {
    const throttled = new errors.RequestError({ operation: "lifecycle.fetchCertificate", status: 429 });
    const refused = new errors.OperationRefusedError({ ...throttled.facts(), hint: "Not started." });
    expect(refused.code).toBe("Refused");
    expect(new errors.RequestError({ ...throttled.facts(), hint: "Wait." }).code).toBe("Throttled");
  });

  it("carries the brand as a hidden property, so that copies and serialized errors hold data only", () => {
    const brand = Symbol.for("pulumi-bizops.BizopsError");
    const error = new errors.NotFoundError({ operation: "records.get", status: 404 });
    expect(Object.getOwnPropertySymbols(error)).toContain(brand);
    expect(Object.prototype.propertyIsEnumerable.call(error, brand)).toBe(false);
    expect(Object.getOwnPropertySymbols({ ...error })).toEqual([]);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ code: "NotFound", status: 404 });
  });
});
