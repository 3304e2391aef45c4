/**
 * The process's connection pool goes through the proxy the environment names (src/core/http/
 * connection-pool.ts), tunnelled, except to hosts NO_PROXY names and to this machine's loopback.
 * Against a CONNECT proxy and a service, both real servers on loopback.
 */
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { connectionPool, proxiesOf } from "../../../src/core/http/connection-pool";

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
let servicePort = 0;
let proxyUrl = "";

beforeAll(async () => {
  servicePort = await listen(service);
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`;
});
afterAll(() => {
  service.close();
  proxy.close();
});
beforeEach(() => tunnelled.splice(0));

async function get(env: Record<string, string>, origin: string): Promise<string> {
  const pool = connectionPool(env);
  try {
    const answer = await pool.request({ origin, path: "/", method: "GET" });
    return await answer.body.text();
  } finally {
    await pool.close();
  }
}

describe("the connection pool", () => {
  it("tunnels a request through the proxy HTTP_PROXY names", async () => {
    expect(await get({ HTTP_PROXY: proxyUrl }, "http://records.test:8080")).toBe("answered");
    expect(tunnelled).toEqual(["records.test:8080"]);
  });

  it("reaches a service on this machine's loopback directly, though a proxy is named", async () => {
    expect(await get({ HTTP_PROXY: proxyUrl }, `http://127.0.0.1:${servicePort}`)).toBe("answered");
    expect(tunnelled).toEqual([]);
  });

  it("reaches a host NO_PROXY names without the proxy", async () => {
    const env = { HTTP_PROXY: proxyUrl, NO_PROXY: "records.invalid" };
    // Directly, the name does not resolve (.invalid, RFC 6761): the request fails without the proxy.
    await expect(get(env, "http://records.invalid:8080")).rejects.toThrow();
    expect(tunnelled).toEqual([]);
  }, 30_000);
});

describe("proxiesOf", () => {
  it("names no proxy for an environment without one, NO_PROXY alone included", () => {
    expect(proxiesOf({ NO_PROXY: "example.com" })).toBeUndefined();
  });

  it("takes the lower-case names first, as curl does, and always adds the loopback to NO_PROXY", () => {
    expect(
      proxiesOf({
        https_proxy: "http://a:3128",
        HTTPS_PROXY: "http://b:3128",
        no_proxy: "corp.example, .internal",
      }),
    ).toEqual({
      httpProxy: "",
      httpsProxy: "http://a:3128",
      noProxy: "corp.example,.internal,127.0.0.1,localhost,::1,[::1]",
    });
  });
});
