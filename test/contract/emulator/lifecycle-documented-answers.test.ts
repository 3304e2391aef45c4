/**
 * The lifecycle emulator checked against the documented envelopes (test/contract/fixtures/lifecycle/):
 * the same status and top-level keys as the documented answers of the database movement and
 * environment info routes.
 *
 * Only what agrees is asserted here. Where the emulator and the real material disagree, the test
 * asserts the part that agrees and says, in a comment, what it leaves out.
 */
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
} from "pulumi-bizops-emulator";
import { keysOf } from "../fixtures/fixture";
import {
  certificateAsDocumented,
  certificateThrottled,
  exportStarted,
  operationLimitReached,
  operationStatuses,
  refreshStarted,
  statusInProgress,
} from "../fixtures/lifecycle/database-movement";
import { admin, call, useEmulator } from "../../../packages/emulator/test/support/emulator-client";
import { sameShape } from "./support/answer-shape";

const emulator = useEmulator();

describe("lifecycle against the documented envelopes", () => {
  const token = EMULATOR_DEFAULT_TOKENS.lifecycle;
  const versioned = { "x-svc-version": "2017-09-15" };
  const project = SEED_LIFECYCLE_PROJECT_ID;
  const refresh = () =>
    call(
      "POST",
      `${emulator.url}/databasemovement/v1/refresh/project/${project}/source/${SEED_ENV_UAT}/target/${SEED_ENV_TEST}`,
      {
        token,
        headers: versioned,
      },
    );
  const exportOf = (name: string, environment = SEED_ENV_TEST) =>
    call(
      "POST",
      `${emulator.url}/databasemovement/v1/export/project/${project}/environment/${environment}/backupName/${name}`,
      {
        token,
      },
    );

  it("acknowledges a refresh and an export with 200 and every documented key", async () => {
    const refreshReply = await refresh();
    // Of the refresh's source: its target is busy until the refresh ends.
    const exportReply = await exportOf("TestBackupViaAPI", SEED_ENV_UAT);
    for (const [reply, fixture] of [
      [refreshReply, refreshStarted],
      [exportReply, exportStarted],
    ] as const) {
      expect(reply.status).toBe(fixture.status);
      expect(reply.body.IsSuccess).toBe(true);
      expect(keysOf(reply.body)).toEqual(expect.arrayContaining(keysOf(fixture.body)));
      // Not asserted: the emulator adds "Data": null, which the refresh and export pages do not show.
    }
  });

  it("answers the status route with exactly the documented keys, OperationStatus at the top level", async () => {
    const started = await refresh();
    const id = String(started.body.OperationActivityId);
    const reply = await call(
      "GET",
      `${emulator.url}/databasemovement/v1/fetchstatus/project/${project}/environment/${SEED_ENV_TEST}/operationactivity/${id}`,
      { token, headers: versioned },
    );
    sameShape(reply, statusInProgress);
    expect(reply.body.ActivityId).toBe(id);
    expect(operationStatuses).toContain(reply.body.OperationStatus);
  });

  it("refuses the fourth operation of the day with 200, IsSuccess false and the documented message", async () => {
    // Operations end at once: each start finds the environment free, and the limit refuses the fourth.
    await admin(emulator, "POST", "lifecycle/timing", { stepMs: 0 });
    await refresh();
    await exportOf("B1");
    await exportOf("B2");
    const reply = await exportOf("B3");
    expect(reply.status).toBe(operationLimitReached.status);
    expect(reply.body.IsSuccess).toBe(false);
    expect(reply.body.ErrorMessage).toMatch(/^Maximum allowed API operations are 3 from \S+$/);
    expect(keysOf(reply.body)).toEqual(expect.arrayContaining(keysOf(operationLimitReached.body)));
  });

  it("answers the certificate fetch with the documented keys, then 429 with Retry-After in seconds", async () => {
    const url = `${emulator.url}/environmentinfo/v1/rsatdownload/project/${project}/environment/${SEED_ENV_TEST}`;
    const first = await call("GET", url, { token, headers: versioned });
    sameShape(first, certificateAsDocumented);
    expect(keysOf(first.body.Data)).toEqual(keysOf(certificateAsDocumented.body.Data));
    const second = await call("GET", url, { token, headers: versioned });
    expect(second.status).toBe(certificateThrottled.status);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
