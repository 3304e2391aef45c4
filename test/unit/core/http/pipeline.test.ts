import { RequestCredential } from "../../../../src/core/http/credential-header";
import { systemClock } from "../../../../src/core/http/clock";
import { POLICIES, type PipelineConfig } from "../../../../src/core/http/pipeline";
import { DEFAULT_RETRY_OPTIONS } from "../../../../src/core/http/retry-ladder";

const credential = { header: "authorization", scheme: "Bearer", secret: "pipeline-token" };
const config: PipelineConfig = {
  settingNames: { url: "recordsUrl", credential: "recordsToken" },
  origin: undefined,
  credential,
  auth: new RequestCredential(credential),
  retry: DEFAULT_RETRY_OPTIONS,
  clock: systemClock,
  random: Math.random,
  timeoutMs: 1000,
  maxResponseBytes: 1024,
  maxConcurrentRequests: undefined,
  dispatcher: undefined,
};

describe("the HTTP pipeline", () => {
  it("runs its policies in one declared order, outermost first", () => {
    expect(POLICIES.map((policy) => policy(config).name)).toEqual([
      "credential origin",
      "redaction",
      "retry",
      "slots",
      "authentication",
      "deadline",
      "size cap",
    ]);
  });
});
