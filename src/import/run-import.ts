/**
 * One run of `bizops-import`: parse the arguments, find the company (by name through the
 * companies listing, when asked so), read it through the records client, write the program. The
 * client signs in as the resources do: a token, or the Entra ID identity the environment names. Every outcome is an exit code and lines on standard error; the program goes
 * to the file named, or to standard output.
 */
import { renameSync, writeFileSync } from "node:fs";
import type { Clock } from "../core/http/clock";
import { ENTRA_SETTING_SOURCES } from "../core/settings/entra-settings";
import { CompaniesClient } from "../records/client/companies-client";
import { parseCliOptions, UsageError, USAGE, type CliOptions } from "./cli-options";
import { companyIdByName } from "./company-by-name";
import { explainError } from "./explain-error";
import { readCompany, type CompanyRecords } from "./read-company";
import { COMPANY_CONFIG_KEY, renderProgram } from "./render";
import { renderImportFile } from "./render-import-file";

/** Where a run writes, and its clock; the real process by default. */
export interface ImportIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  /** When the company is read (written into the program) and what the retries wait on. */
  clock: Clock;
}

const PREFIX = "bizops-import: ";

// How messages name the settings the command takes as flags.
const FLAG_NAMES = { recordsUrl: "--records-url", recordsToken: "--records-token" } as const;

/** Runs the command; resolves with the exit code (0 done, 1 failed, 2 usage). */
export async function runImport(argv: readonly string[], io: ImportIo): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCliOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message === "") {
      io.stdout(USAGE);
      return 0;
    }
    io.stderr(`${PREFIX}${error.message}\n\n${USAGE}`);
    return 2;
  }
  for (const note of options.notes) io.stderr(`${PREFIX}note: ${note}\n`);
  const url = shownUrl(options.settings.recordsUrl ?? io.env.BIZOPS_RECORDS_URL);
  const missing = missingSetting(options, io.env);
  if (missing !== undefined) {
    io.stderr(`${PREFIX}${missing}\n`);
    return 1;
  }
  // The company's id once known, for the messages of a failure.
  let knownId = options.company.by === "id" ? options.company.id : undefined;
  try {
    const client = CompaniesClient.fromSources(
      { explicit: options.settings, explicitNames: FLAG_NAMES, env: io.env },
      { clock: io.clock },
    );
    const progress = options.quiet ? undefined : (line: string) => io.stderr(`${PREFIX}${line}\n`);
    const companyId =
      options.company.by === "id" ? options.company.id : await companyIdByName(client, options.company.name);
    if (options.company.by === "name") {
      progress?.(`company ${JSON.stringify(options.company.name)} is ${companyId}`);
    }
    knownId = companyId;
    const readAt = new Date(io.clock.now());
    const company = await readCompany(client, companyId, options.requests, progress);
    const text =
      options.form === "import-file"
        ? renderImportFile(company)
        : renderProgram(company, {
            form: options.form,
            sourceUrl: url,
            readAt,
            manageDeletion: options.manageDeletion,
          });
    if (options.out === undefined) io.stdout(text);
    else writeAtomically(options.out, text);
    report(company, options, io);
    return 0;
  } catch (error) {
    io.stderr(`${PREFIX}${explainError(error, { companyId: knownId, url })}\n`);
    return 1;
  }
}

/**
 * Names a setting the command cannot run without, in the command's own terms (not stack config):
 * the URL, and a token or an Entra ID identity (whose own settings the client checks).
 */
function missingSetting(options: CliOptions, env: ImportIo["env"]): string | undefined {
  if (!options.settings.recordsUrl && !env.BIZOPS_RECORDS_URL) {
    return "no records service URL: set BIZOPS_RECORDS_URL and BIZOPS_RECORDS_TOKEN (or an Entra ID identity), or give --records-url with --records-token.";
  }
  const identity = IDENTITY_VARIABLES.some((name) => Boolean(env[name]));
  if (!options.settings.recordsToken && !env.BIZOPS_RECORDS_TOKEN && !identity) {
    return `no records token: set BIZOPS_RECORDS_TOKEN, or give --records-token, or sign in with an Entra ID identity: set ${IDENTITY_VARIABLES.join(" or ")} (such as clientSecret or azureCli) with the settings it needs (node_modules/pulumi-bizops/docs/settings.md).`;
  }
  return undefined;
}

// The variables that name the records service's Entra ID identity, its own first, as the resources read them.
const IDENTITY_VARIABLES = [
  ENTRA_SETTING_SOURCES.recordsEntraCredential.env,
  ENTRA_SETTING_SOURCES.entraCredential.env,
];

/** What was written, and every record left out, on standard error. */
function report(company: CompanyRecords, options: CliOptions, io: ImportIo): void {
  const counts = company.types.map((k) => {
    const written = company.records.filter((r) => r.type === k.type).length;
    return `${written} ${k.type.plural}`;
  });
  const where = options.out ?? "standard output";
  io.stderr(`${PREFIX}wrote ${company.records.length} resources to ${where} (${counts.join(", ")})\n`);
  if (options.form === "import-file") {
    // The file holds ids only: pulumi import writes each policy from the plugin's read.
    const policy = options.manageDeletion
      ? "remove the deletionPolicy: abandon line pulumi import writes for each record to let a delete delete it"
      : "pulumi import writes each record with deletionPolicy: abandon, so a destroy leaves it in the company";
    io.stderr(`${PREFIX}${policy}\n`);
  } else {
    io.stderr(
      `${PREFIX}the program reads the company from its stack config; run: pulumi config set ${COMPANY_CONFIG_KEY} ${company.companyId}\n`,
    );
    if (!options.manageDeletion) {
      io.stderr(
        `${PREFIX}each record is adopted with deletionPolicy "abandon": pulumi destroy leaves it in the company (--manage-deletion to delete them)\n`,
      );
    }
  }
  if (company.skipped.length === 0) return;
  io.stderr(`${PREFIX}left out ${company.skipped.length} record(s) no resource can hold as they are:\n`);
  for (const s of company.skipped) {
    io.stderr(`  - ${s.type.collection.noun} ${JSON.stringify(s.code)} (id ${s.id}): ${s.reason}\n`);
  }
}

/** The service's URL as the header and messages show it: no query or fragment, which could hold a secret. */
function shownUrl(raw: string | undefined): string {
  if (raw === undefined || raw === "") return "(no URL)";
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    return "(an invalid URL)";
  }
}

// A run that fails halfway never leaves half a program where the last good one was.
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, "utf8");
  renameSync(temporary, path);
}
