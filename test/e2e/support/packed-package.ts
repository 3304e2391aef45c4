/**
 * This checkout packed as users get it (`npm pack`, which builds), once per test run: the e2e
 * project's global setup packs it and every program of the run installs that one tarball. A
 * tarball newer than every source file is reused across runs.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const REPO = resolve(__dirname, "../../..");
const PACK_DIR = join(REPO, ".bizops", "e2e-pack");

/** The environment variable through which the global setup hands the tarball to the test files. */
export const TARBALL_ENV = "BIZOPS_E2E_TARBALL";

/** Packs the checkout unless a tarball newer than every source is there; returns its path. */
export function packOnce(): string {
  const existing = existsSync(PACK_DIR) ? readdirSync(PACK_DIR).filter((f) => f.endsWith(".tgz")) : [];
  const tarball = existing[0] && join(PACK_DIR, existing[0]);
  if (tarball && statSync(tarball).mtimeMs > newestSourceChange()) return tarball;
  rmSync(PACK_DIR, { recursive: true, force: true });
  mkdirSync(PACK_DIR, { recursive: true });
  const name = execFileSync("npm", ["pack", "--silent", "--pack-destination", PACK_DIR], {
    cwd: REPO,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .pop()!;
  return join(PACK_DIR, name);
}

/** The tarball of this run: the one the global setup packed, or one packed now. */
export function packedTarball(): string {
  const handed = process.env[TARBALL_ENV];
  if (handed && existsSync(handed)) return handed;
  const packed = packOnce();
  process.env[TARBALL_ENV] = packed;
  return packed;
}

/** The newest modification time of anything that goes into the tarball. */
function newestSourceChange(): number {
  const files = ["package.json", "README.md", "tsconfig.json", "tsconfig.build.json"].map((f) =>
    join(REPO, f),
  );
  for (const dir of ["src", "policy-pack"].map((d) => join(REPO, d))) {
    for (const f of readdirSync(dir, { recursive: true, encoding: "utf8" })) files.push(join(dir, f));
  }
  return Math.max(...files.map((f) => statSync(f).mtimeMs));
}
