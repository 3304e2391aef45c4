import { ENV, HandClock, pp, ppAdmin, usePowerPlatform } from "./support/powerplatform-client";
import { call } from "../support/emulator-client";

const clock = new HandClock();
const emulator = usePowerPlatform(clock, { powerPlatform: { callsPerMinute: 3 } });
const ENVIRONMENT = `/environmentmanagement/environments/${ENV.sandbox}`;

describe("the Power Platform service", () => {
  it("answers 401 without a token or with another service's", async () => {
    expect((await pp(emulator, "GET", ENVIRONMENT, undefined, null)).status).toBe(401);
    const reply = await pp(emulator, "GET", ENVIRONMENT, undefined, "emulator-lifecycle-token");
    expect(reply.status).toBe(401);
    expect(reply.headers.get("www-authenticate")).toContain("https://api.powerplatform.com");
  });

  it("answers 400 naming api-version when it is missing or unknown, in each route family's body", async () => {
    const token = { token: "emulator-powerplatform-token" };
    const missing = await call("GET", `${emulator.url}${ENVIRONMENT}`, token);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errorDetail: { fieldErrors: { "api-version": { suggestedValue: "2024-10-01" } } },
    });
    const dynamics = await call(
      "GET",
      `${emulator.url}/dynamics/environments/${ENV.sandbox}/finopsproperties?api-version=1999-01-01`,
      token,
    );
    expect(dynamics.body).toMatchObject({ error: { code: "InvalidApiVersion" } });
  });

  it("answers 429 with Retry-After past the caller's calls per minute, on the environment management routes only", async () => {
    for (let i = 0; i < 3; i += 1) expect((await pp(emulator, "GET", ENVIRONMENT)).status).toBe(200);
    const throttled = await pp(emulator, "GET", ENVIRONMENT);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("60");
    expect((await pp(emulator, "GET", `/dynamics/environments/${ENV.sandbox}/finopsproperties`)).status).toBe(
      200,
    );
    clock.advance(60_000);
    expect((await pp(emulator, "GET", ENVIRONMENT)).status).toBe(200);
  });

  it("changes its timing through the admin route, refusing a bad value", async () => {
    expect((await ppAdmin(emulator, "POST", "timing", { stepMs: 0, callsPerMinute: 0 })).body).toEqual({
      stepMs: 0,
      callsPerMinute: 0,
    });
    expect((await ppAdmin(emulator, "POST", "timing", { stepMs: -1 })).status).toBe(400);
    const accepted = await pp(emulator, "POST", `${ENVIRONMENT}/copy`, {
      sourceEnvironmentId: ENV.production,
      copyType: "Full",
    });
    expect(accepted.headers.get("retry-after")).toBe("0");
    const operations = await ppAdmin(emulator, "GET", "operations");
    expect(operations.body.operations).toMatchObject([
      { name: "Copy", status: "Succeeded", sourceEnvironmentId: ENV.production },
    ]);
  });

  it("answers an injected fault on its routes in its error shape", async () => {
    await call("POST", `${emulator.url}/_admin/faults`, {
      token: null,
      body: { pathIncludes: "/copy", status: 503, retryAfter: "2", times: 1 },
    });
    const reply = await pp(emulator, "POST", `${ENVIRONMENT}/copy`, {
      sourceEnvironmentId: ENV.production,
      copyType: "Full",
    });
    expect(reply.status).toBe(503);
    expect(reply.headers.get("retry-after")).toBe("2");
    expect(reply.body).toMatchObject({ error: { code: "ServiceUnavailable" } });
  });
});
