import { LIFECYCLE_VERSION_EOL } from "pulumi-bizops-emulator";
import { GUID } from "../support/emulator-client";
import {
  certificateUrl,
  expectRefused,
  exportUrl,
  lifecycle,
  LOWER_GUID,
  refreshUrl,
  SEED_ENV_PRODUCTION,
  SEED_ENV_UAT,
  statusUrl,
  UNKNOWN_ID,
  useLifecycleEmulator,
} from "./support/lifecycle-client";

const { emulator } = useLifecycleEmulator();

describe("lifecycle: envelope and routing", () => {
  it("answers a new lower-case activity id per call and an x-svc-request-id header", async () => {
    const first = await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "a"));
    const second = await lifecycle("POST", exportUrl(emulator, SEED_ENV_UAT, "b"));
    expect(first.body.OperationActivityId).toMatch(LOWER_GUID);
    expect(second.body.OperationActivityId).not.toBe(first.body.OperationActivityId);
    expect(first.headers.get("x-svc-request-id")).toMatch(GUID);
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it.each([
    "/environmentinfo",
    "/environmentinfo/v1/other",
    "/databasemovement/v1/refresh/project/1234",
    "/databasemovement/v2/export/project/1234/environment/x/backupName/y",
  ])("answers 404 with the envelope for %s", async (path) => {
    const reply = await lifecycle("GET", `${emulator.url}${path}`);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ IsSuccess: false, VersionEOL: LIFECYCLE_VERSION_EOL });
    expect(String(reply.body.ErrorMessage)).toMatch(/^No route/);
  });

  it.each([
    ["GET", "refresh", () => refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT), "POST"],
    ["DELETE", "export", () => exportUrl(emulator, SEED_ENV_UAT, "b"), "POST"],
    ["POST", "certificate fetch", () => certificateUrl(emulator, SEED_ENV_UAT), "GET"],
    ["PUT", "status", () => statusUrl(emulator, SEED_ENV_UAT, UNKNOWN_ID), "GET"],
  ])("answers %s on the %s route with 405, the envelope and Allow", async (method, _, url, allow) => {
    const reply = await lifecycle(method, url());
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe(allow);
    expect(reply.body).toMatchObject({ IsSuccess: false });
    expect(reply.body.ErrorMessage).toEqual(expect.any(String));
  });

  it("is not claimed by the records service: its paths answer in the envelope, not the records error", async () => {
    const reply = await lifecycle("GET", certificateUrl(emulator, SEED_ENV_UAT), { token: null });
    expect(reply.body).not.toHaveProperty("error");
    expect(reply.body).toHaveProperty("IsSuccess", false);
  });

  it.each([
    ["abc", "The project id 'abc' is not valid: it must be a positive integer."],
    ["0", "The project id '0' is not valid: it must be a positive integer."],
    ["-3", "The project id '-3' is not valid: it must be a positive integer."],
    ["1.5", "The project id '1.5' is not valid: it must be a positive integer."],
  ])("refuses the project id %s with 200 and IsSuccess false", async (project, message) => {
    expectRefused(
      await lifecycle("POST", refreshUrl(emulator, SEED_ENV_PRODUCTION, SEED_ENV_UAT, project)),
      message,
    );
  });
});
