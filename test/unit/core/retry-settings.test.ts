import { SettingsError } from "../../../src/core/errors";
import { retryOptionsFrom } from "../../../src/core/retry-settings";

const config = (values: Record<string, string>) => ({ get: (key: string) => values[key] });

describe("retryOptionsFrom", () => {
  it("leaves the defaults alone when nothing is set", () => {
    expect(retryOptionsFrom({ env: {} })).toEqual({});
  });

  it("reads attempts and the time budget from stack config before the environment", () => {
    const sources = {
      config: config({ "bizops:retryMaxAttempts": "6" }),
      env: { BIZOPS_RETRY_MAX_ATTEMPTS: "2", BIZOPS_RETRY_MAX_ELAPSED_SECONDS: "300" },
    };
    expect(retryOptionsFrom(sources)).toEqual({ maxAttempts: 6, maxElapsedMs: 300_000 });
  });

  it.each(["0", "1.5", "many", "99"])("names the key of a bad attempts value %p", (value) => {
    const attempt = () => retryOptionsFrom({ env: { BIZOPS_RETRY_MAX_ATTEMPTS: value } });
    expect(attempt).toThrow(SettingsError);
    expect(attempt).toThrow(
      /bizops:retryMaxAttempts \(BIZOPS_RETRY_MAX_ATTEMPTS\) must be a whole number from 1 to 20/,
    );
  });
});
