import { randomBytes } from "node:crypto";
import * as fc from "fast-check";
import { deflateSync, Zip, ZipDeflate } from "fflate";
import { BizopsError } from "../../../../src/core/errors/errors";
import {
  MAX_ZIP_ENTRIES,
  MAX_ZIP_ENTRY_BYTES,
  MAX_ZIP_RATIO,
  MAX_ZIP_TOTAL_BYTES,
  readZip,
  ZIP_RATIO_FREE_BYTES,
} from "../../../../src/lifecycle/certificate/zip-entries";
import { patched, renamed, sharedDataZip, zipOf } from "../support/zip-crafting";

const WHAT = "The test zip";

/** A zip of the files, in the order given, each deflated. */
function writeZip(files: readonly { name: string; data: Uint8Array }[]): Buffer {
  return zipOf(Object.fromEntries(files.map(({ name, data }) => [name, data])));
}

/** The error `readZip` throws for `zip`, checked to be a BizopsError. */
function failure(zip: Buffer): BizopsError {
  try {
    readZip(zip, WHAT);
  } catch (error) {
    if (error instanceof BizopsError) return error;
    throw error;
  }
  throw new Error("readZip read the zip");
}

/** A zip written by a streaming writer: sizes and CRC in a data descriptor after each entry. */
function streamedZip(files: Record<string, Uint8Array>): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  for (const [name, data] of Object.entries(files)) {
    const file = new ZipDeflate(name);
    zip.add(file);
    file.push(data, true);
  }
  zip.end();
  return Buffer.concat(parts);
}

