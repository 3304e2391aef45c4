#!/usr/bin/env node
import { writeFileSync } from "node:fs";
import type { IdentityOptions } from "./identity/service";
import type { LifecycleOptions } from "./lifecycle/timing";
import { startEmulator, type EmulatorOptions, type EmulatorTokens } from "./server";

/** Port used when neither `--port` nor `BIZOPS_EMULATOR_PORT` is given. */
const DEFAULT_PORT = 8787;

const USAGE = `Usage: bizops-emulator [--port N] [--host ADDRESS] [--records-token TOKEN] [--datashare-token TOKEN]
                       [--translator-key KEY] [--lifecycle-token TOKEN] [--datashare-page-size N]
                       [--lifecycle-step-ms N] [--certificate-window-seconds N] [--state-file PATH]
                       [--records-page-size N] [--chaos RATE] [--chaos-seed N]
                       [--identity-port N] [--token-lifetime-seconds N] [--identity-certificate-file PATH]

  --port N                 port to listen on (default ${DEFAULT_PORT}; env BIZOPS_EMULATOR_PORT; 0 = any free port)
  --host ADDRESS           address to listen on (default 127.0.0.1)
  --records-token TOKEN    bearer token of the records service (env BIZOPS_EMULATOR_RECORDS_TOKEN)
  --datashare-token TOKEN  bearer token of the data share service (env BIZOPS_EMULATOR_DATASHARE_TOKEN)
  --translator-key KEY     subscription key of the language service (env BIZOPS_EMULATOR_TRANSLATOR_KEY)
  --lifecycle-token TOKEN  bearer token of the lifecycle service (env BIZOPS_EMULATOR_LIFECYCLE_TOKEN)
  --datashare-page-size N  items per data share page (default 10; env BIZOPS_EMULATOR_DATASHARE_PAGE_SIZE)
  --lifecycle-step-ms N    milliseconds per status step of a refresh or export: NotStarted, InProgress,
                           then the outcome (default 5000; env BIZOPS_EMULATOR_LIFECYCLE_STEP_MS)
  --certificate-window-seconds N
                           seconds between two certificate fetches of an environment (default 60; 0 = no
                           limit; env BIZOPS_EMULATOR_CERTIFICATE_WINDOW_SECONDS)
  --state-file PATH        keep records in this JSON file across restarts (env BIZOPS_EMULATOR_STATE_FILE;
                           default: in memory only)
  --records-page-size N    records per page of a collection read (default 100; env
                           BIZOPS_EMULATOR_RECORDS_PAGE_SIZE)
  --chaos RATE             inject a fault into this share (0 to 1) of the service requests: 429 with
                           Retry-After, 500/502/503/504, dropped connections, and writes applied before
                           their answer is lost (env BIZOPS_EMULATOR_CHAOS)
  --chaos-seed N           seed of the chaos, to play a run again (env BIZOPS_EMULATOR_CHAOS_SEED)
  --identity-port N        https port of the identity provider (default any free port; env
                           BIZOPS_EMULATOR_IDENTITY_PORT)
  --token-lifetime-seconds N
                           seconds each access token lives (default 3600; env
                           BIZOPS_EMULATOR_TOKEN_LIFETIME_SECONDS)
  --identity-certificate-file PATH
                           write the https certificate (PEM) here, for NODE_EXTRA_CA_CERTS
`;

/** Flag → environment variable → token name, for the credentials the emulator accepts. */
const TOKEN_FLAGS = [
  ["records-token", "BIZOPS_EMULATOR_RECORDS_TOKEN", "records"],
  ["datashare-token", "BIZOPS_EMULATOR_DATASHARE_TOKEN", "dataShare"],
  ["translator-key", "BIZOPS_EMULATOR_TRANSLATOR_KEY", "translator"],
  ["lifecycle-token", "BIZOPS_EMULATOR_LIFECYCLE_TOKEN", "lifecycle"],
] as const;

/** Flag → environment variable → lifecycle option, for the lifecycle timing. */
const LIFECYCLE_FLAGS = [
  ["lifecycle-step-ms", "BIZOPS_EMULATOR_LIFECYCLE_STEP_MS", "stepMs"],
  ["certificate-window-seconds", "BIZOPS_EMULATOR_CERTIFICATE_WINDOW_SECONDS", "certificateWindowSeconds"],
] as const;

const KNOWN_FLAGS = [
  "port",
  "identity-port",
  "token-lifetime-seconds",
  "identity-certificate-file",
  "host",
  "state-file",
  "datashare-page-size",
  "records-page-size",
  "chaos",
  "chaos-seed",
  ...TOKEN_FLAGS.map(([flag]) => flag),
  ...LIFECYCLE_FLAGS.map(([flag]) => flag),
];

/** A command-line mistake: printed with the usage, exit code 2. */
class UsageError extends Error {}

function parsePageSize(text: string): number {
  const size = Number(text);
  if (!/^\d+$/.test(text) || size < 1) throw new UsageError(`invalid page size '${text}'`);
  return size;
}

function parseWholeNumber(flag: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`invalid --${flag} '${text}'`);
  return Number(text);
}

