#!/usr/bin/env node
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { startEmulator, type Emulator, type EmulatorOptions, type EmulatorTokens } from "./server";
import { chaosFaultsText } from "./faults";
import type { FlagReading, FlagText, ListedService, OptionFlag } from "./service";
import SERVICES from "./services";

/** Port used when neither `--port` nor `BIZOPS_EMULATOR_PORT` is given. */
const DEFAULT_PORT = 8787;

// The emulator's page ships with the provider, which a project using the emulator has installed.
const EMULATOR_DOCS = "node_modules/pulumi-bizops/docs/emulator.md";

/** Where the usage wraps its lines. */
const USAGE_WIDTH = 110;

/** The column a flag's help starts at. */
const HELP_COLUMN = 27;

const LISTED: readonly ListedService<EmulatorOptions, EmulatorTokens>[] = SERVICES;

/** A command-line mistake: printed with the usage, exit code 2. */
class UsageError extends Error {}

// Read apart from the other flags: an empty BIZOPS_EMULATOR_PORT is refused, not ignored, as the port
// is the one setting always used.
const PORT_FLAG: FlagText = {
  name: "port",
  placeholder: "N",
  help: `port to listen on (default ${DEFAULT_PORT}; 0 = any free port)`,
  env: "BIZOPS_EMULATOR_PORT",
};

const HOST_FLAG: OptionFlag<EmulatorOptions> = {
  name: "host",
  placeholder: "ADDRESS",
  help: "address to listen on (default 127.0.0.1)",
  reads: "text",
  set: (options, host) => {
    options.host = host;
  },
};

const CHAOS_FLAGS: readonly OptionFlag<EmulatorOptions>[] = [
  {
    name: "chaos",
    placeholder: "RATE",
    help: `inject a fault into this share (0 to 1) of the service requests, one of these with equal chance: ${chaosFaultsText()}`,
    env: "BIZOPS_EMULATOR_CHAOS",
    reads: "rate",
    set: (options, rate) => {
      options.chaos = { rate };
    },
  },
  {
    name: "chaos-seed",
    placeholder: "N",
    help: "seed of the chaos, to play a run again",
    env: "BIZOPS_EMULATOR_CHAOS_SEED",
    reads: "count",
    set: (options, seed) => {
      // Set after --chaos (the list's order), so a seed alone is a mistake.
      if (options.chaos === undefined) throw new RangeError("--chaos-seed needs --chaos");
      options.chaos = { ...options.chaos, seed };
    },
  },
];

// Not an option of the emulator: the command writes the file once the emulator listens.
const CERTIFICATE_FILE_FLAG: FlagText = {
  name: "https-certificate-file",
  placeholder: "PATH",
  help: "write the https certificate (PEM) here, for NODE_EXTRA_CA_CERTS",
};

/** A flag that sets a credential, from the service's declaration of it. */
function tokenFlag(name: string, text: FlagText): OptionFlag<EmulatorOptions> {
  return {
    ...text,
    reads: "text",
    set: (options, token) => {
      // `name` is a credential the service declares, so one of EmulatorTokens' names.
      options.tokens = { ...options.tokens, [name]: token };
    },
  };
}

/**
 * The flags that set options, in the usage's order: the server's, then each listed service's. A flag
 * that several services declare (one declaration, such as `--naming`) is taken once, where it first comes.
 */
const OPTION_FLAGS: readonly OptionFlag<EmulatorOptions>[] = [
  ...new Set([
    HOST_FLAG,
    ...LISTED.flatMap((service) => [
      ...Object.entries(service.tokens).flatMap(([name, token]) =>
        token.flag === undefined ? [] : [tokenFlag(name, token.flag)],
      ),
      ...(service.flags ?? []),
    ]),
    ...CHAOS_FLAGS,
  ]),
];

const ALL_FLAGS: readonly FlagText[] = [PORT_FLAG, ...OPTION_FLAGS, CERTIFICATE_FILE_FLAG];

