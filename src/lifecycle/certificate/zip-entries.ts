/**
 * Reads the files of a zip held in memory, with fflate, within bounds. The zip comes from a
 * service, so nothing it declares is trusted: the central directory is listed first (without
 * inflating anything) to bound the number of entries and check the names, then the entries are
 * read in the order they lie in the zip, one local header after another, so that no two of them
 * can share data. The inflated bytes are counted as they come, and inflation stops at the first
 * bound passed. Stored and deflated entries are read; a name must be a plain relative path, so
 * that writing the files out cannot leave the folder they are written to.
 */
import { Unzip, UnzipInflate, unzipSync, type UnzipFile, type UnzipFileInfo } from "fflate";
import { BizopsError, isBizopsError } from "../../core/errors/errors";

/** One file of a zip. */
export interface ZipFile {
  /** The file's name inside the zip. */
  name: string;
  /** The file's content. */
  data: Buffer;
}

// The bounds below are for a certificate bundle: a .pfx and a .cer of a few kilobytes each. They
// leave room for a bundle that grows a few more files, and stop anything else long before it
// costs memory: inflation stops at the first bound passed, whatever the zip declares.

/** Entries (folders included) a zip may hold; the format allows 65,535. */
export const MAX_ZIP_ENTRIES = 64;
/** Bytes one file may inflate to. */
export const MAX_ZIP_ENTRY_BYTES = 4 * 1024 * 1024;
/** Bytes all the files together may inflate to. */
export const MAX_ZIP_TOTAL_BYTES = 16 * 1024 * 1024;
/**
 * Inflated bytes per byte of zip read so far, once past {@link ZIP_RATIO_FREE_BYTES}: keys and
 * certificates barely compress, so a zip much denser than this is built to expand.
 */
export const MAX_ZIP_RATIO = 100;
/** Inflated bytes below which the ratio is not checked: a small zip of repetitive text is harmless. */
export const ZIP_RATIO_FREE_BYTES = 1024 * 1024;
// The zip is fed to fflate this many bytes at a time and the bounds are checked after each piece:
// deflate expands a byte to at most 1,032, so a piece can add at most about 4 MiB past a bound.
// Smaller pieces cost time: fflate holds a stored block back until all of it has come, gathering
// the pieces again at each one.
const STEP_BYTES = 4096;

const STORED = 0;
const DEFLATED = 8;

/** What the central directory says of an entry. */
type DirectoryEntry = UnzipFileInfo;

/** The bytes read and inflated so far, across the whole zip. */
interface Progress {
  read: number;
  inflated: number;
}

/**
 * Every file in the zip, in the order they lie in it; folders are left out. `what` names the zip
 * in errors (`lifecycle.getCertificateBundle: the certificate zip x.zip`). Throws a
 * {@link BizopsError} with code `ResponseTooLarge` when a bound is passed, `UnexpectedResponse`
 * when the zip is damaged or not a zip.
 */
export function readZip(zip: Buffer, what: string): ZipFile[] {
  const directory = listDirectory(zip, what);
  return readEntries(zip, directory, what).filter((file) => !file.name.endsWith("/"));
}

/** The central directory's entries, checked; nothing is inflated. */
function listDirectory(zip: Buffer, what: string): DirectoryEntry[] {
  const entries: DirectoryEntry[] = [];
  const names = new Set<string>();
  const check = (entry: UnzipFileInfo): boolean => {
    if (entries.length === MAX_ZIP_ENTRIES) {
      throw tooLarge(what, `it holds more than ${MAX_ZIP_ENTRIES} entries`);
    }
    const name = safeName(entry.name, what);
    if (names.has(name)) throw notZip(what, `it holds two entries named ${JSON.stringify(name)}`);
    if (entry.size > zip.length) throw notZip(what, `${name} runs past the end of the zip`);
    names.add(name);
    entries.push({ ...entry });
    // False: fflate only lists the entry, it inflates nothing.
    return false;
  };
  try {
    unzipSync(zip, { filter: check });
  } catch (error) {
    throw asBizopsError(error, what, "it is not a zip file, or its central directory is damaged");
  }
  return entries;
}

