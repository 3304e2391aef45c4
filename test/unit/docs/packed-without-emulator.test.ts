/**
 * The provider's tarball holds no emulator: the emulator is the workspace package
 * `pulumi-bizops-emulator` (packages/emulator), with the dependencies only it uses. The provider's
 * `files` also leaves out `dist/emulator`, which a build from before the emulator moved may have
 * left in a checkout.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./support/markdown";
import { packedFiles } from "./support/packed-files";

interface Manifest {
  name: string;
  exports?: Record<string, unknown>;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const manifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(join(REPO, folder, "package.json"), "utf8")) as Manifest;

/** Every package a user's install of `pkg` brings or asks for. */
const installed = (pkg: Manifest): string[] =>
  [pkg.dependencies, pkg.peerDependencies, pkg.optionalDependencies].flatMap((deps) =>
    Object.keys(deps ?? {}),
  );

// Only the emulator uses them: its JWTs and its certificate material.
const EMULATOR_ONLY = ["jose", "node-forge"];

describe("the provider's package without the emulator", () => {
  const provider = manifest(".");
  const emulator = manifest("packages/emulator");

  it("packs no file of the emulator", () => {
    const packed = [...packedFiles()];
    // The tests need no build: the sources' places stand for what the build writes from them.
    expect(packed).toContain("package.json");
    expect(packed.filter((path) => /^(dist\/emulator|packages|src)\//.test(path))).toEqual([]);
  });

  it("depends on none of the emulator's own dependencies", () => {
    expect(installed(provider).filter((name) => EMULATOR_ONLY.includes(name))).toEqual([]);
    expect(installed(emulator)).toEqual(expect.arrayContaining(EMULATOR_ONLY));
  });

  it("exports no emulator subpath and has no emulator command; the emulator's package has both", () => {
    expect(Object.keys(provider.exports ?? {}).filter((path) => path.includes("emulator"))).toEqual([]);
    expect(Object.keys(provider.bin ?? {})).toEqual(["bizops-import"]);
    expect(emulator.name).toBe("pulumi-bizops-emulator");
    expect(Object.keys(emulator.bin ?? {})).toEqual(["bizops-emulator"]);
  });

  it("leaves the emulator's command and build to the emulator's package", () => {
    const packed = packedFiles("packages/emulator");
    expect(packed.has("bin/bizops-emulator")).toBe(true);
    expect([...packed].filter((path) => path.startsWith("src/"))).toEqual([]);
  });
});
