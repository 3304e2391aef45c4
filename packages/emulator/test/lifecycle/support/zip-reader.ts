import { unzipSync } from "fflate";

/** One file read back from a zip archive. */
export interface ZipFile {
  readonly name: string;
  readonly data: Buffer;
}

/**
 * Reads every file of a zip archive through its central directory, with fflate's plain reader
 * rather than the product's bounded one, so that the emulator's archives are checked by other
 * code than the code that reads the service's. (The writer's CRCs are checked by python's zipfile
 * in `certificate-material.test.ts`.)
 */
export function readZip(zip: Buffer): ZipFile[] {
  return Object.entries(unzipSync(zip)).map(([name, data]) => ({ name, data: Buffer.from(data) }));
}
