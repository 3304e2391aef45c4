import { deflateRawSync } from "node:zlib";

/** One file to put in a zip archive. */
export interface ZipEntry {
  /** Path inside the archive, `/`-separated; stored as UTF-8. */
  readonly name: string;
  readonly data: Buffer;
  /** Modification time (local time, 2-second precision in the archive); now when absent. */
  readonly modified?: Date;
}

// zlib.crc32 only arrived in Node 20.15/22.2, so the table-driven CRC-32 (reflected, 0xEDB88320) is here.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as zip (and PNG, gzip) use it: CRC-32 of `123456789` is 0xCBF43926. */
export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const VERSION_NEEDED = 20; // 2.0: deflate
const FLAG_UTF8_NAME = 0x0800;
const METHOD_DEFLATE = 8;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;

/** MS-DOS time and date words; zip readers treat them as local time. Before 1980 cannot be expressed. */
function dosDateTime(date: Date): { time: number; date: number } {
  if (Number.isNaN(date.getTime())) throw new RangeError("zip: invalid modification date");
  const clamped = date.getFullYear() < 1980 ? new Date(1980, 0, 1) : date;
  return {
    time: (clamped.getHours() << 11) | (clamped.getMinutes() << 5) | Math.floor(clamped.getSeconds() / 2),
    date: ((clamped.getFullYear() - 1980) << 9) | ((clamped.getMonth() + 1) << 5) | clamped.getDate(),
  };
}

/**
 * Writes a zip archive with every entry deflated (method 8), names flagged as UTF-8, and sizes and CRCs
 * in the local headers (no data descriptors). Without zip64, archives and entries must stay under 4 GiB
 * and 65535 entries.
 */
export function writeZip(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > MAX_16) throw new RangeError("zip: more than 65535 entries needs zip64");
  const now = new Date();
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;

  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    if (name.length === 0 || name.length > MAX_16)
      throw new RangeError("zip: entry names must be 1-65535 bytes");
    const compressed = deflateRawSync(entry.data);
    if (entry.data.length > MAX_32 || compressed.length > MAX_32 || offset > MAX_32) {
      throw new RangeError("zip: entries beyond 4 GiB need zip64");
    }
    const { time, date } = dosDateTime(entry.modified ?? now);
    const crc = crc32(entry.data);

    const fields: EntryFields = {
      time,
      date,
      crc,
      compressedSize: compressed.length,
      size: entry.data.length,
      nameLength: name.length,
    };
    // The local header ends with a zero extra-field length.
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION_NEEDED, 4); // made by: MS-DOS host, so no Unix permissions are implied
    writeEntryFields(header, 6, fields);
    // Extra length, comment length, disk number, internal and external attributes stay zero.
    header.writeUInt32LE(offset, 42);

    parts.push(local, name, compressed);
    central.push(header, name);
    offset += local.length + name.length + compressed.length;
  }

  const centralDirectory = Buffer.concat(central);
  if (offset > MAX_32 || centralDirectory.length > MAX_32) throw new RangeError("zip: archive beyond 4 GiB");
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  // Disk numbers (4, 6) stay zero: a single-volume archive.
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  // Comment length (20) stays zero.
  return Buffer.concat([...parts, centralDirectory, end]);
}

/** The fields a local header and its central directory entry share, in the same order. */
interface EntryFields {
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  nameLength: number;
}

/** Writes version needed, flags, method, time, date, CRC, both sizes and the name length from `at`. */
function writeEntryFields(buffer: Buffer, at: number, fields: EntryFields): void {
  buffer.writeUInt16LE(VERSION_NEEDED, at);
  buffer.writeUInt16LE(FLAG_UTF8_NAME, at + 2);
  buffer.writeUInt16LE(METHOD_DEFLATE, at + 4);
  buffer.writeUInt16LE(fields.time, at + 6);
  buffer.writeUInt16LE(fields.date, at + 8);
  buffer.writeUInt32LE(fields.crc, at + 10);
  buffer.writeUInt32LE(fields.compressedSize, at + 14);
  buffer.writeUInt32LE(fields.size, at + 18);
  buffer.writeUInt16LE(fields.nameLength, at + 22);
}
