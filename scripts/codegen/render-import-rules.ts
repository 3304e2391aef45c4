/**
 * Renders CONTRIBUTING.md with its "What may import what" table written from
 * scripts/lib/import-rooms.js, the list eslint.config.mjs enforces: the rules are written once, and
 * the page cannot drift from the lint. Only the text between the two markers is rendered; the rest
 * of the page is kept as it stands.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RenderedFile } from "./render-records";
// The same module eslint.config.mjs reads.
import * as rooms from "../lib/import-rooms";

const ROOT = join(__dirname, "..", "..");
const PAGE = "CONTRIBUTING.md";
const START = "<!-- import rules: written by npm run generate from scripts/lib/import-rooms.js -->";
const END = "<!-- end of import rules -->";

/** A table row: the folders, what they import besides their own files, and why. */
function row(folders: string[], imports: string[], why = ""): string {
  const names = folders.map((folder) => `\`src/${folder}\``).join(", ");
  return `| ${names} | ${imports.length ? imports.join(", ") : "nothing else"} | ${why} |`;
}

/** The rooms of src/`parent`, each importing `below` (src/core, ...) too. */
function roomRows(parent: string, list: rooms.Room[], below: string[]): string[] {
  return list.map(({ room, imports, why, library }) =>
    row(
      [`${parent}/${room}/`],
      [...imports.map((name) => `${parent}/${name}/`), ...below, ...(library ? [`\`${library}\``] : [])],
      why,
    ),
  );
}

/** The table and the lines around it, between the markers. */
function renderImportRules(): string {
  const libraries = Object.values(rooms.LIBRARIES)
    .map(({ name }) => `\`${name}\` in ${rooms.CORE_ROOMS.find((room) => room.library === name)?.room}/`)
    .join(", ");
  const services = rooms.SERVICE_IMPORTS.map((name) => `src/${name}`);
  return [
    START,
    "",
    "| Folder | Imports, besides its own files | Why |",
    "| --- | --- | --- |",
    ...roomRows("core", rooms.CORE_ROOMS, []),
    row(
      rooms.SERVICES.map((service) => `${service}/`),
      services,
      "a service, never another service nor the layer above",
    ),
    ...Object.entries(rooms.SERVICE_PEERS).map(([service, { imports, why }]) =>
      row([`${service}/`], [...services, ...imports.map((name) => `src/${name}`)], why),
    ),
    ...roomRows("records", rooms.RECORDS_ROOMS, services),
    ...rooms.UPPER_FOLDERS.map(({ files, imports, why }) =>
      row(
        files.map((folder) => `${folder}/`),
        imports.map((name) => `src/${name}`),
        why,
      ),
    ),
    row(rooms.TOP, ["any folder of src"]),
    "",
    "No room of src/core imports a service or the layer above; each library has one room of core",
    `(${libraries}).`,
    "",
    END,
  ].join("\n");
}

/** CONTRIBUTING.md with the table rendered (not yet formatted). */
export function renderContributing(): RenderedFile {
  const text = readFileSync(join(ROOT, PAGE), "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${PAGE} has lost the markers of its import rules: ${START}`);
  return { path: PAGE, text: text.slice(0, start) + renderImportRules() + text.slice(end + END.length) };
}