/** The help's text with its environment variable, inside its closing parenthesis when it ends with one. */
function helpWithEnv({ help, env }: FlagText): string {
  if (env === undefined) return help;
  return help.endsWith(")") ? `${help.slice(0, -1)}; env ${env})` : `${help} (env ${env})`;
}

/** The items as lines of at most USAGE_WIDTH characters (an item is never split), after `first`, then `indent`. */
function wrap(items: readonly string[], first: string, indent: string): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const item of items) {
    if (!empty && line.length + 1 + item.length > USAGE_WIDTH) {
      lines.push(line);
      line = indent;
      empty = true;
    }
    line += empty ? item : ` ${item}`;
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** `--help`: every flag, each with what it sets and the environment variable that also sets it. */
export function usage(): string {
  const command = "Usage: bizops-emulator ";
  const synopsis = wrap(
    ALL_FLAGS.map(({ name, placeholder }) => `[--${name} ${placeholder}]`),
    command,
    " ".repeat(command.length),
  );
  const indent = " ".repeat(HELP_COLUMN);
  const details = ALL_FLAGS.flatMap((flag) => {
    const words = helpWithEnv(flag).split(" ");
    const name = `  --${flag.name} ${flag.placeholder}`;
    // A long flag takes a line of its own, its help below it.
    if (name.length < HELP_COLUMN - 1) return wrap(words, name.padEnd(HELP_COLUMN), indent);
    return [name, ...wrap(words, indent, indent)];
  });
  return `${[...synopsis, "", ...details].join("\n")}\n`;
}

const PARSE_OPTIONS = {
  ...Object.fromEntries(ALL_FLAGS.map(({ name }) => [name, { type: "string" as const }])),
  help: { type: "boolean" as const, short: "h" },
};

/** The flags given, by name; `--help` asks for the usage (a UsageError without a message). */
function readFlags(argv: readonly string[]): ReadonlyMap<string, string> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: [...argv], options: PARSE_OPTIONS, strict: true }));
  } catch (error) {
    // parseArgs says what is wrong (an unknown option, a missing value, a stray argument).
    throw new UsageError((error as Error).message);
  }
  if (values.help === true) throw new UsageError("");
  return new Map(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** The flag's value, else the environment variable's; undefined when neither is set or both are empty. */
function setting(
  flags: ReadonlyMap<string, string>,
  flag: FlagText,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const text = flags.get(flag.name) ?? (flag.env === undefined ? undefined : env[flag.env]);
  return text === "" ? undefined : text;
}

/** How each reading turns text into a number, and what it takes. */
const NUMBER_READINGS: Readonly<
  Record<
    Exclude<FlagReading, "text">,
    { readonly read: (text: string) => number | undefined; readonly takes: string }
  >
> = {
  port: {
    read: (text) => (/^\d+$/.test(text) && Number(text) <= 65535 ? Number(text) : undefined),
    takes: "0 to 65535",
  },
  count: { read: (text) => (/^\d+$/.test(text) ? Number(text) : undefined), takes: "a whole number" },
  positive: {
    read: (text) => (/^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : undefined),
    takes: "a whole number from 1 on",
  },
  rate: {
    read: (text) => (/^\d*\.?\d+$/.test(text) && Number(text) <= 1 ? Number(text) : undefined),
    takes: "0 to 1",
  },
};

function readNumber(flag: FlagText, reads: Exclude<FlagReading, "text">, text: string): number {
  const { read, takes } = NUMBER_READINGS[reads];
  const value = read(text);
  if (value === undefined) throw new UsageError(`invalid --${flag.name} '${text}' (${takes})`);
  return value;
}

/** Sets the flag's value into the options; a value the flag refuses is a usage mistake. */
function apply(flag: OptionFlag<EmulatorOptions>, options: EmulatorOptions, text: string): void {
  try {
    if (flag.reads === "text") flag.set(options, text);
    else flag.set(options, readNumber(flag, flag.reads, text));
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(error.message);
    throw error;
  }
}

/** Builds emulator options from arguments, then the environment, then defaults. */
export function parseCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): EmulatorOptions {
  const flags = readFlags(argv);
  const portText = flags.get(PORT_FLAG.name) ?? env.BIZOPS_EMULATOR_PORT;
  const options: EmulatorOptions = {
    port: portText === undefined ? DEFAULT_PORT : readNumber(PORT_FLAG, "port", portText),
  };
  for (const flag of OPTION_FLAGS) {
    const text = setting(flags, flag, env);
    if (text !== undefined) apply(flag, options, text);
  }
  return options;
}

