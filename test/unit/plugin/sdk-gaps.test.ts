/**
 * The two gaps of `@pulumi/pulumi/provider`'s server that src/plugin/sdk-gaps.ts makes up for,
 * shown on the installed SDK's own server, and the workarounds shown to close them. When a test
 * of "the SDK as installed" fails, the SDK has closed that gap: remove its workaround.
 *
 * The server is the one `main` builds, taken where it registers itself with gRPC (no port is
 * bound), and each request goes through the service definition's decoder as gRPC would send it.
 */
import { dirname } from "node:path";
import type * as providerPb from "@pulumi/pulumi/proto/provider_pb";
import type { Provider } from "@pulumi/pulumi/provider";

const SDK_GRPC = "@grpc/grpc-js";
const SDK_STRUCT = "google-protobuf/google/protobuf/struct_pb";

type Handler = (
  call: { request: unknown },
  callback: (error: Error | null, response?: unknown) => void,
) => void;

interface Served {
  /** The request decoders gRPC was handed, by method. */
  decode: Record<string, (bytes: Buffer) => unknown>;
  /** The server's handlers, by method. */
  handle: Record<string, Handler>;
  /** The provider's properties the server read, in order. */
  touched: string[];
  proto: typeof providerPb;
  struct: { fromJavaScript(value: Record<string, unknown>): unknown };
}

/** What the test takes of the SDK's gRPC server class. */
interface GrpcModule {
  Server: {
    prototype: {
      addService(service: ServiceDefinition, impl: Record<string, Handler>): void;
      bindAsync(
        address: string,
        credentials: unknown,
        done: (error: Error | null, port: number) => void,
      ): void;
    };
  };
}
type ServiceDefinition = Record<string, { requestDeserialize: (bytes: Buffer) => unknown }>;

/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * The SDK's server for `provider`, in a module registry of its own; with `workaround`, after the
 * plugin's workarounds, whose configurations go to `workaround`.
 */
function serve(provider: Provider, workaround?: (facts: unknown) => void): Served {
  let served: Served | undefined;
  jest.isolateModules(() => {
    // The SDK's own gRPC library, resolved from its folder: its dependency, not ours.
    const sdk = dirname(require.resolve("@pulumi/pulumi/package.json"));
    const grpc = require(require.resolve(SDK_GRPC, { paths: [sdk] })) as GrpcModule;
    const touched: string[] = [];
    const watched = new Proxy(provider, {
      get(target, key, receiver): unknown {
        if (typeof key === "string") touched.push(key);
        return Reflect.get(target, key, receiver);
      },
    });
    let registered: { service: ServiceDefinition; impl: Record<string, Handler> } | undefined;
    jest.spyOn(grpc.Server.prototype, "addService").mockImplementation((service, impl) => {
      registered = { service, impl };
    });
    jest
      .spyOn(grpc.Server.prototype, "bindAsync")
      .mockImplementation((_address, _credentials, done) => done(null, 0));
    // The port main prints, and the failure the server prints before it answers.
    jest.spyOn(console, "log").mockImplementation(() => undefined);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    if (workaround) {
      (
        require("../../../src/plugin/sdk-gaps") as typeof import("../../../src/plugin/sdk-gaps")
      ).applySdkGapWorkarounds(workaround);
    }
    void (require("@pulumi/pulumi/provider") as typeof import("@pulumi/pulumi/provider")).main(watched, []);
    const { service, impl } = registered!;
    // What the server read of the provider while it started is not what a request makes it read.
    touched.length = 0;
    served = {
      decode: Object.fromEntries(
        Object.entries(service).map(([name, def]) => [name, def.requestDeserialize]),
      ),
      handle: new Proxy(
        {},
        {
          get: (_target, name: string) => impl[name]!.bind(impl),
        },
      ),
      touched,
      proto: require("@pulumi/pulumi/proto/provider_pb") as typeof providerPb,
      struct: (require(require.resolve(SDK_STRUCT, { paths: [sdk] })) as { Struct: Served["struct"] }).Struct,
    };
  });
  return served!;
}
/* eslint-enable */

