/**
 * The command line of `bizops-import`: which company, which record types with which filters,
 * where the records service is, and where to write. Settings follow the resources: flags first
 * (as a resource's `settings`), then the `BIZOPS_*` environment.
 */
import { parseArgs } from "node:util";
import { guid } from "../core/formats";
import type { Settings } from "../core/settings";
import { RECORD_KINDS, type RecordKind } from "./record-kinds";
import type { KindRequest } from "./read-company";

export const USAGE = `Usage: bizops-import --company ID [--out FILE] [--module] [--types LIST]
                     [--dispute-statuses-filter EXPR] [--currencies-filter EXPR]
                     [--purchase-credit-memos-filter EXPR]
                     [--records-url URL --records-token TOKEN] [--quiet]

Reads the records of a company and writes a Pulumi TypeScript program with one resource per
record, adopting it as it is.

  --company ID             the company (GUID)
  --out FILE               write the program here (default: standard output)
  --module                 write a module that exports adoptCompanyRecords(opts?) instead of a program
  --types LIST             comma-separated, of dispute-statuses, currencies, purchase-credit-memos
                           (default: all three; credit memos are read in status Draft only)
  --<type>-filter EXPR     an OData $filter for that type, such as "startswith(code,'P')"
  --records-url URL        the records service (default: env BIZOPS_RECORDS_URL)
  --records-token TOKEN    its token (default: env BIZOPS_RECORDS_TOKEN); a URL given here needs a
                           token given here too
  --quiet                  no progress lines on standard error

Retries follow BIZOPS_RETRY_MAX_ATTEMPTS and BIZOPS_RETRY_MAX_ELAPSED_SECONDS.
`;

/** A command-line mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** What the command was asked to do. */
export interface CliOptions {
  companyId: string;
  requests: KindRequest[];
  out: string | undefined;
  form: "program" | "module";
  settings: Settings;
  quiet: boolean;
}

/** The flag name of a record type: `purchaseCreditMemos` → `purchase-credit-memos`. */
function typeFlag(kind: RecordKind): string {
  return kind.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

const VALUE_FLAGS = [
  "company",
  "out",
  "types",
  "records-url",
  "records-token",
  ...RECORD_KINDS.map((k) => `${typeFlag(k)}-filter`),
];

const PARSE_OPTIONS = {
  ...Object.fromEntries(VALUE_FLAGS.map((flag) => [flag, { type: "string" as const }])),
  module: { type: "boolean" as const },
  quiet: { type: "boolean" as const },
  help: { type: "boolean" as const, short: "h" },
};

/** The flags given, by name (a switch given as `true`). `--help` asks for the usage. */
function readFlags(argv: readonly string[]): Record<string, string | boolean | undefined> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: [...argv], options: PARSE_OPTIONS, strict: true }));
  } catch (error) {
    // parseArgs says what is wrong (an unknown option, a missing value, a value given to a switch).
    throw new UsageError((error as Error).message);
  }
  if (values.help === true) throw new UsageError("");
  return values;
}

/** The value of a flag that takes one. */
function valueOf(flags: Record<string, string | boolean | undefined>, flag: string): string | undefined {
  const value = flags[flag];
  return typeof value === "string" ? value : undefined;
}

function parseTypes(text: string | undefined): RecordKind[] {
  if (text === undefined) return [...RECORD_KINDS];
  const names = text.split(",").map((t) => t.trim());
  for (const name of names) {
    if (!RECORD_KINDS.some((k) => typeFlag(k) === name)) {
      throw new UsageError(
        `unknown type '${name}' in --types (use ${RECORD_KINDS.map(typeFlag).join(", ")})`,
      );
    }
  }
  // Always in the program's order, whatever the order given.
  return RECORD_KINDS.filter((k) => names.includes(typeFlag(k)));
}

/** Builds the options from the arguments; nothing is read from the environment here but the token rule. */
export function parseCliOptions(argv: readonly string[]): CliOptions {
  const flags = readFlags(argv);
  const company = valueOf(flags, "company");
  if (company === undefined) throw new UsageError("--company is required");
  const companyId = guid.safeParse(company);
  if (!companyId.success) {
    throw new UsageError(`--company must be a company id (a GUID), not '${company}'`);
  }
  const kinds = parseTypes(valueOf(flags, "types"));
  for (const kind of RECORD_KINDS) {
    const flag = `${typeFlag(kind)}-filter`;
    if (valueOf(flags, flag) !== undefined && !kinds.includes(kind)) {
      throw new UsageError(`--${flag} is given but --types leaves ${typeFlag(kind)} out`);
    }
  }
  const url = valueOf(flags, "records-url");
  const token = valueOf(flags, "records-token");
  // A token from the environment belongs to the URL set there, as for a resource's settings.
  if (url !== undefined && token === undefined) {
    throw new UsageError(
      "--records-url needs --records-token too: the token of BIZOPS_RECORDS_TOKEN is not sent to a URL given on the command line",
    );
  }
  const settings: Settings = {};
  if (url !== undefined) settings.recordsUrl = url;
  if (token !== undefined) settings.recordsToken = token;
  return {
    companyId: companyId.data,
    requests: kinds.map((kind) => ({ kind, filter: valueOf(flags, `${typeFlag(kind)}-filter`) })),
    out: valueOf(flags, "out"),
    form: flags.module === true ? "module" : "program",
    settings,
    quiet: flags.quiet === true,
  };
}
