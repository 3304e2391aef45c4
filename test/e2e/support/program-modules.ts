/**
 * The node_modules of an e2e program: one `npm install` per package.json and tarball, linked
 * into each program folder with that package.json. The programs of a run declare the same few
 * dependencies, so every install would resolve the same tree; npm would unpack its 20,000 files
 * again for each.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";

const INSTALLS = resolve(__dirname, "../../../.bizops/e2e-programs");

/**
 * Gives `dir` the node_modules and package-lock.json that `npm install` makes of the package.json
 * already in it (whose `pulumi-bizops` is `file:` the run's `tarball`), installing them aside the
 * first time. The node_modules is a link to that install unless `own`, when it is a tree of
 * hard links that a test may install more into.
 */
export function linkInstalledModules(dir: string, tarball: string, options: { own?: boolean } = {}): void {
  const installed = installedOnce(readFileSync(join(dir, "package.json"), "utf8"), tarball);
  const lock = "package-lock.json";
  if (existsSync(join(installed, lock))) copyFileSync(join(installed, lock), join(dir, lock));
  if (!options.own) {
    // One real path for every program's modules: Node's compile cache (NODE_COMPILE_CACHE, set by
    // scripts/test/test.js) is keyed by a module's real path, so each program after the first loads
    // @pulumi/pulumi from it.
    symlinkSync(join(installed, "node_modules"), join(dir, "node_modules"), "dir");
    return;
  }
  execFileSync("cp", ["-al", join(installed, "node_modules"), join(dir, "node_modules")]);
  // npm rewrites its lock files in place when a test installs more into the program: the program
  // gets a copy, so that no write reaches the shared install through a hard link.
  const hidden = join(dir, "node_modules", ".package-lock.json");
  if (existsSync(hidden)) {
    unlinkSync(hidden);
    copyFileSync(join(installed, "node_modules", ".package-lock.json"), hidden);
  }
}

/** The folder where `packageJson`'s dependencies are installed, installing them first. */
function installedOnce(packageJson: string, tarball: string): string {
  // Named by the tarball's content, not kept beside it: another test process packing anew removes
  // the tarball's folder, and would remove an install that a program is being linked from.
  const digest = createHash("sha256").update(readFileSync(tarball)).update(packageJson).digest("hex");
  // Shared by the legs on other Node lines: npm resolves the same tree whatever Node runs it, as
  // no package in it builds native code (protobufjs's postinstall only checks its CLI's version).
  const installed = join(INSTALLS, digest.slice(0, 16));
  if (existsSync(join(installed, "node_modules"))) {
    const now = new Date();
    utimesSync(installed, now, now);
    return installed;
  }
  removeStaleInstalls();
  // Installed aside and moved into place at once: another test process may be installing too.
  const scratch = `${installed}.${process.pid}.${Date.now()}`;
  mkdirSync(scratch, { recursive: true });
  try {
    writeFileSync(join(scratch, "package.json"), packageJson);
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], {
      cwd: scratch,
      stdio: "pipe",
    });
    try {
      renameSync(scratch, installed);
    } catch (error) {
      // Another process moved its install into place first: that one serves.
      if (!existsSync(join(installed, "node_modules"))) throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return installed;
}

/** Removes the installs no test has linked from for an hour: those of earlier tarballs. */
function removeStaleInstalls(): void {
  if (!existsSync(INSTALLS)) return;
  const cutoff = Date.now() - 60 * 60_000;
  for (const name of readdirSync(INSTALLS)) {
    const path = join(INSTALLS, name);
    if (statSync(path).mtimeMs < cutoff) rmSync(path, { recursive: true, force: true });
  }
}
