import { SettingsError } from "../../../../src/core/errors/errors";
import { clientBoundsFrom } from "../../../../src/core/clients/client-bounds";

const config = (values: Record<string, string>) => ({ get: (key: string) => values[key] });

describe("clientBoundsFrom", () => {
  it("leaves the defaults alone when nothing is set", () => {
    expect(clientBoundsFrom({ env: {} })).toEqual({ retry: {} });
  });

  it("reads attempts and the time budget from stack config before the environment", () => {
    const sources = {
      config: config({ "bizops:retryMaxAttempts": "6" }),
      env: { BIZOPS_RETRY_MAX_ATTEMPTS: "2", BIZOPS_RETRY_MAX_ELAPSED_SECONDS: "300" },
    };
    expect(clientBoundsFrom(sources)).toEqual({ retry: { maxAttempts: 6, maxElapsedMs: 300_000 } });
  });

  it.each(["0", "1.5", "many", "99"])("names the key of a bad attempts value %p", (value) => {
    const attempt = () => clientBoundsFrom({ env: { BIZOPS_RETRY_MAX_ATTEMPTS: value } });
    expect(attempt).toThrow(SettingsError);
    expect(attempt).toThrow(
      /bizops:retryMaxAttempts \(BIZOPS_RETRY_MAX_ATTEMPTS\) must be a whole number from 1 to 20/,
    );
  });

  it("reads the bounds on an answer's cost in the client's units", () => {
    const sources = {
      env: {
        BIZOPS_REQUEST_TIMEOUT_SECONDS: "90",
        BIZOPS_MAX_RESPONSE_MEGABYTES: "8",
        BIZOPS_MAX_PAGES: "12",
      },
    };
    expect(clientBoundsFrom(sources)).toEqual({
      retry: {},
      timeoutMs: 90_000,
      maxResponseBytes: 8 * 1024 * 1024,
      maxPages: 12,
    });
  });

  it("reads the records concurrency limit, from 1 to 100", () => {
    const sources = { config: config({ "bizops:recordsMaxConcurrentRequests": "2" }), env: {} };
    expect(clientBoundsFrom(sources)).toEqual({ retry: {}, recordsMaxConcurrentRequests: 2 });
    for (const value of ["0", "101"]) {
      expect(() => clientBoundsFrom({ env: { BIZOPS_RECORDS_MAX_CONCURRENT_REQUESTS: value } })).toThrow(
        /bizops:recordsMaxConcurrentRequests \(BIZOPS_RECORDS_MAX_CONCURRENT_REQUESTS\) must be a whole number from 1 to 100/,
      );
    }
  });
});
