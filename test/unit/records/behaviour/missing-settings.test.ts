import { configureProvider } from "../../../../src/core/provider/provider-config";
import { disputeStatusProvider as provider } from "../../../support/record-providers";

describe("DisputeStatus without settings", () => {
  const saved = { ...process.env };
  beforeAll(() => {
    delete process.env.BIZOPS_RECORDS_URL;
    delete process.env.BIZOPS_RECORDS_TOKEN;
    configureProvider({
      get: (key) => (key === "bizops:recordsUrl" ? "https://records.example.com" : undefined),
    });
  });
  afterAll(() => {
    process.env = saved;
  });

  it("fails create with the config key and environment variable of the missing token", async () => {
    const creating = provider.create({
      companyId: "5d115c9c-44e3-ea11-bb43-000d3a2feca1",
      code: "X",
      displayName: "X",
    });
    await expect(creating).rejects.toThrow(
      /Missing setting recordsToken.*pulumi config set --secret bizops:recordsToken.*BIZOPS_RECORDS_TOKEN/,
    );
  });

  it("refuses a token bound for plain http on a public host before any request", async () => {
    const creating = provider.create({
      companyId: "5d115c9c-44e3-ea11-bb43-000d3a2feca1",
      code: "X",
      displayName: "X",
      settings: { recordsUrl: "http://records.example.com", recordsToken: "secret-value-1" },
    });
    await expect(creating).rejects.toThrow(/settings.recordsUrl: must be an https: URL/);
    await expect(creating).rejects.not.toThrow(/secret-value-1/);
  });
});
