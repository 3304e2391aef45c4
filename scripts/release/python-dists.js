// @ts-check
/**
 * The Python SDK's sdist and wheel, built as `python -m build` builds them (the sdist from the
 * project, the wheel from the unpacked sdist), through setuptools' own build backend, which the
 * generated pyproject.toml names: a Python with setuptools and wheel is all it takes, no download.
 */
"use strict";
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { Failure, onPath, output, run } = require("../lib/tools");

// Debian's python3 carries both (python3-setuptools, python3-wheel), where a pyenv or a runner's
// Python may carry setuptools alone.
const CANDIDATES = ["python3", "/usr/bin/python3"];

/** The first Python that can build: setuptools' backend and wheel importable. */
function buildingPython() {
  for (const candidate of CANDIDATES) {
    const python = candidate.includes("/") ? candidate : onPath(candidate);
    if (!python || !fs.existsSync(python)) continue;
    const probe = spawnSync(python, ["-c", "import setuptools.build_meta, wheel"], { stdio: "ignore" });
    if (probe.status === 0) return python;
  }
  throw new Failure(
    "no Python with setuptools and wheel: `pip install setuptools wheel`, or `apt-get install python3-setuptools python3-wheel`",
  );
}

/**
 * Runs one hook of setuptools' build backend in `cwd`, writing into `outDir`; returns the file's name.
 * @param {string} python
 * @param {"build_sdist" | "build_wheel"} hook
 * @param {string} cwd
 * @param {string} outDir
 */
function backend(python, hook, cwd, outDir) {
  const code = `import sys, setuptools.build_meta as b; print(b.${hook}(sys.argv[1]))`;
  return output(python, ["-c", code, outDir], { cwd }).trim().split("\n").pop() ?? "";
}

/**
 * Builds the sdist and the wheel of the project in `projectDir` into `outDir`; returns their paths.
 * @param {string} projectDir
 * @param {string} outDir
 */
function buildPythonDists(projectDir, outDir) {
  const python = buildingPython();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "python-dists-"));
  try {
    // A copy: the backend leaves its egg-info beside the sources.
    const project = path.join(work, "project");
    fs.cpSync(projectDir, project, { recursive: true });
    const sdist = backend(python, "build_sdist", project, outDir);
    const unpacked = path.join(work, "sdist");
    fs.mkdirSync(unpacked);
    run("tar", ["-xzf", path.join(outDir, sdist), "-C", unpacked]);
    const [root] = fs.readdirSync(unpacked);
    if (!root) throw new Failure(`${sdist} is empty`);
    const wheel = backend(python, "build_wheel", path.join(unpacked, root), outDir);
    return { sdist: path.join(outDir, sdist), wheel: path.join(outDir, wheel) };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

module.exports = { buildPythonDists };
