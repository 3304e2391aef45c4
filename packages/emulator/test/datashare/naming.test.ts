/**
 * The data share service under both namings (the default) and under Microsoft's alone
 * (`naming: "microsoft"`): the provider namespace of the path, and the response headers.
 */
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_DATASHARE_ACCOUNT,
  SEED_DATASHARE_RESOURCE_GROUP,
  SEED_DATASHARE_SHARE_SUBSCRIPTION,
  SEED_DATASHARE_SUBSCRIPTION_ID,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { call, GUID, useEmulator, type Reply } from "../support/emulator-client";

const both = useEmulator();
const microsoft = useEmulator({ naming: "microsoft" });

const SHARE = `accounts/${SEED_DATASHARE_ACCOUNT}/shareSubscriptions/${SEED_DATASHARE_SHARE_SUBSCRIPTION}`;
const GROUP = `/subscriptions/${SEED_DATASHARE_SUBSCRIPTION_ID}/resourceGroups/${SEED_DATASHARE_RESOURCE_GROUP}`;

/** The listSynchronizations URL of the seeded share subscription under a provider namespace. */
function listUrl(emulator: Emulator, namespace: string): string {
  return `${emulator.url}${GROUP}/providers/${namespace}/${SHARE}/listSynchronizations?api-version=2021-08-01`;
}

function list(emulator: Emulator, namespace: string, headers: Record<string, string> = {}): Promise<Reply> {
  return call("POST", listUrl(emulator, namespace), { token: EMULATOR_DEFAULT_TOKENS.dataShare, headers });
}

const MICROSOFT_HEADERS = [
  "x-ms-request-id",
  "x-ms-correlation-request-id",
  "x-ms-ratelimit-remaining-subscription-reads",
];
const SPEC_HEADERS = MICROSOFT_HEADERS.map((name) => name.replace("x-ms-", "x-svc-"));

function headerNames(reply: Reply, names: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(names.map((name) => [name, reply.headers.get(name) !== null]));
}

describe("data share under both namings (the default)", () => {
  it("lists the same synchronizations under Microsoft.DataShare and Platform.DataShare", async () => {
    const spec = await list(both, "Platform.DataShare");
    const ms = await list(both, "Microsoft.DataShare");
    expect([spec.status, ms.status]).toEqual([200, 200]);
    expect(ms.body.value).toEqual(spec.body.value);
  });

  it("answers a Microsoft-named request with Azure Resource Manager's x-ms-* headers and none of the spec's", async () => {
    const reply = await list(both, "microsoft.datashare");
    expect(headerNames(reply, MICROSOFT_HEADERS)).toEqual({
      "x-ms-request-id": true,
      "x-ms-correlation-request-id": true,
      "x-ms-ratelimit-remaining-subscription-reads": true,
    });
    expect(headerNames(reply, SPEC_HEADERS)).toEqual(Object.fromEntries(SPEC_HEADERS.map((n) => [n, false])));
    expect(reply.headers.get("x-ms-request-id")).toMatch(GUID);
  });

  it("answers a spec-named request with the x-svc-* headers and none of Microsoft's", async () => {
    const reply = await list(both, "Platform.DataShare");
    expect(Object.values(headerNames(reply, SPEC_HEADERS))).toEqual([true, true, true]);
    expect(Object.values(headerNames(reply, MICROSOFT_HEADERS))).toEqual([false, false, false]);
  });

  it("echoes the caller's correlation id under the header of the request's naming", async () => {
    const ms = await list(both, "Microsoft.DataShare", { "x-ms-correlation-request-id": "ms-corr-1" });
    expect(ms.headers.get("x-ms-correlation-request-id")).toBe("ms-corr-1");
    const spec = await list(both, "Platform.DataShare", { "x-svc-correlation-request-id": "svc-corr-1" });
    expect(spec.headers.get("x-svc-correlation-request-id")).toBe("svc-corr-1");
  });

  it("keeps the request's namespace in nextLink", async () => {
    await call("POST", `${both.url}/_admin/datashare/page-size`, { token: null, body: { size: 1 } });
    const reply = await list(both, "Microsoft.DataShare");
    expect(String(reply.body.nextLink)).toContain("/providers/Microsoft.DataShare/");
  });
});

describe("data share under Microsoft's names alone", () => {
  it("lists the synchronizations under Microsoft.DataShare, with the x-ms-* headers", async () => {
    const reply = await list(microsoft, "Microsoft.DataShare");
    expect(reply.status).toBe(200);
    expect((reply.body.value as unknown[]).length).toBeGreaterThan(0);
    expect(Object.values(headerNames(reply, MICROSOFT_HEADERS))).toEqual([true, true, true]);
  });

  it("refuses Platform.DataShare as Azure Resource Manager refuses a namespace it does not know", async () => {
    const reply = await list(microsoft, "Platform.DataShare");
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      error: {
        code: "InvalidResourceNamespace",
        message: "The resource namespace 'Platform.DataShare' is invalid.",
      },
    });
    expect(Object.values(headerNames(reply, MICROSOFT_HEADERS))).toEqual([true, true, true]);
    expect(Object.values(headerNames(reply, SPEC_HEADERS))).toEqual([false, false, false]);
  });

  it("names the namespace as sent, whatever it is", async () => {
    const reply = await list(microsoft, "Contoso.Things");
    expect(reply.body.error).toEqual({
      code: "InvalidResourceNamespace",
      message: "The resource namespace 'Contoso.Things' is invalid.",
    });
  });

  it("still asks for a valid token first", async () => {
    const reply = await call("POST", listUrl(microsoft, "Platform.DataShare"), { token: "wrong" });
    expect(reply.status).toBe(401);
  });
});

describe("the naming option", () => {
  it("refuses a naming that is neither both nor microsoft, before listening", async () => {
    await expect(startEmulator({ naming: "spec" as never })).rejects.toThrow(
      "naming must be one of both, microsoft, not 'spec'.",
    );
  });
});
