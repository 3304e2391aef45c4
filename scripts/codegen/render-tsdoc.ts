/**
 * Renders the TSDoc of the TypeScript interfaces and classes the plugin's schema tables describe
 * (TSDOC_SOURCES) as src/plugin/generated/tsdoc.ts, so that a description of the package schema
 * is written once, in the TypeScript, and the tables take it from there by name. The record
 * types' files (render-records.ts) take the docs they share with the generic record from the same
 * reading (tsdocOfSources).
 *
 * How a comment becomes a description: `{@link X}` (and `{@link X | text}`) is written as code,
 * `` `X` ``; a link to a member, `{@link X.y}`, as `` `y` ``, the name a schema reader sees. A
 * paragraph's lines are joined by single spaces, and paragraphs are separated by a blank line
 * ("\n\n"). Block tags (`@example`, `@defaultValue`, `@see`, ...) are left out: they say things
 * for TypeScript readers, and none of the sources uses one. Only what is documented is written: an
 * undocumented property has no entry, nor has one whose doc only points to another's (`See
 * {@link X.y}.`): a table names the type that holds the text, and one that names the pointer does
 * not compile.
 */
import { join, relative } from "node:path";
import * as ts from "typescript";
import type { RenderedFile } from "./render-records";

const ROOT = join(__dirname, "..", "..");

/** The module written, relative to the repository's root. */
const TSDOC_MODULE = "src/plugin/generated/tsdoc.ts";

/** The files whose exported interfaces and classes the plugin's tables take their descriptions from. */
const TSDOC_SOURCES = [
  "src/core/settings/entra-settings-args.ts",
  "src/records/resources/records-settings-args.ts",
  "src/records/resources/entity-set-record.ts",
  "src/lifecycle/lifecycle-settings-args.ts",
  "src/lifecycle/resources/database-refresh.ts",
  "src/lifecycle/resources/database-export.ts",
  "src/powerplatform/powerplatform-settings-args.ts",
  "src/powerplatform/resources/environment-copy.ts",
  "src/powerplatform/resources/environment-restore.ts",
  "src/powerplatform/resources/environment-backup.ts",
  "src/powerplatform/resources/maintenance-settings.ts",
  "src/datashare/datashare-settings.ts",
  "src/language/translator-settings.ts",
] as const;

/**
 * The documentation of one interface or class: its own, each documented property's it declares,
 * and the documented types it takes the others from (each written once, under its own name).
 */
export interface TypeDocs {
  doc: string;
  props: Record<string, string>;
  bases?: string[];
}

/** A link's target as the schema writes it: a member by its own name. */
function linkText(link: ts.JSDocLink | ts.JSDocLinkCode | ts.JSDocLinkPlain): string {
  const shown = link.text.replace(/^\s*\|/, "").trim();
  if (shown !== "") return `\`${shown}\``;
  return `\`${(link.name?.getText() ?? "").split(".").at(-1)}\``;
}

/** A comment's text, links written as code, lines joined within each paragraph. */
function render(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  if (comment === undefined) return "";
  const raw =
    typeof comment === "string"
      ? comment
      : comment.map((part) => (ts.isJSDocLinkLike(part) ? linkText(part) : part.text)).join("");
  return raw
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
}

/** The summary of a declaration's TSDoc (its last doc comment, as TypeScript reads it), tags left out. */
function docOf(declaration: ts.Declaration): string {
  const docs = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
  return render(docs.at(-1)?.comment);
}

