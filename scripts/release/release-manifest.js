// @ts-check
/**
 * What a release folder holds, and the check that it agrees with itself: SHA256SUMS (as
 * `sha256sum -c` reads it) and release.json (the version, the tags, each artifact with its kind,
 * the version read from inside it, and its SHA-256). verifyRelease re-reads every artifact.
 *
 *   node scripts/release/release-manifest.js FOLDER   # writes both lists again, then checks
 *
 * The release workflow runs it after adding the archives built on other machines (release.yml).
 */
"use strict";
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const { unzipSync, strFromU8 } = require("fflate");
const { Failure, output, runScript } = require("../lib/tools");
const { GO_MODULE_DIR } = require("./go-module");

const SUMS = "SHA256SUMS";
const MANIFEST = "release.json";
const NOTES = "RELEASE_NOTES.md";

/**
 * A file of the release: its kind by its name, and the version written inside it.
 * @typedef {{ kind: string, pattern: RegExp, inside: (file: string) => string[] }} ArtifactKind
 */

/**
 * The version fields of a package.json inside a tarball.
 * @param {string} file
 * @param {string} member
 */
function tarJsonVersion(file, member) {
  /** @type {{ version: string }} */
  const manifest = JSON.parse(output("tar", ["-xzOf", file, member]));
  return [manifest.version];
}

/**
 * The `Version:` of a Python package's metadata text.
 * @param {string} text
 */
const metadataVersion = (text) => /^Version: (.+)$/m.exec(text)?.[1] ?? "";

