import { AuthenticationError, CredentialUnavailableError } from "@azure/identity";
import { IdentityError } from "../../../../src/core/errors/errors";
import { CachedTokenSource, renewAt } from "../../../../src/core/identity/token-source";
import { CountingCredential } from "../../../support/counting-credential";

const HOUR = 60 * 60_000;
const SCOPE = "https://api.businesscentral.dynamics.com/.default";
const SECRET = "client-secret-value-42";

let now: number;
const clock = () => now;

function source(credential: CountingCredential, options: { fresh?: boolean; made?: () => void } = {}) {
  return new CachedTokenSource({
    description:
      "the records service's Entra ID clientSecret identity (tenant t1, client id c1), scope " + SCOPE,
    scope: SCOPE,
    credential: () => {
      options.made?.();
      return credential;
    },
    freshAfterRefusal: options.fresh ?? true,
    secrets: [SECRET],
    now: clock,
  });
}

beforeEach(() => {
  now = Date.parse("2026-11-22T12:00:00Z");
});

describe("CachedTokenSource", () => {
  it("asks for no token until one is needed, then asks for the configured scope", async () => {
    const credential = new CountingCredential(clock);
    const tokens = source(credential);
    expect(credential.asked).toEqual([]);
    await expect(tokens.token()).resolves.toBe("token-1");
    expect(credential.asked).toEqual([SCOPE]);
  });

  it("reuses a token until shortly before it expires, then renews it once", async () => {
    const credential = new CountingCredential(clock, HOUR);
    const tokens = source(credential);
    await tokens.token();
    now += 50 * 60_000;
    await expect(tokens.token()).resolves.toBe("token-1");
    now += 6 * 60_000; // four minutes before expiry: inside the five-minute margin
    await expect(tokens.token()).resolves.toBe("token-2");
    await expect(tokens.token()).resolves.toBe("token-2");
    expect(credential.asked).toHaveLength(2);
  });

  it("renews short-lived tokens a quarter of their lifetime early", () => {
    const asked = 1_000_000;
    expect(renewAt({ token: "t", expiresOnTimestamp: asked + 8_000 }, asked)).toBe(asked + 6_000);
    expect(renewAt({ token: "t", expiresOnTimestamp: asked + 2 * HOUR }, asked)).toBe(
      asked + 2 * HOUR - 5 * 60_000,
    );
    expect(
      renewAt({ token: "t", expiresOnTimestamp: asked + HOUR, refreshAfterTimestamp: asked + 1_000 }, asked),
    ).toBe(asked + 1_000);
  });

  it("shares one token request among concurrent callers", async () => {
    const credential = new CountingCredential(clock);
    const tokens = source(credential);
    const all = await Promise.all([tokens.token(), tokens.token(), tokens.token()]);
    expect(all).toEqual(["token-1", "token-1", "token-1"]);
    expect(credential.asked).toHaveLength(1);
  });

  it("fetches a new token through a new credential after a refusal", async () => {
    const credential = new CountingCredential(clock);
    let made = 0;
    const tokens = source(credential, { made: () => made++ });
    await tokens.token();
    tokens.refused("token-1");
    await expect(tokens.token()).resolves.toBe("token-2");
    expect(made).toBe(2);
  });

  it("keeps an interactive credential after a refusal, so that nobody is asked to sign in twice", async () => {
    const credential = new CountingCredential(clock);
    let made = 0;
    const tokens = source(credential, { fresh: false, made: () => made++ });
    await tokens.token();
    tokens.refused("token-1");
    await tokens.token();
    expect(made).toBe(1);
    expect(credential.asked).toHaveLength(2);
  });

  it("ignores the refusal of a token it has already replaced", async () => {
    const credential = new CountingCredential(clock);
    const tokens = source(credential);
    await tokens.token();
    tokens.refused("token-1");
    await tokens.token();
    tokens.refused("token-1");
    await expect(tokens.token()).resolves.toBe("token-2");
    expect(credential.asked).toHaveLength(2);
  });

  it("names the identity, the scope, the AADSTS code and what to check, without the secret", async () => {
    const credential = new CountingCredential(clock);
    credential.failWith = new AuthenticationError(401, {
      error: "invalid_client",
      error_description: `AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app 'c1'. (${SECRET})\r\nTrace ID: 1\r\nCorrelation ID: 2`,
    });
    const error = await source(credential)
      .token()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).identityProviderCode).toBe("AADSTS7000215");
    expect((error as IdentityError).code).toBe("Unauthorized");
    const text = String(error);
    expect(text).toContain("tenant t1, client id c1");
    expect(text).toContain(SCOPE);
    expect(text).toContain("AADSTS7000215");
    expect(text).toMatch(/secret's value, not its id/);
    expect(text).not.toContain(SECRET);
  });

  it("tries again on the next call after a failure", async () => {
    const credential = new CountingCredential(clock);
    credential.failWith = new CredentialUnavailableError("Please run 'az login' to set up an account");
    const tokens = source(credential);
    await expect(tokens.token()).rejects.toThrow(/az login.*Check the tenant id/);
    credential.failWith = undefined;
    await expect(tokens.token()).resolves.toBe("token-2");
  });
});
