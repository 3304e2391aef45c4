import * as pulumi from "@pulumi/pulumi";

/** What the engine was asked to register for one resource, as a test reads it. */
export interface Registration {
  type: string;
  name: string;
  inputs: Record<string, unknown>;
  hideDiffs: string[];
  additionalSecretOutputs: string[];
  /** Where the program constructed the resource, as the engine records it (a file URI). */
  sourceUri: string | undefined;
  /** The line of {@link sourceUri} (1-based). */
  sourceLine: number | undefined;
}

/**
 * Pulumi's mocks, with every register request captured as the engine receives it (the mocks'
 * own callback does not see resource options). Each resource's state is its inputs.
 */
export async function useCapturingMocks(preview = false): Promise<Registration[]> {
  const registrations: Registration[] = [];
  await pulumi.runtime.setMocks(
    {
      newResource: (args) => ({ id: preview ? undefined : `${args.name}-id`, state: args.inputs }),
      call: (args) => args.inputs as Record<string, unknown>,
    },
    "project",
    "stack",
    preview,
  );
  const monitor = pulumi.runtime.getMonitor() as unknown as {
    registerResource(req: RegisterRequest, callback: unknown): Promise<void>;
  };
  const register = monitor.registerResource.bind(monitor);
  monitor.registerResource = (req, callback) => {
    registrations.push({
      type: req.getType(),
      name: req.getName(),
      inputs: req.getObject()?.toJavaScript() ?? {},
      hideDiffs: req.getHidediffsList(),
      additionalSecretOutputs: req.getAdditionalsecretoutputsList(),
      sourceUri: req.getSourceposition()?.getUri(),
      sourceLine: req.getSourceposition()?.getLine(),
    });
    return register(req, callback);
  };
  return registrations;
}

interface RegisterRequest {
  getType(): string;
  getName(): string;
  getObject(): { toJavaScript(): Record<string, unknown> } | undefined;
  getHidediffsList(): string[];
  getAdditionalsecretoutputsList(): string[];
  getSourceposition(): { getUri(): string; getLine(): number } | undefined;
}

/** The value of an Output, and whether it is known and secret, without waiting on the engine. */
export async function settle<T>(
  output: pulumi.Output<T>,
): Promise<{ value: T | undefined; known: boolean; secret: boolean }> {
  // These are the SDK's own promises behind every Output; a test may read them.
  const internals = output as unknown as {
    promise(): Promise<T>;
    isKnown: Promise<boolean>;
    isSecret: Promise<boolean>;
  };
  const [value, known, secret] = await Promise.all([
    internals.promise(),
    internals.isKnown,
    internals.isSecret,
  ]);
  return { value, known, secret };
}
