/**
 * The two places where `@pulumi/pulumi/provider`'s gRPC server (provider/server.js) falls short
 * of what a provider plugin needs, and how this plugin makes up for each, in one file so that
 * both go together once the SDK fixes them. test/unit/plugin/sdk-gaps.test.ts runs the SDK's
 * server without these workarounds and fails as soon as either gap is gone.
 *
 * 1. Configure: the server answers the engine's Configure itself (accepting secrets, resources
 *    and outputs) and hands the request to no provider method, so a provider never sees its
 *    configuration. The request is read here as it is decoded: its `args` (the `bizops:*` keys
 *    without the namespace, secrets wrapped), and its `variables` (`bizops:config:<key>`).
 * 2. Read: the server reads `request.getProperties().toJavaScript()`, and an import's Read
 *    carries no properties (only the id), so it fails before any provider code runs. The request
 *    is given an empty property bag here as it is decoded; the provider then tells an import by
 *    its bag holding nothing.
 *
 * Both hook the request decoders of the service definition that the SDK's server registers with
 * gRPC (`@pulumi/pulumi/proto/provider_grpc_pb`, the module the server itself requires), which
 * gRPC reads when the server is built: {@link applySdkGapWorkarounds} must run before `main`.
 */
import type * as providerPb from "@pulumi/pulumi/proto/provider_pb";
import { unwrapSecrets } from "./secrets";

/** The configuration of a Configure request, by key without the `bizops:` namespace. */
export type ProviderConfiguration = Readonly<Record<string, unknown>>;

/** What a Configure request tells the plugin. */
export interface ConfigureFacts {
  /** Its configuration, secrets unwrapped. */
  config: ProviderConfiguration;
  /** The keys its `args` gave as plain values, not as secrets. */
  plainKeys: readonly string[];
  /** The name of the provider resource configured, when the engine says (`default_0_1_0`, `second`). */
  provider?: string;
}

/** One method of a gRPC service definition, as `@grpc/grpc-js` reads it. */
interface MethodDefinition<Request> {
  requestDeserialize: (bytes: Buffer) => Request;
}

/** The part of the provider service definition the workarounds touch. */
interface ProviderServiceDefinition {
  configure: MethodDefinition<providerPb.ConfigureRequest>;
  read: MethodDefinition<providerPb.ReadRequest>;
}

/** The service definition the SDK's server registers: the same module instance it requires. */
function providerServiceDefinition(): ProviderServiceDefinition {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const grpcModule = require("@pulumi/pulumi/proto/provider_grpc_pb") as {
    ResourceProviderService: ProviderServiceDefinition;
  };
  return grpcModule.ResourceProviderService;
}

/** A ReadRequest holding only empty `properties`: field 3, length-delimited, of length 0. */
const EMPTY_PROPERTIES = Buffer.from([(3 << 3) | 2, 0]);

// The engine's configuration variables are `<package>:config:<key>`.
const VARIABLE = /^bizops:config:(.+)$/;

/** The configuration a Configure request carries: its variables, overridden by its args. */
function configurationOf(request: providerPb.ConfigureRequest): ConfigureFacts {
  const config: Record<string, unknown> = {};
  for (const [name, value] of request.getVariablesMap().entries()) {
    const key = VARIABLE.exec(name)?.[1];
    if (key !== undefined) config[key] = value;
  }
  const plainKeys: string[] = [];
  const args = request.getArgs()?.toJavaScript() ?? {};
  for (const [key, value] of Object.entries(args)) {
    if (key === "version") continue;
    const unwrapped = unwrapSecrets(value);
    config[key] = unwrapped.value;
    if (!unwrapped.secret) plainKeys.push(key);
  }
  const provider = request.getName();
  return { config, plainKeys, ...(provider ? { provider } : {}) };
}

const APPLIED = Symbol.for("pulumi-bizops.plugin.sdkGapWorkarounds");

/**
 * Installs both workarounds on the SDK's service definition; `onConfigure` receives what each
 * Configure request carries. Call it once, before `main`.
 */
export function applySdkGapWorkarounds(onConfigure: (facts: ConfigureFacts) => void): void {
  const service = providerServiceDefinition() as ProviderServiceDefinition & { [APPLIED]?: true };
  if (service[APPLIED]) throw new Error("The SDK gap workarounds are applied already.");
  service[APPLIED] = true;

  const decodeConfigure = service.configure.requestDeserialize;
  service.configure.requestDeserialize = (bytes) => {
    const request = decodeConfigure(bytes);
    onConfigure(configurationOf(request));
    return request;
  };

  const decodeRead = service.read.requestDeserialize;
  service.read.requestDeserialize = (bytes) => {
    const request = decodeRead(bytes);
    // An empty Struct of the SDK's own protobuf library (its dependency, not ours), decoded from
    // a request that holds nothing but it.
    if (!request.hasProperties()) request.setProperties(decodeRead(EMPTY_PROPERTIES).getProperties());
    return request;
  };
}
