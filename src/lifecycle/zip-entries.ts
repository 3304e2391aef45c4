/**
 * Reads the entries of a zip held in memory: the end-of-central-directory record, then each
 * central directory entry and its data, stored or deflated. Enough for the certificate bundle
 * (a handful of small files); zip64 and encrypted entries are reported, not read. The zip comes
 * from a service, so every offset is checked against the buffer, an entry may not inflate past
 * its declared size (nor past {@link MAX_ENTRY_BYTES}), and a name must be a plain relative path,
 * so that writing the files out cannot leave the folder they are written to.
 */
import { inflateRawSync } from "node:zlib";
import { BizopsError } from "../core/errors";

/** One file of a zip. */
export interface ZipFile {
  /** The file's name inside the zip. */
  name: string;
  /** The file's content. */
  data: Buffer;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
// The end record is 22 bytes plus a comment of at most 65,535 bytes.
const MAX_END_SEARCH = 22 + 0xffff;
/** A certificate bundle holds a few kilobytes; anything near this is not one. */
export const MAX_ENTRY_BYTES = 16 * 1024 * 1024;

/** Every file in the zip, in directory order; folders are left out. */
export function readZip(zip: Buffer, what: string): ZipFile[] {
  const end = findEndOfDirectory(zip, what);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) {
      throw notZip(what, "its central directory is damaged");
    }
    const nameLength = zip.readUInt16LE(offset + 28);
    if (offset + 46 + nameLength > zip.length) throw notZip(what, "its central directory is damaged");
    const name = safeName(zip.toString("utf8", offset + 46, offset + 46 + nameLength), what);
    if (!name.endsWith("/")) files.push({ name, data: entryData(zip, offset, name, what) });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return files;
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

function findEndOfDirectory(zip: Buffer, what: string): number {
  const lowest = Math.max(0, zip.length - MAX_END_SEARCH);
  for (let at = zip.length - 22; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw notZip(what, "it is not a zip file");
}

function entryData(zip: Buffer, entry: number, name: string, what: string): Buffer {
  const flags = zip.readUInt16LE(entry + 8);
  if (flags & 0x1) throw notZip(what, `${name} is encrypted`);
  const method = zip.readUInt16LE(entry + 10);
  const compressedSize = zip.readUInt32LE(entry + 20);
  const size = zip.readUInt32LE(entry + 24);
  const local = zip.readUInt32LE(entry + 42);
  if (compressedSize === 0xffffffff || local === 0xffffffff) throw notZip(what, `${name} needs zip64`);
  if (size > MAX_ENTRY_BYTES)
    throw notZip(what, `${name} declares ${size} bytes, more than a certificate bundle holds`);
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) {
    throw notZip(what, `the header of ${name} is damaged`);
  }
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + compressedSize > zip.length) throw notZip(what, `${name} runs past the end of the zip`);
  const data = unpack(zip.subarray(start, start + compressedSize), method, size, name, what);
  if (data.length !== size)
    throw notZip(what, `${name} holds ${data.length} bytes, not the ${size} it declares`);
  return data;
}

function unpack(raw: Buffer, method: number, size: number, name: string, what: string): Buffer {
  if (method === 0) return Buffer.from(raw);
  if (method !== 8) throw notZip(what, `${name} uses compression method ${method}`);
  try {
    // One byte past the declared size is enough to tell a lying header from a true one.
    return inflateRawSync(raw, { maxOutputLength: size + 1 });
  } catch (error) {
    throw notZip(
      what,
      `${name} does not inflate (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

function notZip(what: string, reason: string): BizopsError {
  return new BizopsError(`${what} cannot be read: ${reason}.`, { code: "UnexpectedResponse" });
}
