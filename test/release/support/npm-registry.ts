/**
 * A real npm registry server for the release test: verdaccio (pinned in
 * scripts/release/npm-tool.js) on loopback, with its storage in a temporary folder. The project's
 * packages are served only as published to it; every other package comes through it from the
 * npm registry npm uses here, as an organisation's registry proxies it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, waitForUrl } from "./loopback";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { npmToolBin } = require("../../../scripts/release/npm-tool") as {
  npmToolBin: (name: "verdaccio") => string;
};

/** The packages the test publishes: never taken from upstream. */
const OWN_PACKAGES = ["pulumi-bizops", "pulumi-bizops-emulator"];

function config(dir: string, upstream: string): string {
  const own = OWN_PACKAGES.map((name) => `  "${name}":\n    access: $all\n    publish: $authenticated\n`);
  return [
    `storage: ${join(dir, "storage")}`,
    "auth:",
    "  htpasswd:",
    `    file: ${join(dir, "htpasswd")}`,
    "uplinks:",
    "  upstream:",
    `    url: ${upstream}`,
    "packages:",
    ...own,
    '  "**":\n    access: $all\n    proxy: upstream',
    "log: { type: stdout, format: pretty, level: error }",
    "",
  ].join("\n");
}

/** A running registry: its URL, an .npmrc that publishes to it, and how to stop it. */
export interface NpmRegistry {
  url: string;
  /** A user config file whose registry is this one, with a publisher's token for it. */
  npmrc: string;
  close(): Promise<void>;
}

/** Starts verdaccio in `dir`, proxying `upstream`, with one user who may publish. */
export async function startNpmRegistry(dir: string, upstream: string): Promise<NpmRegistry> {
  writeFileSync(join(dir, "config.yaml"), config(dir, upstream));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child: ChildProcess = spawn(
    process.execPath,
    [npmToolBin("verdaccio"), "--config", join(dir, "config.yaml"), "--listen", `127.0.0.1:${port}`],
    { stdio: "ignore" },
  );
  const close = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill();
    });
  try {
    await waitForUrl(`${url}-/ping`);
    // The registry's own sign-up route (what `npm adduser` calls), which answers with a token.
    const signUp = await fetch(`${url}-/user/org.couchdb.user:release-test`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "release-test", password: "release-test-password" }),
    });
    const { token } = (await signUp.json()) as { token: string };
    const npmrc = join(dir, "npmrc");
    writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
    return { url, npmrc, close };
  } catch (error) {
    await close();
    throw error;
  }
}
