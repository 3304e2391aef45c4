import { CONFIGURE_WAIT_MS, providerSettingSources } from "../../../src/core/provider-config";

describe("providerSettingSources without configure", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("falls back to explicit settings and the environment when configure never comes", async () => {
    const sources = providerSettingSources({ recordsToken: "explicit" });
    await jest.advanceTimersByTimeAsync(CONFIGURE_WAIT_MS);
    const resolved = await sources;
    expect(resolved.config?.get("bizops:recordsUrl")).toBeUndefined();
    expect(resolved.explicit).toEqual({ recordsToken: "explicit" });
    expect(resolved.env).toBe(process.env);
  });
});
