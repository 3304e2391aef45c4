import { configureProvider, providerSettingSources } from "../../../../src/core/provider/provider-config";

describe("providerSettingSources", () => {
  it("waits for configure, then answers from explicit settings, the stack config and the environment", async () => {
    let settled = false;
    const sources = providerSettingSources({ recordsToken: "explicit" }).then((resolved) => {
      settled = true;
      return resolved;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    configureProvider({
      get: (key) => (key === "bizops:recordsUrl" ? "https://records.example" : undefined),
    });
    const resolved = await sources;
    expect(resolved.config?.get("bizops:recordsUrl")).toBe("https://records.example");
    expect(resolved.explicit).toEqual({ recordsToken: "explicit" });
    expect(resolved.env).toBe(process.env);
  });
});
