import { RequestCredential } from "../../../../../src/core/http/credential-header";
import { IdentityError, NotFoundError, RequestError } from "../../../../../src/core/errors/errors";
import { redactionPolicy } from "../../../../../src/core/http/policies/redaction";
import { answer, exchange, failed, scriptedNext } from "../support/exchanges";

const TOKEN = "redaction-policy-token-1";
const policy = redactionPolicy({
  settingNames: { url: "recordsUrl", credential: "recordsToken" },
  auth: new RequestCredential({ header: "authorization", scheme: "Bearer", secret: TOKEN }),
  timeoutMs: 30_000,
  maxResponseBytes: 1024,
});

/** The exchange of a request that ended after `attempts`, `stopped` saying why. */
function ended(attempts: number, stopped: string | undefined, idempotent = true) {
  const ex = exchange({ idempotent });
  Object.assign(ex, { sent: TOKEN, attempts, stopped });
  return ex;
}

const echoing = (status: number) =>
  answer(
    status,
    { error: { code: `Code_${TOKEN}`, message: `you sent Bearer ${TOKEN}` } },
    {
      "x-svc-request-id": `req-${TOKEN}`,
    },
  );

describe("the redaction policy", () => {
  it("gives a 2xx answer a redact that takes out the credential it was sent with", async () => {
    const ex = ended(1, undefined);
    const attempt = await policy.send(ex, scriptedNext(answer(200, { ok: true })));
    expect(attempt.kind === "answer" && attempt.response.redact(`saw ${TOKEN}`)).toBe("saw [redacted]");
  });

  it("throws a failed answer as a RequestError with every text of the service's redacted", async () => {
    const error = (await policy
      .send(ended(1, undefined), scriptedNext(echoing(400)))
      .catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 400, code: "Rejected", attempts: 1 });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(TOKEN);
    expect(error.serviceCode).toBe("Code_[redacted]");
    expect(error.requestId).toBe("req-[redacted]");
  });

  it("says why retrying stopped for a 408 retried to the end", async () => {
    const stopped = "the next retry would end past the retry time budget of 5s";
    const error = (await policy
      .send(ended(3, stopped), scriptedNext(answer(408)))
      .catch((e: unknown) => e)) as RequestError;
    expect(error).toMatchObject({ status: 408, code: "TimedOut", attempts: 3 });
    expect(error.facts().retryStopped).toBe(stopped);
    expect(error.message).toContain(`(${stopped})`);
  });

  it("says nothing of retrying for a status the ladder never retries", async () => {
    const error = (await policy
      .send(ended(1, "HTTP 404 is not retryable"), scriptedNext(answer(404)))
      .catch((e: unknown) => e)) as RequestError;
    expect(error.facts().retryStopped).toBeUndefined();
    expect(error.message).not.toContain("not retryable");
  });

  it("says why retrying stopped for an answer lost, and that a create may have been applied", async () => {
    const stopped = "the answer was lost and the request is not safe to repeat";
    const error = (await policy
      .send(ended(1, stopped, false), scriptedNext(failed("network-error")))
      .catch((e: unknown) => e)) as RequestError;
    expect(error).toMatchObject({ code: "NoResponse", status: undefined });
    expect(error.facts().retryStopped).toBe(stopped);
    expect(error.message).toMatch(/no complete response from svc.example \(other side closed\)/);
    expect(error.hint).toMatch(/may or may not have been applied/);
  });

  it("builds the error with the request's own failure, from redacted facts", async () => {
    const ex = ended(1, undefined);
    Object.assign(ex.request, {
      failure: (facts: object) => new NotFoundError({ ...facts, operation: "custom" }),
    });
    const error = await policy.send(ex, scriptedNext(echoing(404))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(String(error)).not.toContain(TOKEN);
  });

  it("lets an error thrown further in pass as it is", async () => {
    const refused = new IdentityError("no token", undefined);
    await expect(policy.send(ended(0, undefined), () => Promise.reject(refused))).rejects.toBe(refused);
  });
});
