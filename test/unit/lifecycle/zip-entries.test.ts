import { deflateRawSync } from "node:zlib";
import { writeZip } from "../../../src/emulator/lifecycle/certificate/zip-writer";
import { readZip } from "../../../src/lifecycle/zip-entries";

const WHAT = "The test zip";

/** Offset of the only central directory entry of a one-file zip. */
function directoryOffset(zip: Buffer): number {
  return zip.readUInt32LE(zip.length - 22 + 16);
}

describe("readZip", () => {
  it("reads every file back, deflated or not, in directory order", () => {
    const files = [
      { name: "a.cer", data: Buffer.from("certificate".repeat(50)) },
      { name: "b.pfx", data: Buffer.alloc(0) },
    ];
    expect(readZip(writeZip(files), WHAT)).toEqual(files);
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
    const zip = writeZip([{ name: "a.cer", data: Buffer.from("hello") }]);
    zip.writeUInt32LE(1_000_000, directoryOffset(zip) + 20);
    expect(() => readZip(zip, WHAT)).toThrow(/runs past the end of the zip/);
  });

  it("refuses an entry that inflates past its declared size (a zip bomb)", () => {
    const zip = writeZip([{ name: "a.cer", data: Buffer.alloc(1_000_000) }]);
    zip.writeUInt32LE(100, directoryOffset(zip) + 24);
    expect(() => readZip(zip, WHAT)).toThrow(/a.cer does not inflate|holds .* bytes, not the 100/);
  });

  it("refuses a cut-short deflate stream with a clear error", () => {
    const data = Buffer.from("certificate bytes ".repeat(100));
    const zip = writeZip([{ name: "a.cer", data }]);
    const cut = deflateRawSync(data).length - 5;
    zip.writeUInt32LE(cut, directoryOffset(zip) + 20);
    expect(() => readZip(zip, WHAT)).toThrow(/The test zip cannot be read: a.cer does not inflate/);
  });

  it("refuses something that is not a zip", () => {
    expect(() => readZip(Buffer.from("not a zip, only some text here"), WHAT)).toThrow(
      /it is not a zip file/,
    );
  });
});
