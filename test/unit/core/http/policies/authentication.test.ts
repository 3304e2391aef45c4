import { RequestCredential } from "../../../../../src/core/http/credential-header";
import { authenticationPolicy } from "../../../../../src/core/http/policies/authentication";
import type { TokenSource } from "../../../../../src/core/identity/token-source";
import { answer, exchange, scriptedNext } from "../support/exchanges";

/** A token source that hands out `tok-1`, `tok-2`, ... and remembers what was refused. */
function tokens(): TokenSource & { refusedTokens: string[] } {
  let issued = 0;
  const refusedTokens: string[] = [];
  return {
    description: "a test identity",
    token: () => Promise.resolve(`tok-${++issued}`),
    refused: (token) => void refusedTokens.push(token),
    secrets: [],
    refusedTokens,
  };
}

const policyFor = (secret: string | TokenSource) =>
  authenticationPolicy({
    auth: new RequestCredential({ header: "authorization", scheme: "Bearer", secret }),
  });

describe("the authentication policy", () => {
  it("sets the credential header of the attempt and remembers what it sent", async () => {
    const ex = exchange();
    const next = scriptedNext(answer(200));
    await policyFor("static-credential").send(ex, next);
    expect(ex.headers.authorization).toBe("Bearer static-credential");
    expect(ex.sent).toBe("static-credential");
  });

  it("renews a token refused with a 401 once, and sends the attempt again with the new one", async () => {
    const source = tokens();
    const ex = exchange({ method: "POST", idempotent: false });
    const sentWith: string[] = [];
    const next = scriptedNext(answer(401), answer(201));
    const recording = (e: typeof ex) => (sentWith.push(e.headers.authorization!), next(e));
    await expect(policyFor(source).send(ex, recording)).resolves.toMatchObject({ response: { status: 201 } });
    expect(sentWith).toEqual(["Bearer tok-1", "Bearer tok-2"]);
    expect(source.refusedTokens).toEqual(["tok-1"]);
    expect(ex.sent).toBe("tok-2");
  });

  it("renews only once: a second 401 is the answer", async () => {
    const next = scriptedNext(answer(401));
    await expect(policyFor(tokens()).send(exchange(), next)).resolves.toMatchObject({
      response: { status: 401 },
    });
    expect(next.seen).toHaveLength(2);
  });

  it.each([
    ["a static credential's 401", "static-credential", 401],
    ["a token's 403", tokens(), 403],
  ])("does not send again after %s", async (_, secret, status) => {
    const next = scriptedNext(answer(status));
    await policyFor(secret).send(exchange(), next);
    expect(next.seen).toHaveLength(1);
  });

  it("sends nothing when no token can be had", async () => {
    const source = { ...tokens(), token: () => Promise.reject(new Error("AADSTS90002")) };
    const next = scriptedNext(answer(200));
    await expect(policyFor(source).send(exchange(), next)).rejects.toThrow("AADSTS90002");
    expect(next.seen).toHaveLength(0);
  });
});
