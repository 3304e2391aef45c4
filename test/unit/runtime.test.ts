import { configureProvider } from "../../src/core/provider/provider-config";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { configure, provider } from "../../src/runtime";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

describe("provider runtime", () => {
  // One story, since configure happens once per provider process.
  it("holds calls that arrive before configure, then keeps the first configuration", async () => {
    let settled = false;
    const creating = provider("records:DisputeStatus")
      .create({ companyId: COMPANY, code: "EARLY", displayName: "Early" })
      .finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    const config: Record<string, string> = {
      "bizops:recordsUrl": emulator.url,
      "bizops:recordsToken": EMULATOR_DEFAULT_TOKENS.records,
    };
    await configure({ config: { get: (key) => config[key], require: (key) => config[key]! } });
    await expect(creating).resolves.toMatchObject({ outs: { code: "EARLY" } });

    configureProvider({ get: () => undefined });
    const again = provider("records:DisputeStatus").create({
      companyId: COMPANY,
      code: "AGAIN",
      displayName: "Again",
    });
    await expect(again).resolves.toMatchObject({ outs: { code: "AGAIN" } });
  });

  it("names a resource kind it does not know", () => {
    expect(() => provider("records:Nope")).toThrow(/no resource kind "records:Nope"/);
  });
});