/** The line that says how often chaos strikes, when it is on. */
function chaosLines(chaos: EmulatorOptions["chaos"]): string[] {
  if (chaos === undefined) return [];
  const seed = chaos.seed === undefined ? "" : `, seed ${chaos.seed}`;
  return [`chaos: a fault in ${chaos.rate * 100}% of service requests${seed}`];
}

/**
 * What the command prints once the emulator listens: its address and chaos, then each listed
 * service's lines. The token is deliberately not printed: the lines may end up in CI logs.
 */
export function startupLines(
  emulator: Pick<Emulator, "url" | "httpsUrl">,
  options: EmulatorOptions,
): string[] {
  return [
    `bizops emulator listening on ${emulator.url}`,
    ...chaosLines(options.chaos),
    ...LISTED.flatMap((service) => service.startupLines?.(emulator) ?? []),
    `tokens, seed data and admin routes: ${EMULATOR_DOCS}`,
  ];
}

/**
 * The error of a start that failed, with what to do when a port it asked for is taken: which
 * flag (and environment variable) chooses another. Any other failure is returned as it is.
 */
export function startFailure(
  error: unknown,
  options: EmulatorOptions,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): unknown {
  // Read by shape: an error of Node's own realm is no instance of another realm's Error.
  const { code, port, message } = (error ?? {}) as { code?: unknown; port?: unknown; message?: unknown };
  if (code !== "EADDRINUSE" || typeof port !== "number" || typeof message !== "string") return error;
  const flag = flagOfPort(port, options, argv, env);
  const how = `--${flag.name} ${flag.placeholder}${flag.env === undefined ? "" : ` (or ${flag.env})`}`;
  // The code stays, for a caller that branches on it as on Node's own error.
  return Object.assign(
    new Error(
      `${message}: another emulator or program is listening on port ${port}. Stop it, or start this one on another port with ${how}; 0 takes any free port.`,
      { cause: error },
    ),
    { code },
  );
}

/** The flag that asked for `port`: `--port` for the services' listener, else the port flag given that port. */
function flagOfPort(
  port: number,
  options: EmulatorOptions,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): FlagText {
  // The services' listener opens first: a port asked for twice is taken by it.
  if (port === options.port) return PORT_FLAG;
  const flags = readFlags(argv);
  const portFlags = OPTION_FLAGS.filter((flag) => flag.reads === "port");
  return portFlags.find((flag) => Number(setting(flags, flag, env)) === port) ?? PORT_FLAG;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  let options: EmulatorOptions;
  try {
    options = parseCliOptions(argv, process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message === "") {
      process.stdout.write(usage());
      return;
    }
    process.stderr.write(`bizops-emulator: ${error.message}\n\n${usage()}`);
    process.exitCode = 2;
    return;
  }
  const emulator = await startEmulator(options).catch((error: unknown) => {
    throw startFailure(error, options, argv, process.env);
  });
  const certificateFile = readFlags(argv).get(CERTIFICATE_FILE_FLAG.name);
  if (certificateFile !== undefined) writeFileSync(certificateFile, emulator.httpsCertificatePem);
  for (const line of startupLines(emulator, options)) process.stdout.write(`${line}\n`);
  const stop = (): void => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/**
 * Runs `bizops-emulator` with the process's arguments and environment: starts the emulator until
 * SIGINT or SIGTERM, or prints the usage; a failure is one line on stderr and a non-zero exit code.
 */
export function runCli(): void {
  main().catch((error: unknown) => {
    process.stderr.write(`bizops-emulator: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}

// `node dist/cli.js` runs it too, besides the package's command (bin/bizops-emulator).
if (require.main === module) runCli();
