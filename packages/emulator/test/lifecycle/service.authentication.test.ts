import { EMULATOR_DEFAULT_TOKENS, LIFECYCLE_VERSION_EOL } from "pulumi-bizops-emulator";
import {
  certificateUrl,
  exportUrl,
  lifecycle,
  listOperations,
  LOWER_GUID,
  refreshUrl,
  SEED_ENV_PRODUCTION,
  SEED_ENV_UAT,
  statusUrl,
  UNKNOWN_ID,
  useLifecycleEmulator,
} from "./support/lifecycle-client";

const { emulator } = useLifecycleEmulator();

const AUTH_MESSAGE = "Authentication failed: the bearer token is missing or not valid.";

/** One request per lifecycle route: [method, url]. */
function everyRoute(): [string, string][] {
  return [
    ["GET", certificateUrl(emulator, SEED_ENV_UAT)],
    ["POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT)],
    ["POST", exportUrl(emulator, SEED_ENV_UAT, "backup")],
    ["GET", statusUrl(emulator, SEED_ENV_UAT, UNKNOWN_ID)],
  ];
}

describe("lifecycle: authentication", () => {
  it.each([
    ["no token", null],
    ["a wrong token", "not-the-token"],
    ["another service's token", EMULATOR_DEFAULT_TOKENS.records],
  ])(
    "answers 401 with the envelope and WWW-Authenticate: Bearer for %s, on every route",
    async (_, token) => {
      for (const [method, url] of everyRoute()) {
        const reply = await lifecycle(method, url, { token });
        expect(reply.status).toBe(401);
        expect(reply.headers.get("www-authenticate")).toBe("Bearer");
        expect(reply.body).toEqual({
          IsSuccess: false,
          OperationActivityId: expect.stringMatching(LOWER_GUID),
          ErrorMessage: AUTH_MESSAGE,
          VersionEOL: LIFECYCLE_VERSION_EOL,
        });
        if (token !== null) expect(reply.text).not.toContain(token);
      }
    },
  );

  it("checks the token before the path, so an unknown path without a token is a 401 too", async () => {
    const reply = await lifecycle("GET", `${emulator.url}/databasemovement/v1/nothing`, { token: null });
    expect(reply.status).toBe(401);
  });

  it("starts nothing when the token is wrong", async () => {
    await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT), { token: "wrong" });
    expect(await listOperations(emulator)).toEqual([]);
  });
});
