// @ts-check
/**
 * What may import what in the provider's source (src/): the one place these rules are written.
 * eslint.config.mjs enforces them with `no-restricted-imports`, and `npm run generate` writes them
 * into CONTRIBUTING.md ("What may import what").
 */
"use strict";

/**
 * @typedef {object} Room
 * @property {string} room the folder, under its parent (src/core or src/records)
 * @property {string[]} imports the parent's other rooms it may import
 * @property {string} [why] why it may import them, where the order is not plain
 * @property {"undici" | "@azure/identity"} [library] the library that this room alone imports
 */

/** @typedef {{ name: string, message: string }} Library */

/** The libraries that one room of src/core alone may import, with what the others use instead. */
const LIBRARIES = {
  undici: { name: "undici", message: "Send requests through src/core/http/http-client." },
  "@azure/identity": {
    name: "@azure/identity",
    message: "Entra ID credentials come from src/core/identity (token-source, entra-credential).",
  },
};

const PLUMBING = "Pulumi plumbing: it sends nothing and reads no credential";

/**
 * The rooms of src/core, each on those it names; none imports a service or the layer above.
 * @type {Room[]}
 */
const CORE_ROOMS = [
  { room: "errors", imports: [], why: "the floor" },
  { room: "schemas", imports: [], why: "the floor" },
  { room: "describe", imports: [], why: "the floor: a field's facts and their words" },
  {
    room: "settings",
    imports: ["errors", "schemas", "identity"],
    why: "a setting may hold a token source",
  },
  {
    room: "identity",
    imports: ["errors", "schemas", "settings"],
    why: "an identity is read from settings",
    library: "@azure/identity",
  },
  {
    room: "http",
    imports: ["errors", "schemas", "settings", "identity"],
    why: "a request is sent with a credential",
    library: "undici",
  },
  {
    room: "clients",
    imports: ["errors", "schemas", "settings", "identity", "http"],
    why: "what a service client builds on http/",
  },
  { room: "provider", imports: ["errors", "schemas", "settings"], why: PLUMBING },
  { room: "functions", imports: ["errors", "schemas", "settings"], why: PLUMBING },
  { room: "resources", imports: ["errors"], why: "every program that declares a resource loads it" },
];

/** The services: each imports its own folder and SERVICE_IMPORTS only (and its SERVICE_PEERS). */
const SERVICES = ["records", "lifecycle", "datashare", "language", "powerplatform"];

/**
 * A service that builds on another's parts, with the parts and why.
 * @type {Record<string, { imports: string[], why: string }>}
 */
const SERVICE_PEERS = {
  powerplatform: {
    imports: ["lifecycle/operations", "lifecycle/schemas", "lifecycle/generated", "lifecycle/surface"],
    why: "its copies and restores wait (WaitForCompletion), and check in a preview, as DatabaseRefresh does",
  },
};

/** The folders of src a service (and each room of src/records) imports besides its own. */
const SERVICE_IMPORTS = ["core", "resource-kinds"];

/**
 * The rooms of src/records, each on those it names (and SERVICE_IMPORTS).
 * @type {Room[]}
 */
const RECORDS_ROOMS = [
  { room: "definitions", imports: [], why: "what a record type is" },
  { room: "client", imports: ["definitions"], why: "the client and a type's collection" },
  { room: "entities", imports: ["definitions", "client"], why: "the record types" },
  { room: "create", imports: ["definitions", "client"], why: "creating a record once" },
  {
    room: "provider",
    imports: ["definitions", "client", "entities", "create"],
    why: "the shared provider and each type's",
  },
  {
    room: "adoption",
    imports: ["definitions", "client", "entities", "provider"],
    why: "a record in a company as the inputs of the resource that adopts it",
  },
  { room: "resources", imports: [], why: "the resource classes' parts" },
  {
    room: "functions",
    imports: ["definitions", "client", "entities", "provider", "resources"],
    why: "the list and get functions",
  },
  { room: "generated", imports: ["functions", "resources"], why: "what npm run generate writes" },
];

/**
 * The folders above the services, each with what it may import; `any` sits on top.
 * @type {{ files: string[], imports: string[], why: string }[]}
 */
const UPPER_FOLDERS = [
  {
    files: ["import", "policy"],
    imports: ["core", "records", "resource-kinds"],
    why: "the importer and the policy pack work on records",
  },
  {
    files: ["plugin"],
    imports: [
      "core",
      "records",
      "lifecycle",
      "datashare",
      "language",
      "powerplatform",
      "lifecycle-namespace",
      "resource-kinds",
      "runtime",
      "surfaces",
    ],
    why: "the provider plugin; never bizops-import (what both need is records/adoption/)",
  },
  {
    files: ["providers"],
    imports: ["resource-kinds"],
    why: "required by its path from stored state, it requires the runtime inside its methods",
  },
];

/** What sits on top and may import any folder of src. */
const TOP = ["index.ts", "lifecycle-namespace.ts", "runtime.ts", "clients.ts", "surfaces.ts"];

module.exports = {
  LIBRARIES,
  CORE_ROOMS,
  SERVICES,
  SERVICE_IMPORTS,
  SERVICE_PEERS,
  RECORDS_ROOMS,
  UPPER_FOLDERS,
  TOP,
};
