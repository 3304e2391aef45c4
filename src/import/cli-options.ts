/**
 * The command line of `bizops-import`: which company (by id, or by name through the companies
 * listing), which record types with which filters, where the records service is, and where to
 * write. Settings follow the resources: flags first (as a resource's `settings`), then the
 * `BIZOPS_*` environment, which may name an Entra ID identity instead of a token.
 */
import { parseArgs } from "node:util";
import type * as z from "zod";
import { guid } from "../core/schemas/formats";
import type { Settings } from "../core/settings/settings";
import {
  apiRoute,
  entitySetName,
  keyFields as keyFieldsSchema,
} from "../records/definitions/entity-set-record-checks";
import { entitySetType, matchEntitySet } from "./entity-set-type";
import { IMPORTED_TYPES, type ImportedType } from "./imported-types";
import type { TypeRequest } from "./read-company";

/** The flag name of a record type: `purchaseCreditMemos` → `purchase-credit-memos`. */
function typeFlag(type: ImportedType): string {
  return type.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The type flags, a few a line, for the usage. */
function typeList(indent: string): string {
  const lines: string[] = [];
  let line = "";
  for (const flag of IMPORTED_TYPES.map(typeFlag)) {
    if (line !== "" && line.length + flag.length + 2 > 70) {
      lines.push(`${line},`);
      line = "";
    }
    line = line === "" ? flag : `${line}, ${flag}`;
  }
  lines.push(line);
  return lines.join(`\n${indent}`);
}

export const USAGE = `Usage: bizops-import (--company ID | --company-name NAME) [--out FILE] [--module | --import-file]
                     [--manage-deletion] [--types LIST]
                     [--<type>-filter EXPR]...
                     [--entity-set NAME [--api ROUTE] [--key FIELDS] [--filter EXPR]]
                     [--records-url URL --records-token TOKEN] [--quiet]

Reads the records of a company and writes a Pulumi TypeScript program with one resource per
record, adopting it as it is (or, with --import-file, the file pulumi import reads to do the same
in another language). The program reads the company from its stack config: it prints the
pulumi config set companyId ... line to run. Each adopted record is written with
deletionPolicy "abandon", so pulumi destroy (or removing a resource) leaves it in the company.

  --company ID             the company (GUID)
  --company-name NAME      the company by its name (or display name), as records.listCompanies
                           lists it; exactly one company must match
  --out FILE               write the program (or import file) here (default: standard output)
  --module                 write a module that exports adoptCompanyRecords(opts?) instead of a program
  --import-file            write Pulumi's bulk import file instead, for pulumi import --file FILE
                           in a YAML, Go or Python project on the provider plugin
  --manage-deletion        manage the records' deletion too: no deletionPolicy "abandon", so
                           pulumi destroy (or removing a resource) deletes the record from the
                           company (an import file cannot say so: see docs/import.md)
  --types LIST             comma-separated, of:
                             ${typeList("                             ")}
                           (default: all of them, unless --entity-set is given; credit memos
                           are read in status Draft only)
  --<type>-filter EXPR     an OData $filter for that type, such as "code eq 'PRICE'"
  --entity-set NAME        read one entity set (one a run), as its API page names it, such as
                           carBrands: alone, only it; with --types, it and the types named.
                           With a typed resource for it at that API version its records are
                           written as --types writes them, otherwise one records.Record each
  --api ROUTE              the entity set's API: a version (default: v2.0), or
                           <publisher>/<group>/<version> for a custom API (such as bctech/demo/v1.0)
  --key FIELDS             comma-separated, the entity set's key fields (such as name): required
                           for an entity set with no typed resource, ignored for one with
  --filter EXPR            an OData $filter for the entity set
  --records-url URL        the records service (default: env BIZOPS_RECORDS_URL)
  --records-token TOKEN    its token (default: env BIZOPS_RECORDS_TOKEN); a URL given here needs a
                           token given here too
  --quiet                  no progress lines on standard error

Sign-in: a token (--records-token, BIZOPS_RECORDS_TOKEN), or the Entra ID identity the resources
use, named in the environment: BIZOPS_RECORDS_ENTRA_CREDENTIAL or BIZOPS_ENTRA_CREDENTIAL (such as
clientSecret, workloadIdentity, azureCli) with the settings it needs (BIZOPS_ENTRA_TENANT_ID,
BIZOPS_ENTRA_CLIENT_ID, ..., or the AZURE_* variables). Every setting:
node_modules/pulumi-bizops/docs/settings.md.
Retries follow BIZOPS_RETRY_MAX_ATTEMPTS and BIZOPS_RETRY_MAX_ELAPSED_SECONDS.

Examples (the company of bizops-emulator):
  bizops-import --company 5d115c9c-44e3-ea11-bb43-000d3a2feca1 --out index.ts
  bizops-import --company-name CRONUS --types customers,vendors --module --out company.ts
  bizops-import --company-name CRONUS --types currencies,vendors --import-file --out import.json
  bizops-import --company-name CRONUS --types dispute-statuses --dispute-statuses-filter "code eq 'PRICE'"
  bizops-import --company-name CRONUS --entity-set carBrands --api bctech/demo/v1.0 --key name --filter "country eq 'NO'"
`;

/** A command-line mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** The company to read: by id, or by name (found through the companies listing). */
type CompanyChoice = { by: "id"; id: string } | { by: "name"; name: string };

/** What the command was asked to do. */
export interface CliOptions {
  company: CompanyChoice;
  requests: TypeRequest[];
  out: string | undefined;
  form: "program" | "module" | "import-file";
  /** `--manage-deletion`: a delete of a resource deletes its record (no `deletionPolicy: "abandon"`). */
  manageDeletion: boolean;
  settings: Settings;
  quiet: boolean;
  /** What the command line asked that the run does otherwise, said on standard error. */
  notes: string[];
}

const VALUE_FLAGS = [
  "company",
  "company-name",
  "out",
  "types",
  "records-url",
  "records-token",
  ...IMPORTED_TYPES.map((k) => `${typeFlag(k)}-filter`),
];

// The entity set's flags may be given once: a second is refused rather than silently winning.
const ENTITY_SET_FLAGS = ["entity-set", "api", "key", "filter"];

const PARSE_OPTIONS = {
  ...Object.fromEntries(VALUE_FLAGS.map((flag) => [flag, { type: "string" as const }])),
  ...Object.fromEntries(ENTITY_SET_FLAGS.map((flag) => [flag, { type: "string" as const, multiple: true }])),
  module: { type: "boolean" as const },
  "import-file": { type: "boolean" as const },
  "manage-deletion": { type: "boolean" as const },
  quiet: { type: "boolean" as const },
  help: { type: "boolean" as const, short: "h" },
};

/** The flags given, by name (a switch given as `true`). `--help` asks for the usage. */
function readFlags(argv: readonly string[]): Flags {
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    ({ values } = parseArgs({ args: [...argv], options: PARSE_OPTIONS, strict: true }));
  } catch (error) {
    // parseArgs says what is wrong (an unknown option, a missing value, a value given to a switch).
    throw new UsageError((error as Error).message);
  }
  if (values.help === true) throw new UsageError("");
  const flags: Flags = {};
  for (const [flag, value] of Object.entries(values)) {
    if (!Array.isArray(value)) {
      flags[flag] = value;
      continue;
    }
    if (value.length > 1) {
      throw new UsageError(
        `--${flag} is given ${value.length} times: one entity set a run (run the command once for each, with --module to combine them)`,
      );
    }
    flags[flag] = value[0];
  }
  return flags;
}

