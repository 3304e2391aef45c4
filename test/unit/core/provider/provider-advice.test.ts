import { isBizopsError } from "../../../../src/core/errors/errors";
import { configureProvider } from "../../../../src/core/provider/provider-config";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { provider } from "../../../../src/runtime";
import { EmulatorAdmin } from "../../../support/emulator-admin";
import { closedPort } from "../../../support/closed-port";

// The provider as the dynamic-provider host reaches it: through the runtime, configured with
// stack config that names no setting (as a refresh without the program has it when the last
// `up` took its settings from the environment). Each call names its settings explicitly.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
const disputeStatus = provider("records:DisputeStatus");
const saved = { ...process.env };
let emulator: Emulator;
let admin: EmulatorAdmin;

beforeAll(async () => {
  for (const name of Object.keys(process.env))
    if (name.startsWith("BIZOPS_RECORDS_")) delete process.env[name];
  // One attempt, so that a refused connection fails at once.
  process.env.BIZOPS_RETRY_MAX_ATTEMPTS = "1";
  configureProvider({ get: () => undefined });
  emulator = await startEmulator();
  admin = new EmulatorAdmin(emulator.url);
});
afterAll(async () => {
  process.env = saved;
  await emulator.close();
});

const settings = (over: Record<string, string> = {}) => ({
  recordsUrl: emulator.url,
  recordsToken: EMULATOR_DEFAULT_TOKENS.records,
  ...over,
});

async function created(code: string) {
  const result = await disputeStatus.create({
    companyId: COMPANY,
    code,
    displayName: code,
    settings: settings(),
    __provider: PROVIDER,
  });
  return { id: result.id, outs: result.outs as Record<string, unknown> };
}

/** What the call failed with. */
async function failure(call: Promise<unknown>): Promise<Error & { code?: string }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error("the call did not fail");
  return error;
}

describe("a refresh or destroy without the program", () => {
  it("says a missing setting may be one set since the last up, and to refresh with --run-program", async () => {
    const { id, outs } = await created("MOVED1");
    const { settings: _explicit, ...recorded } = outs;
    const error = await failure(disputeStatus.read(id, recorded));
    expect(error).toMatchObject({ code: "InvalidSettings" });
    expect(error.message).toMatch(/^Missing setting recordsUrl\./);
    expect(error.message).toContain("`pulumi config set bizops:recordsUrl ...`");
    expect(error.message).toContain("recorded");
    expect(error.message).toMatch(/run `pulumi refresh --run-program`\.$/);
  });

  it("says to destroy with --run-program when a delete misses a setting", async () => {
    const { id, outs } = await created("MOVED2");
    const { settings: _explicit, ...recorded } = outs;
    const error = await failure(disputeStatus.delete(id, recorded));
    expect(error.message).toMatch(/run `pulumi destroy --run-program`\.$/);
    expect(await admin.record(COMPANY, "disputeStatus", id)).toBeDefined();
  });

  it("says a refused token may be the one recorded at the last up, and to refresh with --run-program", async () => {
    const { id, outs } = await created("ROTATED");
    const error = await failure(
      disputeStatus.read(id, { ...outs, settings: settings({ recordsToken: "rotated-away" }) }),
    );
    expect(error).toMatchObject({ code: "Unauthorized" });
    expect(error.message).toMatch(/HTTP 401.*Check the recordsToken setting/);
    expect(error.message).toMatch(/run `pulumi refresh --run-program`\.$/);
    expect(error.message).not.toContain("rotated-away");
  });

  it("reaches the host's console as its code and message, without stack frames", async () => {
    const { id, outs } = await created("PLAIN");
    const { settings: _explicit, ...recorded } = outs;
    const error = await failure(disputeStatus.read(id, recorded));
    // What the dynamic-provider host prints for a failed read or delete.
    const printed = `${String(error)}: ${error.stack}`;
    expect(printed).toBe(`InvalidSettings: ${error.message}`);
    expect(printed).not.toMatch(/\n\s+at /);
  });
});

describe("an update of a record deleted outside Pulumi", () => {
  it("says to refresh, which drops it, then up, which creates it again", async () => {
    const { id, outs } = await created("GONE");
    await admin.removeRecord(COMPANY, "disputeStatus", id);
    const news = {
      companyId: COMPANY,
      code: "GONE",
      displayName: "Changed",
      settings: settings(),
      __provider: PROVIDER,
    };
    const error = await failure(disputeStatus.update(id, outs, news));
    expect(error).toMatchObject({ code: "NotFound" });
    expect(error.message).toMatch(
      /run `pulumi refresh`, which drops it from the stack, then `pulumi up`, which creates it again\.$/,
    );
  });
});

describe("a create whose connection is refused", () => {
  it("says nothing was sent and which URL to check, without looking for the record", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const error = await failure(
      disputeStatus.create({
        companyId: COMPANY,
        code: "REFUSED",
        displayName: "Refused",
        settings: settings({ recordsUrl: url }),
        __provider: PROVIDER,
      }),
    );
    expect(isBizopsError(error)).toBe(true);
    expect(error).toMatchObject({ code: "InvalidSettings" });
    expect(error.message).toMatch(
      /could not connect to 127\.0\.0\.1:\d+ \(connect ECONNREFUSED[^)]*\); nothing was sent/,
    );
    expect(error.message).not.toMatch(/may or may not|not known|looking for it/);
    expect(error.message).toMatch(
      /Check that the recordsUrl setting .* names the service and that the service is running, then run the command again\.$/,
    );
  });
});
