/**
 * What the package schema tells the Pulumi Registry and the CLI about where the package is
 * published: one repository, which package.json files name too, whose releases hold the plugin;
 * and the Registry's two pages, which `npm run generate` writes from the schema and the docs
 * (their being current is generated-files.test.ts's part).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { packageSchema } from "../../../src/plugin/package-schema";

const REPO = join(__dirname, "..", "..", "..");
const schema = packageSchema("1.2.3") as {
  repository: string;
  pluginDownloadURL: string;
  logoUrl: string;
  publisher: string;
  displayName: string;
  keywords: string[];
  config: { variables: Record<string, unknown> };
  language: Record<string, Record<string, unknown>>;
};

function manifest(path: string): { repository: { url: string; directory?: string } } {
  return JSON.parse(readFileSync(join(REPO, path), "utf8")) as { repository: { url: string } };
}

describe("the package schema's publication", () => {
  it("names the repository that both package.json files name", () => {
    expect(schema.repository).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w-]+$/);
    const git = `git+${schema.repository}.git`;
    expect(manifest("package.json").repository.url).toBe(git);
    expect(manifest("packages/emulator/package.json").repository).toEqual({
      type: "git",
      url: git,
      directory: "packages/emulator",
    });
  });

  it("downloads the plugin from the repository's release of its version", () => {
    const url = schema.pluginDownloadURL.replace("${VERSION}", "1.2.3");
    expect(url).toBe(`${schema.repository}/releases/download/v1.2.3`);
  });

  it("shows a logo the repository holds, on its main branch", () => {
    const raw = schema.repository.replace("https://github.com/", "https://raw.githubusercontent.com/");
    expect(schema.logoUrl.startsWith(`${raw}/main/`)).toBe(true);
    expect(existsSync(join(REPO, schema.logoUrl.slice(`${raw}/main/`.length)))).toBe(true);
  });

  it("lists a publisher, a display name and the Registry's category and kind", () => {
    expect(schema.publisher).toBeTruthy();
    expect(schema.displayName).toBeTruthy();
    expect(schema.keywords).toEqual(expect.arrayContaining(["category/utility", "kind/native"]));
  });

  it("puts the Go SDK in the repository's sdk/go module, which a sdk/go/v<version> tag releases", () => {
    const github = schema.repository.replace("https://", "");
    expect(schema.language.go!.importBasePath).toBe(`${github}/sdk/go/bizops`);
  });

  it("names the package of every language: npm's is this package", () => {
    const npmName = (JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { name: string }).name;
    expect(schema.language.nodejs).toEqual({ packageName: npmName });
    expect(schema.language.python!.packageName).toBe("pulumi_bizops");
    expect(schema.language.csharp!.rootNamespace).toBeTruthy();
    expect(schema.language.java!.basePackage).toBeTruthy();
  });

  it("has the Registry's configuration page name every setting of the provider", () => {
    const page = readFileSync(join(REPO, "docs", "installation-configuration.md"), "utf8");
    for (const name of Object.keys(schema.config.variables)) expect(page).toContain(`\`bizops:${name}\``);
  });

  it("has the Registry's index page show the README's first program and the YAML program of the docs", () => {
    const page = readFileSync(join(REPO, "docs", "_index.md"), "utf8");
    expect(page).toMatch(/^---\ntitle: BizOps\n/);
    expect(page).toContain('new bizops.records.DisputeStatus("price-dispute"');
    expect(page).toContain("type: bizops:records:PaymentTerm");
    // The YAML program of the Registry runs the installed plugin, not a checkout's.
    expect(page).not.toContain("/path/to/pulumi-bizops/bin");
  });
});