/** @type {readonly ArtifactKind[]} */
const KINDS = [
  {
    kind: "npm:pulumi-bizops",
    pattern: /^pulumi-bizops-(\d[^-]*(?:-[^.]+)?)\.tgz$/,
    inside: (file) => tarJsonVersion(file, "package/package.json"),
  },
  {
    kind: "npm:pulumi-bizops-emulator",
    pattern: /^pulumi-bizops-emulator-(.+)\.tgz$/,
    inside: (file) => tarJsonVersion(file, "package/package.json"),
  },
  {
    kind: "plugin",
    pattern: /^pulumi-resource-bizops-v(.+)-(?:linux|darwin|windows)-(?:amd64|arm64)\.tar\.gz$/,
    // The executable's version is inside its blob; the release test asks the executable itself.
    inside: (file) => {
      const members = output("tar", ["-tzf", file]).split("\n");
      if (!members.some((member) => /^(\.\/)?pulumi-resource-bizops(\.exe)?$/.test(member))) {
        throw new Failure(`${path.basename(file)} holds no pulumi-resource-bizops executable`);
      }
      return [];
    },
  },
  {
    kind: "python:sdist",
    pattern: /^pulumi_bizops-(.+)\.tar\.gz$/,
    inside: (file) => [metadataVersion(output("tar", ["-xzOf", file, "--wildcards", "*/PKG-INFO"]))],
  },
  {
    kind: "python:wheel",
    pattern: /^pulumi_bizops-(.+)-py3-none-any\.whl$/,
    inside: (file) => {
      const entries = unzipSync(fs.readFileSync(file));
      const metadata = Object.keys(entries).find((name) => name.endsWith(".dist-info/METADATA"));
      const plugin = entries["pulumi_bizops/pulumi-plugin.json"];
      if (!metadata || !plugin)
        throw new Failure(`${path.basename(file)} lacks its METADATA or pulumi-plugin.json`);
      /** @type {{ version: string }} */
      const pluginJson = JSON.parse(strFromU8(plugin));
      return [metadataVersion(strFromU8(/** @type {Uint8Array} */ (entries[metadata]))), pluginJson.version];
    },
  },
  {
    kind: "policy-pack",
    pattern: /^pulumi-bizops-policy-pack-v(.+)\.tar\.gz$/,
    inside: (file) => tarJsonVersion(file, "./package.json"),
  },
  { kind: "api-docs", pattern: /^pulumi-bizops-api-docs-v(.+)\.tar\.gz$/, inside: () => [] },
  {
    kind: "release-notes",
    pattern: /^RELEASE_NOTES\.md$/,
    inside: (file) => [/^# pulumi-bizops (\S+)$/m.exec(fs.readFileSync(file, "utf8"))?.[1] ?? ""],
  },
];

/**
 * The SHA-256 of a file, in hex.
 * @param {string} file
 */
function sha256(file) {
  return crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/**
 * An artifact as release.json lists it.
 * @typedef {{ file: string, kind: string, version: string, sha256: string }} Artifact
 */

/**
 * The artifact `name` of the folder: its kind, and the one version its name and its inside say.
 * @param {string} folder
 * @param {string} name
 * @returns {Artifact}
 */
function describe(folder, name) {
  const kind = KINDS.find((candidate) => candidate.pattern.test(name));
  if (!kind) throw new Failure(`${name} is no artifact a release holds`);
  const file = path.join(folder, name);
  const named = kind.pattern.exec(name)?.[1];
  const versions = [...new Set([...(named ? [named] : []), ...kind.inside(file)])];
  if (versions.length !== 1) throw new Failure(`${name} says versions ${versions.join(", ")}`);
  return { file: name, kind: kind.kind, version: /** @type {string} */ (versions[0]), sha256: sha256(file) };
}

/** The top-level files of a release folder that are artifacts. */
function artifactNames(/** @type {string} */ folder) {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ![SUMS, MANIFEST].includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Writes SHA256SUMS and release.json for the artifacts of `folder`.
 * @param {string} folder
 * @param {{ version: string, goModule: { path: string, tag: string } }} release
 */
function writeManifest(folder, release) {
  const artifacts = artifactNames(folder).map((name) => describe(folder, name));
  const sums = artifacts.map((artifact) => `${artifact.sha256}  ${artifact.file}\n`).join("");
  fs.writeFileSync(path.join(folder, SUMS), sums);
  const manifest = {
    version: release.version,
    tag: `v${release.version}`,
    goModule: release.goModule,
    artifacts,
  };
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * What does not agree in a release folder: each artifact against SHA256SUMS, release.json and its
 * own inside, every file listed, the Go module's go.mod against its path; empty when all agrees.
 * @param {string} folder
 * @returns {string[]}
 */
function releaseProblems(folder) {
  /** @type {{ version: string, goModule: { path: string, tag: string }, artifacts: Artifact[] }} */
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), "utf8"));
  const sums = new Map(
    fs
      .readFileSync(path.join(folder, SUMS), "utf8")
      .trim()
      .split("\n")
      .map((line) => /** @type {[string, string]} */ (line.split("  ").reverse())),
  );
  const problems = [];
  const names = artifactNames(folder);
  const listed = manifest.artifacts.map((artifact) => artifact.file);
  if (JSON.stringify(listed) !== JSON.stringify(names))
    problems.push(`release.json lists ${listed.join(", ")}, the folder holds ${names.join(", ")}`);
  if (JSON.stringify([...sums.keys()].sort()) !== JSON.stringify(names))
    problems.push(`${SUMS} does not list every artifact`);
  for (const artifact of manifest.artifacts) {
    if (!fs.existsSync(path.join(folder, artifact.file))) continue;
    const found = describe(folder, artifact.file);
    if (found.version !== manifest.version)
      problems.push(`${artifact.file} is version ${found.version}, not ${manifest.version}`);
    if (found.sha256 !== artifact.sha256)
      problems.push(`${artifact.file}'s SHA-256 differs from release.json's`);
    if (sums.get(artifact.file) !== found.sha256)
      problems.push(`${artifact.file}'s SHA-256 differs from ${SUMS}'`);
  }
  const goMod = path.join(folder, GO_MODULE_DIR, "go.mod");
  const module = fs.existsSync(goMod)
    ? /^module (\S+)$/m.exec(fs.readFileSync(goMod, "utf8"))?.[1]
    : undefined;
  if (module !== manifest.goModule.path)
    problems.push(`${GO_MODULE_DIR}/go.mod is module ${module}, not ${manifest.goModule.path}`);
  if (manifest.goModule.tag !== `${GO_MODULE_DIR}/v${manifest.version}`)
    problems.push(`the Go tag ${manifest.goModule.tag} is not of version ${manifest.version}`);
  return problems;
}

/**
 * Throws a Failure naming every disagreement of the release folder.
 * @param {string} folder
 */
function verifyRelease(folder) {
  const problems = releaseProblems(folder);
  if (problems.length > 0)
    throw new Failure(`the release in ${folder} does not agree:\n  ${problems.join("\n  ")}`);
}

if (require.main === module) {
  runScript("release-manifest", () => {
    const folder = path.resolve(process.argv[2] ?? ".");
    /** @type {{ version: string, goModule: { path: string, tag: string } }} */
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), "utf8"));
    const written = writeManifest(folder, manifest);
    verifyRelease(folder);
    process.stderr.write(
      `release-manifest: ${written.artifacts.length} artifacts of ${written.version} agree\n`,
    );
  });
}

module.exports = { writeManifest, verifyRelease, releaseProblems, NOTES };
