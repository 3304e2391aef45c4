/**
 * One run of `bizops-import`: parse the arguments, read the company through the records client,
 * write the program. Every outcome is an exit code and lines on standard error; the program goes
 * to the file named, or to standard output.
 */
import { renameSync, writeFileSync } from "node:fs";
import type { Clock } from "../core/clock";
import { RecordsClient } from "../records/client";
import { parseCliOptions, UsageError, USAGE, type CliOptions } from "./cli-options";
import { explainError } from "./explain-error";
import { readCompany, type CompanyRecords } from "./read-company";
import { renderProgram } from "./render";

/** Where a run writes, and its clock; the real process by default. */
export interface ImportIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  /** When the company is read (written into the program) and what the retries wait on. */
  clock: Clock;
}

const PREFIX = "bizops-import: ";

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
  try {
    const client = RecordsClient.fromSources(
      { explicit: options.settings, env: io.env },
      { clock: io.clock },
    );
    const progress = options.quiet ? undefined : (line: string) => io.stderr(`${PREFIX}${line}\n`);
    const readAt = new Date(io.clock.now());
    const company = await readCompany(client, options.companyId, options.requests, progress);
    const text = renderProgram(company, { form: options.form, sourceUrl: url, readAt });
    if (options.out === undefined) io.stdout(text);
    else writeAtomically(options.out, text);
    report(company, options, io);
    return 0;
  } catch (error) {
    io.stderr(`${PREFIX}${explainError(error, { companyId: options.companyId, url })}\n`);
    return 1;
  }
}

/** Names a setting the command cannot run without, in the command's own terms (not stack config). */
function missingSetting(options: CliOptions, env: ImportIo["env"]): string | undefined {
  if (!options.settings.recordsUrl && !env.BIZOPS_RECORDS_URL) {
    return "no records service URL: set BIZOPS_RECORDS_URL and BIZOPS_RECORDS_TOKEN, or give --records-url with --records-token.";
  }
  if (!options.settings.recordsToken && !env.BIZOPS_RECORDS_TOKEN) {
    return "no records token: set BIZOPS_RECORDS_TOKEN, or give --records-token.";
  }
  return undefined;
}

/** What was written, and every record left out, on standard error. */
function report(company: CompanyRecords, options: CliOptions, io: ImportIo): void {
  const counts = company.types.map((k) => {
    const written = company.records.filter((r) => r.type === k.type).length;
    return `${written} ${k.type.plural}`;
  });
  const where = options.out ?? "standard output";
  io.stderr(`${PREFIX}wrote ${company.records.length} resources to ${where} (${counts.join(", ")})\n`);
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
