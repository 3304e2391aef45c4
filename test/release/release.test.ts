/**
 * A release as its users install it (`npm run test:release`; .ci/run runs it after npm test):
 * the release command builds a version's folder once (support/release-build.ts), then
 *
 * - every artifact's checksum and version agree, and a changed artifact is found;
 * - the provider's tarball installs every file its docs link to, and each example as a project;
 * - `pulumi plugin install resource bizops <version> --server <host>` from a local server laid out
 *   as the release host, then a YAML program on a PATH with no `node` manages a record on the
 *   emulator through the plugin's single executable;
 * - the Go SDK module of the folder, taken by a Go Automation API program through `replace`, runs
 *   on that installed plugin;
 * - `npm install pulumi-bizops` and `pulumi-bizops-emulator` from a real npm registry server
 *   (verdaccio) they were published to, in a copy of the quickstart example, which then runs
 *   against the emulator it installed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { PULUMI_HOME } from "../e2e/support/harness";
import { describeIf } from "../e2e/support/needs-tool";
import { runCommand } from "../e2e/support/run-command";
import { deadInstalledLinks } from "./support/installed-links";
import { IsolatedCli } from "./support/isolated-cli";
import { startNpmRegistry, type NpmRegistry } from "./support/npm-registry";
import { buildRelease, checkoutVersion, hostPlatform } from "./support/release-build";
import { startReleaseHost, type ReleaseHost } from "./support/release-host";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { releaseProblems } = require("../../scripts/release/release-manifest") as {
  releaseProblems: (folder: string) => string[];
};

jest.setTimeout(600_000);

const REPO = resolve(__dirname, "..", "..");
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const TOKEN = "release-test-records-token";
const VERSION = checkoutVersion();
const root = mkdtempSync(join(tmpdir(), "bizops-release-"));
const release = join(root, "release");

const tools = ["pulumi", "pulumi-language-yaml", "pulumi-language-nodejs"].every((tool) =>
  existsSync(join(PULUMI_HOME, "bin", tool)),
);
const describeWithTools = describeIf(
  tools,
  `the Pulumi CLI and its YAML and Node.js hosts are not in ${PULUMI_HOME}/bin: run \`npm run pulumi:install\``,
);

let emulator: Emulator;
let admin: EmulatorAdmin;

beforeAll(async () => {
  emulator = await startEmulator({ tokens: { records: TOKEN } });
  admin = new EmulatorAdmin(emulator.url);
  await buildRelease(release);
}, 1_800_000);

afterAll(async () => {
  await emulator?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the release folder", () => {
  it("holds every artifact of the version, whose checksums and versions agree", async () => {
    const manifest = JSON.parse(readFileSync(join(release, "release.json"), "utf8")) as {
      version: string;
      goModule: { tag: string };
      artifacts: Array<{ file: string; kind: string }>;
    };
    expect(manifest.version).toBe(VERSION);
    expect(manifest.goModule.tag).toBe(`sdk/go/v${VERSION}`);
    expect(manifest.artifacts.map((artifact) => artifact.file).sort()).toEqual(
      [
        "RELEASE_NOTES.md",
        `pulumi-bizops-${VERSION}.tgz`,
        `pulumi-bizops-api-docs-v${VERSION}.tar.gz`,
        `pulumi-bizops-emulator-${VERSION}.tgz`,
        `pulumi-bizops-policy-pack-v${VERSION}.tar.gz`,
        `pulumi-resource-bizops-v${VERSION}-${hostPlatform()}.tar.gz`,
        `pulumi_bizops-${VERSION}-py3-none-any.whl`,
        `pulumi_bizops-${VERSION}.tar.gz`,
      ].sort(),
    );
    expect(releaseProblems(release)).toEqual([]);
    // As a user checks a download.
    const check = await runCommand("sha256sum", ["--check", "--quiet", "SHA256SUMS"], { cwd: release });
    expect(check).toMatchObject({ code: 0, stdout: "" });
    expect(readFileSync(join(release, "RELEASE_NOTES.md"), "utf8")).toMatch(
      new RegExp(`^# pulumi-bizops ${VERSION}\n`),
    );
  });

  it("is found out when an artifact changes after the sums were written", async () => {
    const copy = join(root, "changed");
    // Hard links: the copy costs no space; the one file changed is unlinked first.
    expect((await runCommand("cp", ["-al", release, copy])).code).toBe(0);
    unlinkSync(join(copy, "RELEASE_NOTES.md"));
    writeFileSync(join(copy, "RELEASE_NOTES.md"), "# pulumi-bizops 9.9.9\n");
    expect(releaseProblems(copy)).toEqual([
      `RELEASE_NOTES.md is version 9.9.9, not ${VERSION}`,
      "RELEASE_NOTES.md's SHA-256 differs from release.json's",
      "RELEASE_NOTES.md's SHA-256 differs from SHA256SUMS'",
    ]);
  });
});

describe("the provider's package as npm installs it", () => {
  const installed = join(root, "installed-package");

  beforeAll(async () => {
    mkdirSync(installed);
    const tarball = join(release, `pulumi-bizops-${VERSION}.tgz`);
    const unpacked = await runCommand("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"]);
    expect(unpacked.code).toBe(0);
  });

  it("installs every file its README, docs and examples' READMEs link to", () => {
    expect(existsSync(join(installed, "docs", "api", "README.md"))).toBe(true);
    expect(deadInstalledLinks(installed)).toEqual([]);
  });

  it("installs each example as a project to copy: Pulumi.yaml, package.json on this version, tsconfig.json", () => {
    const examples = readdirSync(join(REPO, "examples")).filter((name) =>
      existsSync(join(REPO, "examples", name, "index.ts")),
    );
    expect(examples.length).toBeGreaterThan(5);
    for (const name of examples) {
      const folder = join(installed, "examples", name);
      for (const file of ["Pulumi.yaml", "package.json", "tsconfig.json", "index.ts", "README.md"]) {
        expect([name, file, existsSync(join(folder, file))]).toEqual([name, file, true]);
      }
      const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as {
        dependencies: Record<string, string>;
      };
      expect([name, manifest.dependencies["pulumi-bizops"]]).toEqual([name, `^${VERSION}`]);
    }
  });
});

describeWithTools("the plugin installed from the release host, on a machine without Node.js", () => {
  const cli = new IsolatedCli(join(root, "no-node"));
  const pluginDir = join(cli.home, "plugins", `resource-bizops-v${VERSION}`);
  let host: ReleaseHost;

  beforeAll(async () => {
    host = await startReleaseHost(release, VERSION);
  });
  afterAll(() => host?.close());

  it("is installed by `pulumi plugin install --server` from the release's download path", async () => {
    expect(cli.pathCommands().sort()).toEqual(["pulumi", "pulumi-language-yaml"]);
    await cli.pulumi(root, "plugin", "install", "resource", "bizops", VERSION, "--server", host.server);
    expect(host.requested).toEqual([
      new URL(host.server.replace("${VERSION}", VERSION)).pathname +
        `/pulumi-resource-bizops-v${VERSION}-${hostPlatform()}.tar.gz`,
    ]);
    expect(existsSync(join(pluginDir, "pulumi-resource-bizops"))).toBe(true);
    // The executable reports the release's version, from inside itself.
    const schema = JSON.parse(
      await cli.pulumi(root, "package", "get-schema", join(pluginDir, "pulumi-resource-bizops")),
    ) as { version: string; pluginDownloadURL: string };
    expect(schema.version).toBe(VERSION);
  });

  it("manages a record from a YAML program: up, a clean preview, destroy", async () => {
    const dir = join(root, "yaml-program");
    mkdirSync(dir);
    writeFileSync(
      join(dir, "Pulumi.yaml"),
      [
        "name: bizops-release-yaml",
        "runtime: yaml",
        "resources:",
        "  status:",
        "    type: bizops:records:DisputeStatus",
        "    properties:",
        `      companyId: ${COMPANY}`,
        "      code: RELEASED",
        "      displayName: Installed from the release",
        "outputs:",
        "  id: ${status.id}",
        "",
      ].join("\n"),
    );
    await cli.pulumi(dir, "stack", "init", "release");
    await cli.pulumi(dir, "config", "set", "bizops:recordsUrl", emulator.url);
    await cli.pulumi(dir, "config", "set", "--secret", "bizops:recordsToken", TOKEN);
    await cli.pulumi(dir, "up", "--yes", "--skip-preview");
    const { id } = JSON.parse(await cli.pulumi(dir, "stack", "output", "--json")) as { id: string };
    expect(await admin.record(COMPANY, "disputeStatus", id)).toMatchObject({ code: "RELEASED" });
    await cli.pulumi(dir, "preview", "--expect-no-changes");
    await cli.pulumi(dir, "destroy", "--yes", "--skip-preview");
    expect(await admin.record(COMPANY, "disputeStatus", id)).toBeUndefined();
    for (const text of cli.transcript) expect(text).not.toContain(TOKEN);
  });

  const describeWithGo = describeIf(existsSync("/usr/local/go/bin/go") || onPath("go"), "Go is not on PATH");
  describeWithGo("the Go SDK module of the release", () => {
    it("runs a Go Automation API program on the installed plugin, the module taken by replace", async () => {
      const program = join(root, "go-program");
      const build = await runCommand(process.execPath, [
        join(REPO, "scripts", "plugin", "build-inline-program.js"),
        join(release, "sdk", "go"),
        program,
      ]);
      expect({ code: build.code, stderr: build.code === 0 ? "" : build.stderr }).toEqual({
        code: 0,
        stderr: "",
      });
      expect(readFileSync(join(program, "go.mod"), "utf8")).toContain(`=> ${join(release, "sdk", "go")}`);
      mkdirSync(join(root, "go-state"));
      mkdirSync(join(root, "go-workspace"));
      const env = { ...cli.env({ RECORDS_TOKEN: TOKEN }) };
      delete env.PULUMI_BACKEND_URL;
      const run = await runCommand(
        join(program, "inline-program"),
        [
          ...["-records-url", emulator.url, "-company", COMPANY, "-plugin-dir", pluginDir],
          ...["-backend", join(root, "go-state"), "-work-dir", join(root, "go-workspace")],
        ],
        { env },
      );
      expect({ code: run.code, stderr: run.code === 0 ? "" : run.stderr }).toEqual({ code: 0, stderr: "" });
      const summary = JSON.parse(run.stdout) as Record<string, Record<string, number>>;
      expect(summary.up).toEqual({ create: 3 });
      expect(summary.preview).toEqual({ same: 3 });
      expect(summary.destroy).toEqual({ delete: 3 });
    });
  });
});

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(":").some((folder) => existsSync(join(folder, command)));
}

describeWithTools("the npm packages installed from a registry server", () => {
  const project = join(root, "quickstart");
  let registry: NpmRegistry;
  let projectEmulator: ChildProcess | undefined;
  const cli = new IsolatedCli(join(root, "npm-user"));

  beforeAll(async () => {
    mkdirSync(join(root, "registry"));
    // Upstream is the registry npm uses here.
    const upstream = (await runCommand("npm", ["config", "get", "registry"])).stdout.trim();
    registry = await startNpmRegistry(join(root, "registry"), upstream);
  });
  afterAll(async () => {
    projectEmulator?.kill();
    await registry?.close();
  });

  /** npm with the registry's user config, on this Node.js. */
  async function npm(cwd: string, ...args: string[]): Promise<string> {
    const env = { ...process.env, npm_config_userconfig: registry.npmrc, npm_config_registry: registry.url };
    const { code, stdout, stderr } = await runCommand("npm", args, { cwd, env });
    if (code !== 0) throw new Error(`npm ${args.join(" ")} exited ${code}:\n${stderr}`);
    return stdout;
  }

  it("publishes both tarballs to the registry, which serves them at the release's version", async () => {
    for (const name of ["pulumi-bizops", "pulumi-bizops-emulator"]) {
      await npm(root, "publish", join(release, `${name}-${VERSION}.tgz`));
      expect((await npm(root, "view", `${name}@${VERSION}`, "version")).trim()).toBe(VERSION);
    }
  });

  it("installs the quickstart example as it is, and runs it against the emulator it installed", async () => {
    // The example as the installed package ships it.
    const tarball = join(release, `pulumi-bizops-${VERSION}.tgz`);
    const member = "package/examples/quickstart";
    expect((await runCommand("tar", ["-xzf", tarball, "-C", root, member])).code).toBe(0);
    cpSync(join(root, member), project, { recursive: true });
    await npm(project, "install", "--no-audit", "--no-fund");
    await npm(
      project,
      "install",
      "--no-audit",
      "--no-fund",
      "--save-dev",
      `pulumi-bizops-emulator@${VERSION}`,
    );
    const installed = JSON.parse(
      readFileSync(join(project, "node_modules", "pulumi-bizops", "package.json"), "utf8"),
    ) as { version: string };
    expect(installed.version).toBe(VERSION);
    // What npm installed is the release's tarball itself, byte for byte.
    const lock = JSON.parse(readFileSync(join(project, "package-lock.json"), "utf8")) as {
      packages: Record<string, { integrity?: string }>;
    };
    for (const name of ["pulumi-bizops", "pulumi-bizops-emulator"]) {
      const tarball = readFileSync(join(release, `${name}-${VERSION}.tgz`));
      const integrity = `sha512-${createHash("sha512").update(tarball).digest("base64")}`;
      expect(lock.packages[`node_modules/${name}`]?.integrity).toBe(integrity);
    }
    // Its tsconfig.json also serves the TypeScript a user installs today (npm's latest).
    await npm(project, "exec", "--yes", "--package=typescript@latest", "--", "tsc", "--noEmit", "-p", ".");
    const url = await startProjectEmulator(project);
    const env = {
      PATH: [join(PULUMI_HOME, "bin"), dirname(process.execPath), "/usr/bin", "/bin"].join(":"),
      BIZOPS_RECORDS_URL: url,
      BIZOPS_RECORDS_TOKEN: "emulator-records-token",
      BIZOPS_LIFECYCLE_URL: url,
      BIZOPS_LIFECYCLE_TOKEN: "emulator-lifecycle-token",
    };
    const pulumi = async (...args: string[]) => {
      const result = await runCommand(join(PULUMI_HOME, "bin", "pulumi"), [...args, "--non-interactive"], {
        cwd: project,
        env: cli.env(env),
      });
      if (result.code !== 0) throw new Error(`pulumi ${args.join(" ")}:\n${result.stdout}\n${result.stderr}`);
      return result.stdout;
    };
    await pulumi("stack", "init", "emulator");
    expect(await pulumi("up", "--yes", "--skip-preview")).toContain("created");
    await pulumi("preview", "--expect-no-changes");
    await pulumi("destroy", "--yes", "--skip-preview");
  });

  /** Starts `npx bizops-emulator` of the project on a free port; resolves with its URL. */
  function startProjectEmulator(dir: string): Promise<string> {
    return new Promise((done, fail) => {
      const bin = join(dir, "node_modules", ".bin", "bizops-emulator");
      const child = spawn(bin, ["--port", "0"], {
        cwd: dir,
        env: { ...process.env, PATH: [dirname(process.execPath), process.env.PATH].join(":") },
        stdio: ["ignore", "pipe", "inherit"],
      });
      projectEmulator = child;
      child.once("error", fail);
      child.stdout.on("data", (chunk: Buffer) => {
        const url = /listening on (http:\/\/\S+)/.exec(chunk.toString())?.[1];
        if (url) done(url);
      });
    });
  }
});