/** The lifecycle timing from flags, else the environment; undefined when neither sets any. */
function lifecycleOptions(
  flags: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv,
): LifecycleOptions | undefined {
  const options: LifecycleOptions = {};
  for (const [flag, variable, name] of LIFECYCLE_FLAGS) {
    const text = flags.get(flag) ?? env[variable];
    if (text !== undefined && text !== "") options[name] = parseWholeNumber(flag, text);
  }
  return Object.keys(options).length > 0 ? options : undefined;
}

function parseChaos(flags: ReadonlyMap<string, string>, env: NodeJS.ProcessEnv): EmulatorOptions["chaos"] {
  const rateText = flags.get("chaos") ?? env.BIZOPS_EMULATOR_CHAOS;
  const seedText = flags.get("chaos-seed") ?? env.BIZOPS_EMULATOR_CHAOS_SEED;
  if (rateText === undefined || rateText === "") {
    if (seedText !== undefined && seedText !== "") throw new UsageError("--chaos-seed needs --chaos");
    return undefined;
  }
  const rate = Number(rateText);
  if (!/^\d*\.?\d+$/.test(rateText) || rate > 1)
    throw new UsageError(`invalid --chaos '${rateText}' (0 to 1)`);
  if (seedText === undefined || seedText === "") return { rate };
  return { rate, seed: parseWholeNumber("chaos-seed", seedText) };
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`invalid port '${text}'`);
  return port;
}

/** Splits `--name value` and `--name=value` into pairs. */
function readFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    if (arg === "--help" || arg === "-h") throw new UsageError("");
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (match === null) throw new UsageError(`unexpected argument '${arg}'`);
    const [, name = "", inline] = match;
    const value = inline ?? argv[(i += 1)];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    flags.set(name, value);
  }
  return flags;
}

/** Builds emulator options from arguments, then the environment, then defaults. */
export function parseCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): EmulatorOptions {
  const flags = readFlags(argv);
  for (const name of flags.keys()) {
    if (!KNOWN_FLAGS.includes(name)) throw new UsageError(`unknown option --${name}`);
  }
  const portText = flags.get("port") ?? env.BIZOPS_EMULATOR_PORT;
  const options: EmulatorOptions = { port: portText === undefined ? DEFAULT_PORT : parsePort(portText) };
  const host = flags.get("host");
  if (host !== undefined) options.host = host;
  const tokens: Partial<Record<keyof EmulatorTokens, string>> = {};
  for (const [flag, variable, name] of TOKEN_FLAGS) {
    const token = flags.get(flag) ?? env[variable];
    if (token !== undefined && token !== "") tokens[name] = token;
  }
  if (Object.keys(tokens).length > 0) options.tokens = tokens;
  const pageSize = flags.get("datashare-page-size") ?? env.BIZOPS_EMULATOR_DATASHARE_PAGE_SIZE;
  if (pageSize !== undefined && pageSize !== "") options.dataSharePageSize = parsePageSize(pageSize);
  const recordsPageSize = flags.get("records-page-size") ?? env.BIZOPS_EMULATOR_RECORDS_PAGE_SIZE;
  if (recordsPageSize !== undefined && recordsPageSize !== "") {
    options.recordsPageSize = parsePageSize(recordsPageSize);
  }
  const chaos = parseChaos(flags, env);
  if (chaos !== undefined) options.chaos = chaos;
  const lifecycle = lifecycleOptions(flags, env);
  if (lifecycle !== undefined) options.lifecycle = lifecycle;
  const stateFile = flags.get("state-file") ?? env.BIZOPS_EMULATOR_STATE_FILE;
  if (stateFile !== undefined && stateFile !== "") options.stateFile = stateFile;
  const identity = identityOptions(flags, env);
  if (identity !== undefined) options.identity = identity;
  return options;
}

/** The identity provider's port and token lifetime from flags, else the environment. */
function identityOptions(
  flags: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv,
): IdentityOptions | undefined {
  const options: IdentityOptions = {};
  const port = flags.get("identity-port") ?? env.BIZOPS_EMULATOR_IDENTITY_PORT;
  if (port !== undefined && port !== "") options.port = parsePort(port);
  const lifetime = flags.get("token-lifetime-seconds") ?? env.BIZOPS_EMULATOR_TOKEN_LIFETIME_SECONDS;
  if (lifetime !== undefined && lifetime !== "") {
    options.tokenLifetimeSeconds = parseWholeNumber("token-lifetime-seconds", lifetime);
  }
  return Object.keys(options).length > 0 ? options : undefined;
}

async function main(): Promise<void> {
  let options: EmulatorOptions;
  try {
    options = parseCliOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message === "") {
      process.stdout.write(USAGE);
      return;
    }
    process.stderr.write(`bizops-emulator: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const emulator = await startEmulator(options);
  const certificateFile = readFlags(process.argv.slice(2)).get("identity-certificate-file");
  if (certificateFile !== undefined) writeFileSync(certificateFile, emulator.identityCertificatePem);
  // The token is deliberately not printed: the line may end up in CI logs.
  process.stdout.write(`bizops emulator listening on ${emulator.url}\n`);
  if (options.chaos !== undefined) {
    process.stdout.write(
      `chaos: a fault in ${options.chaos.rate * 100}% of service requests${options.chaos.seed === undefined ? "" : `, seed ${options.chaos.seed}`}\n`,
    );
  }
  process.stdout.write(`identity provider (authority host) on ${emulator.identityUrl}\n`);
  const stop = (): void => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`bizops-emulator: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
