/**
 * The lifecycle service under both namings (the default) and under Microsoft's alone
 * (`naming: "microsoft"`): which version header each route requires, and the answer without it.
 */
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_TEST,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  type Emulator,
} from "pulumi-bizops-emulator";
import { call, useEmulator, type Reply } from "../support/emulator-client";

const both = useEmulator();
const microsoft = useEmulator({ naming: "microsoft" });

const PROJECT = SEED_LIFECYCLE_PROJECT_ID;

function send(
  emulator: Emulator,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<Reply> {
  return call(method, `${emulator.url}${path}`, {
    token: EMULATOR_DEFAULT_TOKENS.lifecycle,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

const refreshPath = `/databasemovement/v1/refresh/project/${PROJECT}/source/${SEED_ENV_TEST}/target/${SEED_ENV_UAT}`;
const certificatePath = `/environmentinfo/v1/rsatdownload/project/${PROJECT}/environment/${SEED_ENV_TEST}`;
const exportPath = `/databasemovement/v1/export/project/${PROJECT}/environment/${SEED_ENV_UAT}/backupName/b1`;
const statusPath = (id: string) =>
  `/databasemovement/v1/fetchstatus/project/${PROJECT}/environment/${SEED_ENV_UAT}/operationactivity/${id}`;

const MS = { "x-ms-version": "2017-09-15" };
const SVC = { "x-svc-version": "2017-09-15" };

const MISSING_VERSION = {
  Message: "The request is invalid. The 'x-ms-version' header is required and must be '2017-09-15'.",
};

describe("lifecycle under both namings (the default)", () => {
  it.each([
    ["x-ms-version", MS],
    ["x-svc-version", SVC],
  ])("starts a refresh with %s", async (_name, headers) => {
    const reply = await send(both, "POST", refreshPath, headers);
    expect(reply.status).toBe(200);
    expect(reply.body.IsSuccess).toBe(true);
  });

  it("refuses a refresh with neither header in the envelope, naming both", async () => {
    const reply = await send(both, "POST", refreshPath, {});
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      IsSuccess: false,
      ErrorMessage: "The x-ms-version (or x-svc-version) header is required and must be 2017-09-15.",
    });
  });

  it("answers the status route without a version header, as the spec lists none for it", async () => {
    const started = await send(both, "POST", refreshPath, MS);
    const reply = await send(both, "GET", statusPath(String(started.body.OperationActivityId)), {});
    expect(reply.body.IsSuccess).toBe(true);
  });
});

describe("lifecycle under Microsoft's names alone", () => {
  it("starts a refresh and fetches a certificate with x-ms-version", async () => {
    const refresh = await send(microsoft, "POST", refreshPath, MS);
    expect([refresh.status, refresh.body.IsSuccess]).toEqual([200, true]);
    const certificate = await send(microsoft, "GET", certificatePath, MS);
    expect([certificate.status, certificate.body.IsSuccess]).toEqual([200, true]);
  });

  it.each([
    ["x-svc-version alone", SVC],
    ["no version header", {}],
    ["another x-ms-version", { "x-ms-version": "2020-01-01" }],
  ])("answers a refresh with %s with a 400 whose body is a Web API Message", async (_what, headers) => {
    const reply = await send(microsoft, "POST", refreshPath, headers);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(MISSING_VERSION);
  });

  it("requires x-ms-version on the certificate fetch, the status route and the environment information routes", async () => {
    const started = await send(microsoft, "POST", refreshPath, MS);
    const paths = [
      certificatePath,
      statusPath(String(started.body.OperationActivityId)),
      `/environmentinfo/v1/detail/project/${PROJECT}`,
      `/environmentinfo/v1/history/project/${PROJECT}/environment/${SEED_ENV_TEST}`,
      `/databasemovement/v1/databases/project/${PROJECT}`,
    ];
    for (const path of paths) {
      const reply = await send(microsoft, "GET", path, SVC);
      expect({ path, status: reply.status, body: reply.body }).toEqual({
        path,
        status: 400,
        body: MISSING_VERSION,
      });
    }
  });

  it("starts an export without a version header, as the export page lists none", async () => {
    const reply = await send(microsoft, "POST", exportPath, {});
    expect([reply.status, reply.body.IsSuccess]).toEqual([200, true]);
  });

  it("still asks for a valid token before the version", async () => {
    const reply = await call("POST", `${microsoft.url}${refreshPath}`, { token: "wrong", headers: SVC });
    expect(reply.status).toBe(401);
  });
});
