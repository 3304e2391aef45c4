import { CAN_MEASURE_PEAKS, ChildReader } from "../support/zip-memory";
import { patched, sharedDataZip, zipOf } from "../support/zip-crafting";

const MiB = 1024 * 1024;
// Far below what the bombs would cost a reader that trusts them (64 × 16 MiB for the shared-data one), and
// far above the noise of a Node process.
const MAX_PEAK_GROWTH_MiB = 100;
const zeros = new Uint8Array(16 * MiB);

const describeWherePeaksShow = CAN_MEASURE_PEAKS ? describe : describe.skip;

describeWherePeaksShow("readZip against zip bombs, in a child process that measures its peak memory", () => {
  const reader = new ChildReader();
  afterAll(() => reader.close());

  it("refuses 64 directory entries pointing at one 16 MiB run of zeros within bounded memory", () => {
    const read = reader.read(sharedDataZip(64, zeros));
    expect(read.peakGrowthMiB).toBeLessThan(MAX_PEAK_GROWTH_MiB);
    expect(read.code).toBe("ResponseTooLarge");
  });

  it("refuses one highly compressed 16 MiB entry within bounded memory", () => {
    const read = reader.read(zipOf({ "zeros.cer": zeros }, 9));
    expect(read.peakGrowthMiB).toBeLessThan(MAX_PEAK_GROWTH_MiB);
    expect(read.code).toBe("ResponseTooLarge");
  });

  it("refuses an entry that declares 1 KiB and inflates to 16 MiB within bounded memory", () => {
    const zip = patched(zipOf({ "zeros.cer": zeros }, 9), "size", 1024, "both");
    const read = reader.read(zip);
    expect(read.peakGrowthMiB).toBeLessThan(MAX_PEAK_GROWTH_MiB);
    expect(read.code).toBe("UnexpectedResponse");
  });

  it("refuses an entry declaring nearly 4 GiB without making room for it, within bounded memory", () => {
    const zip = patched(zipOf({ "zeros.cer": zeros }, 9), "size", 0xfffffffe, "both");
    const read = reader.read(zip);
    expect(read.peakGrowthMiB).toBeLessThan(MAX_PEAK_GROWTH_MiB);
    expect(read.code).toBe("ResponseTooLarge");
  });
});
