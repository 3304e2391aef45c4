/**
 * The process's connection pools go through the proxy the environment names (src/core/http/
 * connection-pool.ts), tunnelled, except to hosts NO_PROXY names and to this machine's loopback.
 * Against CONNECT proxies and a service, all real servers on loopback.
 */
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { proxyRefusal } from "../../../../src/core/http/connection-failure";
import { connectionPools, proxiesOf, proxyVariableFor } from "../../../../src/core/http/connection-pool";
import { HttpClient } from "../../../../src/core/http/http-client";
import type { RequestError } from "../../../../src/core/errors/errors";

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

const service = createServer((_request, response) => response.end("answered"));
// The proxy tunnels every CONNECT to the service, whatever host it names, and notes the host.
const tunnelled: string[] = [];
const proxy = createServer();
proxy.on("connect", (request, client) => {
  tunnelled.push(String(request.url));
  const upstream = connect(servicePort, "127.0.0.1", () => {
    client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    upstream.pipe(client);
    client.pipe(upstream);
  });
});
// A proxy that asks for credentials before it tunnels anything.
const asking = createServer();
asking.on("connect", (_request, client) => client.end("HTTP/1.1 407 Proxy Authentication Required\r\n\r\n"));
let servicePort = 0;
let proxyUrl = "";
let askingUrl = "";

beforeAll(async () => {
  servicePort = await listen(service);
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`;
  askingUrl = `http://127.0.0.1:${await listen(asking)}`;
});
afterAll(() => {
  service.close();
  proxy.close();
  asking.close();
});
beforeEach(() => tunnelled.splice(0));

async function get(env: Record<string, string>, origin: string): Promise<string> {
  const pool = connectionPools(env).forUrl(new URL(origin));
  try {
    const answer = await pool.request({ origin, path: "/", method: "GET" });
    return await answer.body.text();
  } finally {
    await pool.close();
  }
}

describe("the connection pools", () => {
  it("tunnel a request through the proxy HTTP_PROXY names", async () => {
    expect(await get({ HTTP_PROXY: proxyUrl }, "http://records.test:8080")).toBe("answered");
    expect(tunnelled).toEqual(["records.test:8080"]);
  });

  it("reach a service on this machine's loopback directly, though a proxy is named", async () => {
    expect(await get({ HTTP_PROXY: proxyUrl }, `http://127.0.0.1:${servicePort}`)).toBe("answered");
    expect(tunnelled).toEqual([]);
    const pools = connectionPools({ HTTP_PROXY: proxyUrl });
    const direct = pools.forUrl(new URL("http://127.0.0.1:1"));
    for (const loopback of ["http://127.0.0.2:1", "http://localhost:1", "http://[::1]:1"]) {
      expect(pools.forUrl(new URL(loopback))).toBe(direct);
    }
    expect(pools.forUrl(new URL("https://records.test"))).not.toBe(direct);
  });

  it("reach a host NO_PROXY names without the proxy", async () => {
    const env = { HTTP_PROXY: proxyUrl, NO_PROXY: "records.invalid" };
    // Directly, the name does not resolve (.invalid, RFC 6761): the request fails without the proxy.
    await expect(get(env, "http://records.invalid:8080")).rejects.toThrow();
    expect(tunnelled).toEqual([]);
  }, 30_000);

  it("fail with the proxy's answer when it refuses to tunnel, which proxyRefusal reads", async () => {
    const error = await get({ HTTP_PROXY: askingUrl }, "http://records.test:8080").catch((e: unknown) => e);
    expect(proxyRefusal(error)).toBe(407);
  });
});

describe("a request a proxy refuses to tunnel", () => {
  it("fails as one that sent nothing, saying what the proxy wants", async () => {
    const client = new HttpClient({
      credential: { header: "authorization", scheme: "Bearer", secret: "token" },
      settingNames: { url: "recordsUrl", credential: "recordsToken" },
      dispatcher: connectionPools({ HTTP_PROXY: askingUrl }).forUrl(new URL("http://records.test")),
      retry: { maxAttempts: 1 },
    });
    const error = (await client
      .send({
        operation: "test.create",
        method: "POST",
        url: `http://127.0.0.1:${servicePort}/things`,
        body: {},
        idempotent: false,
      })
      .catch((e: unknown) => e)) as RequestError;
    expect(error.code).toBe("InvalidSettings");
    expect(error.message).toContain("the proxy answered 407 instead of connecting to 127.0.0.1");
    expect(error.message).toContain("nothing was sent");
    expect(error.hint).toMatch(/asks for credentials, which go in the variable's URL/);
  });
});

describe("proxiesOf", () => {
  it("names no proxy for an environment without one, or with NO_PROXY=*", () => {
    expect(proxiesOf({ NO_PROXY: "example.com" })).toBeUndefined();
    expect(proxiesOf({ HTTPS_PROXY: "http://a:3128", NO_PROXY: "corp.example,*" })).toBeUndefined();
  });

  it("takes the lower-case names first, and HTTP_PROXY for https when no HTTPS_PROXY is set", () => {
    expect(
      proxiesOf({
        https_proxy: "http://a:3128",
        HTTPS_PROXY: "http://b:3128",
        no_proxy: "corp.example, .internal",
      }),
    ).toEqual({ httpProxy: "", httpsProxy: "http://a:3128", noProxy: "corp.example,.internal" });
    expect(proxiesOf({ HTTP_PROXY: "http://c:3128" })).toEqual({
      httpProxy: "http://c:3128",
      httpsProxy: "http://c:3128",
      noProxy: "",
    });
  });

  it("refuses a proxy variable that is not a URL, naming the variable and not its value", () => {
    expect(() => proxiesOf({ HTTPS_PROXY: "user:s3cret@proxy.corp:3128" })).toThrow(
      expect.objectContaining({
        code: "InvalidSettings",
        message: expect.not.stringContaining("s3cret") as string,
      }),
    );
    expect(() => proxiesOf({ HTTPS_PROXY: "proxy.corp:3128" })).toThrow(
      /HTTPS_PROXY must be the proxy's URL/,
    );
  });

  it("names the variable a request to each protocol goes through, for messages", () => {
    const env = { HTTP_PROXY: "http://c:3128" };
    expect([
      proxyVariableFor("https:", env),
      proxyVariableFor("http:", env),
      proxyVariableFor("https:", {}),
    ]).toEqual(["HTTP_PROXY", "HTTP_PROXY", undefined]);
    // A message about a failure names the variable even when its value would be refused.
    expect(proxyVariableFor("https:", { HTTPS_PROXY: "proxy.corp:3128" })).toBe("HTTPS_PROXY");
  });
});
