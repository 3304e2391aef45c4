import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}
// The build step is plain JavaScript under scripts/.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleRuntime } = require("../../../scripts/bundle-runtime.js") as {
  bundleRuntime: (outfile: string) => Promise<Metafile>;
};

const REPO = join(__dirname, "../../..");
let folder: string;
let bundle: string;
let metafile: Metafile;

// Inside the checkout, so that the packages the bundle leaves outside resolve as they do from dist/.
beforeAll(async () => {
  mkdirSync(join(REPO, ".bizops"), { recursive: true });
  folder = mkdtempSync(join(REPO, ".bizops", "bundle-"));
  bundle = join(folder, "runtime.js");
  metafile = await bundleRuntime(bundle);
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `script` in a new Node process with `BUNDLE` set; resolves to its last line, parsed. */
async function inProcess(script: string): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)(process.execPath, ["-e", script], {
    cwd: REPO,
    env: { ...process.env, BUNDLE: bundle },
  });
  return JSON.parse(stdout.trim().split("\n").pop()!) as Record<string, unknown>;
}

describe("the provider runtime bundle", () => {
  it("holds zod's English messages and none of its other locales", () => {
    // esbuild lists every file it looked at; those it dropped put no bytes in the output.
    const [output] = Object.values(metafile.outputs);
    const zodLocales = Object.entries(output!.inputs)
      .filter(([input, { bytesInOutput }]) => input.includes("zod/v4/locales/") && bytesInOutput > 0)
      .map(([input]) => input);
    // The index stays as the names zod exports; the locales it names are gone.
    expect(zodLocales).toEqual(["node_modules/zod/v4/locales/en.js", "node_modules/zod/v4/locales/index.js"]);
  });

  it("carries zod's licence with zod's code", () => {
    const head = readFileSync(bundle, "utf8").slice(0, 2000);
    expect(head).toContain("This file includes zod");
    expect(head).toContain("Copyright (c) 2025 Colin McDonnell");
    expect(head).toContain("Permission is hereby granted, free of charge");
  });

  it("loads as one file, with no module of ours or of zod's beside it, until a request needs undici", async () => {
    const report = await inProcess(`
      const before = new Set(Object.keys(require.cache));
      const runtime = require(process.env.BUNDLE);
      const provider = runtime.provider("records:DisputeStatus");
      const loaded = Object.keys(require.cache).filter((file) => !before.has(file));
      console.log(JSON.stringify({ loaded, methods: Object.keys(provider).sort(), exports: Object.keys(runtime).sort() }));`);
    expect(report).toEqual({
      loaded: [bundle],
      methods: ["check", "create", "delete", "diff", "read", "update"],
      exports: ["configure", "provider"],
    });
  });

  it("checks inputs with the same zod as the source: a bad property is named in English", async () => {
    const report = await inProcess(`
      const provider = require(process.env.BUNDLE).provider("records:DisputeStatus");
      provider.check({}, { companyId: "5d115c9c-44e3-ea11-bb43-000d3a2feca1", code: 7, displayName: "Open" })
        .then((result) => console.log(JSON.stringify(result)), (error) => console.log(JSON.stringify({ error: String(error.message) })));`);
    expect(report).toMatchObject({
      failures: [{ property: "code", reason: expect.stringMatching(/expected string/i) as unknown }],
    });
  });
});
