import { crc32, inflateRawSync } from "node:zlib";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** One file read back from a zip archive. */
export interface ZipFile {
  readonly name: string;
  readonly data: Buffer;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, so it starts near the end.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new Error("zip: no end of central directory record");
}

function readEntry(zip: Buffer, at: number): { file: ZipFile; next: number } {
  if (zip.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Error(`zip: no central directory entry at ${at}`);
  const method = zip.readUInt16LE(at + 10);
  const crc = zip.readUInt32LE(at + 16);
  const compressedSize = zip.readUInt32LE(at + 20);
  const size = zip.readUInt32LE(at + 24);
  const nameLength = zip.readUInt16LE(at + 28);
  const extraLength = zip.readUInt16LE(at + 30);
  const commentLength = zip.readUInt16LE(at + 32);
  const localAt = zip.readUInt32LE(at + 42);
  const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
  if (zip.readUInt32LE(localAt) !== LOCAL_HEADER) throw new Error(`zip: no local header for ${name}`);
  const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
  const raw = zip.subarray(dataAt, dataAt + compressedSize);
  if (method !== 0 && method !== 8) throw new Error(`zip: ${name} uses unsupported method ${method}`);
  const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
  if (data.length !== size || crc32(data) !== crc)
    throw new Error(`zip: ${name} fails its size or CRC check`);
  return { file: { name, data }, next: at + 46 + nameLength + extraLength + commentLength };
}

/**
 * Reads every file of a zip archive through its central directory (stored or deflated entries, no zip64),
 * checking each file's size and CRC-32. A test-side reader, so the emulator's writer is checked by
 * independent code.
 */
export function readZip(zip: Buffer): ZipFile[] {
  const end = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i += 1) {
    const { file, next } = readEntry(zip, at);
    files.push(file);
    at = next;
  }
  return files;
}
