/**
 * The two pages the Pulumi Registry shows for the package, which it reads from the repository's
 * docs/ folder: docs/_index.md (what the package is, an example in TypeScript and in YAML) and
 * docs/installation-configuration.md (each language's package, the plugin, the provider's
 * configuration). Written from the package schema (names, configuration) and the package's own
 * docs (README.md's opening and first program, docs/other-languages.md's YAML program), so they
 * say what those say. The Registry shows them away from the repository: their links are absolute.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RenderedFile } from "./render-records";

const ROOT = join(__dirname, "..", "..");

/** What the pages take from the schema (src/plugin/package-schema.ts). */
export interface RegistrySchema {
  name: string;
  displayName: string;
  description: string;
  repository: string;
  config: { variables: Record<string, { description: string; secret?: boolean }> };
  language: {
    nodejs: { packageName: string };
    go: { importBasePath: string };
    python: { packageName: string };
    csharp: { rootNamespace: string };
    java: { basePackage: string };
  };
}

/** The first fenced block of `language` after the heading `heading` of a page. */
function codeBlock(page: string, heading: string, language: string): string {
  const text = readFileSync(join(ROOT, page), "utf8");
  const pattern = new RegExp(`\\n${heading}\\n[\\s\\S]*?\`\`\`${language}\\n([\\s\\S]*?)\`\`\``);
  const block = pattern.exec(text)?.[1];
  if (block === undefined) throw new Error(`${page} has no ${language} block under "${heading}"`);
  return block;
}

/** README.md's opening paragraph, the one under its title. */
function opening(): string {
  const text = readFileSync(join(ROOT, "README.md"), "utf8");
  const paragraph = /^# .*\n\n([\s\S]*?)\n\n/.exec(text)?.[1];
  if (!paragraph) throw new Error("README.md has no opening paragraph");
  return paragraph;
}

/** docs/other-languages.md's YAML program, without the lines that name a checkout's plugin. */
function yamlProgram(): string {
  const program = codeBlock("docs/other-languages.md", "## A YAML program", "yaml");
  const withoutPlugin = program.replace(
    /# With the plugin from a checkout[^\n]*\nplugins:\n(?: {2,}.*\n)+/,
    "",
  );
  if (withoutPlugin.includes("plugins:"))
    throw new Error("the YAML program's plugins block was not taken out");
  return withoutPlugin;
}

function frontMatter(title: string, description: string): string {
  return ["---", `title: ${title}`, `meta_desc: ${description}`, "layout: package", "---", ""].join("\n");
}

function indexPage(schema: RegistrySchema): string {
  return [
    frontMatter(schema.displayName, schema.description),
    opening(),
    "",
    `The provider is \`${schema.name}\`: TypeScript and JavaScript programs use the npm package, every other`,
    "language the provider plugin, which the Pulumi CLI installs by itself. See",
    `[installation and configuration](https://www.pulumi.com/registry/packages/${schema.name}/installation-configuration/).`,
    "",
    "## Example",
    "",
    "### TypeScript",
    "",
    "```ts",
    codeBlock("README.md", "## A first program", "ts").trimEnd(),
    "```",
    "",
    "### YAML",
    "",
    "```yaml",
    yamlProgram().trimEnd(),
    "```",
    "",
    `The full documentation is in [the repository](${schema.repository}#readme).`,
    "",
  ].join("\n");
}

function installPage(schema: RegistrySchema): string {
  const { nodejs, go, python, csharp, java } = schema.language;
  const variables = Object.entries(schema.config.variables).map(
    ([name, variable]) =>
      `| \`${schema.name}:${name}\` | ${variable.secret ? "yes" : ""} | ${variable.description.replace(/\|/g, "\\|")} |`,
  );
  return [
    frontMatter(
      `${schema.displayName} Installation & Configuration`,
      `How to install and configure ${schema.displayName}.`,
    ),
    "## Installation",
    "",
    "| language | package | install |",
    "| --- | --- | --- |",
    `| TypeScript, JavaScript | \`${nodejs.packageName}\` on npm | \`npm install ${nodejs.packageName}\` |`,
    `| Python | \`${python.packageName}\` on PyPI | \`pip install ${python.packageName}\` |`,
    `| Go | \`${go.importBasePath}\` | \`go get ${go.importBasePath}\` |`,
    `| .NET | \`${csharp.rootNamespace}.Bizops\` on NuGet | \`dotnet add package ${csharp.rootNamespace}.Bizops\` |`,
    `| Java | \`${java.basePackage}:bizops\` on Maven Central | the \`${java.basePackage}:bizops\` dependency |`,
    "",
    "The npm package is a dynamic provider: a TypeScript or JavaScript program needs nothing else.",
    `The other languages run the provider plugin \`pulumi-resource-${schema.name}\`, one executable with`,
    "its runtime inside (no Node.js needed), which the Pulumi CLI downloads from the release when a",
    "program first uses it; to install it ahead:",
    "",
    "```sh",
    `pulumi plugin install resource ${schema.name} <version>`,
    "```",
    "",
    "## Configuration",
    "",
    `Each setting is taken from the resource's or function's own \`settings\`, then the stack config`,
    "(`pulumi config set`, a credential with `--secret`), then the environment variable its",
    "description names.",
    "",
    "| setting | secret | description |",
    "| --- | --- | --- |",
    ...variables,
    "",
  ].join("\n");
}

/** The two pages. */
export function renderRegistryDocs(schema: RegistrySchema): RenderedFile[] {
  return [
    { path: "docs/_index.md", text: indexPage(schema) },
    { path: "docs/installation-configuration.md", text: installPage(schema) },
  ];
}