/** A doc that only points to another's ("See `x`."): the table names the one that holds the text. */
const POINTER = /^(See|As) `[^`]+`\.$/;

function isProjectFile(file: ts.SourceFile): boolean {
  return !relative(ROOT, file.fileName).split(/[\\/]/).includes("node_modules");
}

/** The name of the interface or class that declares a property, if one does. */
function declaringType(declaration: ts.Declaration): string | undefined {
  const parent = declaration.parent;
  return ts.isInterfaceDeclaration(parent) || ts.isClassDeclaration(parent) ? parent.name?.text : undefined;
}

/** The names of the interfaces and classes the sources export. */
function exportedTypeNames(program: ts.Program, checker: ts.TypeChecker, files: string[]): Set<string> {
  const names = new Set<string>();
  for (const path of files) {
    const file = program.getSourceFile(path);
    const module = file && checker.getSymbolAtLocation(file);
    if (!module) continue;
    for (const symbol of checker.getExportsOfModule(module)) {
      if (symbol.flags & ts.SymbolFlags.Alias) continue;
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) names.add(symbol.getName());
    }
  }
  return names;
}

/** Every exported interface and class of the sources, by name; a name given twice is an error. */
export function readTsdoc(sources: readonly string[] = TSDOC_SOURCES): Record<string, TypeDocs> {
  const files = sources.map((path) => join(ROOT, path));
  const program = ts.createProgram(files, {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    skipLibCheck: true,
    noEmit: true,
    // Docs need only the sources themselves, which import one another: no other module, library
    // or types package is read. A property inherited from outside the sources then has no entry,
    // so a table that names it does not compile.
    noResolve: true,
    noLib: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const out: Record<string, TypeDocs> = {};
  const names = exportedTypeNames(program, checker, files);
  for (const path of files) {
    const file = program.getSourceFile(path);
    if (!file) throw new Error(`render-tsdoc: ${relative(ROOT, path)} not found`);
    const module = checker.getSymbolAtLocation(file);
    if (!module) continue;
    for (const symbol of checker.getExportsOfModule(module)) {
      // Re-exports are documented where they are declared.
      if (symbol.flags & ts.SymbolFlags.Alias) continue;
      if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))) continue;
      const name = symbol.getName();
      if (out[name]) throw new Error(`render-tsdoc: ${name} is declared in two of the sources`);
      const declarations = symbol.getDeclarations() ?? [];
      // A class merged with an interface (to take in shared outputs) is documented on the class.
      const own =
        declarations.find(ts.isClassDeclaration) ??
        declarations.find((declaration) => docOf(declaration) !== "");
      const props: Record<string, string> = {};
      const bases = new Set<string>();
      for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
        if (!(property.flags & ts.SymbolFlags.Property)) continue;
        const declaration = property
          .getDeclarations()
          ?.find((d) => isProjectFile(d.getSourceFile()) && docOf(d) !== "");
        const doc = declaration ? docOf(declaration) : "";
        if (doc === "" || POINTER.test(doc)) continue;
        // A property another documented type declares is written under that type alone.
        const owner = declaringType(declaration!);
        if (owner !== undefined && owner !== name && names.has(owner)) bases.add(owner);
        else props[property.getName()] = doc;
      }
      out[name] = {
        doc: own ? docOf(own) : "",
        props,
        ...(bases.size > 0 ? { bases: [...bases].sort() } : {}),
      };
    }
  }
  return out;
}

let sourcesTsdoc: Record<string, TypeDocs> | undefined;

/**
 * The TSDoc of TSDOC_SOURCES, read once in a process: the module written here and the record
 * types' files (render-records.ts) both take docs from it.
 */
export function tsdocOfSources(): Record<string, TypeDocs> {
  sourcesTsdoc ??= readTsdoc();
  return sourcesTsdoc;
}

/** The generated module: the docs as a `const`, and the typed accessor the tables use. */
export function renderTsdoc(docs: Record<string, TypeDocs> = tsdocOfSources()): RenderedFile {
  const sources = TSDOC_SOURCES.map((path) => `//   ${path}\n`).join("");
  const text = `// Generated by \`npm run generate\` (scripts/codegen/render-tsdoc.ts) from the TSDoc of the
// exported interfaces and classes of these files; edit those comments, not this file.
${sources}

/** The TSDoc of each interface or class, by name: its own, and each documented property's. */
const TSDOC = ${JSON.stringify(docs, null, 2)} as const;

/** An interface or class the TSDoc is read from. */
export type Documented = keyof typeof TSDOC;

/** A documented property of \`N\`: its own, or one of a type it takes properties from. */
export type DocumentedProperty<N extends Documented> =
  | (keyof (typeof TSDOC)[N]["props"] & string)
  | ((typeof TSDOC)[N] extends { bases: readonly (infer B)[] } ? BaseProperty<B> : never);

/** A documented property of each of the types \`B\` (a union is taken apart, not intersected). */
type BaseProperty<B> = B extends Documented ? DocumentedProperty<B> : never;

/** The doc of \`property\` of the type \`name\`, or of a type it takes properties from. */
function propertyDoc(name: Documented, property: string): string | undefined {
  const entry: { props: Record<string, string>; bases?: readonly Documented[] } = TSDOC[name];
  return entry.props[property] ?? entry.bases?.map((base) => propertyDoc(base, property)).find(Boolean);
}

/** The TSDoc of the interface or class \`name\`: its own (\`doc\`), and a property's (\`of\`). */
export function documented<N extends Documented>(name: N): { doc: string; of(property: DocumentedProperty<N>): string } {
  return { doc: TSDOC[name].doc, of: (property) => propertyDoc(name, property)! };
}
`;
  return { path: TSDOC_MODULE, text };
}
