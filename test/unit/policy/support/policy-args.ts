/**
 * What the policy SDK hands a resource validation, made up in a test: the type, name, inputs,
 * options and config of one resource, and the violations the policy reports for it; and what it
 * hands a stack validation: the resources of a stack.
 */
import type {
  PolicyResource,
  ResourceValidationArgs,
  ResourceValidationPolicy,
  StackValidationPolicy,
} from "@pulumi/policy";

/** One resource as a policy sees it. */
export interface FakeResource {
  /** The kind, as the type token ends (`DatabaseRefresh`), or a whole foreign token. */
  kind: string;
  name?: string;
  props: Record<string, unknown>;
  protect?: boolean;
  config?: object;
  /** The stack its URN names; `dev` when left out. */
  stack?: string;
}

/** The type token of a bizops kind, or `kind` itself when it already is a token. */
function typeOf(kind: string): string {
  return kind.includes(":") ? kind : `pulumi-nodejs:dynamic/bizops:${kind}`;
}

function argsOf(resource: FakeResource): ResourceValidationArgs {
  const type = typeOf(resource.kind);
  const name = resource.name ?? "res";
  return {
    type,
    name,
    urn: `urn:pulumi:${resource.stack ?? "dev"}::app::${type}::${name}`,
    props: resource.props,
    opts: {
      protect: resource.protect ?? false,
      ignoreChanges: [],
      aliases: [],
      additionalSecretOutputs: [],
      customTimeouts: { createSeconds: 0, updateSeconds: 0, deleteSeconds: 0 },
    },
    stackTags: new Map(),
    isType: () => false,
    asType: () => undefined,
    getConfig: <T extends object>() => (resource.config ?? {}) as T,
    notApplicable: (reason?: string) => {
      throw new Error(`not applicable: ${reason}`);
    },
  };
}

/** The messages `policy` reports for `resource`. */
export async function violations(
  policy: ResourceValidationPolicy,
  resource: FakeResource,
): Promise<string[]> {
  const reported: string[] = [];
  const validations = policy.validateResource;
  for (const validate of Array.isArray(validations) ? validations : [validations]) {
    await validate?.(argsOf(resource), (message) => reported.push(message));
  }
  return reported;
}

/** One violation of a stack policy: its message and the resource it names. */
export interface StackViolation {
  message: string;
  urn: string | undefined;
}

/** The violations `policy` reports for a stack of `resources`. */
export async function stackViolations(
  policy: StackValidationPolicy,
  resources: FakeResource[],
  config: object = {},
): Promise<StackViolation[]> {
  const reported: StackViolation[] = [];
  const inStack: PolicyResource[] = resources.map((resource) => {
    const { type, name, urn, props, opts } = argsOf(resource);
    return {
      type,
      name,
      urn,
      props,
      opts,
      isType: () => false,
      asType: () => undefined,
      dependencies: [],
      propertyDependencies: {},
    };
  });
  await policy.validateStack(
    {
      resources: inStack,
      stackTags: new Map(),
      getConfig: <T extends object>() => config as T,
      notApplicable: (reason?: string) => {
        throw new Error(`not applicable: ${reason}`);
      },
    },
    (message, urn) => reported.push({ message, urn }),
  );
  return reported;
}