/** The flags given, by name (a switch given as `true`). */
type Flags = Record<string, string | boolean | undefined>;

/** The value of a flag that takes one. */
function valueOf(flags: Flags, flag: string): string | undefined {
  const value = flags[flag];
  return typeof value === "string" ? value : undefined;
}

function parseTypes(text: string | undefined): ImportedType[] {
  if (text === undefined) return [...IMPORTED_TYPES];
  const names = text.split(",").map((t) => t.trim());
  for (const name of names) {
    if (!IMPORTED_TYPES.some((k) => typeFlag(k) === name)) {
      throw new UsageError(
        `unknown type '${name}' in --types (use ${IMPORTED_TYPES.map(typeFlag).join(", ")})`,
      );
    }
  }
  // Always in the program's order, whatever the order given.
  return IMPORTED_TYPES.filter((k) => names.includes(typeFlag(k)));
}

/** Builds the options from the arguments; nothing is read from the environment here but the token rule. */
export function parseCliOptions(argv: readonly string[]): CliOptions {
  const flags = readFlags(argv);
  const company = parseCompany(flags);
  const entitySet = parseEntitySet(flags);
  const typesText = valueOf(flags, "types");
  // An entity set alone reads only that entity set; --types beside it adds the types named.
  const types = entitySet && typesText === undefined ? [] : parseTypes(typesText);
  const requests: TypeRequest[] = types.map((type) => ({
    type,
    filter: valueOf(flags, `${typeFlag(type)}-filter`),
  }));
  if (entitySet) addEntitySet(requests, entitySet, flags);
  for (const type of IMPORTED_TYPES) {
    const flag = `${typeFlag(type)}-filter`;
    if (valueOf(flags, flag) !== undefined && !requests.some((request) => request.type === type)) {
      throw new UsageError(
        `--${flag} is given but ${entitySet ? "neither --types nor --entity-set reads" : "--types leaves"} ${typeFlag(type)}${entitySet ? "" : " out"}`,
      );
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
    company,
    requests,
    out: valueOf(flags, "out"),
    form: parseForm(flags),
    manageDeletion: flags["manage-deletion"] === true,
    settings,
    quiet: flags.quiet === true,
    notes: entitySet?.notes ?? [],
  };
}

/** What to write: a program, a module (`--module`) or an import file (`--import-file`). */
function parseForm(flags: Flags): CliOptions["form"] {
  if (flags.module === true && flags["import-file"] === true) {
    throw new UsageError("--module and --import-file each say what to write: give one");
  }
  if (flags["import-file"] === true) return "import-file";
  return flags.module === true ? "module" : "program";
}

/** `--company` (a GUID) or `--company-name`: one of the two. */
function parseCompany(flags: Flags): CompanyChoice {
  const id = valueOf(flags, "company");
  const name = valueOf(flags, "company-name");
  if (id !== undefined && name !== undefined) {
    throw new UsageError("--company and --company-name both name the company: give one");
  }
  if (name !== undefined) {
    if (name.trim() === "") throw new UsageError("--company-name must not be empty");
    return { by: "name", name };
  }
  if (id === undefined) throw new UsageError("--company or --company-name is required");
  const parsed = guid.safeParse(id);
  if (!parsed.success) {
    throw new UsageError(
      `--company must be a company id (a GUID), not '${id}': to choose the company by its name, use --company-name ${JSON.stringify(id)}`,
    );
  }
  return { by: "id", id: parsed.data };
}

/** The entity set asked for with `--entity-set`, as the type that writes its records. */
interface EntitySetRequest extends TypeRequest {
  notes: string[];
}

/** The entity set's flags, checked: which type writes its records, with its filter. */
function parseEntitySet(flags: Flags): EntitySetRequest | undefined {
  const entitySet = valueOf(flags, "entity-set");
  const filter = valueOf(flags, "filter");
  if (entitySet === undefined) {
    for (const flag of ["api", "key", "filter"]) {
      if (valueOf(flags, flag) !== undefined) {
        throw new UsageError(
          `--${flag} applies to --entity-set, which is not given${flag === "filter" ? " (for a type of --types, use --<type>-filter)" : ""}`,
        );
      }
    }
    return undefined;
  }
  const set = checkFlag("entity-set", entitySet, entitySetName);
  const api = checkFlag("api", valueOf(flags, "api") ?? "v2.0", apiRoute);
  const keyText = valueOf(flags, "key");
  const match = matchEntitySet(set, api);
  const notes: string[] = [];
  if (match && "readOnly" in match) {
    throw new UsageError(
      `--entity-set ${set} (API ${api}) is read-only in the API: no resource can hold its records (read them with records.list${match.readOnly.plural})`,
    );
  }
  if (match) {
    if (keyText !== undefined) {
      notes.push(
        `--key ${keyText} is ignored: ${set} (API ${api}) has the typed resource records.${match.typed.resource}, which is keyed by its own key`,
      );
    }
    return { type: match.typed, filter, notes };
  }
  if (keyText === undefined) {
    throw new UsageError(
      `--key is required for --entity-set ${set} (API ${api}): no typed resource holds it, so its records are written as records.Record, which needs the entity set's key fields (its primary key), such as --key name or --key code`,
    );
  }
  const keyFields = checkFlag(
    "key",
    keyText.split(",").map((field) => field.trim()),
    keyFieldsSchema,
  );
  const twice = keyFields.find((field, i) => keyFields.indexOf(field) !== i);
  if (twice !== undefined) throw new UsageError(`--key '${keyText}' names ${twice} twice`);
  return { type: entitySetType(api, set, keyFields), filter, notes };
}

/** The flag's value as the schema parses it; a refusal names the flag and the value. */
function checkFlag<T>(flag: string, value: string | string[], schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // A list's refusal names the one entry refused.
  const entry = Array.isArray(value) && typeof issue?.path[0] === "number" ? value[issue.path[0]] : undefined;
  const shown = Array.isArray(value) ? value.join(",") : value;
  const which = entry === undefined ? "" : `: '${entry}'`;
  throw new UsageError(`--${flag} '${shown}'${which} ${issue?.message ?? "is not valid"}`);
}

/**
 * Adds the entity set's type to the requests. A typed type is read once, with `--filter` or its
 * own `--<type>-filter`, whichever is given (both is refused: which one was meant is unclear).
 */
function addEntitySet(requests: TypeRequest[], entitySet: EntitySetRequest, flags: Flags): void {
  const typeFilterFlag = `${typeFlag(entitySet.type)}-filter`;
  const typeFilter = valueOf(flags, typeFilterFlag);
  if (entitySet.filter !== undefined && typeFilter !== undefined) {
    throw new UsageError(`--filter and --${typeFilterFlag} both filter ${entitySet.type.plural}: give one`);
  }
  const filter = entitySet.filter ?? typeFilter;
  const same = requests.find((request) => request.type === entitySet.type);
  if (same) same.filter = filter;
  else requests.push({ type: entitySet.type, filter });
}
