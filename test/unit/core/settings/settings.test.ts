import { SettingsError } from "../../../../src/core/errors/errors";
import { isLoopback, requireSetting, resolveEndpoint } from "../../../../src/core/settings/settings";

const config = (values: Record<string, string>) => ({ get: (key: string) => values[key] });

describe("settings", () => {
  it("prefers an explicit setting, then stack config, then the environment", () => {
    const env = { BIZOPS_RECORDS_URL: "https://env.example" };
    const cfg = config({ "bizops:recordsUrl": "https://config.example" });
    expect(
      requireSetting("recordsUrl", {
        explicit: { recordsUrl: "https://explicit.example" },
        config: cfg,
        env,
      }),
    ).toBe("https://explicit.example");
    expect(requireSetting("recordsUrl", { config: cfg, env })).toBe("https://config.example");
    expect(requireSetting("recordsUrl", { env })).toBe("https://env.example");
  });

  it("names the config key and the environment variable of a missing setting", () => {
    expect(() => requireSetting("recordsToken", { env: {} })).toThrow(SettingsError);
    expect(() => requireSetting("recordsToken", { env: {} })).toThrow(
      /pulumi config set --secret bizops:recordsToken .*BIZOPS_RECORDS_TOKEN/,
    );
  });

  it("refuses to send a token over plain http to a non-loopback host, without showing the token", () => {
    const sources = {
      env: { BIZOPS_RECORDS_URL: "http://records.example.com", BIZOPS_RECORDS_TOKEN: "s3cret-token" },
    };
    let error: unknown;
    try {
      resolveEndpoint("recordsUrl", "recordsToken", sources);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect(String(error)).toMatch(/http:\/\/records.example.com.*https/);
    expect(String(error)).not.toContain("s3cret-token");
  });

  it("allows https anywhere and plain http to loopback", () => {
    const token = { BIZOPS_RECORDS_TOKEN: "t0ken" };
    for (const url of [
      "https://records.example.com/",
      "http://127.0.0.1:8787",
      "http://localhost:1",
      "http://[::1]:9",
    ]) {
      expect(
        resolveEndpoint("recordsUrl", "recordsToken", { env: { ...token, BIZOPS_RECORDS_URL: url } }).baseUrl,
      ).toBe(url.replace(/\/$/, ""));
    }
  });

  it("rejects a URL that is not a URL, or that embeds credentials", () => {
    const env = (url: string) => ({ env: { BIZOPS_RECORDS_URL: url, BIZOPS_RECORDS_TOKEN: "t0ken" } });
    expect(() => resolveEndpoint("recordsUrl", "recordsToken", env("not a url"))).toThrow(
      /bizops:recordsUrl.*not a valid URL/,
    );
    expect(() => resolveEndpoint("recordsUrl", "recordsToken", env("https://u:p@x.example"))).toThrow(
      /credentials in the URL/,
    );
  });

  it("knows which hosts are loopback", () => {
    expect(isLoopback("127.4.5.6")).toBe(true);
    expect(isLoopback("[::1]")).toBe(true);
    expect(isLoopback("127.0.0.1.example.com")).toBe(false);
    expect(isLoopback("10.0.0.1")).toBe(false);
  });
});

describe("explicit settings", () => {
  it("never sends a configured token to a URL given only in explicit settings", () => {
    const sources = {
      explicit: { recordsUrl: "https://other.example.com" },
      env: { BIZOPS_RECORDS_URL: "https://records.example.com", BIZOPS_RECORDS_TOKEN: "t0ken-from-env" },
    };
    expect(() => resolveEndpoint("recordsUrl", "recordsToken", sources)).toThrow(
      /settings.recordsUrl is set without settings.recordsToken/,
    );
  });

  it("uses an explicit token with the configured URL", () => {
    const sources = {
      explicit: { recordsToken: "explicit-token" },
      env: { BIZOPS_RECORDS_URL: "https://records.example.com" },
    };
    expect(resolveEndpoint("recordsUrl", "recordsToken", sources)).toEqual({
      baseUrl: "https://records.example.com",
      credential: "explicit-token",
    });
  });
});
