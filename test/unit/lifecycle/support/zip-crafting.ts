/**
 * Damaged and hostile zips for the reader's tests: fflate writes a sound zip, and these patch the
 * fields a hostile or damaged zip would get wrong. They assume fflate's layout: one disk, no
 * comment, no zip64, so the end record is the last 22 bytes.
 */
import { zipSync, type Zippable } from "fflate";

/** Where a field lies in a local header and in a central directory entry. */
const FIELDS = {
  method: { local: 8, directory: 10, bytes: 2 },
  compressedSize: { local: 18, directory: 20, bytes: 4 },
  size: { local: 22, directory: 24, bytes: 4 },
} as const;

type Field = keyof typeof FIELDS;
type Where = "local" | "directory" | "both";

/** A zip of the files, deflated unless `level` is 0 (stored). */
export function zipOf(files: Record<string, Uint8Array>, level: 0 | 6 | 9 = 6): Buffer {
  const zippable: Zippable = {};
  for (const [name, data] of Object.entries(files)) zippable[name] = [data, { level }];
  const zip = zipSync(zippable);
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}

/** Offset of the `index`th central directory entry, and of its local header. */
function entryOffsets(zip: Buffer, index: number): { directory: number; local: number } {
  let at = zip.readUInt32LE(zip.length - 22 + 16);
  for (let i = 0; i < index; i++) {
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return { directory: at, local: zip.readUInt32LE(at + 42) };
}

/** A copy of the zip whose `index`th entry has `field` set to `value` in its local header, its directory entry, or both. */
export function patched(zip: Buffer, field: Field, value: number, where: Where, index = 0): Buffer {
  const copy = Buffer.from(zip);
  const offsets = entryOffsets(copy, index);
  const { bytes } = FIELDS[field];
  for (const part of where === "both" ? (["local", "directory"] as const) : [where]) {
    const at = offsets[part] + FIELDS[field][part];
    if (bytes === 2) copy.writeUInt16LE(value, at);
    else copy.writeUInt32LE(value, at);
  }
  return copy;
}

/** A copy of the zip with every occurrence of `from` (names, in headers and directory) replaced by `to`, of the same length. */
export function renamed(zip: Buffer, from: string, to: string, where: Where = "both"): Buffer {
  if (from.length !== to.length) throw new Error("renamed: the names must have the same length");
  const copy = Buffer.from(zip);
  const directoryAt = copy.readUInt32LE(copy.length - 22 + 16);
  for (let at = copy.indexOf(from); at !== -1; at = copy.indexOf(from, at + 1)) {
    const inDirectory = at >= directoryAt;
    if (where === "both" || (where === "directory") === inDirectory) copy.write(to, at, "latin1");
  }
  return copy;
}

/**
 * The attack on readers that trust the central directory: one local entry holding `data`, and
 * a central directory of `copies` entries (named `00.cer`, `01.cer`, ...) all pointing at it, so
 * that such a reader inflates the same data `copies` times.
 */
export function sharedDataZip(copies: number, data: Uint8Array): Buffer {
  const single = zipOf({ "00.cer": data }, 9);
  const directoryAt = single.readUInt32LE(single.length - 22 + 16);
  const entry = single.subarray(directoryAt, single.length - 22);
  const entries = Array.from({ length: copies }, (_, i) => {
    const copy = Buffer.from(entry);
    copy.write(String(i).padStart(2, "0"), 46, "latin1");
    return copy;
  });
  const end = Buffer.from(single.subarray(single.length - 22));
  end.writeUInt16LE(copies, 8);
  end.writeUInt16LE(copies, 10);
  end.writeUInt32LE(copies * entry.length, 12);
  return Buffer.concat([single.subarray(0, directoryAt), ...entries, end]);
}