/** The entries, read in the order they lie in the zip and checked against the directory. */
function readEntries(zip: Buffer, directory: readonly DirectoryEntry[], what: string): ZipFile[] {
  const files: ZipFile[] = [];
  const progress: Progress = { read: 0, inflated: 0 };
  let found = 0;
  const unzip = new Unzip((file) => {
    const entry = directory[found++];
    if (!entry || entry.name !== file.name || entry.compression !== file.compression) {
      throw notZip(what, "its central directory does not match its entries");
    }
    readEntry(file, entry, progress, what, (data) => files.push({ name: file.name, data }));
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < zip.length; at += STEP_BYTES) {
      progress.read = Math.min(at + STEP_BYTES, zip.length);
      unzip.push(zip.subarray(at, progress.read), progress.read === zip.length);
    }
  } catch (error) {
    throw asBizopsError(error, what, "its entries are damaged");
  }
  if (found !== directory.length || files.length !== found) {
    throw notZip(what, "its central directory does not match its entries");
  }
  return files;
}

/** Inflates one entry, checking the bounds after each piece; `done` receives its content. */
function readEntry(
  file: UnzipFile,
  entry: DirectoryEntry,
  progress: Progress,
  what: string,
  done: (data: Buffer) => void,
): void {
  const { name } = file;
  if (file.compression !== STORED && file.compression !== DEFLATED) {
    throw notZip(what, `${name} uses compression method ${file.compression}`);
  }
  if (file.size !== undefined && file.size !== entry.size) {
    throw notZip(what, `${name} has one compressed size in its header, another in the directory`);
  }
  // Both the directory and the local header declare a size; the entry may pass neither.
  const declared = Math.min(entry.originalSize, file.originalSize ?? entry.originalSize);
  const chunks: Uint8Array[] = [];
  let size = 0;
  file.ondata = (error, data, final) => {
    if (error) throw asBizopsError(error, what, `${name} does not inflate`);
    size += data.length;
    progress.inflated += data.length;
    checkBounds(name, size, declared, progress, what);
    chunks.push(data);
    if (!final) return;
    if (size !== entry.originalSize || size !== (file.originalSize ?? size)) {
      throw notZip(what, `${name} holds ${size} bytes, not the ${declared} it declares`);
    }
    done(Buffer.concat(chunks));
  };
  file.start();
}

/** Throws when the entry or the zip has passed a bound, or the entry its declared size. */
function checkBounds(name: string, size: number, declared: number, progress: Progress, what: string): void {
  if (size > declared) {
    throw notZip(what, `${name} holds at least ${size} bytes, not the ${declared} it declares`);
  }
  if (size > MAX_ZIP_ENTRY_BYTES) {
    throw tooLarge(
      what,
      `${name} inflates to more than ${mebibytes(MAX_ZIP_ENTRY_BYTES)}, the bound for one file`,
    );
  }
  if (progress.inflated > MAX_ZIP_TOTAL_BYTES) {
    throw tooLarge(
      what,
      `its files inflate to more than ${mebibytes(MAX_ZIP_TOTAL_BYTES)}, the bound for all of them`,
    );
  }
  if (progress.inflated > ZIP_RATIO_FREE_BYTES && progress.inflated > MAX_ZIP_RATIO * progress.read) {
    throw tooLarge(what, `its files inflate to more than ${MAX_ZIP_RATIO} times the size of the zip`);
  }
}

/** A relative path without `..`, drive letters or backslashes. */
function safeName(name: string, what: string): string {
  const unsafe =
    name.length === 0 ||
    name.startsWith("/") ||
    name.includes("\\") ||
    /^[A-Za-z]:/.test(name) ||
    name.split("/").some((part) => part === "..");
  if (unsafe)
    throw notZip(what, `it holds an entry named ${JSON.stringify(name)}, which is not a plain file name`);
  return name;
}

function mebibytes(bytes: number): string {
  return `${bytes / (1024 * 1024)} MiB`;
}

/** Our own errors pass through; fflate's become `UnexpectedResponse` with the reason given. */
function asBizopsError(error: unknown, what: string, reason: string): BizopsError {
  if (isBizopsError(error)) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return notZip(what, `${reason} (${detail})`, error);
}

function notZip(what: string, reason: string, cause?: unknown): BizopsError {
  return new BizopsError(`${what} cannot be read: ${reason}.`, {
    code: "UnexpectedResponse",
    hint: "The zip may have been damaged on the way; fetch it again.",
    cause,
  });
}

function tooLarge(what: string, reason: string): BizopsError {
  return new BizopsError(`${what} cannot be read: ${reason}.`, {
    code: "ResponseTooLarge",
    hint: "A certificate bundle holds a few small files, so this zip is not one; nothing of it was kept. Fetch it again, and report it if the service keeps sending it.",
  });
}
