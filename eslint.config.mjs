// Type-aware linting: rules that need the type checker catch floating promises and unsafe any.
import tseslint from "typescript-eslint";
import importRooms from "./scripts/lib/import-rooms.js";

/**
 * The emulator's import boundary for the files at one depth: `outside` are the relative imports refused.
 * At every depth the provider (`pulumi-bizops`) and its HTTP and schema libraries are refused too.
 * @param {string[]} files
 * @param {string[]} outside
 */
function emulatorBoundary(files, outside) {
  const message =
    "The emulator imports nothing outside packages/emulator/src; a service folder imports its own files and the kernel.";
  const provider = "The emulator is written from the services' specs: it imports nothing of the provider.";
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["undici", "zod", { name: "pulumi-bizops", message: provider }],
          patterns: [
            { group: outside, message },
            { group: ["pulumi-bizops/*"], message: provider },
          ],
        },
      ],
    },
  };
}

/**
 * The emulator's tests (packages/emulator/test, mirroring its src) at one depth below test/: they
 * import the emulator's sources and each other, never anything outside packages/emulator (the
 * provider least of all), so that the package runs them on its own.
 * @param {number} depth
 */
function emulatorTestBoundary(depth) {
  const message =
    "The emulator's tests import nothing outside packages/emulator: never the provider, nor the root's tests.";
  return {
    files: [`packages/emulator/test/${"*/".repeat(depth)}*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["undici", "zod", "@azure/identity", { name: "pulumi-bizops", message }],
          patterns: [{ group: [`${"../".repeat(depth + 2)}**`, "pulumi-bizops/*"], message }],
        },
      ],
    },
  };
}

const { LIBRARIES, CORE_ROOMS, SERVICES, SERVICE_IMPORTS, SERVICE_PEERS, RECORDS_ROOMS, UPPER_FOLDERS } =
  importRooms;
const ALL_LIBRARIES = Object.values(LIBRARIES);

/**
 * One boundary of the provider's source: `files` may import neither library of `libraries`
 * (undici and @azure/identity each have one room) nor a relative path of `outside`.
 */
function srcBoundary(files, outside, message, libraries = ALL_LIBRARIES) {
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: libraries, patterns: outside.length ? [{ group: outside, message }] : [] },
      ],
    },
  };
}

/**
 * The relative paths `up` (`../`, `../../`) leads to, except the folders and files named by
 * `allowed`. Names start with a letter, so that `../*` does not also match `../..`.
 */
function onlyInto(up, allowed) {
  // A part of a folder (`lifecycle/operations`) is reached through its folder, which is let in too:
  // the patterns are gitignore's, where nothing under an excluded folder can be let in again.
  const parents = allowed.flatMap((name) => (name.includes("/") ? [name.slice(0, name.indexOf("/"))] : []));
  return [
    `${up}[a-z]*`,
    `${up}[a-z]*/**`,
    ...[...new Set(parents)].map((name) => `!${up}${name}`),
    ...allowed.flatMap((name) => [`!${up}${name}`, `!${up}${name}/**`]),
  ];
}

/**
 * Relative imports that leave a folder `depth` levels below src, except into the folders or
 * files of src named by `allowed`; nothing outside src.
 */
function above(depth, allowed) {
  const up = "../".repeat(depth);
  return [...onlyInto(up, allowed), `${up}../**`];
}

/**
 * A room of src/core (and its subfolders, such as http/policies): it imports its own files and
 * the rooms it names, and its library if it has one; nothing of a service or the layer above.
 * @param {import("./scripts/lib/import-rooms.js").Room} room
 */
function coreRoom({ room, imports: allowed, library }) {
  const libraries = ALL_LIBRARIES.filter(({ name }) => name !== library);
  const rooms = allowed.length
    ? `only ${allowed.map((name) => `core/${name}`).join(", ")}`
    : "no other room of core";
  const message = `src/core/${room} imports ${rooms}; never a service or the layer above (CONTRIBUTING.md, "What may import what").`;
  return [1, 2].map((depth) => {
    const up = "../".repeat(depth);
    const outside = [...onlyInto(up, allowed), ...above(depth + 1, [])];
    return srcBoundary([`src/core/${room}/${"*/".repeat(depth - 1)}*.ts`], outside, message, libraries);
  });
}

/**
 * A room of src/records (and its subfolders, such as its generated/): it imports its own files,
 * the rooms it names, src/core and the kinds registry; never another service or the layer above.
 * @param {import("./scripts/lib/import-rooms.js").Room} room
 */
function recordsRoom({ room, imports: allowed }) {
  const rooms = allowed.length
    ? `only ${allowed.map((name) => `records/${name}`).join(", ")}`
    : "no other room of records";
  const message = `src/records/${room} imports ${rooms}, src/core and src/resource-kinds (CONTRIBUTING.md, "What may import what").`;
  return [1, 2].map((depth) =>
    srcBoundary(
      [`src/records/${room}/${"*/".repeat(depth - 1)}*.ts`],
      [...onlyInto("../".repeat(depth), allowed), ...above(depth + 1, SERVICE_IMPORTS)],
      message,
    ),
  );
}

export default tseslint.config(
  {
    ignores: [
      // The tests' and CI's work folder (packed tarballs, results).
      ".bizops/**",
      "dist/**",
      "packages/*/dist/**",
      "docs/api/**",
      "node_modules/**",
      "jest.config.js",
      "packages/*/jest.config.js",
      // The shipped policy pack's two-line program, plain JavaScript outside the TypeScript project.
      "policy-pack/**",
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Each example has a tsconfig.json of its own for users who copy it; here they are checked with
    // the repository's, which maps `pulumi-bizops` to this checkout's source.
    files: ["examples/**/*.ts"],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: "./tsconfig.json",
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // The provider's rooms, as scripts/lib/import-rooms.js lists them (CONTRIBUTING.md, "What may
  // import what"). A file gets one of these rule sets, the last whose `files` match it; each
  // repeats the library bans.
  srcBoundary(["src/**/*.ts"], []),
  ...CORE_ROOMS.flatMap(coreRoom),
  ...SERVICES.flatMap((service) =>
    [1, 2].map((depth) =>
      srcBoundary(
        [`src/${service}/${"*/".repeat(depth - 1)}*.ts`],
        above(depth, [...SERVICE_IMPORTS, ...(SERVICE_PEERS[service]?.imports ?? [])]),
        "A service imports its own folder, src/core and src/resource-kinds (and the parts of another that SERVICE_PEERS names); never another service or the layer above.",
      ),
    ),
  ),
  ...RECORDS_ROOMS.flatMap(recordsRoom),
  ...UPPER_FOLDERS.map(({ files, imports }) =>
    srcBoundary(
      files.map((folder) => `src/${folder}/*.ts`),
      above(1, imports),
      `${files.map((folder) => `src/${folder}`).join(" and ")} import${files.length > 1 ? "" : "s"} ${imports.map((name) => `src/${name}`).join(", ")} only (CONTRIBUTING.md, "What may import what").`,
    ),
  ),
  // The emulator (the workspace package packages/emulator) is a second implementation written from
  // the specs: it imports none of the provider. Its kernel (packages/emulator/src/*.ts) imports
  // nothing outside its src; a service folder imports its own files and the kernel, never another
  // service's folder.
  // signing/ is kernel too (the access tokens the identity provider signs and the other services
  // check, the self-signed X.509 certificates, and the server's https listener); every other folder
  // is a service's own. packages/emulator/test/import-graph.test.ts checks that the kernel imports no service folder
  // but through services.ts, the list of services.
  emulatorBoundary(["packages/emulator/src/*.ts"], ["../**"]),
  emulatorBoundary(["packages/emulator/src/*/*.ts"], ["../../**", "../*/**", "!../signing/**"]),
  emulatorBoundary(["packages/emulator/src/*/*/*.ts"], ["../../../**", "../../*/**", "!../../signing/**"]),
  emulatorBoundary(
    ["packages/emulator/src/*/*/*/*.ts"],
    ["../../../../**", "../../../*/**", "!../../../signing/**"],
  ),
  ...[0, 1, 2, 3, 4].map(emulatorTestBoundary),
  {
    // This file, an ES module outside the TypeScript project (which is CommonJS), and the emulator's
    // command, whose name has no extension (npm links it by that name; tsc takes no such file, so
    // only its `// @ts-check` holds it to types, in an editor): linted without types.
    files: ["eslint.config.mjs", "packages/emulator/bin/bizops-emulator"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The scripts, jest's sequencer and the emulator's command: CommonJS JavaScript run by Node,
    // the scripts and the sequencer type-checked by the project (tsconfig.json).
    files: ["scripts/**/*.js", "test/support/*.js", "packages/emulator/bin/bizops-emulator"],
    languageOptions: { sourceType: "commonjs" },
    rules: {
      // require() is how CommonJS imports.
      "@typescript-eslint/no-require-imports": "off",
      // `const { join } = require("node:path")` is CommonJS's named import; the rule takes it for a
      // method taken off its object, as node:path's functions are typed as methods.
      "@typescript-eslint/unbound-method": "off",
      // A JSDoc cast, `/** @type {T} */ (JSON.parse(text))`, is invisible to these two: they read
      // the expression inside the parentheses, still `any` (typescript-eslint#4824). The type
      // checker holds the casts to their types.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["test/**/*.ts", "packages/emulator/test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
);
