import { BizopsError, MissingSettingError, RequestError } from "../../../../src/core/errors/errors";
import { configureProvider } from "../../../../src/core/provider/provider-config";
import { RepeatedFailures } from "../../../../src/core/provider/repeated-failures";
import { provider } from "../../../../src/runtime";
import { startEmulator, type Emulator } from "pulumi-bizops-emulator";

/** What the call failed with. */
async function failure(call: Promise<unknown>): Promise<BizopsError> {
  return call.then(
    () => {
      throw new Error("the call did not fail");
    },
    (e: unknown) => e as BizopsError,
  );
}

const refused = (operation: string) =>
  new RequestError({
    operation,
    status: 401,
    serviceCode: "Authentication_InvalidCredentials",
    serviceMessage: "The credentials provided are incorrect.",
    requestId: operation,
    hint: "Check the recordsToken setting (stack config bizops:recordsToken).",
  });

describe("RepeatedFailures", () => {
  it("keeps the first failure of a reason whole, and makes each later one a line that points to it with the count", async () => {
    const failures = new RepeatedFailures();
    const first = refused("records.customers.get");
    expect(await failure(failures.shorten(Promise.reject(first)))).toBe(first);
    const second = await failure(failures.shorten(Promise.reject(refused("records.vendors.get"))));
    const third = await failure(failures.shorten(Promise.reject(refused("records.items.create"))));
    expect(second.message).toMatch(
      /^Unauthorized \(HTTP 401\): the same failure as the first resource's error above, 2 resources so far in this run\./,
    );
    expect(third.message).toContain("3 resources so far");
    expect(third).toMatchObject({ code: "Unauthorized" });
    expect(third.message).not.toContain("records.items.create");
    expect((third.cause as RequestError).operation).toBe("records.items.create");
  });

  it("counts each reason apart: another setting, another status", async () => {
    const failures = new RepeatedFailures();
    const missing = (name: "recordsUrl" | "lifecycleUrl") =>
      new MissingSettingError(name, `Missing setting ${name}.`, { hint: `Set ${name}.` });
    await failure(failures.shorten(Promise.reject(missing("recordsUrl"))));
    const other = missing("lifecycleUrl");
    expect(await failure(failures.shorten(Promise.reject(other)))).toBe(other);
    expect((await failure(failures.shorten(Promise.reject(missing("recordsUrl"))))).message).toContain(
      "2 resources so far",
    );
  });

  it("leaves a failure of one resource's own as it is, however often it comes", async () => {
    const failures = new RepeatedFailures();
    for (let i = 0; i < 3; i++) {
      const own = new BizopsError("The record is gone.", { code: "NotFound" });
      expect(await failure(failures.shorten(Promise.reject(own)))).toBe(own);
    }
  });
});

describe("a run whose token was rotated", () => {
  let emulator: Emulator;
  beforeAll(async () => {
    configureProvider({ get: () => undefined });
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it("tells the first resource what to do, and the others that theirs is the same failure", async () => {
    const disputeStatus = provider("records:DisputeStatus");
    const paymentTerm = provider("records:PaymentTerm");
    const settings = { recordsUrl: emulator.url, recordsToken: "rotated-away" };
    const base = { companyId: "5d115c9c-44e3-ea11-bb43-000d3a2feca1", settings, __provider: "x" };
    const errors = [
      await failure(disputeStatus.create({ ...base, code: "A", displayName: "A" })),
      await failure(paymentTerm.create({ ...base, code: "B", dueDateCalculation: "30D" })),
      await failure(disputeStatus.create({ ...base, code: "C", displayName: "C" })),
    ];
    expect(errors.map((e) => e.code)).toEqual(["Unauthorized", "Unauthorized", "Unauthorized"]);
    expect(errors[0]?.message).toContain("recordsToken");
    expect(errors[1]?.message).toContain("2 resources so far");
    expect(errors[2]?.message).toContain("3 resources so far");
    expect(errors.map((e) => e.message).join("\n")).not.toContain("rotated-away");
  });
});
