import { credentialOriginPolicy } from "../../../../../src/core/http/policies/credential-origin";
import { answer, exchange, scriptedNext } from "../support/exchanges";

const settingNames = { url: "recordsUrl", credential: "recordsToken" } as const;

describe("the credential origin policy", () => {
  it("passes a request to the configured origin over https on", async () => {
    const next = scriptedNext(answer(200));
    const policy = credentialOriginPolicy({ settingNames, origin: "https://svc.example" });
    await expect(policy.send(exchange(), next)).resolves.toMatchObject({ response: { status: 200 } });
    expect(next.seen).toHaveLength(1);
  });

  it("refuses plain http to a host that is not loopback, naming the URL setting, before anything else", () => {
    const next = scriptedNext(answer(200));
    const policy = credentialOriginPolicy({ settingNames });
    expect(() => policy.send(exchange({ url: "http://svc.example/thing" }), next)).toThrow(
      /Refusing to send recordsToken to http:\/\/svc.example/,
    );
    expect(next.seen).toHaveLength(0);
  });

  it("refuses a URL of another origin, naming both, before anything else", () => {
    const next = scriptedNext(answer(200));
    const policy = credentialOriginPolicy({ settingNames, origin: "https://svc.example" });
    expect(() => policy.send(exchange({ url: "https://elsewhere.example/next" }), next)).toThrow(
      "test.get: the service returned a link to https://elsewhere.example, but the credential is configured for https://svc.example",
    );
    expect(next.seen).toHaveLength(0);
  });

  it("lets any origin through when none is configured", async () => {
    const next = scriptedNext(answer(200));
    const policy = credentialOriginPolicy({ settingNames });
    await policy.send(exchange({ url: "https://elsewhere.example/x" }), next);
    expect(next.seen).toHaveLength(1);
  });
});