/** Sends `request` through the decoder and the handler of `method`, as gRPC would. */
function send(served: Served, method: string, request: { serializeBinary(): Uint8Array }): Promise<unknown> {
  const decoded = served.decode[method]!(Buffer.from(request.serializeBinary()));
  return new Promise((done, fail) => {
    served.handle[method]!({ request: decoded }, (error, response) => (error ? fail(error) : done(response)));
  });
}

const SECRET = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", value: "a-token" };
const URN = "urn:pulumi:dev::p::bizops:records:PaymentTerm::imported";

function configureRequest(served: Served): providerPb.ConfigureRequest {
  const request = new served.proto.ConfigureRequest();
  request.setName("default_0_1_0");
  request.getVariablesMap().set("bizops:config:recordsUrl", "http://127.0.0.1:1");
  request.getVariablesMap().set("bizops:config:maxPages", "7");
  request.setArgs(
    served.struct.fromJavaScript({
      recordsUrl: "http://127.0.0.1:2",
      recordsToken: SECRET,
      version: "0.1.0",
    }) as never,
  );
  return request;
}

/** An import's Read: an id and a URN, no properties. */
function importRead(served: Served): providerPb.ReadRequest {
  const request = new served.proto.ReadRequest();
  request.setId("5d115c9c-44e3-ea11-bb43-000d3a2feca1/e9745e66-9e8e-4637-aebb-207c49413cf2");
  request.setUrn(URN);
  return request;
}

describe("the SDK's provider server as installed", () => {
  it("answers Configure without handing its configuration to the provider (gap 1)", async () => {
    const provider: Provider & { configure: jest.Mock } = { configure: jest.fn() };
    const served = serve(provider);
    await expect(send(served, "configure", configureRequest(served))).resolves.toBeDefined();
    // Not a method of the provider was read: the configuration reached no code of ours.
    expect(served.touched).toEqual([]);
    expect(provider.configure).not.toHaveBeenCalled();
  });

  it("fails an import's Read, which carries no properties, before the provider sees it (gap 2)", async () => {
    const provider: Provider = { read: jest.fn() };
    const served = serve(provider);
    await expect(send(served, "read", importRead(served))).rejects.toThrow(
      "Cannot read properties of undefined (reading 'toJavaScript')",
    );
    expect(provider.read).not.toHaveBeenCalled();
  });
});

describe("the SDK's provider server with the plugin's workarounds", () => {
  it("hands Configure's args, secrets unwrapped, over its variables, to the plugin, with the args given in plain text and the provider's name", async () => {
    const configured: unknown[] = [];
    const served = serve({}, (facts) => configured.push(facts));
    await send(served, "configure", configureRequest(served));
    expect(configured).toEqual([
      {
        config: { recordsUrl: "http://127.0.0.1:2", recordsToken: "a-token", maxPages: "7" },
        plainKeys: ["recordsUrl"],
        provider: "default_0_1_0",
      },
    ]);
  });

  it("gives an import's Read an empty property bag, which the provider reads as an import", async () => {
    const read = jest.fn(async (id: string) => ({ id, props: { code: "NET60" } }));
    const served = serve({ read }, () => undefined);
    const response = (await send(served, "read", importRead(served))) as providerPb.ReadResponse;
    expect(read).toHaveBeenCalledWith(importRead(served).getId(), URN, {});
    expect(response.getProperties()?.toJavaScript()).toEqual({ code: "NET60" });
  });

  it("reads a refresh's properties as they came", async () => {
    const read = jest.fn(async (id: string, _urn: string, props: unknown) => ({ id, props }));
    const served = serve({ read }, () => undefined);
    const request = importRead(served);
    request.setProperties(served.struct.fromJavaScript({ code: "NET45" }) as never);
    await send(served, "read", request);
    expect(read).toHaveBeenCalledWith(request.getId(), URN, { code: "NET45" });
  });
});
