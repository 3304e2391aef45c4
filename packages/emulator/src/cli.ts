#!/usr/bin/env node
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { IdentityOptions } from "./identity/service";
import type { LifecycleOptions } from "./lifecycle/timing";
import { LIMITS_PRESETS } from "./records/limits";
import { startEmulator, type EmulatorOptions, type EmulatorTokens } from "./server";

/** Port used when neither `--port` nor `BIZOPS_EMULATOR_PORT` is given. */
const DEFAULT_PORT = 8787;

const USAGE = `Usage: bizops-emulator [--port N] [--host ADDRESS] [--records-token TOKEN] [--datashare-token TOKEN]
                       [--translator-key KEY] [--lifecycle-token TOKEN] [--datashare-page-size N]
                       [--lifecycle-step-ms N] [--certificate-window-seconds N] [--state-file PATH]
                       [--records-page-size N] [--chaos RATE] [--chaos-seed N]
                       [--identity-port N] [--token-lifetime-seconds N] [--identity-certificate-file PATH]
                       [--limits business-central]

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
  --limits business-central
                           enforce the records service's per-user limits: 5 requests at once, 95 queued,
                           6,000 in any 5 minutes, 429 without Retry-After beyond them, 50 to 150 ms per
                           request (env BIZOPS_EMULATOR_LIMITS)
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

const VALUE_FLAGS = [
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
  "limits",
  ...TOKEN_FLAGS.map(([flag]) => flag),
  ...LIFECYCLE_FLAGS.map(([flag]) => flag),
];

const PARSE_OPTIONS = {
  ...Object.fromEntries(VALUE_FLAGS.map((flag) => [flag, { type: "string" as const }])),
  help: { type: "boolean" as const, short: "h" },
};

/** A command-line mistake: printed with the usage, exit code 2. */
class UsageError extends Error {}

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
  flag: string,
  env: NodeJS.ProcessEnv,
  variable: string,
): string | undefined {
  const text = flags.get(flag) ?? env[variable];
  return text === "" ? undefined : text;
}

function parsePageSize(text: string): number {
  const size = Number(text);
  if (!/^\d+$/.test(text) || size < 1) throw new UsageError(`invalid page size '${text}'`);
  return size;
}

function parseWholeNumber(flag: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`invalid --${flag} '${text}'`);
  return Number(text);
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`invalid port '${text}'`);
  return port;
}

/** The lifecycle timing from flags, else the environment; undefined when neither sets any. */
function lifecycleOptions(
  flags: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv,
): LifecycleOptions | undefined {
  const options: LifecycleOptions = {};
  for (const [flag, variable, name] of LIFECYCLE_FLAGS) {
    const text = setting(flags, flag, env, variable);
    if (text !== undefined) options[name] = parseWholeNumber(flag, text);
  }
  return Object.keys(options).length > 0 ? options : undefined;
}

function parseChaos(flags: ReadonlyMap<string, string>, env: NodeJS.ProcessEnv): EmulatorOptions["chaos"] {
  const rateText = setting(flags, "chaos", env, "BIZOPS_EMULATOR_CHAOS");
  const seedText = setting(flags, "chaos-seed", env, "BIZOPS_EMULATOR_CHAOS_SEED");
  if (rateText === undefined) {
    if (seedText !== undefined) throw new UsageError("--chaos-seed needs --chaos");
    return undefined;
  }
  const rate = Number(rateText);
  if (!/^\d*\.?\d+$/.test(rateText) || rate > 1)
    throw new UsageError(`invalid --chaos '${rateText}' (0 to 1)`);
  if (seedText === undefined) return { rate };
  return { rate, seed: parseWholeNumber("chaos-seed", seedText) };
}

/** The identity provider's port and token lifetime from flags, else the environment. */
function identityOptions(
  flags: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv,
): IdentityOptions | undefined {
  const options: IdentityOptions = {};
  const port = setting(flags, "identity-port", env, "BIZOPS_EMULATOR_IDENTITY_PORT");
  if (port !== undefined) options.port = parsePort(port);
  const lifetime = setting(flags, "token-lifetime-seconds", env, "BIZOPS_EMULATOR_TOKEN_LIFETIME_SECONDS");
  if (lifetime !== undefined) {
    options.tokenLifetimeSeconds = parseWholeNumber("token-lifetime-seconds", lifetime);
  }
  return Object.keys(options).length > 0 ? options : undefined;
}

/** The credentials from flags, else the environment; undefined when neither sets any. */
function tokenOptions(
  flags: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv,
): Partial<EmulatorTokens> | undefined {
  const tokens: Partial<Record<keyof EmulatorTokens, string>> = {};
  for (const [flag, variable, name] of TOKEN_FLAGS) {
    const token = setting(flags, flag, env, variable);
    if (token !== undefined) tokens[name] = token;
  }
  return Object.keys(tokens).length > 0 ? tokens : undefined;
}

/** Builds emulator options from arguments, then the environment, then defaults. */
export function parseCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): EmulatorOptions {
  const flags = readFlags(argv);
  // An empty BIZOPS_EMULATOR_PORT is refused, not ignored: the port is the one setting always used.
  const portText = flags.get("port") ?? env.BIZOPS_EMULATOR_PORT;
  const options: EmulatorOptions = { port: portText === undefined ? DEFAULT_PORT : parsePort(portText) };
  const host = flags.get("host");
  if (host !== undefined) options.host = host;
  const tokens = tokenOptions(flags, env);
  if (tokens !== undefined) options.tokens = tokens;
  const pageSize = setting(flags, "datashare-page-size", env, "BIZOPS_EMULATOR_DATASHARE_PAGE_SIZE");
  if (pageSize !== undefined) options.dataSharePageSize = parsePageSize(pageSize);
  const recordsPageSize = setting(flags, "records-page-size", env, "BIZOPS_EMULATOR_RECORDS_PAGE_SIZE");
  if (recordsPageSize !== undefined) options.recordsPageSize = parsePageSize(recordsPageSize);
  const chaos = parseChaos(flags, env);
  if (chaos !== undefined) options.chaos = chaos;
  const lifecycle = lifecycleOptions(flags, env);
  if (lifecycle !== undefined) options.lifecycle = lifecycle;
  const stateFile = setting(flags, "state-file", env, "BIZOPS_EMULATOR_STATE_FILE");
  if (stateFile !== undefined) options.stateFile = stateFile;
  const identity = identityOptions(flags, env);
  if (identity !== undefined) options.identity = identity;
  const limits = setting(flags, "limits", env, "BIZOPS_EMULATOR_LIMITS");
  if (limits !== undefined) {
    const preset = LIMITS_PRESETS[limits];
    if (preset === undefined || !Object.hasOwn(LIMITS_PRESETS, limits)) {
      throw new UsageError(`invalid --limits '${limits}' (${Object.keys(LIMITS_PRESETS).join(", ")})`);
    }
    options.limits = { ...preset };
  }
  return options;
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