describe("readZip", () => {
  it("reads every file back, deflated or not, in directory order", () => {
    const files = [
      { name: "a.cer", data: Buffer.from("certificate".repeat(50)) },
      { name: "b.pfx", data: Buffer.alloc(0) },
    ];
    expect(readZip(writeZip(files), WHAT)).toEqual(files);
  });

  it("reads stored entries, and leaves folders out", () => {
    const zip = zipOf({ "certs/": new Uint8Array(0), "certs/a.cer": Buffer.from("stored") }, 0);
    expect(readZip(zip, WHAT)).toEqual([{ name: "certs/a.cer", data: Buffer.from("stored") }]);
  });

  it("reads a zip from a streaming writer, whose sizes follow the data", () => {
    const pfx = randomBytes(3000);
    const zip = streamedZip({ "a.pfx": pfx, "a.cer": Buffer.from("cer") });
    expect(readZip(zip, WHAT)).toEqual([
      { name: "a.pfx", data: pfx },
      { name: "a.cer", data: Buffer.from("cer") },
    ]);
  });

  it("reads an empty zip as no files", () => {
    expect(readZip(zipOf({}), WHAT)).toEqual([]);
  });

  it.each(["../evil.cer", "/etc/evil.cer", "dir/../../evil.cer", "C:evil.cer", "dir\\evil.cer"])(
    "refuses an entry named %s, which could be written outside its folder",
    (name) => {
      expect(() => readZip(writeZip([{ name, data: Buffer.from("x") }]), WHAT)).toThrow(
        /not a plain file name/,
      );
    },
  );

  it("refuses an entry that claims to run past the end of the zip", () => {
    const zip = patched(
      writeZip([{ name: "a.cer", data: Buffer.from("hello") }]),
      "compressedSize",
      1_000_000,
      "directory",
    );
    expect(() => readZip(zip, WHAT)).toThrow(/runs past the end of the zip/);
  });

  it("refuses an entry that inflates past its declared size (a zip bomb)", () => {
    const zip = patched(
      writeZip([{ name: "a.cer", data: Buffer.alloc(1_000_000) }]),
      "size",
      100,
      "directory",
    );
    expect(() => readZip(zip, WHAT)).toThrow(/a.cer does not inflate|holds .* bytes, not the 100/);
  });

  it("refuses an entry that holds fewer bytes than it declares", () => {
    const zip = patched(writeZip([{ name: "a.cer", data: Buffer.from("hello") }]), "size", 6, "both");
    const error = failure(zip);
    expect(error.code).toBe("UnexpectedResponse");
    expect(error.message).toMatch(/a.cer holds 5 bytes, not the 6 it declares/);
  });

  it("refuses a cut-short deflate stream with a clear error", () => {
    const data = Buffer.from("certificate bytes ".repeat(100));
    const cut = deflateSync(data).length - 5;
    const zip = patched(writeZip([{ name: "a.cer", data }]), "compressedSize", cut, "both");
    expect(() => readZip(zip, WHAT)).toThrow(/The test zip cannot be read: a.cer does not inflate/);
  });

  it("refuses something that is not a zip", () => {
    expect(() => readZip(Buffer.from("not a zip, only some text here"), WHAT)).toThrow(
      /it is not a zip file/,
    );
  });

  it("refuses two entries of the same name, which would overwrite each other", () => {
    const zip = renamed(zipOf({ "a.cer": Buffer.from("1"), "b.cer": Buffer.from("2") }), "b.cer", "a.cer");
    const error = failure(zip);
    expect(error.code).toBe("UnexpectedResponse");
    expect(error.message).toMatch(/it holds two entries named "a.cer"/);
  });

  it("refuses a central directory that names other entries than the zip holds", () => {
    const zip = renamed(zipOf({ "a.cer": Buffer.from("1") }), "a.cer", "b.cer", "directory");
    expect(failure(zip).message).toMatch(/its central directory does not match its entries/);
  });

  it("refuses an entry whose header and directory disagree on its compressed size", () => {
    const zip = patched(zipOf({ "a.cer": Buffer.from("hello") }), "compressedSize", 3, "directory");
    expect(failure(zip).message).toMatch(
      /a.cer has one compressed size in its header, another in the directory/,
    );
  });

  it("refuses a compression method other than stored and deflate", () => {
    const zip = patched(zipOf({ "a.cer": Buffer.from("hello") }), "method", 12, "both");
    const error = failure(zip);
    expect(error.code).toBe("UnexpectedResponse");
    expect(error.message).toMatch(/a.cer uses compression method 12/);
  });

  it("throws only BizopsErrors, whatever bytes of a bundle are damaged", () => {
    const zip = writeZip([
      { name: "env.pfx", data: randomBytes(600) },
      { name: "env.cer", data: Buffer.from("certificate ".repeat(40)) },
    ]);
    const damage = fc.array(fc.tuple(fc.nat(zip.length - 1), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(damage, (changes) => {
        const copy = Buffer.from(zip);
        for (const [at, byte] of changes) copy[at] = byte;
        try {
          readZip(copy, WHAT);
        } catch (error) {
          expect(error).toBeInstanceOf(BizopsError);
          expect(["UnexpectedResponse", "ResponseTooLarge"]).toContain((error as BizopsError).code);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("readZip's bounds", () => {
  it(`reads ${MAX_ZIP_ENTRIES} entries`, () => {
    const files = Object.fromEntries(
      Array.from({ length: MAX_ZIP_ENTRIES }, (_, i) => [`${i}.txt`, Buffer.from("x")]),
    );
    expect(readZip(zipOf(files), WHAT)).toHaveLength(MAX_ZIP_ENTRIES);
  });

  it(`refuses more than ${MAX_ZIP_ENTRIES} entries as ResponseTooLarge`, () => {
    const files = Object.fromEntries(
      Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`${i}.txt`, Buffer.from("x")]),
    );
    const error = failure(zipOf(files));
    expect(error.code).toBe("ResponseTooLarge");
    expect(error.message).toMatch(
      new RegExp(`^The test zip cannot be read: it holds more than ${MAX_ZIP_ENTRIES} entries\\.`),
    );
    expect(error.hint).toMatch(/certificate bundle holds a few small files/);
  });

  it("refuses a file that inflates past the bound for one file as ResponseTooLarge", () => {
    const error = failure(zipOf({ "big.pfx": randomBytes(MAX_ZIP_ENTRY_BYTES + 1) }, 0));
    expect(error.code).toBe("ResponseTooLarge");
    expect(error.message).toMatch(/big.pfx inflates to more than 4 MiB, the bound for one file/);
    expect(error.hint).toBeDefined();
  });

  it("refuses files that together inflate past the bound for all as ResponseTooLarge", () => {
    const count = Math.ceil(MAX_ZIP_TOTAL_BYTES / MAX_ZIP_ENTRY_BYTES) + 1;
    const files = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`${i}.pfx`, randomBytes(MAX_ZIP_ENTRY_BYTES - 1)]),
    );
    const error = failure(zipOf(files, 0));
    expect(error.code).toBe("ResponseTooLarge");
    expect(error.message).toMatch(/its files inflate to more than 16 MiB, the bound for all of them/);
  });

  it(`refuses a zip that inflates to more than ${MAX_ZIP_RATIO} times its size as ResponseTooLarge`, () => {
    const error = failure(zipOf({ "zeros.cer": new Uint8Array(3 * ZIP_RATIO_FREE_BYTES) }, 9));
    expect(error.code).toBe("ResponseTooLarge");
    expect(error.message).toMatch(
      new RegExp(`its files inflate to more than ${MAX_ZIP_RATIO} times the size of the zip`),
    );
  });

  it("refuses entries that share one run of data, reading it once", () => {
    const error = failure(sharedDataZip(2, Buffer.from("certificate")));
    expect(error.code).toBe("UnexpectedResponse");
    expect(error.message).toMatch(/its central directory does not match its entries/);
  });
});
