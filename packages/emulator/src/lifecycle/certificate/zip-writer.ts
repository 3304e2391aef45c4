import { zipSync, type Zippable } from "fflate";

/** One file to put in a zip archive. */
export interface ZipEntry {
  /** Path inside the archive, `/`-separated; stored as UTF-8. */
  readonly name: string;
  readonly data: Buffer;
  /** Modification time (local time, 2-second precision in the archive); now when absent. */
  readonly modified?: Date;
}

const MAX_16 = 0xffff;
// MS-DOS dates, which zip stores, run from 1980 to 2107; fflate accepts up to 2099.
const FIRST_DATE = new Date(1980, 0, 1);
const LAST_DATE = new Date(2099, 11, 31, 23, 59, 58);

/** A date zip can store: before 1980 or after 2099 is moved to the nearest end. */
function storableDate(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError("zip: invalid modification date");
  if (date < FIRST_DATE) return FIRST_DATE;
  return date > LAST_DATE ? LAST_DATE : date;
}

/**
 * Writes a zip archive with every entry deflated (method 8), names flagged as UTF-8 when they are
 * not ASCII, and sizes and CRCs in the local headers (no data descriptors), in the order given.
 * Names must be distinct. Without zip64, archives and entries must stay under 4 GiB and 65535
 * entries.
 */
export function writeZip(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > MAX_16) throw new RangeError("zip: more than 65535 entries needs zip64");
  const now = new Date();
  // No prototype, so that an entry named `__proto__` is an entry like any other.
  const files = Object.create(null) as Zippable;
  for (const entry of entries) {
    const nameBytes = Buffer.byteLength(entry.name, "utf8");
    if (nameBytes === 0 || nameBytes > MAX_16) throw new RangeError("zip: entry names must be 1-65535 bytes");
    if (Object.hasOwn(files, entry.name)) throw new RangeError(`zip: two entries are named ${entry.name}`);
    files[entry.name] = [entry.data, { mtime: storableDate(entry.modified ?? now) }];
  }
  // fflate writes the entries in the object's key order, which puts names that are whole numbers
  // first; refuse rather than reorder.
  if (Object.keys(files).some((name, i) => name !== entries[i]?.name)) {
    throw new RangeError("zip: an entry named with a whole number would be written out of order");
  }
  const zip = zipSync(files);
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}
